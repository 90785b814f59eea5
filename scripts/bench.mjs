#!/usr/bin/env node
// `npm run bench`: Lighthouse (mobile; simulated throttling, or --throttling devtools) on the built site,
// several runs per route, medians in a Markdown table (performance metrics, plus the accessibility,
// best-practices and SEO scores), saved to bench/results/<date>.md and .json.
// Options: --no-build, --runs N (default 3), --routes /a,/b, --all (one route per page file: its first
// prerendered URL), --categories seo,accessibility,best-practices (a subset of the four; without
// performance the speed columns read n/a, and the scores stay meaningful on a busy machine),
// --idle-estimate (also each run re-audited as an idle machine would have recorded it:
// scripts/bench-idle.mjs), --throttling devtools (the load slowed for real instead of simulated; not with
// --idle-estimate), --cpu N (a fixed CPU slowdown; 4 is Lighthouse's default), --changed /a,/b with
// --runs-changed N (default 5: those routes get N runs, the others --runs), --compare DIR (a baseline build,
// measured side by side with this one: scripts/bench-compare.mjs). Without --cpu the slowdown is calibrated
// to the host: two warm-up runs read its benchmark index, and the multiplier comes from
// scripts/bench-calibration.mjs. The machine's CPU pressure and load average at the start and end go in
// the header. A plain table's first row is the floor: an empty page measured the same way, its runs spread
// over the bench (scripts/bench-floor.mjs). See docs/decisions/022-benchmark.md, 140, 212, 236 and 247.
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { indexDrift, mobileSlowdownFor } from './bench-calibration.mjs'
import { baselineSource, compareTable, delta, interleavedRuns, SIDES } from './bench-compare.mjs'
import { describeMachine, describeRuns, format, IDLE_KEYS, machineState, median, mediansOf, routePlan } from './bench-figures.mjs'
import { FLOOR_ROUTE, floorRunSlots, serveFloorPage } from './bench-floor.mjs'
import { blockingBeforeObservedPaint, idleAudit, mainThreadStretch } from './bench-idle.mjs'
import { CHROMIUM_FLAGS, findBrowser, findPlaywrightBrowser } from './find-browser.mjs'
import { startServer } from './start-server.mjs'
import { oneUrlPerPageFile } from '#build/site-routes.ts'
import { NOT_FOUND_PATH } from '#page-model/route-paths.ts'

const DEFAULT_ROUTES = ['/', '/shop', '/shop-single/1', '/cart', '/checkout', NOT_FOUND_PATH]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS]
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    all: { type: 'boolean', default: false },
    categories: { type: 'string', default: CATEGORIES.join(',') },
    'idle-estimate': { type: 'boolean', default: false },
    throttling: { type: 'string', default: 'simulate' },
    cpu: { type: 'string' },
    changed: { type: 'string' },
    'runs-changed': { type: 'string' },
    compare: { type: 'string' },
  },
})
const runs = Number(args.runs)
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a positive integer, got ${args.runs}`)
  process.exit(2)
}
const changed = args.changed?.split(',').map((route) => route.trim()) ?? []
if (args['runs-changed'] !== undefined && changed.length === 0) {
  console.error('--runs-changed needs --changed /a,/b (the routes that get those runs)')
  process.exit(2)
}
const changedRuns = Number(args['runs-changed'] ?? 5)
if (!Number.isInteger(changedRuns) || changedRuns < 1) {
  console.error(`--runs-changed must be a positive integer, got ${args['runs-changed']}`)
  process.exit(2)
}
const categories = args.categories.split(',').map((name) => name.trim())
const unknownCategory = categories.find((name) => !CATEGORIES.includes(name))
if (unknownCategory !== undefined) {
  console.error(`--categories: unknown category "${unknownCategory}"; choose from ${CATEGORIES.join(', ')}`)
  process.exit(2)
}
const fixedCpu = args.cpu === undefined ? undefined : Number(args.cpu)
if (fixedCpu !== undefined && !(Number.isFinite(fixedCpu) && fixedCpu >= 1)) {
  console.error(`--cpu must be a number of at least 1 (4 is Lighthouse's default), got ${args.cpu}`)
  process.exit(2)
}
if (!['simulate', 'devtools'].includes(args.throttling)) {
  console.error(`--throttling must be simulate (Lighthouse's default) or devtools, got ${args.throttling}`)
  process.exit(2)
}
// The idle estimate shortens each task to its CPU time, which would undo a slowdown applied for real.
if (args.throttling === 'devtools' && args['idle-estimate']) {
  console.error('--idle-estimate re-audits a simulated load; it does not apply to --throttling devtools')
  process.exit(2)
}
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist')
const lighthouseFlags = { output: 'json', logLevel: 'error', onlyCategories: categories }
// The not-found page answers 404 at its own address too (decision 020); Lighthouse audits it only when told
// to ignore the status (every other route must answer 200, or its run is reported as failed).
const flagsFor = (route, cpuSlowdownMultiplier) => ({
  ...lighthouseFlags,
  // simulate: one fast load, the metrics simulated from it (Lantern); devtools: the load itself slowed.
  throttlingMethod: args.throttling,
  // Merged into Lighthouse's mobile throttling settings: only the CPU part changes.
  throttling: { cpuSlowdownMultiplier },
  ...(route === NOT_FOUND_PATH && { ignoreStatusCode: true }),
})

