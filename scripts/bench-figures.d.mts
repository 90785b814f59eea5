// Types for bench-figures.mjs, so its unit test can import it under a strict tsconfig.
export type Sample = Record<string, number | null | undefined>
export interface PlannedRoute {
  route: string
  runs: number
}
export interface MachineState {
  cpuSomeAvg10: number | null
  loadAverage: number[]
}
export declare const MEDIAN_KEYS: string[]
export declare const IDLE_KEYS: string[]
export declare function median(numbers: unknown[]): number | null
export declare function mediansOf(samples: (Sample | undefined)[], keys?: string[]): Record<string, number | null>
export declare function format(value: number | null, digits: number, scale?: number): string
export declare function routePlan(
  routes: string[],
  options: { runs: number; changed?: string[]; changedRuns?: number },
): PlannedRoute[]
export declare function describeRuns(plan: PlannedRoute[]): string
export declare function cpuPressureOf(text: string): number | null
export declare function machineState(readPressure?: () => string): MachineState
export declare function describeMachine(state: MachineState): string
