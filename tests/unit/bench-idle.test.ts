// @vitest-environment node
// The idle-machine estimate re-audits a Lighthouse run without the waiting a busy machine adds.
import { describe, expect, it } from 'vitest'
import {
  IDLE_SERVER_MS,
  blockingBeforeObservedPaint,
  devtoolsLogWithIdleServer,
  mainThreadStretch,
  traceWithoutWaiting,
  type TraceEvent,
} from '#scripts/bench-idle.mjs'

const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  args: { name },
})

describe('traceWithoutWaiting', () => {
  it('shrinks each renderer main-thread task to its CPU time, with what is inside it, and leaves the rest alone', () => {
    const trace: { traceEvents: TraceEvent[] } = {
      traceEvents: [
        thread(1, 10, 'CrRendererMain'),
        thread(1, 11, 'Compositor'),
        { name: 'RunTask', ph: 'X', pid: 1, tid: 10, ts: 1_000, dur: 120_000, tdur: 30_000 },
        { name: 'FunctionCall', ph: 'X', pid: 1, tid: 10, ts: 41_000, dur: 80_000, tdur: 20_000 },
        { name: 'Layout', ph: 'X', pid: 1, tid: 10, ts: 101_000, dur: 20_000, tdur: 9_000 },
        { name: 'firstContentfulPaint', ph: 'R', pid: 1, tid: 10, ts: 121_000 },
        // The next task starts where the first ends: it is not shrunk with it.
        { name: 'RunTask', ph: 'X', pid: 1, tid: 10, ts: 121_000, dur: 10_000, tdur: 10_000 },
        { name: 'RunTask', ph: 'X', pid: 1, tid: 11, ts: 0, dur: 50_000, tdur: 1_000 },
      ],
    }
    const idle = traceWithoutWaiting(trace).traceEvents
    expect(idle.slice(2).map(({ name, ts, dur }) => ({ name, ts, dur }))).toEqual([
      { name: 'RunTask', ts: 1_000, dur: 30_000 },
      { name: 'FunctionCall', ts: 11_000, dur: 20_000 },
      { name: 'Layout', ts: 26_000, dur: 5_000 },
      { name: 'firstContentfulPaint', ts: 31_000, dur: undefined },
      { name: 'RunTask', ts: 121_000, dur: 10_000 },
      { name: 'RunTask', ts: 0, dur: 50_000 },
    ])
    expect(trace.traceEvents[2]!.dur, 'the original is unchanged').toBe(120_000)
  })

  it('keeps every nested event inside its task (the long-tasks audit refuses a child that ends after its parent)', () => {
    const idle = traceWithoutWaiting({
      traceEvents: [
        thread(1, 10, 'CrRendererMain'),
        { name: 'RunTask', ph: 'X', pid: 1, tid: 10, ts: 0, dur: 100_000, tdur: 10_000 },
        // A child whose own CPU time is most of its wall time would end after the shrunk task if shortened alone.
        { name: 'EvaluateScript', ph: 'X', pid: 1, tid: 10, ts: 50_000, dur: 50_000, tdur: 9_000 },
      ],
    }).traceEvents
    const [task, child] = idle.slice(1)
    expect(child!.ts! + child!.dur!).toBeLessThanOrEqual(task!.ts! + task!.dur!)
  })
})

