/**
 * What changed in the site's content files, in plain words, from the committed and the current text of each
 * file (decision 252): "Strawberries: price $6.50 → $5.50", "New post: First Frost on the Kale",
 * "/home-2: 2 blocks moved, 1 hidden", "2 new pictures". The Publish screen lists these lines and prefills
 * the commit message with them; History compares two versions of a page or a record with `fieldChanges`.
 * Pure: no files, no git.
 */
import { collections, type CollectionName } from '#data/collections.ts'
import { PAGES_DIR, pageValidator, SITE_FILE } from '#build/compile-site.ts'
import { recordJsonSchema, siteJsonSchema } from '#build/json-schema-file.ts'
import { asRow, counted, fieldChanges, fieldName, inSentence, NONE } from '#page-model/field-changes.ts'
import type { JsonSchema } from '#page-model/json-schema.ts'
import { recordPageName } from './record-page-name.ts'

/** One content file as it was at the last publish (undefined: new) and as it is now (undefined: deleted). */
export interface FileVersions {
  path: string
  before: string | undefined
  after: string | undefined
}

type Row = Record<string, unknown>

const PICTURES_DIR = 'public/art/'
const POST_TEXT = /^data\/blog-posts\/(\d+)\.md$/

/** The plain-words lines for a set of changed content files, pictures counted together at the end. */
export function describeChanges(files: readonly FileVersions[]): string[] {
  const lines: string[] = []
  const pictures = { added: 0, replaced: 0, removed: 0 }
  const newPostIds = new Set<number>()
  const postTitles = new Map<number, string>()
  const posts = files.find((file) => file.path === collections['blog-posts'].file)
  for (const record of recordsOf(posts?.after, 'blog-posts')) {
    if (typeof record.id === 'number') postTitles.set(record.id, textOf(record.title))
  }
  for (const file of files) {
    if (file.path.startsWith(PICTURES_DIR)) {
      pictures[file.before === undefined ? 'added' : file.after === undefined ? 'removed' : 'replaced'] += 1
      continue
    }
    const collection = collectionOfFile(file.path)
    if (collection) {
      const described = describeRecords(collection, file)
      described.newIds.forEach((id) => newPostIds.add(id))
      lines.push(...described.lines)
    } else if (file.path.startsWith(`${PAGES_DIR}/`)) lines.push(describePage(file))
    else if (file.path === SITE_FILE)
      lines.push(`Settings: ${changedLabels(parse(file.before), parse(file.after), siteJsonSchema() as JsonSchema)}`)
  }
  for (const file of files) {
    const postId = Number(POST_TEXT.exec(file.path)?.[1])
    if (!postId || (newPostIds.has(postId) && file.before === undefined)) continue
    const title = postTitles.get(postId) ?? `Post ${postId}`
    lines.push(file.after === undefined ? `${title}: text removed` : `${title}: text changed`)
  }
  // The pictures' descriptions (data/picture-alts.json) travel with the pictures; alone, they get a line.
  const alts = files.some((file) => file.path === 'data/picture-alts.json')
  const pictureTotal = pictures.added + pictures.replaced + pictures.removed
  if (pictures.added) lines.push(counted(pictures.added, 'new picture', 'new pictures'))
  if (pictures.replaced) lines.push(counted(pictures.replaced, 'picture replaced', 'pictures replaced'))
  if (pictures.removed) lines.push(counted(pictures.removed, 'picture removed', 'pictures removed'))
  if (alts && pictureTotal === 0) lines.push('Descriptions of pictures changed')
  const known = new Set([SITE_FILE, 'data/picture-alts.json'])
  for (const file of files) {
    const explained =
      file.path.startsWith(PICTURES_DIR) ||
      collectionOfFile(file.path) ||
      file.path.startsWith(`${PAGES_DIR}/`) ||
      POST_TEXT.test(file.path) ||
      known.has(file.path)
    if (!explained)
      lines.push(`${file.path} ${file.after === undefined ? 'removed' : file.before === undefined ? 'added' : 'changed'}`)
  }
  return lines
}

/** The collection whose file this is ("data/products.json" → "products"), if any. */
export function collectionOfFile(path: string): CollectionName | undefined {
  return (Object.keys(collections) as CollectionName[]).find((name) => collections[name].file === path)
}

/** The records a collection file's text holds ([] when it does not parse). */
export function recordsOf(text: string | undefined, collection: CollectionName): Row[] {
  const list = (parse(text) as Row | undefined)?.[collection]
  return Array.isArray(list) ? list.filter((record): record is Row => typeof record === 'object' && record !== null) : []
}

