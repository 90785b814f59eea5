// The idle-machine estimate of `npm run bench -- --idle-estimate` (decision 140).
// Lighthouse's mobile numbers are simulated (lantern) from one unthrottled load: every main-thread task
// counts at its observed wall time (× 4, or × 2 when it lays out), and every request waits the server
// time observed for its origin. On a machine shared with other work both are inflated by waiting for a
// CPU: one build of /home-3 read TBT 37 ms from the tasks' CPU time and 5,000 ms from their wall time.
// This re-audits the same load as an idle machine would have recorded it: each main-thread task lasts
// its thread CPU time, and each response's server time is capped at IDLE_SERVER_MS. Which requests
// finished before the observed paints still comes from the real load.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { saveArtifacts } from 'lighthouse/core/lib/asset-saver.js'

/** What the static server takes to answer on an idle machine, in ms. */
export const IDLE_SERVER_MS = 5

/** The renderers' main threads in a trace's events, as "pid:tid". */
function rendererMainThreads(events) {
  return new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  )
}

/**
 * Each thread's top-level tasks (complete events not inside another), by start, as "pid:tid" → [{ event, laysOut }]:
 * `laysOut` says whether a Layout event is inside it (Lantern simulates such a task at its layout rate).
 * `onThread(event)` picks the threads.
 */
function topLevelTasks(events, onThread) {
  const byStart = events
    .filter((event) => event.ph === 'X' && typeof event.dur === 'number' && onThread(event))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  const tasksByThread = new Map()
  for (const event of byStart) {
    const thread = `${event.pid}:${event.tid}`
    if (!tasksByThread.has(thread)) tasksByThread.set(thread, [])
    const tasks = tasksByThread.get(thread)
    const last = tasks.at(-1)
    if (last && event.ts < last.event.ts + last.event.dur) last.laysOut ||= event.name === 'Layout'
    else tasks.push({ event, laysOut: false })
  }
  return tasksByThread
}

/**
 * The trace with each renderer main-thread task lasting its thread CPU time. A task and everything inside it
 * shrink together about its start (× CPU ÷ wall), so nested events stay inside their task and keep their order
 * and share of it: Lighthouse's long-tasks audit can then attribute the idle tasks (an event shortened alone
 * could end after its parent, which that audit refuses).
 */
export function traceWithoutWaiting(trace) {
  const events = trace.traceEvents
  const mainThreads = rendererMainThreads(events)
  /** Per main thread, its top-level tasks that waited (CPU time under wall time), by start. */
  const waitedTasks = new Map()
  for (const [thread, tasks] of topLevelTasks(events, (event) => mainThreads.has(`${event.pid}:${event.tid}`))) {
    waitedTasks.set(
      thread,
      tasks
        .map(({ event }) => event)
        .filter((event) => typeof event.tdur === 'number' && event.tdur < event.dur)
        .map((event) => ({ start: event.ts, end: event.ts + event.dur, ratio: event.tdur / event.dur })),
    )
  }
  /**
   * The waited task on that thread whose span holds `ts`, by binary search. A span that ends where the next task
   * starts holds its end only for instant events (a task starting there is the next one).
   */
  const taskAt = (tasks, ts, endHeld) => {
    let low = 0
    let high = tasks.length - 1
    while (low <= high) {
      const middle = (low + high) >> 1
      const task = tasks[middle]
      if (ts < task.start) high = middle - 1
      else if (ts > task.end || (ts === task.end && !endHeld)) low = middle + 1
      else return task
    }
    return undefined
  }
  return {
    ...trace,
    traceEvents: events.map((event) => {
      const tasks = typeof event.ts === 'number' ? waitedTasks.get(`${event.pid}:${event.tid}`) : undefined
      const task = tasks && taskAt(tasks, event.ts, !(event.ph === 'X' && event.dur > 0))
      if (!task) return event
      return {
        ...event,
        ts: task.start + (event.ts - task.start) * task.ratio,
        ...(event.ph === 'X' && typeof event.dur === 'number' && { dur: event.dur * task.ratio }),
      }
    }),
  }
}

/**
 * How stretched the page's main thread was in this load: the wall time and the CPU time of the top-level
 * tasks (RunTask) of the busiest renderer main thread, in ms, and wall ÷ CPU. Lighthouse reads TBT from the
 * wall times, so a machine that stretches tasks (waiting for a CPU, or a hypervisor's slow page faults)
 * reads TBT high whatever the page does; the ratio says so in each bench table (bench/README.md).
 */
