/**
 * Reads every page file in pages-schema/ and every collection in data/, validates them and
 * compiles the pages (defaults applied, references resolved, hidden blocks dropped).
 * Used by the Vite plugin, `npm run validate` and the unit tests: one pipeline, one set of messages.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { blockRegistry } from '../../blocks/registry.ts'
import { collections, type CollectionName } from '../data/collections.ts'
import { siteSchema, type SiteSettings } from '../data/site-schema.ts'
import type { CompiledPage } from '../app/site-types.ts'
import { missingPublicFiles } from './public-files.ts'
import { validateDataFile, validateJsonFile } from './validate-data-file.ts'
import { createPageValidator, validatePageFile, type PageValidator } from './validate-page-file.ts'
import type { Problem } from './problem.ts'

export { expandRoutePaths } from './route-paths.ts'

export const PAGES_DIR = 'pages-schema'
export const GENERATED_SCHEMA_FILE = 'page.schema.json'
export const NOT_FOUND_PATH = '/not-found'
export const SITE_FILE = 'data/site.json'
export const SITE_SCHEMA_FILE = 'data/site.schema.json'

let sharedValidator: PageValidator | undefined
export function pageValidator(): PageValidator {
  sharedValidator ??= createPageValidator(blockRegistry)
  return sharedValidator
}

export interface CompiledSite {
  pages: CompiledPage[]
  /** data/site.json parsed (undefined only when it has problems). */
  site: SiteSettings | undefined
  problems: Problem[]
  /** Every file read, so a dev server can watch them. */
  files: string[]
}

export function pageFileNames(rootDir: string): string[] {
  return readdirSync(join(rootDir, PAGES_DIR))
    .filter((name) => name.endsWith('.json') && name !== GENERATED_SCHEMA_FILE)
    .sort()
}

export interface CompileOptions {
  /**
   * Unsaved page files, by file name in pages-schema/ ("home-2.json" → its text): compiled instead of
   * the file on disk, or as an extra page when there is none. The page editor checks its draft this way,
   * so the editor shows exactly the problems `npm run validate` would print once the file is saved.
   */
  pageDrafts?: Readonly<Record<string, string>>
}

export function compileSite(rootDir: string, { pageDrafts = {} }: CompileOptions = {}): CompiledSite {
  const problems: Problem[] = []
  const files: string[] = []
  const publicDir = join(rootDir, 'public')

  for (const collection of Object.values(collections)) {
    const absolute = join(rootDir, collection.file)
    files.push(absolute)
    const text = readFileSync(absolute, 'utf8')
    problems.push(...validateDataFile(collection.file, text, collection.schema))
    problems.push(...missingPublicFiles(collection.file, text, publicDir))
  }

  const siteFile = join(rootDir, SITE_FILE)
  files.push(siteFile)
  const siteText = readFileSync(siteFile, 'utf8')
  const siteResult = validateJsonFile(SITE_FILE, siteText, siteSchema)
  problems.push(...siteResult.problems, ...missingPublicFiles(SITE_FILE, siteText, publicDir))

  const pages: CompiledPage[] = []
  const pathOwners = new Map<string, string>()
  let unreadablePages = 0
  const names = [...new Set([...pageFileNames(rootDir), ...Object.keys(pageDrafts)])].sort()
  for (const name of names) {
    const absolute = join(rootDir, PAGES_DIR, name)
    const file = relative(rootDir, absolute)
    files.push(absolute)
    const text = Object.hasOwn(pageDrafts, name) ? pageDrafts[name]! : readFileSync(absolute, 'utf8')
    const result = validatePageFile(file, text, pageValidator())
    problems.push(...result.problems, ...missingPublicFiles(file, text, publicDir))
    if (!result.page) {
      unreadablePages++
      continue
    }
    const page = result.page
    const owner = pathOwners.get(page.path)
    if (owner) {
      problems.push({
        file,
        line: 1,
        column: 1,
        where: 'path',
        message: `"${page.path}" is already the path of ${owner}`,
        hint: 'every page needs its own path',
      })
      continue
    }
    pathOwners.set(page.path, file)
    pages.push({
      name: name.replace(/\.json$/, ''),
      path: page.path,
      title: page.title,
      description: page.description,
      canonical: page.canonical,
      entity: page.entity && {
        ...page.entity,
        records: Object.fromEntries(
          (collections[page.entity.collection as CollectionName].records as { id: number }[]).map((r) => [String(r.id), r]),
        ),
      },
      pageNumber: page.pageNumber && { ...page.pageNumber, pageCount: listPageCount(page.blocks, page.pageNumber.block) },
      blocks: page.blocks
        .filter((block) => !block.hidden)
        .map(({ id, type, when, props }, index, shown) => ({
          id,
          type,
          when,
          firstScreen: isOnFirstScreen(shown, index),
          props: props as Record<string, unknown>,
        })),
    })
  }
  // A page file with problems may be the not-found page itself: don't report it missing on top.
  if (!pathOwners.has(NOT_FOUND_PATH) && unreadablePages === 0) {
    problems.push({
      file: PAGES_DIR,
      line: 1,
      column: 1,
      where: '',
      message: `no page file has the path "${NOT_FOUND_PATH}"`,
      hint: 'unknown addresses show that page; add pages-schema/not-found.json',
    })
  }
  return { pages, site: siteResult.value, problems, files }
}

/**
 * Whether a block is on a phone's first screen at load: the first block, and the second unless the first
 * fills the screen (a hero). Such blocks load their pictures at once; the rest lazily.
 */
function isOnFirstScreen(blocks: readonly { type: string }[], index: number): boolean {
  if (index === 0) return true
  if (index > 1) return false
  return !blockRegistry.find((definition) => definition.type === blocks[0]?.type)?.fillsScreen
}

/** The number of pages of a numbered list block (the page schema has checked that it is one). */
function listPageCount(blocks: readonly { id: string; type: string; props: unknown }[], listId: string): number {
  const list = blocks.find((block) => block.id === listId)
  if (!list) return 1
  const definition = blockRegistry.find((candidate) => candidate.type === list.type)
  return definition?.pageCount?.(list.props as never) ?? 1
}
