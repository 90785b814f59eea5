/**
 * For dev-mode tests: read and write files in the dev server's throwaway copy of the site
 * (tests/e2e-dev/dev-site.mjs). Every change is undone after the test that made it.
 */
import { readFileSync, writeFileSync, rmSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { test as base } from '@playwright/test'
import { devSiteDir } from './dev-site-location.mjs'

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

/** `test` with a `devFiles` fixture whose changes are undone after each test. */
export const test = base.extend<{ devFiles: DevSiteFiles }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature; this fixture needs no others
  devFiles: async ({}, provide) => {
    const files = new DevSiteFiles()
    await provide(files)
    files.restore()
  },
})
export { expect } from '@playwright/test'