export function mainThreadStretch(trace) {
  const events = trace.traceEvents
  const mainThreads = rendererMainThreads(events)
  const byThread = new Map()
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`
    if (event.ph !== 'X' || event.name !== 'RunTask' || !mainThreads.has(thread) || typeof event.tdur !== 'number') continue
    const sums = byThread.get(thread) ?? { wallMs: 0, cpuMs: 0 }
    sums.wallMs += event.dur / 1000
    sums.cpuMs += event.tdur / 1000
    byThread.set(thread, sums)
  }
  const busiest = [...byThread.values()].sort((a, b) => b.wallMs - a.wallMs)[0]
  if (!busiest || busiest.cpuMs === 0) return null
  return { ...busiest, ratio: busiest.wallMs / busiest.cpuMs }
}

/** The DevTools log with each response's server time (headers received − request sent) capped. */
export function devtoolsLogWithIdleServer(log, serverMs = IDLE_SERVER_MS) {
  return log.map((message) => {
    const timing = message.method === 'Network.responseReceived' ? message.params.response.timing : undefined
    if (!timing || timing.sendEnd < 0) return message
    const extra = timing.receiveHeadersEnd - timing.sendEnd - serverMs
    if (extra <= 0) return message
    const idle = {
      ...timing,
      receiveHeadersEnd: timing.receiveHeadersEnd - extra,
      ...(timing.receiveHeadersStart > 0 && {
        receiveHeadersStart: Math.max(timing.sendEnd, timing.receiveHeadersStart - extra),
      }),
    }
    return { ...message, params: { ...message.params, response: { ...message.params.response, timing: idle } } }
  })
}

/**
 * Audits a run's artifacts again without the machine's contention; resolves to Lighthouse's result (`lhr`, undefined
 * if it gave none) and the idle trace it audited (`trace`). `flags` are the run's own (Lighthouse refuses to audit
 * with other settings than it gathered with).
 */
export async function idleAudit(lighthouse, url, artifacts, flags) {
  const trace = traceWithoutWaiting(artifacts.Trace)
  const directory = mkdtempSync(path.join(tmpdir(), 'bench-idle-'))
  try {
    await saveArtifacts(
      {
        ...artifacts,
        Trace: trace,
        DevtoolsLog: devtoolsLogWithIdleServer(artifacts.DevtoolsLog),
        traces: undefined,
        devtoolsLogs: undefined,
      },
      directory,
    )
    const result = await lighthouse(url, { ...flags, auditMode: directory })
    return { lhr: result?.lhr, trace }
  } finally {
    rmSync(directory, { recursive: true, force: true })
  }
}

/** Lantern's multiplier for a task that lays out, against the CPU slowdown of other tasks (its simulator's default). */
const LAYOUT_TASK_MULTIPLIER = 0.5

/**
 * Where an idle audit's blocking time comes from: its long tasks' blocking time after the simulated first
 * contentful paint (each over 50 ms, clipped to FCP; TTI is not clipped, so the sum can read above TBT), split by
 * whether the task, in the trace, ended before the page's observed first contentful paint. Lantern's FCP keeps
 * only the first parse, layout and paint of the trace; when those are small (the parser's start at commit, an SVG
 * picture's own document), the page's real parse, style and layout before its first paint are simulated after
 * it and counted as blocking. The audit names no trace event, so each long task is matched to a trace task by its
 * simulated duration (CPU time × slowdown, × ½ when it lays out, ±1 ms); `unmatchedMs` is what found no match.
 * `trace` is the idle one (`traceWithoutWaiting`), `lhr` the idle audit's result.
 */
export function blockingBeforeObservedPaint(trace, lhr, cpuSlowdown) {
  const events = trace.traceEvents
  const mainThreads = rendererMainThreads(events)
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && mainThreads.has(`${event.pid}:${event.tid}`))
  const fcpMs = lhr.audits['first-contentful-paint']?.numericValue
  const longTasks = lhr.audits['long-tasks']?.details?.debugData?.tasks
  if (!paint || typeof fcpMs !== 'number' || !longTasks) return null
  const onPaintThread = (event) => event.pid === paint.pid && event.tid === paint.tid
  const tasks = [...topLevelTasks(events, onPaintThread).values()].flat().map((task) => ({ ...task, matched: false }))
  const simulatedMs = (task) => Math.round((task.event.dur / 1000) * cpuSlowdown * (task.laysOut ? LAYOUT_TASK_MULTIPLIER : 1))
  const split = { beforePaintMs: 0, afterPaintMs: 0, unmatchedMs: 0 }
  for (const long of longTasks) {
    const blocking = long.startTime + long.duration - Math.max(long.startTime, fcpMs) - 50
    if (blocking <= 0) continue
    const task = tasks.find((candidate) => !candidate.matched && Math.abs(simulatedMs(candidate) - long.duration) <= 1)
    if (!task) {
      split.unmatchedMs += blocking
      continue
    }
    task.matched = true
    if (task.event.ts + task.event.dur <= paint.ts) split.beforePaintMs += blocking
    else split.afterPaintMs += blocking
  }
  return split
}
