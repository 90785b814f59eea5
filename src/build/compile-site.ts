/**
 * Reads every page file in pages-schema/ and every data file in data/, validates them and
 * compiles the pages (defaults applied, references resolved, hidden blocks dropped).
 * Used by the Vite plugin, `npm run validate` and the unit tests: one pipeline, one set of messages.
 *
 * Two kinds of problem: a file that does not fit its schema (syntax, a wrong field) cannot be used and
 * is left out; a link to no page or a picture that does not ship is reported, but the file is used as
 * written, so the dev server still draws it. The build refuses both.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { findNodeAtLocation } from 'jsonc-parser'
import { blockRegistry } from '#blocks/registry.ts'
import { collectionFileSchema } from '#data/define-collection.ts'
import { collections, listedRecord, type CollectionName, type CollectionRecord } from '#data/collections.ts'
import { pagePath } from '#data/schemas.ts'
import { productCategory } from '#data/collections/products.ts'
import type { BlogPost } from '#data/collections/blog-posts.ts'
import { siteSchema, type SiteSettings } from '#data/site-schema.ts'
import type { PostBodyNode } from '#page-model/post-body.ts'
import type { CompiledPage } from '#page-model/site-types.ts'
import { SEARCH_KINDS } from '#search/search-types.ts'
import { sharePictureOf } from '#lib/art.ts'
import { postGroups } from '#lib/blog-filters.ts'
import { offsetOfPath, parseJsonWithPositions, type JsonPath, type ParsedJson } from '#page-model/json-positions.ts'
import { readPostBodies } from './post-bodies.ts'
import { FARM_FACTS_FILE, farmFactsSchema, fillFacts, type FarmFact, type FilledFacts } from '#data/farm-facts.ts'
import { missingPublicFiles, shippedFiles } from './public-files.ts'
import { linkProblems, type LinkTarget, type NotOut } from './site-links.ts'
import { siteDate } from './site-date.ts'
import { isOut, PUBLISH_ON, publicationOn, type Publication } from '#lib/publication.ts'
import type { CollectionDefinition } from '#data/define-collection.ts'
import {
  describeRecordPath,
  describeSitePath,
  validateCollectionFile,
  validateJsonFile,
  validateSiteFile,
} from './validate-data-file.ts'
import { describeAltPath, PICTURE_ALTS_FILE, pictureAltsSchema } from '#data/picture-alts.ts'
import { createPageValidator, describePath, validatePageFile, type PageValidator, type ParsedPage } from './validate-page-file.ts'
import type { Problem } from '#page-model/problem.ts'

import { NOT_FOUND_PATH } from '#page-model/route-paths.ts'

export { expandRoutePaths, NOT_FOUND_PATH } from '#page-model/route-paths.ts'

export const PAGES_DIR = 'pages-schema'
export const GENERATED_SCHEMA_FILE = 'page.schema.json'
export const SITE_FILE = 'data/site.json'
export const SITE_SCHEMA_FILE = 'data/site.schema.json'

let sharedValidator: PageValidator | undefined
export function pageValidator(): PageValidator {
  sharedValidator ??= createPageValidator(blockRegistry)
  return sharedValidator
}

/** One page file and what became of it. */
export interface PageFileStatus {
  /** File name without .json: the page module's name. */
  name: string
  /** "pages-schema/<name>.json". */
  file: string
  /** The compiled page, when the file fits the page schema and its path is its own. */
  page?: CompiledPage | undefined
  /** Its "path" as written, even when the file has problems (undefined when it cannot be read). */
  path?: string | undefined
}

export interface CompiledSite {
  /** The pages with a route: every page file that fits the schema, each path once. */
  pages: CompiledPage[]
  /** Every page file, with or without a compiled page. */
  pageFiles: PageFileStatus[]
  /** data/site.json parsed (undefined only when it has problems). */
  site: SiteSettings | undefined
  /** data/site.json as written, whatever its problems (undefined when it is not JSON). */
  siteAsWritten: unknown
  problems: Problem[]
  /** The day compiled for: the build's date, or today. */
  day: string
  /** Drafts and what is scheduled after `day`: left out when compiled for the build, else shown as previews. */
  notOut: NotOutItem[]
  /** What comes out on `day`, by its publish date, named: 'post "First Frost on the Kale"'. */
  outToday: string[]
  /** Data files that do not fit their schema: the site keeps using their last valid content. */
  unusableDataFiles: string[]
  /** Where links may lead (every page's path, records, pages, anchors): for checking an edited file with linkProblems. */
  linkTargets: LinkTarget[]
  /** Every file read, so a dev server can watch them. */
  files: string[]
}

