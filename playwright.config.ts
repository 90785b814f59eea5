import { defineConfig } from '@playwright/test'
import { chromiumUse, sharedConfig } from '#tests/playwright-shared.ts'

// End-to-end tests against the built site (`npm test` builds first). See docs/decisions/021-e2e-and-browser.md.
// PORT and DIST_DIR let several checkouts' suites run side by side on one machine.
// The dev-server tests (tests/e2e-dev) have their own config, playwright.dev.config.ts, so their server
// starts only when they run.
const PORT = Number(process.env.PORT ?? 4173)
const baseURL = `http://127.0.0.1:${PORT}`

export default defineConfig({
  ...sharedConfig,
  testDir: 'tests/e2e',
  // Each config clears its own output folder only, so the JSON reports in test-results/ survive the next run.
  outputDir: 'test-results/e2e',
  // Tests of one file run side by side too: each test has its own page and storage.
  fullyParallel: true,
  // As a visitor who asked for reduced motion (decision 269): the pages draw no frames between changes (the GPU process,
  // which composites them in software, 107 -> 61 CPU-s for the suite); the files about what moves (the home pages' banners, the frame's panels, quick view, anchors, the
  // skill bars) ask for motion with `test.use({ reducedMotion: 'no-preference' })`.
  use: { ...chromiumUse(baseURL), reducedMotion: 'reduce' },
  webServer: {
    command: 'node scripts/serve.mjs',
    env: { PORT: String(PORT), DIST_DIR: process.env.DIST_DIR ?? 'dist' },
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
