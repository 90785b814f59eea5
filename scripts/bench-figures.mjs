// What `npm run bench` reports, shared by its single-build table and its side-by-side comparison
// (scripts/bench.mjs, scripts/bench-compare.mjs): medians, how many runs a route gets, how figures are
// printed, and how busy the machine was (bench/README.md, decisions 212 and 236).
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'

/** The figures of a run that each row reports as the median of its runs. */
export const MEDIAN_KEYS = [
  'score',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'jsKb',
  'accessibility',
  'bestPractices',
  'seo',
  'stretch',
  'benchmarkIndex',
]

/** The idle-estimate figures (--idle-estimate) a row reports as medians. */
export const IDLE_KEYS = ['score', 'fcpMs', 'lcpMs', 'tbtMs']

/** The median of the finite numbers in the list; null when there are none (every run failed or read n/a). */
export function median(numbers) {
  const sorted = numbers.filter((n) => typeof n === 'number' && Number.isFinite(n)).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Each of `keys` as the median of the samples' values (a missing value counts as no value). */
export function mediansOf(samples, keys = MEDIAN_KEYS) {
  return Object.fromEntries(keys.map((key) => [key, median(samples.map((sample) => sample?.[key]))]))
}

/** A figure for the table: n/a when there is none, else divided by `scale` and rounded to `digits`. */
export const format = (value, digits, scale = 1) => (value === null ? 'n/a' : (value / scale).toFixed(digits))

/**
 * How many runs each route gets: `changedRuns` for the routes a change touches (issue 30: medians of 5 on
 * the routes you change), `runs` for the others. A changed route that is not among `routes` is measured
 * too, after them, so naming it is enough.
 */
export function routePlan(routes, { runs, changed = [], changedRuns = runs }) {
  const planned = [...routes, ...changed.filter((route) => !routes.includes(route))]
  return planned.map((route) => ({ route, runs: changed.includes(route) ? changedRuns : runs }))
}

/** "medians of 3 run(s) per route", or "medians of 5 runs on /a, /b, 3 elsewhere" when the counts differ. */
export function describeRuns(plan) {
  const routesByCount = new Map()
  for (const { route, runs } of plan) routesByCount.set(runs, [...(routesByCount.get(runs) ?? []), route])
  if (routesByCount.size <= 1) return `medians of ${plan[0]?.runs ?? 0} run(s) per route`
  // The count most routes share is "elsewhere"; the others name their routes.
  const [[usual], ...others] = [...routesByCount].sort((a, b) => b[1].length - a[1].length)
  return `medians of ${others.map(([count, routes]) => `${count} runs on ${routes.join(', ')}`).join('; ')}, ${usual} elsewhere`
}

/** "some avg10" of a /proc/pressure/cpu text: the share of the last 10 s some task waited for a CPU, in %. */
export function cpuPressureOf(text) {
  const match = /^some\b.*\bavg10=(\d+(?:\.\d+)?)/m.exec(text)
  return match ? Number(match[1]) : null
}

/**
 * How busy the machine is now: CPU pressure (null where the kernel does not report it) and the 1, 5 and
 * 15 minute load averages. Read at the start and end of a bench so a reader can tell an idle run from a
 * busy one (the host's CPU steal varies, bench/README.md).
 */
export function machineState(readPressure = () => readFileSync('/proc/pressure/cpu', 'utf8')) {
  let cpuSomeAvg10 = null
  try {
    cpuSomeAvg10 = cpuPressureOf(readPressure())
  } catch {
    // No pressure stall information on this kernel: the load average still says something.
  }
  return { cpuSomeAvg10, loadAverage: loadavg().map((load) => Math.round(load * 100) / 100) }
}

/** One machine state for a header: "CPU pressure (some avg10) 3.2 %, load average 0.8 / 1.1 / 1.4". */
export function describeMachine({ cpuSomeAvg10, loadAverage }) {
  return (
    `CPU pressure (some avg10) ${cpuSomeAvg10 === null ? 'n/a' : `${cpuSomeAvg10.toFixed(1)} %`}, ` +
    `load average ${loadAverage.map((load) => load.toFixed(2)).join(' / ')}`
  )
}