/** A saved page file's text and when it changed; undefined when it is no longer there. */
function readSavedPage(absolute: string): { text: string; changedAt: number } | undefined {
  try {
    return { text: readFileSync(absolute, 'utf8'), changedAt: statSync(absolute).mtimeMs }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

export function pageFileNames(rootDir: string): string[] {
  return readdirSync(join(rootDir, PAGES_DIR))
    .filter((name) => name.endsWith('.json') && name !== GENERATED_SCHEMA_FILE)
    .sort()
}

interface ReadPage {
  name: string
  file: string
  changedAt: number
  json?: ParsedJson | undefined
  parsed?: ParsedPage | undefined
}

export interface CompileOptions {
  /**
   * Unsaved page files, by file name in pages-schema/ ("home-2.json" → its text): compiled instead of
   * the file on disk, or as an extra page when there is none. The page editor checks its draft this way,
   * so the editor shows exactly the problems `npm run validate` would print once the file is saved.
   */
  pageDrafts?: Readonly<Record<string, string>>
  /**
   * Unsaved data files, by their path from the site's root ("data/products.json" → its text): compiled
   * instead of the file on disk. The editor's data endpoint checks a draft this way. Like a saved file, a
   * valid draft becomes the records pages are drawn from, until the next compile.
   */
  dataDrafts?: Readonly<Record<string, string>>
  /**
   * The build's date (src/build/site-date.ts): the site as published on that day, without drafts and what is
   * scheduled after it (src/data/publishing.ts). Left out (the dev server, the editor, `npm run validate`),
   * everything is compiled, so the editor previews drafts; links to them are checked against today either way.
   */
  publishedOn?: string | undefined
}

export function compileSite(
  rootDir: string,
  { pageDrafts = {}, dataDrafts = {}, publishedOn }: CompileOptions = {},
): CompiledSite {
  const day = publishedOn ?? siteDate()
  const notOut: NotOutItem[] = []
  const outToday: string[] = []
  const files: string[] = []
  const problems: Problem[] = []
  const facts = readFactsFile(rootDir, dataDrafts, problems)
  files.push(join(rootDir, FARM_FACTS_FILE))
  /** Each file's way back from the filled-in text to the text as written, for the problems found in it. */
  const asWritten = new Map<string, FilledFacts['asWritten']>()
  /** Problems already at their place in the file as written: the unknown fact names. */
  const locatedAsWritten = new Set<Problem>()
  /** A file's text with the farm's facts filled in (farm-facts.ts): what every check and page reads. */
  const withFacts = (file: string, text: string) => {
    const filled = fillFacts(file, text, facts)
    problems.push(...filled.problems)
    filled.problems.forEach((problem) => locatedAsWritten.add(problem))
    asWritten.set(file, filled.asWritten)
    return filled.text
  }
  const readData = (file: string) =>
    withFacts(file, Object.hasOwn(dataDrafts, file) ? dataDrafts[file]! : readFileSync(join(rootDir, file), 'utf8'))
  const unusableDataFiles: string[] = []
  const shipped = shippedFiles(join(rootDir, 'public'))

  /** The record ids each collection file holds; a file that is not JSON has none known. */
  const writtenIds = new Map<string, number[] | undefined>()
  /** The records of each collection that are drafts or scheduled after `day`, by id. */
  const recordsNotOutById = new Map<string, Record<string, NotOut>>()
  let writtenPosts: BlogPost[] | undefined
  // Data files that fit their schema: their links (a category tile's) are checked once every page is known.
  const usableDataFiles: { collection: (typeof collections)[CollectionName]; json: ParsedJson }[] = []
  for (const collection of Object.values(collections)) {
    const absolute = join(rootDir, collection.file)
    files.push(absolute)
    const text = readData(collection.file)
    const result = validateCollectionFile(collection.file, text, collection)
    problems.push(...result.problems, ...missingPublicFiles(collection.file, text, shipped, describeRecordPath(collection)))
    // Pages are compiled from the last valid records: a file with problems is never drawn.
    if (result.records) {
      const records = listedOrder(result.records, collection)
      const waiting = recordsNotOut(records, collection, day)
      notOut.push(...waiting)
      outToday.push(...recordsOutOn(records, collection, day))
      collection.records =
        publishedOn === undefined ? records : records.filter((_, index) => !waiting.some((w) => w.index === index))
      if (collection === collections['blog-posts']) writtenPosts = records as BlogPost[]
      recordsNotOutById.set(collection.name, Object.fromEntries(waiting.map((w) => [String(w.id), w])))
      usableDataFiles.push({ collection, json: parseJsonWithPositions(text) })
    } else unusableDataFiles.push(collection.file)
    writtenIds.set(collection.name, result.writtenIds)
    collection.recordsUnknown = result.writtenIds === undefined
  }

  const siteFile = join(rootDir, SITE_FILE)
  files.push(siteFile)
  const siteText = readData(SITE_FILE)
  const siteResult = validateSiteFile(SITE_FILE, siteText)
  problems.push(...siteResult.problems, ...missingPublicFiles(SITE_FILE, siteText, shipped, describeSitePath))
  if (!siteResult.site) unusableDataFiles.push(SITE_FILE)

  // The alt texts of pictures added in the editor (decision 204): a file only once one was added.
  const altsFile = join(rootDir, PICTURE_ALTS_FILE)
  if (Object.hasOwn(dataDrafts, PICTURE_ALTS_FILE) || existsSync(altsFile)) {
    files.push(altsFile)
    const altsText = readData(PICTURE_ALTS_FILE)
    problems.push(
      ...validateJsonFile(PICTURE_ALTS_FILE, altsText, pictureAltsSchema, describeAltPath).problems,
      ...missingPublicFiles(PICTURE_ALTS_FILE, altsText, shipped, describeAltPath),
    )
  }

  const names = [...new Set([...pageFileNames(rootDir), ...Object.keys(pageDrafts)])].sort()
  const read: ReadPage[] = names.flatMap((name) => {
    const absolute = join(rootDir, PAGES_DIR, name)
    const file = relative(rootDir, absolute)
    const draft = Object.hasOwn(pageDrafts, name) ? pageDrafts[name]! : undefined
    const saved = draft === undefined ? readSavedPage(absolute) : undefined
    // Listed, then removed before it was read (the dev server compiles while files change): the page is gone.
    if (draft === undefined && saved === undefined) return []
    files.push(absolute)
    const text = withFacts(file, draft ?? saved!.text)
    const result = validatePageFile(file, text, pageValidator())
    problems.push(...result.problems, ...missingPublicFiles(file, text, shipped, describePath))
    return {
      name: name.replace(/\.json$/, ''),
      file,
      // A draft is the newest version of its page (a duplicate path is reported in it).
      changedAt: saved?.changedAt ?? Date.now(),
      json: result.json,
      parsed: result.page,
    }
  })

  const valid = read.filter((page) => page.parsed !== undefined)
  const duplicates = duplicatePathProblems(valid)
  const siteName = siteResult.site?.name
  problems.push(
    ...duplicates.problems,
    ...sharedTextProblems(valid, 'title', siteName),
    ...sharedTextProblems(valid, 'description', siteName),
  )
  const routed = valid.filter((page) => !duplicates.unrouted.has(page.file))
  const publicDir = join(rootDir, 'public')
  const compiled = routed.map((page) => compilePage(page.name, page.parsed!, publicDir, siteResult.site?.shareImage))
  const pagePublication = (page: ReadPage) => publicationOn(page.parsed ?? page.json?.value, day)
  const pagesNotOut = new Map(
    routed.flatMap((page, i) => {
      const publication = pagePublication(page)
      return isOut(publication) ? [] : [[page.file, pageNotOut(page, compiled[i]!, publication)] as const]
    }),
  )
  notOut.push(...pagesNotOut.values())
  routed.forEach((page, i) => {
    if ((page.parsed as Record<string, unknown>)[PUBLISH_ON] === day) outToday.push(pageNamed(compiled[i]!))
  })
  // The build leaves out what is not out on its day; the dev server previews everything.
  const pages = publishedOn === undefined ? compiled : compiled.filter((_, i) => !pagesNotOut.has(routed[i]!.file))
  // An unknown id is a missing page: its title and description are the not-found page's, never "{name}" unfilled.
  const notFound = pages.find((page) => page.path === NOT_FOUND_PATH)
  for (const page of pages) {
    if (page.entity && notFound) page.missing = { title: notFound.title, description: notFound.description }
  }

  const targets: LinkTarget[] = [
    ...routed.map((page, i) => ({
      ...linkTargetOf(page.file, page.parsed!, compiled[i]!, writtenIds, recordsNotOutById),
      notOut: pagesNotOut.get(page.file),
    })),
    ...read.flatMap((page) => {
      const path = page.parsed ? undefined : pathAsWritten(page.json)
      return path ? [{ file: page.file, path, anchors: [], hiddenAnchors: [], unreadable: true }] : []
    }),
  ]
  for (const page of routed) {
    const publication = pagePublication(page)
    problems.push(...linkProblems(page.file, page.json!, pageValidator().zodSchema, targets, describePath, () => publication))
  }
  for (const { collection, json } of usableDataFiles)
    problems.push(
      ...linkProblems(collection.file, json, collectionFileSchema(collection), targets, describeRecordPath(collection), (path) =>
        publicationOn(recordAt(json.value, collection.name, path), day, collection.publishDateField),
      ),
    )
  if (siteResult.site && siteResult.json)
    problems.push(...linkProblems(SITE_FILE, siteResult.json, siteSchema, targets, describeSitePath))

  // Posts' own text (data/blog-posts/<id>.md): its links are checked against every page, like the files' links.
  // Every post's text is checked, a draft's too: it is a file of the site all the same; but from where its post
  // stands, as the post's record is (a draft may link to another draft).
  const posts = collections['blog-posts'].recordsUnknown
    ? undefined
    : (writtenPosts ?? (collections['blog-posts'].records as BlogPost[]))
  const postBodies = readPostBodies(rootDir, posts, { targets, shipped, publicDir }, facts, (post) =>
    publicationOn(post, day, collections['blog-posts'].publishDateField),
  )
  problems.push(...postBodies.problems)
  files.push(...postBodies.files)
  for (const page of pages) {
    if (page.entity?.collection === collections['blog-posts'].name)
      page.entity.records = withBodies(page.entity.records, postBodies.bodies)
  }

  // A page file with problems may be the not-found page itself: don't report it missing on top.
  if (!pages.some((page) => page.path === NOT_FOUND_PATH) && valid.length === read.length) {
    problems.push({
      file: PAGES_DIR,
      line: 1,
      column: 1,
      where: '',
      message: `no page file has the path "${NOT_FOUND_PATH}"`,
      hint: 'unknown addresses show that page; add pages-schema/not-found.json',
    })
  }
  // What the build leaves out is no page file of its site, not even a notice at its path.
  const pageFiles = read.flatMap(({ name, file, json, parsed }): PageFileStatus[] => {
    if (publishedOn !== undefined && pagesNotOut.has(file)) return []
    const index = routed.findIndex((page) => page.file === file)
    return [{ name, file, page: index >= 0 ? compiled[index] : undefined, path: parsed?.path ?? pathAsWritten(json) }]
  })
  return {
    pages,
    pageFiles,
    site: siteResult.site,
    siteAsWritten: siteResult.json?.value,
    // Found in the filled-in text: at their line and column in the file as written, which is what the visitor edits.
    problems: problems.map((problem) =>
      locatedAsWritten.has(problem) ? problem : (asWritten.get(problem.file)?.(problem) ?? problem),
    ),
    unusableDataFiles,
    linkTargets: targets,
    files,
    day,
    notOut,
    outToday,
  }
}

/**
 * data/farm-facts.json's facts, its problems (syntax, a field) added to `problems` at their file:line:column; none
 * for a site without the file. While it has problems, undefined: references are left as written, not called unknown.
 */
function readFactsFile(
  rootDir: string,
  dataDrafts: Readonly<Record<string, string>>,
  problems: Problem[],
): FarmFact[] | undefined {
  const absolute = join(rootDir, FARM_FACTS_FILE)
  const draft = Object.hasOwn(dataDrafts, FARM_FACTS_FILE) ? dataDrafts[FARM_FACTS_FILE] : undefined
  if (draft === undefined && !existsSync(absolute)) return []
  const result = validateJsonFile(FARM_FACTS_FILE, draft ?? readFileSync(absolute, 'utf8'), farmFactsSchema)
  problems.push(...result.problems)
  return result.value?.facts
}

/** A page or record that is a draft or scheduled after the day compiled for, and where it is. */
export interface NotOutItem extends NotOut {
  /** The file it is in, and for a record its place and id there. */
  file: string
  index?: number
  id?: number
}

/** Posts newest first by their publish date (file order among one day's); other collections in the file's order. */
function listedOrder<R>(records: R[], collection: CollectionDefinition): R[] {
  if (!collection.newestFirst) return records
  const dateOf = (record: R) => String((record as Record<string, unknown>)[collection.publishDateField] ?? '')
  return [...records].sort((a, b) => dateOf(b).localeCompare(dateOf(a)))
}

function recordsNotOut(records: readonly unknown[], collection: CollectionDefinition, day: string): NotOutItem[] {
  return records.flatMap((record, index) => {
    const publication = publicationOn(record, day, collection.publishDateField)
    if (isOut(publication)) return []
    const id = Number((record as Record<string, unknown>).id)
    return [{ file: collection.file, index, id, publication, named: recordNamed(record, collection) }]
  })
}

/** The records whose publish date is `day`, named. */
function recordsOutOn(records: readonly unknown[], collection: CollectionDefinition, day: string): string[] {
  return records.flatMap((record) => {
    const on = (record as Record<string, unknown>)[collection.publishDateField]
    return on === day && isOut(publicationOn(record, day, collection.publishDateField)) ? [recordNamed(record, collection)] : []
  })
}

/** 'post "First Frost on the Kale"', or 'post 16' while it has no title. */
function recordNamed(record: unknown, collection: CollectionDefinition): string {
  const fields = record as Record<string, unknown>
  const title = fields[collection.titleField]
  return `${collection.noun} ${typeof title === 'string' && title ? `"${title}"` : String(fields.id)}`
}

/** 'the page "Harvest Festival" (/harvest-festival)': its title without the site's name. */
function pageNamed(page: CompiledPage): string {
  const title = page.title.split(' | ')[0]?.trim()
  return `the page ${title ? `"${title}" (${page.path})` : page.path}`
}

function pageNotOut(page: ReadPage, compiled: CompiledPage, publication: Publication): NotOutItem {
  return { file: page.file, publication, named: pageNamed(compiled) }
}

/** The record a path in a collection file leads into: [name, index, …]. */
function recordAt(file: unknown, name: string, path: JsonPath): unknown {
  const records = (file as Record<string, unknown> | undefined)?.[name]
  return Array.isArray(records) && typeof path[1] === 'number' ? records[path[1]] : undefined
}

/**
 * The records of a post page, each with its rendered body when it has one. Copies: the collection's records
 * stay without bodies, so the lists of posts on other pages do not carry every article.
 */
function withBodies(
  records: Record<string, Record<string, unknown>>,
  bodies: ReadonlyMap<number, PostBodyNode[]>,
): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(records).map(([id, record]) => {
      const body = bodies.get(Number(id))
      return [id, body ? { ...record, body } : record]
    }),
  )
}