/** --all: one route per page file; a page file with no built URL is named, not silently skipped. */
function allTemplates() {
  const { routes: found, missing } = oneUrlPerPageFile(root, distDir)
  for (const entry of missing) console.warn(`no prerendered URL for ${entry}; not measured`)
  return found
}

/**
 * A result's long tasks, longest first: each one's duration and start (ms, simulated when the throttling is)
 * and the script Lighthouse attributes it to, by file name ("Unattributable" for the browser's own work).
 */
function longTasksOf(lhr) {
  const items = lhr.audits['long-tasks']?.details?.items ?? []
  return items
    .map((task) => ({
      ms: Math.round(task.duration),
      startMs: Math.round(task.startTime),
      url: URL.canParse(task.url) ? new URL(task.url).pathname.split('/').pop() || '/' : task.url,
    }))
    .sort((a, b) => b.ms - a.ms)
}

/** The numbers we report from one Lighthouse result. */
function metricsOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null
  const requests = lhr.audits['network-requests']?.details?.items
  // Only the performance category records the requests; without it the column reads n/a, not 0.
  const scriptBytes = requests
    ? requests
        .filter((request) => request.resourceType === 'Script')
        .reduce((sum, request) => sum + (request.transferSize ?? 0), 0)
    : null
  const category = (id) => (lhr.categories[id]?.score == null ? null : lhr.categories[id].score * 100)
  return {
    score: category('performance'),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    seo: category('seo'),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKb: scriptBytes === null ? null : scriptBytes / 1024,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  }
}

function markdownTable(rows) {
  const idle = args['idle-estimate']
  const lines = [
    '| Route | Host index | CPU × | Score | FCP (s) | LCP (s) | TBT (ms) | CLS | JS transferred (KB) | A11y | Best pr. | SEO | Main thread wall/CPU |' +
      (idle ? ' Idle: score | Idle: FCP (s) | Idle: LCP (s) | Idle: TBT (ms) |' : ''),
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |' +
      (idle ? ' ---: | ---: | ---: | ---: |' : ''),
  ]
  for (const { route, medians: m, idleMedians: i, runs: done, plannedRuns, cpuSlowdown } of rows) {
    lines.push(
      `| ${route}${done < plannedRuns ? ` (${done}/${plannedRuns} runs)` : ''} | ${format(m.benchmarkIndex, 0)} | ${cpuSlowdown} | ${format(m.score, 0)} | ${format(m.fcpMs, 2, 1000)} | ` +
        `${format(m.lcpMs, 2, 1000)} | ${format(m.tbtMs, 0)} | ${format(m.cls, 3)} | ${format(m.jsKb, 1)} | ` +
        `${format(m.accessibility, 0)} | ${format(m.bestPractices, 0)} | ${format(m.seo, 0)} | ${format(m.stretch, 1)} |` +
        (idle
          ? ` ${format(i.score, 0)} | ${format(i.fcpMs, 2, 1000)} | ${format(i.lcpMs, 2, 1000)} | ${format(i.tbtMs, 0)} |`
          : ''),
    )
  }
  return lines.join('\n')
}

