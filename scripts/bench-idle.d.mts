// Types for bench-idle.mjs, so its unit test can import it under a strict tsconfig.
export interface TraceEvent {
  name?: string
  ph?: string
  pid?: number
  tid?: number
  ts?: number
  dur?: number
  tdur?: number
  args?: Record<string, unknown>
}
export interface DevtoolsMessage {
  method: string
  params: Record<string, unknown>
}
export declare const IDLE_SERVER_MS: number
export declare function traceWithoutWaiting<T extends { traceEvents: TraceEvent[] }>(trace: T): T
export declare function mainThreadStretch(trace: {
  traceEvents: TraceEvent[]
}): { wallMs: number; cpuMs: number; ratio: number } | null
export declare function devtoolsLogWithIdleServer(log: DevtoolsMessage[], serverMs?: number): DevtoolsMessage[]
export declare function idleAudit(
  lighthouse: unknown,
  url: string,
  artifacts: { Trace: { traceEvents: TraceEvent[] } },
  flags: object,
): Promise<{ lhr: unknown; trace: { traceEvents: TraceEvent[] } }>
export declare function blockingBeforeObservedPaint(
  trace: { traceEvents: TraceEvent[] },
  lhr: { audits: Record<string, { numericValue?: number; details?: unknown }> },
  cpuSlowdown: number,
): { beforePaintMs: number; afterPaintMs: number; unmatchedMs: number } | null