/**
 * Two page files with one path (a copied page that kept its "path"): reported in the file changed most
 * recently, naming the other one, and that one loses the route. When neither is newer, in both, each
 * naming the other, and the first by name keeps the route (so links to the path still lead somewhere).
 */
function duplicatePathProblems(pages: ReadPage[]): { problems: Problem[]; unrouted: Set<string> } {
  const problems: Problem[] = []
  const unrouted = new Set<string>()
  const byPath = new Map<string, ReadPage[]>()
  for (const page of pages) byPath.set(page.parsed!.path, [...(byPath.get(page.parsed!.path) ?? []), page])
  for (const [path, owners] of byPath) {
    if (owners.length < 2) continue
    const blamed = newestOf(owners)
    for (const page of blamed) {
      const others = owners.filter((other) => other !== page).map((other) => other.file)
      if (blamed.length < owners.length || page !== blamed[0]) unrouted.add(page.file)
      problems.push({
        file: page.file,
        ...page.json!.lineAndColumn(offsetOfPath(page.json!.root, ['path'])),
        where: 'path',
        message: `"${path}" is already the path of ${others.join(' and ')}`,
        hint: `every page needs its own path; give this page another one, e.g. "/${page.name}"`,
      })
    }
  }
  return { problems, unrouted }
}

