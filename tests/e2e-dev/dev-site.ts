/**
 * For dev-mode tests: read and write files in the dev server's throwaway copy of the site
 * (tests/e2e-dev/dev-site.mjs). Every change is undone after the test that made it.
 */
import { readFileSync, writeFileSync, rmSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { test as base, expect, type Page } from '@playwright/test'
import { consoleWatcher, type ConsoleWatcherOptions, type KeptTabFixtures } from '#tests/e2e/fixtures.ts'
import { devSiteDir, devSitePort } from './dev-site-location.mjs'

export class DevSiteFiles {
  private readonly originals = new Map<string, string | undefined>()

  /** Absolute path of a file in the copy, e.g. path('pages-schema/home.json'). */
  path(relativePath: string): string {
    return join(devSiteDir(), relativePath)
  }

  read(relativePath: string): string {
    return readFileSync(this.path(relativePath), 'utf8')
  }

  write(relativePath: string, text: string): void {
    const file = this.path(relativePath)
    if (!this.originals.has(relativePath))
      this.originals.set(relativePath, existsSync(file) ? readFileSync(file, 'utf8') : undefined)
    writeFileSync(file, text)
  }

  /** Lets a test record a file it expects the app itself to change (e.g. the editor's save). */
  remember(relativePath: string): void {
    const file = this.path(relativePath)
    if (!this.originals.has(relativePath))
      this.originals.set(relativePath, existsSync(file) ? readFileSync(file, 'utf8') : undefined)
  }

  restore(): void {
    for (const [relativePath, text] of this.originals) {
      if (text === undefined) rmSync(this.path(relativePath), { force: true })
      else writeFileSync(this.path(relativePath), text)
    }
    this.originals.clear()
  }
}

/** `test` on the worker's own dev server, with a `devFiles` fixture whose changes are undone after each test. */
export const test = base.extend<{ devFiles: DevSiteFiles }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature; this fixture needs no others
  baseURL: async ({}, provide) => provide(`http://127.0.0.1:${devSitePort()}`),
  // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature; this fixture needs no others
  devFiles: async ({}, provide) => {
    const files = new DevSiteFiles()
    await provide(files)
    files.restore()
  },
})
export { expect }

/** How Chromium logs an answer of 400 and up from the editor's endpoint: a refusal the editor shows, not an error. */
const ENDPOINT_REFUSAL = /^console\.error: Failed to load resource\b.*\(at \S*\/__edit\/api\//

/**
 * `test` for the editor's journeys, watched as the built site's tests are (tests/e2e/fixtures.ts): a console
 * error, an uncaught error, a Content-Security-Policy violation or a request to another origin, in the editor or
 * its preview, fails the test. Pages start as they do in `npm run dev`.
 */
export const watchedTest = test.extend<ConsoleWatcherOptions, KeptTabFixtures>({
  ...consoleWatcher,
  allowedConsoleErrors: [[ENDPOINT_REFUSAL], { option: true }],
  startUp: ['as for visitors', { option: true }],
})

/** How long one visit may take before `visitUntil` gives up on it and visits again, in ms. */
const VISIT_MS = 15_000

/**
 * Visits `url` until `check` passes. A save makes the dev server recompile and every open page reload a
 * moment later, and that reload can cut a visit short (net::ERR_ABORTED) or leave the visit it raced never
 * finishing its load: each visit has its own time limit, and the next one starts afresh.
 */
export async function visitUntil(page: Page, url: string, check: () => Promise<void>, timeout = 45_000): Promise<void> {
  await expect(async () => {
    await page.goto(url, { timeout: VISIT_MS })
    await check()
  }).toPass({ timeout })
}
