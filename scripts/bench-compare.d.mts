// Types for bench-compare.mjs, so its unit test can import it under a strict tsconfig.
export type Side = 'baseline' | 'current'
export interface SideSummary {
  runs: number
  medians: Record<string, number | null>
  idleMedians?: Record<string, number | null>
  samples: { offIndex?: boolean }[]
}
export interface ComparedRow {
  route: string
  plannedRuns: number
  cpuSlowdown: number
  baseline: SideSummary
  current: SideSummary
}
export declare const SIDES: Side[]
export declare function baselineSource(dir: string, root: string): { serverRoot: string; siteDir: string }
export declare function interleavedRuns(runs: number, pairsBefore?: number): { side: Side; run: number }[]
export declare function delta(baseline: number | null, current: number | null): number | null
export declare function compareTable(rows: ComparedRow[], options?: { idle?: boolean }): string