describe('blockingBeforeObservedPaint', () => {
  // The trace, in µs: a parse of 15 ms and a layout task of 40 ms before the observed first paint (at 60 ms), a
  // script task of 12 ms after it.
  const trace = {
    traceEvents: [
      thread(1, 10, 'CrRendererMain'),
      { name: 'RunTask', ph: 'X', pid: 1, tid: 10, ts: 0, dur: 15_000, tdur: 15_000 },
      { name: 'ParseHTML', ph: 'X', pid: 1, tid: 10, ts: 0, dur: 15_000, tdur: 15_000 },
      { name: 'RunTask', ph: 'X', pid: 1, tid: 10, ts: 20_000, dur: 40_000, tdur: 40_000 },
      { name: 'Layout', ph: 'X', pid: 1, tid: 10, ts: 21_000, dur: 30_000, tdur: 30_000 },
      { name: 'firstContentfulPaint', ph: 'R', pid: 1, tid: 10, ts: 60_000 },
      { name: 'RunTask', ph: 'X', pid: 1, tid: 10, ts: 100_000, dur: 12_000, tdur: 12_000 },
    ],
  }
  // The simulation at 10×: the parse 150 ms, the layout task 200 ms (× ½), the script 120 ms, all after its FCP.
  const audit = (fcp: number, tasks: { startTime: number; duration: number }[]) => ({
    audits: {
      'first-contentful-paint': { numericValue: fcp },
      'long-tasks': { details: { debugData: { tasks } } },
    },
  })

  it('splits the blocking time after the simulated FCP by whether the task ended before the observed first paint', () => {
    const lhr = audit(1_000, [
      { startTime: 1_000, duration: 150 },
      { startTime: 1_150, duration: 200 },
      { startTime: 1_400, duration: 120 },
    ])
    expect(blockingBeforeObservedPaint(trace, lhr, 10)).toEqual({ beforePaintMs: 100 + 150, afterPaintMs: 70, unmatchedMs: 0 })
  })

  it('counts only what comes after the simulated FCP, and names what matches no trace task', () => {
    const lhr = audit(1_100, [
      { startTime: 1_000, duration: 150 }, // 50 ms after FCP: no blocking time
      { startTime: 1_150, duration: 200 },
      { startTime: 1_400, duration: 90 }, // no task of the trace simulates to 90 ms
    ])
    expect(blockingBeforeObservedPaint(trace, lhr, 10)).toEqual({ beforePaintMs: 150, afterPaintMs: 0, unmatchedMs: 40 })
  })

  it('is null without the audits it reads', () => {
    expect(blockingBeforeObservedPaint(trace, { audits: {} }, 10)).toBeNull()
  })
})

describe('mainThreadStretch', () => {
  it("sums the busiest renderer main thread's top-level tasks, wall against CPU time", () => {
    const stretch = mainThreadStretch({
      traceEvents: [
        thread(1, 10, 'CrRendererMain'),
        thread(2, 20, 'CrRendererMain'),
        thread(1, 11, 'Compositor'),
        { name: 'RunTask', ph: 'X', pid: 1, tid: 10, ts: 0, dur: 120_000, tdur: 30_000 },
        { name: 'RunTask', ph: 'X', pid: 1, tid: 10, ts: 200_000, dur: 30_000, tdur: 20_000 },
        // Nested events are inside the tasks already; other threads and the about:blank renderer do not count.
        { name: 'Layout', ph: 'X', pid: 1, tid: 10, ts: 5, dur: 80_000, tdur: 20_000 },
        { name: 'RunTask', ph: 'X', pid: 1, tid: 11, ts: 0, dur: 500_000, tdur: 1_000 },
        { name: 'RunTask', ph: 'X', pid: 2, tid: 20, ts: 0, dur: 10_000, tdur: 10_000 },
      ],
    })
    expect(stretch).toEqual({ wallMs: 150, cpuMs: 50, ratio: 3 })
  })

  it('is null for a trace without renderer tasks', () => {
    expect(mainThreadStretch({ traceEvents: [thread(1, 11, 'Compositor')] })).toBeNull()
  })
})

describe('devtoolsLogWithIdleServer', () => {
  const response = (sendEnd: number, receiveHeadersStart: number, receiveHeadersEnd: number) => ({
    method: 'Network.responseReceived',
    params: { requestId: '1', response: { url: '/a', timing: { sendEnd, receiveHeadersStart, receiveHeadersEnd } } },
  })
  const timingOf = (message: { params: Record<string, unknown> }) =>
    (message.params.response as { timing: Record<string, number> }).timing

  it(`caps the server time at ${IDLE_SERVER_MS} ms and keeps faster responses as they were`, () => {
    const [slow, fast, other] = devtoolsLogWithIdleServer([
      response(2, 70, 80),
      response(2, 4, 5),
      { method: 'Network.loadingFinished', params: { requestId: '1', encodedDataLength: 100 } },
    ])
    expect(timingOf(slow!)).toEqual({ sendEnd: 2, receiveHeadersStart: 2, receiveHeadersEnd: 2 + IDLE_SERVER_MS })
    expect(timingOf(fast!)).toEqual({ sendEnd: 2, receiveHeadersStart: 4, receiveHeadersEnd: 5 })
    expect(other).toEqual({ method: 'Network.loadingFinished', params: { requestId: '1', encodedDataLength: 100 } })
  })

  it('leaves responses without timing (cached, data URLs) alone', () => {
    const cached = { method: 'Network.responseReceived', params: { response: { url: '/b' } } }
    expect(devtoolsLogWithIdleServer([cached])).toEqual([cached])
  })
})