/** Of page files in conflict, the one changed most recently; all of them when none is newer. */
function newestOf(owners: ReadPage[]): ReadPage[] {
  const newest = Math.max(...owners.map((page) => page.changedAt))
  const oldest = Math.min(...owners.map((page) => page.changedAt))
  return newest === oldest ? owners : owners.filter((page) => page.changedAt === newest)
}

/** What to write instead of a shared title or description, with an example made from the page's own address. */
function sharedTextHint(field: 'title' | 'description', page: ReadPage, siteName: string | undefined): string {
  if (field === 'description')
    return 'search results show it under the page’s headline, so give each page its own: one or two sentences about this page'
  const words = page.parsed!.path.split(/[/-]/).filter((word) => word && !word.startsWith(':'))
  const name = words.length > 0 ? words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ') : 'Home'
  return `search results and browser tabs show it, so give each page its own, e.g. "${name}${siteName ? ` | ${siteName}` : ''}"`
}

/**
 * Two pages indexed at their own address with one title or description (a copied page that kept them):
 * search engines would show them as one. Reported like a shared path; a page naming a "canonical" original
 * is a second address of the same content and may share them, and a text with {fields} differs by record.
 */
function sharedTextProblems(pages: ReadPage[], field: 'title' | 'description', siteName: string | undefined): Problem[] {
  const problems: Problem[] = []
  const byText = new Map<string, ReadPage[]>()
  for (const page of pages) {
    const text = page.parsed![field].trim()
    // A text with {fields} is filled from each record: its pages differ by record.
    if (page.parsed!.canonical !== undefined || /\{\w+\}/.test(text)) continue
    byText.set(text, [...(byText.get(text) ?? []), page])
  }
  for (const owners of byText.values()) {
    if (owners.length < 2) continue
    for (const page of newestOf(owners)) {
      // Named by their addresses, which an editor knows them by (the file is this problem's own).
      const others = owners.filter((other) => other !== page).map((other) => `the page ${other.parsed!.path}`)
      problems.push({
        file: page.file,
        ...page.json!.lineAndColumn(offsetOfPath(page.json!.root, [field])),
        where: field,
        message: `the same ${field} as ${others.join(' and ')}`,
        hint: sharedTextHint(field, page, siteName),
      })
    }
  }
  return problems
}

