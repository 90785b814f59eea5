// Where a dev-mode test's copy of the site lives and which port its Vite server answers on. Each worker has a
// server of its own over a copy of its own (playwright.dev.config.ts starts one per worker), so one test's
// saves — and the reload each save sends to every open page — never reach a test running beside it.
// Ports from PORT + 1 (PORT is the built site's), so several checkouts' suites can run side by side.
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The port of the first dev server: DEV_PORT, else PORT + 1. */
export function firstDevSitePort() {
  return Number(process.env.DEV_PORT ?? Number(process.env.PORT ?? 4173) + 1)
}

/** The port of the dev server this process uses: a test worker's own (by TEST_PARALLEL_INDEX), else the first. */
export function devSitePort() {
  return firstDevSitePort() + Number(process.env.TEST_PARALLEL_INDEX ?? 0)
}

/** The copy of the site the server on `port` serves. */
export function devSiteDir(port = devSitePort()) {
  return join(process.env.DEV_SITE_DIR ?? tmpdir(), `green-valley-dev-site-${port}`)
}
