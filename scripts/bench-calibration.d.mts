// Types for bench-calibration.mjs, so its unit test can import it under a strict tsconfig.
export declare function mobileSlowdownFor(benchmarkIndex: number): number
export declare function indexDrift(calibratedIndex: number, runIndex: number): number | null