/** The "path" of a page file that has problems, if it can still be read: where the dev server shows a notice. */
function pathAsWritten(json: ParsedJson | undefined): string | undefined {
  const node = json?.root && findNodeAtLocation(json.root, ['path'])
  const value: unknown = node?.value
  return typeof value === 'string' && pagePath.safeParse(value).success ? value : undefined
}

function compilePage(name: string, page: ParsedPage, publicDir: string, siteShareImage: string | undefined): CompiledPage {
  const shown = page.blocks.filter((block) => !block.hidden)
  return {
    name,
    path: page.path,
    title: page.title,
    description: page.description,
    canonical: page.canonical,
    noindex: page.noindex,
    shareImage: page.shareImage ?? blockSharePicture(shown, publicDir) ?? siteShareImage ?? '',
    breadcrumb: shown.map(blockBreadcrumb).find((crumb) => crumb !== undefined),
    entity: page.entity && {
      ...page.entity,
      records: Object.fromEntries(
        (collections[page.entity.collection as CollectionName].records as { id: number }[]).map((r) => [String(r.id), r]),
      ),
    },
    pageNumber: page.pageNumber && { ...page.pageNumber, pageCount: listPageCount(page.blocks, page.pageNumber.block) ?? 1 },
    blocks: page.blocks
      .filter((block) => !block.hidden)
      .map(({ id, type, when, props }, index, shown) => ({
        id,
        type,
        when,
        firstScreen: isOnFirstScreen(shown, index),
        props: props as Record<string, unknown>,
      })),
  }
}

