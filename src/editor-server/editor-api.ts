/**
 * The page editor's operations on the site's files, for the dev-server endpoint (editor-endpoint.ts):
 * list and open page files, describe the blocks and pickers, check a draft and save it. Drafts go
 * through compileSite, the pipeline `npm run validate` and the build use, so the editor shows the very
 * same problems, and a page with problems is never written.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { findNodeAtOffset, getNodePath, parseTree } from 'jsonc-parser'
import { z } from 'zod'
import { blockRegistry } from '#blocks/registry.ts'
import { fillFromRecord } from '#app/entity-context.ts'
import type { CompiledPage } from '#page-model/site-types.ts'
import { collections } from '#data/collections.ts'
import { siteSchema } from '#data/site-schema.ts'
import { imagePath, priceText, sitePath } from '#data/schemas.ts'
import { compileSite, pageFileNames, pageValidator, PAGES_DIR } from '#build/compile-site.ts'
import { entityCollections } from '#page-model/define-block.ts'
import type { JsonPath } from '#page-model/json-positions.ts'
import type { JsonSchema } from '#page-model/json-schema.ts'
import { blockPropsSchema } from '#page-model/schema-fields.ts'
import { formatProblem, type Problem } from '#page-model/problem.ts'
import { fillParam, routePaths } from '#page-model/route-paths.ts'
import type {
  CheckRequest,
  CheckResult,
  EditorCatalogue,
  EditorProblem,
  OpenedPageFile,
  PageFileSummary,
  PreviewAddress,
  RecordChoice,
  SaveRequest,
  SaveResult,
} from '#page-model/editor-api-types.ts'
import { contentPlace } from './content-places.ts'
import { EditorRequestError, wouldHaveProblems } from './editor-request-error.ts'
import { pageFilePath } from './page-file-access.ts'
import { fileVersion, writeIfUnchanged } from './site-file-writes.ts'
import { PICTURE_FOLDERS } from './picture-upload.ts'
import { printPageFile } from './print-page-file.ts'
import { recordPageName } from './record-page-name.ts'
import { readFarmFacts } from '#data/farm-facts.ts'

export function listPageFiles(rootDir: string): PageFileSummary[] {
  const pageSchema = pageValidator().jsonSchema as JsonSchema
  return pageFileNames(rootDir).map((name) => {
    let page: { path?: unknown; title?: unknown; entity?: unknown; canonical?: unknown; blocks?: unknown } = {}
    try {
      page = JSON.parse(readFileSync(join(rootDir, PAGES_DIR, name), 'utf8')) as typeof page
    } catch {
      // A file that is not JSON is still listed; opening it shows where the syntax breaks.
    }
    const entity = page.entity as { collection?: unknown; param?: unknown } | undefined
    return {
      name,
      path: typeof page.path === 'string' ? page.path : undefined,
      title: typeof page.title === 'string' ? page.title : undefined,
      ...(typeof entity?.collection === 'string' && typeof entity.param === 'string'
        ? { entity: { collection: entity.collection, param: entity.param } }
        : {}),
      ...(typeof page.canonical === 'string' ? { canonical: page.canonical } : {}),
      recordPage: recordPageName(page),
      lists: Array.isArray(page.blocks) ? collectionsListed(page.blocks, pageSchema) : [],
    }
  })
}

/**
 * The collections a page's blocks list records of: every { "collection": … } in their settings, and the
 * defaults of the settings the file leaves out (the shop's catalogue lists products by default).
 */
function collectionsListed(blocks: unknown[], pageSchema: JsonSchema): string[] {
  const found = new Set<string>()
  const search = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(search)
    else if (typeof value === 'object' && value !== null) {
      const { collection } = value as { collection?: unknown }
      if (typeof collection === 'string') found.add(collection)
      Object.values(value).forEach(search)
    }
  }
  for (const block of blocks) {
    const { type, props = {} } = block as { type?: unknown; props?: Record<string, unknown> }
    const settings = typeof type === 'string' ? blockPropsSchema(pageSchema, type)?.properties : undefined
    for (const [key, setting] of Object.entries(settings ?? {})) if (props[key] === undefined) search(setting.default)
    search(props)
  }
  return [...found]
}

