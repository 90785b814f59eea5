/** Throwaway folders for tests: an empty one, and a site for compiler tests (the real data and pictures, and page files of a test's choosing). */
import { cpSync, mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A new empty folder in the system's temporary folder, by its real path: the editor's server compares real paths. */
export function newFolder(prefix: string): string {
  return realpathSync(mkdtempSync(join(tmpdir(), prefix)))
}

/**
 * The real site's page files (so links between pages resolve), with `pages` added or put in place of
 * the real ones by file name; `{ realPages: false }` for a site of only the given pages.
 */
export function siteWith(pages: Record<string, unknown>, { realPages = true } = {}): string {
  const dir = newFolder('site-')
  cpSync(join(process.cwd(), 'data'), join(dir, 'data'), { recursive: true })
  symlinkSync(join(process.cwd(), 'public'), join(dir, 'public'))
  if (realPages) cpSync(join(process.cwd(), 'pages-schema'), join(dir, 'pages-schema'), { recursive: true })
  else mkdirSync(join(dir, 'pages-schema'))
  for (const [name, page] of Object.entries(pages)) writeFileSync(join(dir, 'pages-schema', name), JSON.stringify(page, null, 2))
  return dir
}
