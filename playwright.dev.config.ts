import { defineConfig } from '@playwright/test'
import { devSitePort } from '#tests/e2e-dev/dev-site-location.mjs'
import { chromiumUse, sharedConfig } from '#tests/playwright-shared.ts'

// The page editor, the block catalogue and live reload in `npm run dev`, over a throwaway copy of the site
// (tests/e2e-dev/dev-site.mjs), on PORT + 1 unless DEV_PORT says otherwise. `npm run test:e2e:dev`.
const baseURL = `http://127.0.0.1:${devSitePort()}`

export default defineConfig({
  ...sharedConfig,
  testDir: 'tests/e2e-dev',
  outputDir: 'test-results/e2e-dev',
  // One dev server over one copy of the site: a test's edits (and the reload each save sends to every
  // open page) must not reach another test running beside it.
  workers: 1,
  // The dev server compiles each module on first request: the first pages of a run are slow.
  timeout: 90_000,
  use: { ...chromiumUse(baseURL), navigationTimeout: 45_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright-dev.json' }]],
  webServer: {
    command: 'node tests/e2e-dev/dev-site.mjs',
    url: baseURL,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
