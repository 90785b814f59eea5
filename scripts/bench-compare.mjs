// The side-by-side bench, `npm run bench -- --no-build --compare DIR` (decision 236): a baseline build and
// the current one served at once, measured in one invocation at one calibrated CPU slowdown, their runs
// interleaved per route (in pairs, alternating which side goes first), so that a host that slows down mid-bench slows both alike ("A figure from a slow
// or busy machine is not a result: compare side by side in one run, or calibrate to the host").
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { format } from './bench-figures.mjs'

export const SIDES = ['baseline', 'current']

/**
 * What serves the baseline `dir`: a checkout of the baseline commit, built (its own scripts/serve.mjs and
 * serve.json serve its built folder, so the Content-Security-Policy names that build's start script), or a
 * built site folder (served by this checkout's server, which refuses it when the two builds' start scripts
 * differ). `serverRoot` is the checkout whose server to start, `siteDir` the folder it serves.
 */
export function baselineSource(dir, root) {
  const folder = path.resolve(dir)
  const serveJson = path.join(folder, 'serve.json')
  if (existsSync(serveJson) && existsSync(path.join(folder, 'scripts/serve.mjs'))) {
    const siteDir = path.resolve(folder, JSON.parse(readFileSync(serveJson, 'utf8')).public ?? 'dist')
    if (!existsSync(path.join(siteDir, 'index.html'))) {
      throw new Error(`--compare: ${folder} is a checkout without a build: run \`npm run build\` there first.`)
    }
    return { serverRoot: folder, siteDir }
  }
  if (existsSync(path.join(folder, 'index.html'))) return { serverRoot: root, siteDir: folder }
  throw new Error(`--compare: ${folder} is neither a built site folder (index.html) nor a checkout with a build.`)
}

/**
 * The order of a route's runs: in pairs, one run of each side, the side that goes first alternating from pair to
 * pair (baseline 1, current 1, current 2, baseline 2, baseline 3 …), so that neither side always runs in the
 * same place (right after the other, or first after a change of route). `pairsBefore`, the pairs already run
 * for earlier routes, carries the alternation on from route to route, so routes of one run alternate too.
 */
export function interleavedRuns(runs, pairsBefore = 0) {
  return Array.from({ length: runs }, (_, index) =>
    ((pairsBefore + index) % 2 === 0 ? SIDES : [...SIDES].reverse()).map((side) => ({ side, run: index + 1 })),
  ).flat()
}

/** Current minus baseline, or null when either is missing. */
export const delta = (baseline, current) => (baseline === null || current === null ? null : current - baseline)

const signed = (value, digits) => (value === null ? 'n/a' : `${value > 0 ? '+' : ''}${value.toFixed(digits)}`)

/** A cell with both sides: "baseline → current". */
const pair = (row, key, digits, scale = 1) =>
  `${format(row.baseline.medians[key], digits, scale)} → ${format(row.current.medians[key], digits, scale)}`

/** "5 → 5" (runs done per side; "4/5" when some failed), with the runs whose host index strayed from the calibrated one counted. */
function runsCell(row) {
  const done = (side) => (row[side].runs < row.plannedRuns ? `${row[side].runs}/${row.plannedRuns}` : `${row[side].runs}`)
  const offIndex = SIDES.reduce((sum, side) => sum + row[side].samples.filter((sample) => sample.offIndex).length, 0)
  return `${done('baseline')} → ${done('current')}${offIndex > 0 ? ` (${offIndex} off index)` : ''}`
}

/**
 * The side-by-side Markdown table: per route, each cell "baseline → current" (medians of its runs), the
 * CPU slowdown both used, and TBT's change. `idle` adds the idle estimate's TBT (--idle-estimate). FCP is there
 * because TBT counts only the tasks after it: a first paint that comes sooner is charged for the document's own
 * tasks it no longer hides (decision 240).
 */
export function compareTable(rows, { idle = false } = {}) {
  const lines = [
    '| Route | Runs | Host index | CPU × | Score | FCP (s) | LCP (s) | TBT (ms) | Δ TBT (ms) | CLS | JS transferred (KB) | Main thread wall/CPU |' +
      (idle ? ' Idle: TBT (ms) |' : ''),
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |' + (idle ? ' ---: |' : ''),
  ]
  for (const row of rows) {
    const tbtDelta = delta(row.baseline.medians.tbtMs, row.current.medians.tbtMs)
    const idleTbt = idle
      ? ` ${format(row.baseline.idleMedians?.tbtMs ?? null, 0)} → ${format(row.current.idleMedians?.tbtMs ?? null, 0)} |`
      : ''
    lines.push(
      `| ${row.route} | ${runsCell(row)} | ${pair(row, 'benchmarkIndex', 0)} | ${row.cpuSlowdown} | ${pair(row, 'score', 0)} | ` +
        `${pair(row, 'fcpMs', 2, 1000)} | ${pair(row, 'lcpMs', 2, 1000)} | ${pair(row, 'tbtMs', 0)} | ${signed(tbtDelta, 0)} | ${pair(row, 'cls', 3)} | ` +
        `${pair(row, 'jsKb', 1)} | ${pair(row, 'stretch', 1)} |${idleTbt}`,
    )
  }
  return lines.join('\n')
}