/** What links to a page may name: its parameters' values, the query its list reads, its blocks. */
function linkTargetOf(
  file: string,
  parsed: ParsedPage,
  page: CompiledPage,
  writtenIds: Map<string, number[] | undefined>,
  recordsNotOutById: ReadonlyMap<string, Record<string, NotOut>>,
): LinkTarget {
  const lists = parsed.blocks.filter((block) => !block.hidden).map((block) => listPageCount(parsed.blocks, block.id))
  // The shop: a list with pages of products reads "?category=" unless its filter is off, and "?sort=" with
  // the sorts it offers (the shop's address, decision 180; props "categoryFilter" and "sorts" of shop-catalog).
  const productList = parsed.blocks.find(
    (block) => !block.hidden && listPageCount(parsed.blocks, block.id) !== undefined && holdsRecordsOf(block.props, 'products'),
  )?.props as { categoryFilter?: unknown; sorts?: unknown } | undefined
  // A list of posts reads "?category=", "?tag=" and "?month=" with the groups its posts make (decision 214).
  const postList = parsed.blocks.find(
    (block) => !block.hidden && listPageCount(parsed.blocks, block.id) !== undefined && holdsRecordsOf(block.props, 'blog-posts'),
  )?.props as { posts?: BlogPost[] } | undefined
  const entity = page.entity && collections[page.entity.collection as CollectionName]
  // A list is told a shop's or a blog's by its records: while a collection's file is not JSON there may be none to
  // tell by, so what the list reads from the query is not judged until the file is fixed.
  const queriesUnknown =
    lists.some((count) => count !== undefined) &&
    !productList &&
    !postList &&
    Object.values(collections).some((collection) => collection.recordsUnknown)
  return {
    file,
    path: page.path,
    entity: page.entity && {
      param: page.entity.param,
      ids: (writtenIds.get(page.entity.collection) ?? []).map(String),
      idsUnknown: writtenIds.get(page.entity.collection) === undefined,
      noun: entity?.noun ?? 'record',
      notOut: recordsNotOutById.get(page.entity.collection),
    },
    pageNumber: page.pageNumber && { param: page.pageNumber.param, pageCount: page.pageNumber.pageCount },
    listPages: lists.find((count) => count !== undefined),
    categories: productList && productList.categoryFilter !== false ? productCategory.options : undefined,
    sorts: Array.isArray(productList?.sorts) ? productList.sorts.filter((sort) => typeof sort === 'string') : undefined,
    postFilters: postList?.posts && {
      category: postGroups(postList.posts, 'category').map((group) => group.value),
      tag: postGroups(postList.posts, 'tag').map((group) => group.value),
      month: postGroups(postList.posts, 'month').map((group) => group.value),
    },
    anchors: page.blocks.map((block) => block.id),
    hiddenAnchors: parsed.blocks.filter((block) => block.hidden).map((block) => block.id),
    // The search results read "?q=" and "?kind=" (src/search/search-path.ts).
    searchKinds: parsed.blocks.some((block) => !block.hidden && block.type === 'search-results') ? SEARCH_KINDS : undefined,
    queriesUnknown,
  }
}