export function editorCatalogue(rootDir: string): EditorCatalogue {
  const site = compileSite(rootDir)
  return {
    pageSchema: pageValidator().jsonSchema as Record<string, unknown>,
    blocks: blockRegistry.map((definition) => ({
      type: definition.type,
      description: definition.description,
      example: exampleProps(definition),
      entity: [...entityCollections(definition)],
    })),
    pictures: listPictures(rootDir),
    pictureFolders: Object.keys(PICTURE_FOLDERS),
    entityPages: entityPagesOf(site.pages),
    links: site.pages.flatMap(linkChoices),
    collections: Object.fromEntries(
      Object.entries(collections).map(([name, collection]) => [
        name,
        (collection.records as Record<string, unknown>[]).map(recordChoice),
      ]),
    ),
    fieldPatterns: { picture: patternOf(imagePath), link: patternOf(sitePath), money: patternOf(priceText) },
    facts: readFarmFacts(rootDir),
    siteName: site.site?.name ?? '',
    siteSchema: z.toJSONSchema(siteSchema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>,
  }
}

/** Site paths of the pictures in public/art a page may name: not the "@2x" and "@720w" partners the site pairs with them itself. */
export function listPictures(rootDir: string): string[] {
  return filesIn(join(rootDir, 'public'), 'art').filter((file) => new RegExp(patternOf(imagePath)).test(file))
}

export function openPageFile(rootDir: string, name: unknown): OpenedPageFile {
  const file = pageFilePath(rootDir, name)
  if (!existsSync(file)) throw new EditorRequestError(404, `${PAGES_DIR}/${String(name)} does not exist.`)
  const text = readFileSync(file, 'utf8')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    value = undefined
  }
  const relativeFile = relative(rootDir, file)
  const site = compileSite(rootDir)
  const problems = site.problems.filter((problem) => problem.file === relativeFile).map((problem) => withPath(problem, text))
  return { name: String(name), text, version: fileVersion(text), value, problems, preview: previewOf(site.pages, String(name)) }
}

/**
 * A compiled page and the addresses it is shown at: the first record's first (for "/shop-single/:id"), each
 * named by its record, so an editor can check a shared text on a record that has none of its own.
 */
function previewOf(pages: readonly CompiledPage[], name: string): CheckResult['preview'] {
  const page = pages.find((candidate) => candidate.name === name.replace(/\.json$/, ''))
  if (!page) return undefined
  const addresses = previewAddresses(page)
  return addresses.length > 0 ? { page, addresses } : undefined
}

/** Every address of a page, named by its record's name (or title) on an entity page, by its number on a numbered list. */
export function previewAddresses(page: CompiledPage): PreviewAddress[] {
  const { entity, pageNumber } = page
  if (entity && !pageNumber) {
    return Object.entries(entity.records).map(([id, { name, title }]) => {
      const url = fillParam(page.path, entity.param, id)
      // A person's name before their title (a farmer's title is "Farmer of tomatoes").
      const named = typeof name === 'string' ? name : typeof title === 'string' ? title : undefined
      return { url, label: named ? `${named} · ${url}` : url }
    })
  }
  if (pageNumber && !entity) {
    // "/blog-standard/:page?": page 1 is "/blog-standard", as the site links to it.
    const optional = page.path.includes(`:${pageNumber.param}?`)
    return Array.from({ length: pageNumber.pageCount }, (_, index) => {
      const url = fillParam(page.path, pageNumber.param, index === 0 && optional ? undefined : String(index + 1))
      return { url, label: `Page ${index + 1} · ${url}` }
    })
  }
  return routePaths(page).map((url) => ({ url, label: url }))
}

/** The draft printed as its file would be, its problems and, when it compiles, the page to preview. */
export async function checkDraft(rootDir: string, request: CheckRequest): Promise<CheckResult & { text: string }> {
  const file = pageFilePath(rootDir, request.name)
  if (typeof request.page !== 'object' || request.page === null || Array.isArray(request.page))
    throw new EditorRequestError(400, 'Refused: the request holds no page (expected a JSON object under "page").')
  const onDisk = existsSync(file) ? readFileSync(file, 'utf8') : undefined
  const layout = onDisk ?? (request.layoutFrom ? readFileSync(pageFilePath(rootDir, request.layoutFrom), 'utf8') : undefined)
  const text = await printPageFile(file, layout, request.page)

  const relativeFile = relative(rootDir, file)
  const draft = compileSite(rootDir, { pageDrafts: { [request.name]: text } })
  const before = new Set(compileSite(rootDir).problems.map(formatProblem))
  // Problems of this file, and any the draft causes elsewhere (another page that now has the same path).
  const problems = draft.problems
    .filter((problem) => problem.file === relativeFile || !before.has(formatProblem(problem)))
    .map((problem) => (problem.file === relativeFile ? withPath(problem, text) : inOtherFile(rootDir, problem)))
  const dataProblems = draft.problems
    .filter((problem) => problem.file.startsWith('data/') && before.has(formatProblem(problem)))
    .map((problem) => inOtherFile(rootDir, problem))
  return { text, problems, dataProblems, preview: previewOf(draft.pages, request.name) }
}

