// Types for find-browser.mjs, so playwright.config.ts can import it under a strict tsconfig.
export declare const SYSTEM_BROWSERS: readonly string[]
export declare const CHROMIUM_FLAGS: string[]
export declare function findBrowser(): string | undefined
export declare function findPlaywrightBrowser(): Promise<string | undefined>
export declare const HEADLESS_SHELL: string
export declare function findTestBrowser(): string | undefined
