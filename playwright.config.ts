import { defineConfig } from '@playwright/test'
import { findBrowser } from './scripts/find-browser.mjs'

// End-to-end tests against the built site (`npm test` builds first). See docs/decisions/021-e2e-and-browser.md.
// PORT and DIST_DIR let several checkouts' suites run side by side on one machine.
const PORT = Number(process.env.PORT ?? 4173)
const baseURL = `http://127.0.0.1:${PORT}`
const isCI = Boolean(process.env.CI)

export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
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
      use: {
        browserName: 'chromium',
        viewport: { width: 1440, height: 900 },
        launchOptions: {
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
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/serve.mjs',
    env: { PORT: String(PORT), DIST_DIR: process.env.DIST_DIR ?? 'dist' },
    url: baseURL,
    reuseExistingServer: !isCI,
    timeout: 30_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
