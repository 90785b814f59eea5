#!/usr/bin/env node
// `npm test`: every check, in the order that fails fastest, the independent ones side by side.
//  1. the static checks, the two halves of the unit tests and the build, two at a time (each is one busy process);
//  2. the end-to-end tests against the build, then the dev-server tests, then the smoke tests in Firefox and
//     WebKit: these drive browsers, which want both cores to themselves.
// Ends with a table of each step's time, every test over 15 s (from the JSON reports this run wrote; the per-test
// tables: npm run test:timings) and the total against the 600 s budget. A failed phase stops the run after it,
// so a typo is reported in seconds, not after the browser tests.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { REPORT_FILES, budgetLine, slowTestLines, testsOf } from './test-reports.mjs'

const sideBySide = Math.min(2, availableParallelism())
// The longest first, so the short ones fill in beside them.
const ALL_PHASES = [
  {
    steps: [
      'test:unit:build-and-server',
      'test:unit:components',
      'lint',
      'lint:react',
      'build',
      'format:check',
      'typecheck',
      'validate',
    ],
    parallel: sideBySide,
  },
  { steps: ['test:e2e', 'test:e2e:dev', 'test:browsers'], parallel: 1 },
]
// `node scripts/run-tests.mjs <script> <script>…` runs just those, side by side (npm run test:unit).
const chosen = process.argv.slice(2)
const phases = chosen.length ? [{ steps: chosen, parallel: sideBySide }] : ALL_PHASES

/** Runs `npm run <script>`; the output of a step run beside another is held and printed whole when it ends. */
function runScript(script, sideBySide) {
  return new Promise((resolve) => {
    const started = performance.now()
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: sideBySide ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    })
    let output = ''
    child.stdout?.on('data', (chunk) => (output += chunk))
    child.stderr?.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000
      if (sideBySide) process.stdout.write(`\n── ${script} ──\n${output}`)
      resolve({ script, code: code ?? 1, seconds })
    })
  })
}

async function runPhase({ steps, parallel }) {
  const queue = [...steps]
  const results = []
  const worker = async () => {
    for (let script = queue.shift(); script; script = queue.shift()) results.push(await runScript(script, parallel > 1))
  }
  await Promise.all(Array.from({ length: parallel }, worker))
  return results
}

const runStarted = performance.now()
const runStartedAt = Date.now()
const results = []
for (const phase of phases) {
  const phaseResults = await runPhase(phase)
  results.push(...phaseResults)
  if (phaseResults.some((result) => result.code !== 0)) break
}
const skipped = phases.flatMap((phase) => phase.steps).filter((script) => !results.some((result) => result.script === script))

console.log('\nnpm test, step by step:')
for (const { script, code, seconds } of results)
  console.log(`  ${code === 0 ? 'ok  ' : 'FAIL'} ${script.padEnd(14)} ${seconds.toFixed(1).padStart(7)} s`)
for (const script of skipped) console.log(`  skip ${script} (an earlier step failed)`)

// Only the reports this run wrote: a step that did not run leaves last time's behind.
const tests = REPORT_FILES.filter((file) => existsSync(file) && statSync(file).mtimeMs >= runStartedAt).flatMap((file) =>
  testsOf(JSON.parse(readFileSync(file, 'utf8'))),
)
for (const line of slowTestLines(tests)) console.log(line)
if (chosen.length === 0) console.log(budgetLine((performance.now() - runStarted) / 1000))
process.exit(results.every((result) => result.code === 0) && skipped.length === 0 ? 0 : 1)
