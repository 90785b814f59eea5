// Types for static-table.mjs, so its unit tests (TypeScript) can import it under a strict tsconfig.
export declare const IN_MEMORY_FILE_LIMIT: number
export declare const MEMORY_BUDGET: number

export type HeaderRule = { source: string; headers: { key: string; value: string }[] }
export type Headers = Record<string, string | number>

export declare function globPattern(source: string): RegExp
export declare function headerRules(rules?: HeaderRule[]): (file: string) => Record<string, string>
export declare function everyResponseHeaders(rules?: HeaderRule[]): Record<string, string>
export declare function candidateFiles(urlPath: string): string[]
export declare function resolveUrl(
  urlPath: string,
  kindOf: (file: string) => 'file' | 'other' | undefined | Promise<'file' | 'other' | undefined>,
): Promise<string | undefined>

export type Variant = {
  encoding: 'br' | 'gzip' | 'identity'
  path: string
  size: number
  body: Buffer | undefined
  /** The file's inode, size and modification time when the table was built. */
  fileId: string
  etag: string
  headers: Headers
  notModified: Headers
}
export type Entry = {
  file: string
  size: number
  identity: Variant
  variants: Variant[]
  compressedOnTheFly: Record<'br' | 'gzip', Headers> | undefined
}
export declare function fileEntry(
  distDir: string,
  file: string,
  stats: import('node:fs').Stats,
  rules: (file: string) => Record<string, string>,
  budget?: { left: number },
): Promise<Entry>
export type Table = {
  routes: Map<string, Entry>
  notFound: Entry
  unknownIds: { pattern: RegExp; entry: Entry }[]
  everyResponse: Record<string, string>
}
export declare const UNKNOWN_IDS_DIR: string
export declare function routePattern(routePath: string): RegExp
export declare function notFoundPageFor(table: Pick<Table, 'notFound' | 'unknownIds'>, pathname: string): Entry
export declare function buildTable(
  distDir: string,
  config: { headers?: HeaderRule[] },
  options?: { memoryBudget?: number },
): Promise<Table>
