// What the test runners' JSON reports in test-results/ say, for `npm test`'s closing lines (scripts/run-tests.mjs)
// and `npm run test:timings` (scripts/test-timings.mjs).
import path from 'node:path'

/** `npm test`'s budget on a 2-core machine (README, "Test suite budget"): every landing and every retry pays it. */
export const BUDGET_SECONDS = 600
/** A test that takes longer is named at the end of `npm test`. */
export const SLOW_TEST_SECONDS = 15

/** The reports `npm test` leaves: Vitest's (package.json's test:unit) and Playwright's (tests/playwright-shared.ts, playwright.dev.config.ts). */
export const REPORT_FILES = [
  'vitest-build-and-server.json',
  'vitest-components.json',
  'playwright.json',
  'playwright-dev.json',
].map((name) => path.join('test-results', name))

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

/** [{ file, title, seconds, retries }] from a Playwright JSON report; a test's seconds include its retries. */
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

/** Whether a parsed report is Vitest's (Playwright's has suites instead of testResults). */
export const isVitestReport = (report) => 'testResults' in report

/** The tests of a parsed Vitest or Playwright JSON report: [{ file, title, seconds, retries }]. */
export const testsOf = (report) => (isVitestReport(report) ? vitestTests(report) : playwrightTests(report))

/** "npm test: 512 s of the 600 s budget", or "npm test: 645 s, over the 600 s budget by 45 s". */
export function budgetLine(seconds, budget = BUDGET_SECONDS) {
  const total = Math.round(seconds)
  return total > budget
    ? `npm test: ${total} s, over the ${budget} s budget by ${total - budget} s`
    : `npm test: ${total} s of the ${budget} s budget`
}

/** One line a test over `limit` seconds, slowest first; none when every test is within it. */
export function slowTestLines(tests, limit = SLOW_TEST_SECONDS) {
  const slow = tests.filter((test) => test.seconds > limit).sort((a, b) => b.seconds - a.seconds)
  if (slow.length === 0) return []
  return [
    `${slow.length} test(s) over ${limit} s (npm run test:timings for the tables):`,
    ...slow.map(
      (test) =>
        `  ${test.seconds.toFixed(1).padStart(6)} s  ${test.file} › ${test.title}${test.retries ? ` (${test.retries} retry)` : ''}`,
    ),
  ]
}
