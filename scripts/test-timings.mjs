#!/usr/bin/env node
// `npm run test:timings [-- --top N]`: where the last test run spent its time, from the JSON reports that
// `npm test` leaves in test-results/ (vitest.json, playwright.json, playwright-dev.json). Prints, per
// runner, the time of each test file (the sum of its tests, retries included) and the N slowest tests,
// as Markdown tables. Give other reports as arguments to compare a run kept elsewhere.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

const args = process.argv.slice(2)
const topAt = args.indexOf('--top')
const top = topAt >= 0 ? Number(args.splice(topAt, 2)[1]) : 15
const reports = args.length
  ? args
  : ['vitest.json', 'playwright.json', 'playwright-dev.json'].map((name) => path.join('test-results', name))

/** The folder every path in `files` lies in: the repository a report was written in, wherever it was. */
function commonFolder(files) {
  const folders = files.map((file) => path.dirname(file).split(path.sep))
  const shared = folders[0] ?? []
  const length = shared.findIndex((part, index) => folders.some((folder) => folder[index] !== part))
  return shared.slice(0, length === -1 ? shared.length : length).join(path.sep) || path.sep
}

/** [{ file, title, seconds, retries }] from a Vitest JSON report. */
function vitestTests(report) {
  const root = commonFolder(report.testResults.map((file) => file.name))
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      file: path.relative(root, file.name),
      title: test.fullName ?? test.title,
      seconds: (test.duration ?? 0) / 1000,
      retries: 0,
    })),
  )
}

/** [{ file, title, seconds, retries }] from a Playwright JSON report. */
function playwrightTests(report) {
  const tests = []
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        tests.push({
          file: spec.file,
          title: [...titles, spec.title].join(' › '),
          seconds: test.results.reduce((sum, result) => sum + result.duration, 0) / 1000,
          retries: Math.max(0, test.results.length - 1),
        })
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, suite.file === child.file && child.title !== child.file ? [...titles, child.title] : titles)
  }
  for (const suite of report.suites) walk(suite, [])
  return tests
}

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
  const tests = 'testResults' in report ? vitestTests(report) : playwrightTests(report)
  const wall = 'testResults' in report ? null : report.stats?.duration / 1000
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
