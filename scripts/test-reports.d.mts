// Types for test-reports.mjs, so its unit tests (TypeScript) can import it under a strict tsconfig.
export declare const BUDGET_SECONDS: number
export declare const SLOW_TEST_SECONDS: number
export declare const REPORT_FILES: string[]

export type TestTime = { file: string; title: string; seconds: number; retries: number }
export declare function isVitestReport(report: object): boolean
export declare function testsOf(report: object): TestTime[]
export declare function budgetLine(seconds: number, budget?: number): string
export declare function slowTestLines(tests: TestTime[], limit?: number): string[]
