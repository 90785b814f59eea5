// @vitest-environment node
// `npm test`'s closing lines: the total against the budget, and the tests over 15 s from both runners' reports.
import { describe, expect, it } from 'vitest'
import { budgetLine, slowTestLines, testsOf } from '#scripts/test-reports.mjs'

describe('budgetLine', () => {
  it('says how much of the 600 s budget a run used, and by how much it went over', () => {
    expect(budgetLine(511.6)).toBe('npm test: 512 s of the 600 s budget')
    expect(budgetLine(600.4)).toBe('npm test: 600 s of the 600 s budget')
    expect(budgetLine(645.2)).toBe('npm test: 645 s, over the 600 s budget by 45 s')
  })
})

describe('slowTestLines', () => {
  const vitest = {
    testResults: [
      {
        name: '/repo/tests/unit/build-failures.test.ts',
        assertionResults: [
          { fullName: 'strict prerender fails the build', duration: 16_200 },
          { fullName: 'validate exits 1', duration: 15_000 },
        ],
      },
      { name: '/repo/src/lib/money.test.ts', assertionResults: [{ fullName: 'cents', duration: 3 }] },
    ],
  }
  const playwright = {
    suites: [
      {
        file: 'routes.spec.ts',
        title: 'routes.spec.ts',
        specs: [
          // A retried test: its two runs together are over the limit.
          { file: 'routes.spec.ts', title: '/shop at 375 px', tests: [{ results: [{ duration: 9_000 }, { duration: 8_000 }] }] },
          { file: 'routes.spec.ts', title: '/ at 1440 px', tests: [{ results: [{ duration: 4_000 }] }] },
        ],
        suites: [
          {
            file: 'routes.spec.ts',
            title: 'no inert control',
            specs: [{ file: 'routes.spec.ts', title: 'on /home-2', tests: [{ results: [{ duration: 63_500 }] }] }],
          },
        ],
      },
    ],
  }

  it('names every test over 15 s from the Vitest and Playwright reports, slowest first, and only those', () => {
    expect(slowTestLines([...testsOf(vitest), ...testsOf(playwright)])).toEqual([
      '3 test(s) over 15 s (npm run test:timings for the tables):',
      '    63.5 s  routes.spec.ts › no inert control › on /home-2',
      '    17.0 s  routes.spec.ts › /shop at 375 px (1 retry)',
      '    16.2 s  tests/unit/build-failures.test.ts › strict prerender fails the build',
    ])
  })

  it('prints nothing when every test is within 15 s', () => {
    expect(slowTestLines(testsOf({ testResults: [vitest.testResults[1]] }))).toEqual([])
  })
})
