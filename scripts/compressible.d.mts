// Types for compressible.mjs, so the build (TypeScript) can import it under a strict tsconfig.
export declare const COMPRESSIBLE_EXTENSIONS: readonly string[]
export declare function isCompressible(file: string): boolean
export declare const PRECOMPRESSED: readonly { encoding: 'br' | 'gzip'; suffix: '.br' | '.gz' }[]