function describeRecords(collection: CollectionName, file: FileVersions): { lines: string[]; newIds: number[] } {
  const { noun, titleField } = collections[collection]
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1)
  const before = new Map(recordsOf(file.before, collection).map((record) => [record.id, record]))
  const after = recordsOf(file.after, collection)
  const lines: string[] = []
  const newIds: number[] = []
  const title = (record: Row) => textOf(record[titleField]) || `${Noun} ${String(record.id)}`
  for (const record of after) {
    const old = before.get(record.id)
    before.delete(record.id)
    if (!old) {
      lines.push(`New ${noun}: ${title(record)}`)
      if (typeof record.id === 'number') newIds.push(record.id)
    } else if (JSON.stringify(old) !== JSON.stringify(record)) {
      // Fields named by the record's schema, as its form and History name them.
      const changes = fieldChanges(old, record, recordJsonSchema(collections[collection]) as JsonSchema)
      const words = changes.map(({ label: field, before: was, after: now }) => {
        const label = inSentence(field)
        // A list that changed inside reads the same before and after ("1 item"): it is said changed.
        if (was !== NONE && now !== NONE && was !== now && isShort(was) && isShort(now)) return `${label} ${was} → ${now}`
        return `${label} ${was === NONE ? 'added' : now === NONE ? 'removed' : 'changed'}`
      })
      lines.push(`${title(record)}: ${words.join(', ')}`)
    }
  }
  for (const record of before.values()) lines.push(`${Noun} deleted: ${title(record)}`)
  return { lines, newIds }
}

function describePage(file: FileVersions): string {
  const before = parse(file.before) as Row | undefined
  const after = parse(file.after) as Row | undefined
  const name = file.path.slice(PAGES_DIR.length + 1)
  // A page about each record by what it is ("Each post’s page (blog single)"), not its address's pattern.
  const path = (page: Row | undefined) => recordPageName(page) ?? (typeof page?.path === 'string' ? page.path : name)
  if (!before) return `New page: ${path(after)}`
  if (!after) return `Page removed: ${path(before)}`
  const parts = blockChanges(blocksOf(before), blocksOf(after))
  const fields = changedFieldNames(withoutBlocks(before), withoutBlocks(after), pageValidator().jsonSchema as JsonSchema)
  if (fields.length) parts.push(`${fields.join(', ')} changed`)
  return `${path(after)}: ${parts.join(', ') || 'changed'}`
}

/** "2 blocks moved, 1 hidden": blocks are matched by their id. */
function blockChanges(before: Row[], after: Row[]): string[] {
  const oldById = new Map(before.map((block, index) => [block.id, { block, index }]))
  const newIds = new Set(after.map((block) => block.id))
  let added = 0
  let hidden = 0
  let shown = 0
  let changed = 0
  const keptOrder: number[] = []
  for (const block of after) {
    const old = oldById.get(block.id)
    if (!old) {
      added += 1
      continue
    }
    keptOrder.push(old.index)
    if (block.hidden === true && old.block.hidden !== true) hidden += 1
    else if (block.hidden !== true && old.block.hidden === true) shown += 1
    const { hidden: _a, ...rest } = block
    const { hidden: _b, ...oldRest } = old.block
    if (JSON.stringify(rest) !== JSON.stringify(oldRest)) changed += 1
  }
  const removed = before.filter((block) => !newIds.has(block.id)).length
  const moved = keptOrder.length - longestIncreasingRun(keptOrder)
  const counts: [number, string][] = [
    [added, 'added'],
    [moved, 'moved'],
    [hidden, 'hidden'],
    [shown, 'shown again'],
    [changed, 'changed'],
    [removed, 'removed'],
  ]
  // "block" is said once, on the first count: "1 block added, 2 moved".
  return counts
    .filter(([count]) => count > 0)
    .map(([count, what], index) => (index === 0 ? `${counted(count, 'block', 'blocks')} ${what}` : `${count} ${what}`))
}

/** How many blocks kept their order: the length of the longest increasing subsequence of their old places. */
function longestIncreasingRun(order: number[]): number {
  const tails: number[] = []
  for (const value of order) {
    let low = 0
    let high = tails.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (tails[middle]! < value) low = middle + 1
      else high = middle
    }
    tails[low] = value
  }
  return tails.length
}

function changedLabels(before: unknown, after: unknown, schema: JsonSchema): string {
  const names = changedFieldNames(asRow(before) ?? {}, asRow(after) ?? {}, schema)
  return names.length ? `${names.join(', ')} changed` : 'changed'
}

function changedFieldNames(before: Row, after: Row, schema: JsonSchema): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((key) => key !== '$schema' && JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => inSentence(fieldName(key, schema)))
}

function withoutBlocks(page: Row): Row {
  const { blocks: _blocks, ...rest } = page
  return rest
}

function blocksOf(page: Row): Row[] {
  return Array.isArray(page.blocks) ? (page.blocks as Row[]) : []
}

function parse(text: string | undefined): unknown {
  if (text === undefined) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

function isShort(text: string): boolean {
  return text.length <= 40
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}
