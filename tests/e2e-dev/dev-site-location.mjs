// Where the dev-mode tests' copy of the site lives and which port its Vite server answers on.
// PORT + 1 by default, so several checkouts' suites (each with its own PORT) can run side by side.
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export function devSitePort() {
  return Number(process.env.DEV_PORT ?? Number(process.env.PORT ?? 4173) + 1)
}

export function devSiteDir() {
  return process.env.DEV_SITE_DIR ?? join(tmpdir(), `green-valley-dev-site-${devSitePort()}`)
}
