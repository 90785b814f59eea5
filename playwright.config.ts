import { defineConfig } from '@playwright/test'
import { findBrowser } from './scripts/find-browser.mjs'
import { devSitePort } from './tests/e2e-dev/dev-site-location.mjs'

// End-to-end tests against the built site (`npm test` builds first). See docs/decisions/021-e2e-and-browser.md.
// PORT and DIST_DIR let several checkouts' suites run side by side on one machine.
// The `dev` project runs tests/e2e-dev against `npm run dev` over a throwaway copy of the site
// (tests/e2e-dev/dev-site.mjs), on PORT + 1 unless DEV_PORT says otherwise.
const PORT = Number(process.env.PORT ?? 4173)
const baseURL = `http://127.0.0.1:${PORT}`
const devBaseURL = `http://127.0.0.1:${devSitePort()}`
const isCI = Boolean(process.env.CI)

export default defineConfig({
  testDir: 'tests',
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: 2,
  // Two axe scans of a whole page take 20–30 s on the 2-core CI machine when its memory is slow (bench/README.md).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: isCI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'on-first-retry',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
  },
  projects: [
    {
      name: 'chromium',
      testDir: 'tests/e2e',
      use: {
        browserName: 'chromium',
        viewport: { width: 1440, height: 900 },
        launchOptions: chromiumLaunchOptions(),
      },
    },
    {
      name: 'dev',
      testDir: 'tests/e2e-dev',
      // One dev server over one copy of the site: a test's edits (and the reload each save sends to every
      // open page) must not reach another test running beside it.
      workers: 1,
      // The dev server compiles each module on first request: the first pages of a run are slow.
      timeout: 90_000,
      use: {
        baseURL: devBaseURL,
        navigationTimeout: 45_000,
        browserName: 'chromium',
        viewport: { width: 1440, height: 900 },
        launchOptions: chromiumLaunchOptions(),
      },
    },
  ],
  webServer: [
    {
      command: 'node scripts/serve.mjs',
      env: { PORT: String(PORT), DIST_DIR: process.env.DIST_DIR ?? 'dist' },
      url: baseURL,
      reuseExistingServer: !isCI,
      timeout: 30_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'node tests/e2e-dev/dev-site.mjs',
      url: devBaseURL,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
})

function chromiumLaunchOptions() {
  return {
    // undefined: Playwright's own Chromium (only where `npx playwright install` works).
    executablePath: findBrowser(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  }
}