/**
 * Whether a block's parsed props hold records of `collection`: a { "collection": … } reference resolves
 * to the collection's own record objects, as lists show them (src/data/collection-ref.ts), written or by default.
 */
function holdsRecordsOf(props: unknown, collection: CollectionName): boolean {
  const records = new Set<unknown>(
    (collections[collection].records as CollectionRecord<typeof collection>[]).map((record) => listedRecord(collection, record)),
  )
  return (
    typeof props === 'object' &&
    props !== null &&
    Object.values(props).some((value) => Array.isArray(value) && value.some((item) => records.has(item)))
  )
}

/**
 * Whether a block is on a phone's first screen at load: the first block, and the second unless the first
 * fills the screen (a hero). Such blocks load their pictures at once; the rest lazily.
 */
function isOnFirstScreen(blocks: readonly { type: string }[], index: number): boolean {
  if (index === 0) return true
  if (index > 1) return false
  return !definitionOf(blocks[0]?.type ?? '')?.fillsScreen
}

function definitionOf(type: string) {
  return blockRegistry.find((definition) => definition.type === type)
}

/**
 * The share picture of the first block that names a picture for the page (a hero's first scene), if that
 * picture has a file link previews can show (src/lib/art.ts); otherwise the site's picture is used.
 */
function blockSharePicture(blocks: readonly { type: string; props: unknown }[], publicDir: string): string | undefined {
  for (const block of blocks) {
    const picture = definitionOf(block.type)?.sharePicture?.(block.props as never)
    if (picture === undefined) continue
    const shared = sharePictureOf(picture)
    return shared && existsSync(join(publicDir, shared)) ? shared : undefined
  }
  return undefined
}

/** The breadcrumb step a block shows (the page banner's), if it shows one. */
function blockBreadcrumb(block: { type: string; props: unknown }): string | undefined {
  return definitionOf(block.type)?.breadcrumb?.(block.props as never)
}

/** The number of pages of a list block with pages (one that reads "?page=N"); undefined for other blocks. */
function listPageCount(blocks: readonly { id: string; type: string; props: unknown }[], listId: string): number | undefined {
  const list = blocks.find((block) => block.id === listId)
  if (!list) return undefined
  return definitionOf(list.type)?.pageCount?.(list.props as never)
}
