/**
 * Throwaway folders for tests: an empty one, a site for compiler tests (the real data and pictures, and page files
 * of a test's choosing), and a copy of the code with the small site for tests that run the scripts.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs'
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

/**
 * The code a build needs, copied from the repository (serve.json too: a build that passes writes its headers
 * there); the pages and data come from the small site.
 */
const COPIED_CODE = ['src', 'blocks', 'scripts', 'index.html', 'package.json', 'serve.json', 'tsconfig.json', 'vite.config.ts']

/**
 * A copy of the repository's code, its node_modules and public linked, with the small site's pages and data
 * (tests/unit/small-site): the scripts are the same, and a build prerenders 8 pages, not 150. The caller removes it.
 */
export function repoCopy(): string {
  const repo = process.cwd()
  const dir = newFolder('green-valley-')
  for (const name of COPIED_CODE) cpSync(join(repo, name), join(dir, name), { recursive: true })
  const smallSite = join(repo, 'tests/unit/small-site')
  for (const name of ['data', 'pages-schema']) cpSync(join(smallSite, name), join(dir, name), { recursive: true })
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'))
  symlinkSync(join(repo, 'public'), join(dir, 'public'))
  return dir
}

/** Changes a file of a throwaway folder; an edit that changes nothing is the test's mistake, said at once. */
export function edit(dir: string, file: string, change: (text: string) => string) {
  const path = join(dir, file)
  const text = readFileSync(path, 'utf8')
  const changed = change(text)
  if (changed === text) throw new Error(`${file}: the edit changed nothing`)
  writeFileSync(path, changed)
}
