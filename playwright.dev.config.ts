import { availableParallelism } from 'node:os'
import { defineConfig } from '@playwright/test'
import { firstDevSitePort } from '#tests/e2e-dev/dev-site-location.mjs'
import { chromiumUse, sharedConfig } from '#tests/playwright-shared.ts'

// The page editor, the block catalogue and live reload in `npm run dev`, each worker with a dev server of its
// own over its own throwaway copy of the site (tests/e2e-dev/dev-site.mjs), on ports from PORT + 1 (or
// DEV_PORT); tests/e2e-dev/dev-site.ts points each worker's baseURL at its server. `npm run test:e2e:dev`.
const workers = Math.min(2, availableParallelism())
const ports = Array.from({ length: workers }, (_, index) => firstDevSitePort() + index)

export default defineConfig({
  ...sharedConfig,
  testDir: 'tests/e2e-dev',
  outputDir: 'test-results/e2e-dev',
  workers,
  // Each test undoes its own changes to its worker's copy (devFiles), so the tests of one file need not share one.
  fullyParallel: true,
  // The dev server compiles each module on first request: the first pages of a run are slow.
  timeout: 90_000,
  use: { ...chromiumUse(`http://127.0.0.1:${ports[0]}`), navigationTimeout: 45_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright-dev.json' }]],
  webServer: ports.map((port) => ({
    command: `node tests/e2e-dev/dev-site.mjs ${port}`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
})