function timestamp(date) {
  const pad = (n) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}-${pad(date.getHours())}${pad(date.getMinutes())}`
}

function gitCommit(checkout = root) {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: checkout, encoding: 'utf8' }).trim()
  } catch {
    return 'unknown'
  }
}

/** The static servers started: one, or one per side in a comparison. */
const servers = []
/** The floor's server (a plain table only). */
let floorServer
let chrome
async function cleanUp() {
  if (chrome) {
    // SIGTERM lets Chrome shut down and reap its helpers; chrome-launcher's kill() then SIGKILLs the
    // process group (leaving zombies where PID 1 does not reap) and deletes the temporary profile.
    const exited = new Promise((resolve) => chrome.process.once('exit', resolve))
    if (chrome.process.exitCode === null) chrome.process.kill('SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
    chrome.kill()
  }
  for (const server of servers) if (server.exitCode === null) server.kill('SIGTERM')
  floorServer?.close()
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => cleanUp().finally(() => process.exit(130)))
}

/** Starts `serverRoot`'s static server for the built folder `siteDir` on a free port; resolves with its URL. */
function serve(serverRoot, siteDir) {
  const started = startServer(serverRoot, undefined, { DIST_DIR: siteDir })
  servers.push(started.child)
  return started.url
}

/** Set before the first measured run: the host's index (null with --cpu) and the slowdown every run uses. */
let calibratedIndex = null
let cpuSlowdown = fixedCpu
/** The Lighthouse version and browser of the runs, for the header: set by each successful run. */
let environment = {}

/**
 * One Lighthouse run of `route` on the server at `baseUrl`: its figures, or null when it failed (said in the
 * log). `label` names the run in the log: "run 2/3", or "baseline run 2/5" in a comparison; `name` the page
 * (its route, unless said).
 */
async function measure(route, baseUrl, label, name = route) {
  const url = new URL(route, baseUrl).href
  const result = await lighthouse(url, { ...flagsFor(route, cpuSlowdown), port: chrome.port })
  const lhr = result?.lhr
  if (!lhr || lhr.runtimeError) {
    console.warn(`${name} ${label}: ${lhr?.runtimeError?.message ?? 'no result'}`)
    return null
  }
  environment = { lighthouse: lhr.lighthouseVersion, userAgent: lhr.environment.hostUserAgent }
  // When the run ended, so the order of a comparison's runs can be read back against the machine's state.
  const sample = { at: new Date().toISOString(), ...metricsOf(lhr) }
  const drift = calibratedIndex === null ? null : indexDrift(calibratedIndex, sample.benchmarkIndex)
  sample.offIndex = drift !== null && drift > 0.25
  if (sample.offIndex) {
    console.warn(
      `  host index ${Math.round(sample.benchmarkIndex)} is ${Math.round(drift * 100)} % off the calibrated ${Math.round(calibratedIndex)}: the host changed speed, so this run is not comparable`,
    )
  }
  sample.stretch = result.artifacts?.Trace ? (mainThreadStretch(result.artifacts.Trace)?.ratio ?? null) : null
  if (args['idle-estimate']) {
    const { lhr: idle, trace: idleTrace } = await idleAudit(lighthouse, url, result.artifacts, flagsFor(route, cpuSlowdown))
    sample.idle = idle
      ? {
          ...metricsOf(idle),
          longTasks: longTasksOf(idle),
          blocking: blockingBeforeObservedPaint(idleTrace, idle, cpuSlowdown),
        }
      : {}
  }
  console.log(
    `${name} ${label}: score ${format(sample.score, 0)}, FCP ${format(sample.fcpMs, 2, 1000)} s, LCP ${format(sample.lcpMs, 2, 1000)} s, TBT ${format(sample.tbtMs, 0)} ms, ` +
      `a11y ${format(sample.accessibility, 0)}, best pr. ${format(sample.bestPractices, 0)}, SEO ${format(sample.seo, 0)}, ` +
      `main thread wall/CPU ${format(sample.stretch, 1)}` +
      (sample.idle
        ? `; idle estimate: score ${format(sample.idle.score ?? null, 0)}, LCP ${format(sample.idle.lcpMs ?? null, 2, 1000)} s, TBT ${format(sample.idle.tbtMs ?? null, 0)} ms`
        : ''),
  )
  // The idle estimate's long tasks (simulated durations), longest first: where its TBT comes from.
  if (sample.idle?.longTasks?.length) {
    const listed = sample.idle.longTasks.slice(0, 6).map((task) => `${task.ms} ms ${task.url} @${task.startMs}`)
    console.log(`  idle long tasks (FCP @${format(sample.idle.fcpMs ?? null, 0)}): ${listed.join(', ')}`)
  }
  const blocking = sample.idle?.blocking
  if (blocking) {
    console.log(
      `  idle blocking time after FCP: ${Math.round(blocking.beforePaintMs)} ms from tasks that ended before the observed first paint, ` +
        `${Math.round(blocking.afterPaintMs)} ms after it` +
        (blocking.unmatchedMs > 0 ? `, ${Math.round(blocking.unmatchedMs)} ms not matched to a trace task` : ''),
    )
  }
  // A score under 100 names its failing audits, so a run says what to fix.
  for (const id of categories.filter((name) => name !== 'performance')) {
    const failing = (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id)
    if (failing.length > 0) console.log(`  ${id}: ${failing.join(', ')}`)
  }
  return sample
}

/** A route's (or one side's) runs: how many succeeded, their medians, and every run. */
const summaryOf = (samples) => ({
  runs: samples.length,
  medians: mediansOf(samples),
  ...(args['idle-estimate'] && {
    idleMedians: mediansOf(
      samples.map((sample) => sample.idle),
      IDLE_KEYS,
    ),
  }),
  samples,
})

try {
  if (!args['no-build']) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  const baseline = args.compare === undefined ? undefined : baselineSource(args.compare, root)

  const routes = args.all ? allTemplates() : args.routes ? args.routes.split(',').map((route) => route.trim()) : DEFAULT_ROUTES
  const plan = routePlan(routes, { runs, changed, changedRuns })

  const chromePath = findBrowser() ?? (await findPlaywrightBrowser())
  if (!chromePath) throw new Error('No Chromium found: run `node scripts/ensure-browser.mjs` or set CHROME_PATH.')

  const urls = { current: await serve(root, distDir) }
  if (baseline) urls.baseline = await serve(baseline.serverRoot, baseline.siteDir)
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
    handleSIGINT: false, // our own handler below stops Chrome and the server together
  })

  const machineAtStart = machineState()
  console.log(`Machine at start: ${describeMachine(machineAtStart)}`)

  // The host's speed, read before anything is measured: the median index of two warm-up runs of the
  // first route (their figures are discarded; the first run after a build is the slowest anyway). In a
  // comparison one warms each server, and both sides then run at the same multiplier.
  if (cpuSlowdown === undefined) {
    const indexes = []
    for (const side of baseline ? SIDES : ['current', 'current']) {
      const warmUp = await lighthouse(new URL(plan[0].route, urls[side]).href, {
        ...flagsFor(plan[0].route, 4),
        onlyCategories: ['performance'],
        port: chrome.port,
      })
      const index = warmUp?.lhr?.environment?.benchmarkIndex
      if (Number.isFinite(index)) indexes.push(index)
    }
    calibratedIndex = median(indexes)
    if (calibratedIndex === null) throw new Error('Could not read the host’s benchmark index; pass --cpu N to bench anyway.')
    cpuSlowdown = mobileSlowdownFor(calibratedIndex)
    console.log(
      `Host benchmark index ${Math.round(calibratedIndex)} (runs: ${indexes.map(Math.round).join(', ')}) → CPU slowdown ${cpuSlowdown}×`,
    )
  }

  const rows = []
  // The floor's runs, before the routes floorRunSlots names. A comparison has none (both sides would share it),
  // nor a run without the performance category (the floor is a speed figure; an empty page has no SEO to score).
  const floorSlots = baseline || !categories.includes('performance') ? [] : floorRunSlots(plan.length, runs)
  const floorSamples = []
  if (floorSlots.length > 0) {
    const floor = await serveFloorPage()
    floorServer = floor.server
    urls.floor = floor.url
  }
  let pairsDone = 0
  for (const [index, { route, runs: plannedRuns }] of plan.entries()) {
    for (const slot of floorSlots) {
      if (slot !== index) continue
      const sample = await measure('/', urls.floor, `run ${floorSamples.length + 1}/${runs}`, FLOOR_ROUTE)
      if (sample) floorSamples.push(sample)
    }
    if (baseline) {
      // Interleaved, so that a host slowing down mid-route slows both sides alike.
      const samples = { baseline: [], current: [] }
      for (const { side, run } of interleavedRuns(plannedRuns, pairsDone)) {
        const sample = await measure(route, urls[side], `${side} run ${run}/${plannedRuns}`)
        if (sample) samples[side].push(sample)
      }
      pairsDone += plannedRuns
      const sides = { baseline: summaryOf(samples.baseline), current: summaryOf(samples.current) }
      const tbtDeltaMs = delta(sides.baseline.medians.tbtMs, sides.current.medians.tbtMs)
      rows.push({ route, plannedRuns, cpuSlowdown, ...sides, tbtDeltaMs })
    } else {
      const samples = []
      for (let run = 1; run <= plannedRuns; run += 1) {
        const sample = await measure(route, urls.current, `run ${run}/${plannedRuns}`)
        if (sample) samples.push(sample)
      }
      rows.push({ route, plannedRuns, cpuSlowdown, ...summaryOf(samples) })
    }
  }
  if (floorSlots.length > 0) rows.unshift({ route: FLOOR_ROUTE, plannedRuns: runs, cpuSlowdown, ...summaryOf(floorSamples) })
  const machineAtEnd = machineState()

  const now = new Date()
  const commit = gitCommit()
  const baselineName = baseline
    ? baseline.serverRoot === root
      ? baseline.siteDir
      : `commit ${gitCommit(baseline.serverRoot)} (${baseline.siteDir})`
    : undefined
  const table = baseline ? compareTable(rows, { idle: args['idle-estimate'] }) : markdownTable(rows)
  const header =
    `# Lighthouse bench${baseline ? ' comparison' : ''} ${now.toISOString()}\n\n` +
    (baseline
      ? `Baseline ${baselineName} against commit ${commit} (${distDir}): each cell reads baseline → current; ` +
        'each route’s runs interleaved in pairs, the side that goes first alternating (baseline 1, current 1, current 2, baseline 2 …). '
      : `Commit ${commit}; `) +
    `Lighthouse ${environment.lighthouse ?? '?'}, mobile, ` +
    (args.throttling === 'devtools'
      ? 'DevTools throttling (the load itself slowed: CPU by the multiplier, network by Lighthouse’s DevTools preset); '
      : 'simulated throttling; ') +
    (calibratedIndex === null
      ? `CPU slowdown ${cpuSlowdown}× (fixed by --cpu); `
      : `CPU slowdown ${cpuSlowdown}×, calibrated to the host's benchmark index ${Math.round(calibratedIndex)}; `) +
    `categories ${categories.join(', ')}; ` +
    `${describeRuns(plan)}.` +
    (args['idle-estimate']
      ? ' "Idle" columns: the same runs re-audited with each main-thread task at its CPU time and server time capped (decision 140).'
      : '') +
    (baseline
      ? ''
      : ` The first row, ${FLOOR_ROUTE}, is the floor: a page with a heading and nothing else, served alone and measured the same way, its runs spread over the bench (decision 247).`) +
    `\nMachine at start: ${describeMachine(machineAtStart)}; at end: ${describeMachine(machineAtEnd)}.` +
    `\n${environment.userAgent ?? ''}\n`
  console.log(`\n${table}\n`)

  const resultsDir = path.join(root, 'bench/results')
  mkdirSync(resultsDir, { recursive: true })
  const base = path.join(resultsDir, `${timestamp(now)}${baseline ? '-compare' : ''}`)
  writeFileSync(`${base}.md`, `${header}\n${table}\n`)
  const record = {
    date: now.toISOString(),
    commit,
    ...(baseline && { baseline: { name: baselineName, siteDir: baseline.siteDir } }),
    runsPerRoute: runs,
    ...(changed.length > 0 && { changed, runsChanged: changedRuns }),
    calibratedIndex,
    cpuSlowdown,
    machine: { start: machineAtStart, end: machineAtEnd },
    ...environment,
    routes: rows,
  }
  writeFileSync(`${base}.json`, `${JSON.stringify(record, null, 2)}\n`)
  console.log(`Wrote ${path.relative(root, base)}.md and .json`)
  const failedRoute = rows.some((row) => (baseline ? SIDES.some((side) => row[side].runs === 0) : row.runs === 0))
  if (failedRoute) process.exitCode = 1
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await cleanUp()
}
