// What both Playwright configs share: the system Chromium with the flags these machines need
// (docs/decisions/021-e2e-and-browser.md), retries only on CI, and workers from the machine's cores.
import { availableParallelism } from 'node:os'
import type { PlaywrightTestConfig } from '@playwright/test'
import { CHROMIUM_FLAGS, findBrowser, findTestBrowser } from '#scripts/find-browser.mjs'

const isCI = Boolean(process.env.CI)

/**
 * The tests' browser: the machines' flags, and V8 kept to its first two tiers (the interpreter and Sparkplug). A
 * test's page lives a few seconds, and Maglev and TurboFan spend more CPU compiling its scripts (React, the site's,
 * axe) on background threads than the compiled code saves: the route loop on two busy cores, 141–162 → 124–157 s
 * (decision 266). What the page does is the same; only speed measurements (npm run bench) keep V8 whole.
 */
const TEST_BROWSER_FLAGS = [...CHROMIUM_FLAGS, '--js-flags=--max-opt=1']

export const sharedConfig = {
  forbidOnly: isCI,
  // A retry on CI keeps one unlucky moment from failing a submission; the reporter lists every test that
  // needed one as "flaky", so it is seen and fixed. Locally a failure is a failure.
  retries: isCI ? 1 : 0,
  // A worker per core: each worker drives one Chromium, which spends most of its time waiting on the page.
  workers: availableParallelism(),
  // A route test scans a whole page with axe: seconds, and more on a slow CI machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // list: one line a test, and the flaky ones named at the end; json: the timings table (npm run test:timings).
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
} satisfies PlaywrightTestConfig

export function chromiumUse(baseURL: string) {
  return {
    baseURL,
    browserName: 'chromium' as const,
    viewport: { width: 1440, height: 900 },
    trace: 'on-first-retry' as const,
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    launchOptions: {
      // undefined: Playwright's own Chromium (only where `npx playwright install` works).
      executablePath: findTestBrowser(),
      args: TEST_BROWSER_FLAGS,
    },
  }
}

/**
 * For a spec that measures text as visitors' Chrome sets it: the full /usr/bin/chromium, not the headless shell the
 * other tests drive, which finds another fallback face for local('Liberation Sans') and wraps text differently
 * (decision 257). `test.use(inTheFullBrowser)`; the file then runs in a worker of its own.
 */
export const inTheFullBrowser = { launchOptions: { executablePath: findBrowser(), args: TEST_BROWSER_FLAGS } }
