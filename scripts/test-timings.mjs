#!/usr/bin/env node
// `npm run test:timings [-- --top N]`: where the last test run spent its time, from the JSON reports that
// `npm test` leaves in test-results/ (vitest-build-and-server.json, vitest-components.json, playwright.json, playwright-dev.json). Prints, per
// runner, the time of each test file (the sum of its tests, retries included) and the N slowest tests,
// as Markdown tables. Give other reports as arguments to compare a run kept elsewhere.
import { existsSync, readFileSync } from 'node:fs'
import { REPORT_FILES, isVitestReport, testsOf } from './test-reports.mjs'

const args = process.argv.slice(2)
const topAt = args.indexOf('--top')
const top = topAt >= 0 ? Number(args.splice(topAt, 2)[1]) : 15
const reports = args.length ? args : REPORT_FILES

const table = (header, rows) =>
  [
    `| ${header.join(' | ')} |`,
    `| ${header.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n')

for (const file of reports) {
  if (!existsSync(file)) {
    console.log(`${file}: none (run npm test, or the runner, first)\n`)
    continue
  }
  const report = JSON.parse(readFileSync(file, 'utf8'))
  const tests = testsOf(report)
  const wall = isVitestReport(report) ? null : report.stats?.duration / 1000
  const byFile = new Map()
  for (const test of tests) {
    const entry = byFile.get(test.file) ?? { tests: 0, seconds: 0 }
    entry.tests++
    entry.seconds += test.seconds
    byFile.set(test.file, entry)
  }
  const total = tests.reduce((sum, test) => sum + test.seconds, 0)
  console.log(
    `## ${file}: ${tests.length} tests, ${total.toFixed(1)} s of test time${wall ? `, ${wall.toFixed(1)} s wall` : ''}\n`,
  )
  console.log(
    table(
      ['file', 'tests', 'seconds'],
      [...byFile]
        .sort((a, b) => b[1].seconds - a[1].seconds)
        .map(([name, { tests: count, seconds }]) => [name, count, seconds.toFixed(1)]),
    ),
  )
  console.log(`\nThe ${top} slowest tests:\n`)
  console.log(
    table(
      ['test', 'seconds'],
      [...tests]
        .sort((a, b) => b.seconds - a.seconds)
        .slice(0, top)
        .map((test) => [
          `${test.file} › ${test.title}${test.retries ? ` (${test.retries} retry)` : ''}`,
          test.seconds.toFixed(1),
        ]),
    ),
  )
  const retried = tests.filter((test) => test.retries > 0)
  if (retried.length) console.log(`\nNeeded a retry: ${retried.map((test) => `${test.file} › ${test.title}`).join('; ')}`)
  console.log('')
}