/** Writes the draft, if it validates and the file has not changed on disk since the editor opened it. */
export async function saveDraft(rootDir: string, request: SaveRequest): Promise<SaveResult> {
  const file = pageFilePath(rootDir, request.name)
  const onDisk = existsSync(file) ? readFileSync(file, 'utf8') : undefined
  if (request.version === undefined && onDisk !== undefined)
    throw new EditorRequestError(409, 'Refused: that page already exists; choose another address.')
  if (request.version !== undefined && onDisk === undefined)
    throw new EditorRequestError(409, 'Refused: this page was deleted since you opened it; nothing was written.')
  if (request.version !== undefined && onDisk !== undefined && fileVersion(onDisk) !== request.version)
    throw new EditorRequestError(
      409,
      'Refused: this page was changed elsewhere since you opened it; nothing was written. Load it again to see the other change.',
      undefined,
      fileVersion(onDisk),
    )
  const { text, problems } = await checkDraft(rootDir, request)
  if (problems.length > 0) {
    throw wouldHaveProblems('the page', problems)
  }
  // The check took a while: the file is compared again at the moment it is written.
  const outcome = writeIfUnchanged(rootDir, `${PAGES_DIR}/${request.name}`, text, request.version)
  if (!outcome.written) {
    const now = outcome.onDisk
    throw new EditorRequestError(
      409,
      now === undefined
        ? 'Refused: this page was deleted while it was being saved; nothing was written.'
        : request.version === undefined
          ? 'Refused: a page with this address was made elsewhere while it was being saved; nothing was written. Choose another address.'
          : 'Refused: this page was changed elsewhere while it was being saved; nothing was written. Load it again to see the other change.',
      undefined,
      now === undefined ? undefined : fileVersion(now),
    )
  }
  return { name: request.name, text, version: fileVersion(text) }
}

/** A problem in another file than the page edited, named by the page, record or settings it is in. */
function inOtherFile(rootDir: string, problem: Problem): EditorProblem {
  return { ...problem, printed: formatProblem(problem), path: [], place: contentPlace(rootDir, problem.file, problem.line) }
}

/** A problem of the draft, with the place in the page value its line and column point at. */
export function withPath(problem: Problem, text: string): EditorProblem {
  const root = parseTree(text)
  const node = root && findNodeAtOffset(root, offsetOf(text, problem.line, problem.column), true)
  const path: JsonPath = node ? getNodePath(node) : []
  return { ...problem, printed: formatProblem(problem), path }
}

function offsetOf(text: string, line: number, column: number): number {
  let offset = 0
  for (let current = 1; current < line; current++) offset = text.indexOf('\n', offset) + 1
  return offset + column - 1
}

/** The props a newly added block starts with: the example its definition declares (blocks/<type>/index.ts). */
function exampleProps(definition: (typeof blockRegistry)[number]): Record<string, unknown> {
  return structuredClone(definition.example as Record<string, unknown>)
}

/** Site paths of every file under public/<folder>, e.g. "/art/products/pears.webp". */
function filesIn(publicDir: string, folder: string): string[] {
  const found: string[] = []
  for (const entry of readdirSync(join(publicDir, folder), { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`
    if (entry.isDirectory()) found.push(...filesIn(publicDir, path))
    else found.push(`/${path}`)
  }
  return found.sort()
}

function linkChoices(page: CompiledPage) {
  return routePaths(page).map((href) => {
    const id = page.entity && href.split('/').at(-1)
    const record = id !== undefined ? page.entity?.records[id] : undefined
    return { href, label: fillFromRecord(page.title, record).split(' | ')[0]! }
  })
}

function entityPagesOf(pages: readonly CompiledPage[]): Record<string, string[]> {
  const bound: Record<string, string[]> = {}
  for (const page of pages) {
    if (page.entity) (bound[page.entity.collection] ??= []).push(`${page.name}.json`)
  }
  return bound
}

function recordChoice(record: Record<string, unknown>): RecordChoice {
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : undefined)
  return {
    id: record.id as number,
    // People, brands and categories have a name (a farmer's "title" is their role); the rest a title.
    title: text('name') ?? text('title') ?? `Record ${String(record.id)}`,
    thumb: text('thumb') ?? text('logo'),
  }
}

function patternOf(schema: z.ZodType): string {
  const { pattern } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { pattern?: string }
  if (!pattern) throw new Error('expected a string schema with a pattern')
  return pattern
}
