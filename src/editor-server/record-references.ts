/**
 * Which places point at a record of data/: a block that picks it ({ "collection": "products", "ids": [3] }), a
 * pick by position that removing it would change ({ "first": 8 } or { "items": [9, 10] }, written or a block's
 * default: every later record moves up one place), a link to its own page anywhere (/shop-single/3 in a page, in
 * a menu of data/site.json, in another data file such as a category tile's, in a post's text in
 * data/blog-posts/<id>.md). The editor refuses to remove a record that is still pointed at, and names each
 * place (decision 204).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { collections, type CollectionName } from '#data/collections.ts'
import type { CollectionRef } from '#data/collection-ref.ts'
import { siteSchema } from '#data/site-schema.ts'
import { pageFileNames, pageValidator, PAGES_DIR, SITE_FILE } from '#build/compile-site.ts'
import { recordJsonSchema, siteJsonSchema } from '#build/json-schema-file.ts'
import { postBodyLinks } from '#build/post-bodies.ts'
import { objectFields, walkWithSchema } from '#build/schema-walk.ts'
import { describeRecordPath, describeSitePath } from '#build/validate-data-file.ts'
import { blockLabel } from '#page-model/block-names.ts'
import { placeInWords } from '#page-model/field-changes.ts'
import type { JsonSchema } from '#page-model/json-schema.ts'
import { blockPropsSchema } from '#page-model/schema-fields.ts'
import type { JsonPath } from '#page-model/json-positions.ts'
import { POST_BODIES_DIR } from '#page-model/post-body.ts'
import { pathInWords } from '#page-model/problem.ts'
import type { RecordReference } from '#page-model/editor-api-types.ts'
import { contentPlace, recordPlace } from './content-places.ts'
import type { z } from 'zod'

type Json = Record<string, unknown>

/** Every place in the site's files that points at record `id` of `collection`. */
export function recordReferences(rootDir: string, collection: CollectionName, id: number): RecordReference[] {
  return referencesToRecords(rootDir, collection, [id]).get(id) ?? []
}

/**
 * The places pointing at each of `ids` (records of `collection`, as the files on disk hold them), by id;
 * an id nothing points at has no entry. Files that are not valid JSON are skipped: they point nowhere yet.
 */
export function referencesToRecords(
  rootDir: string,
  collection: CollectionName,
  ids: readonly number[],
  recordsOnDisk: readonly unknown[] = readRecords(rootDir, collection),
): Map<number, RecordReference[]> {
  const found = new Map<number, RecordReference[]>()
  if (ids.length === 0) return found
  const wanted = new Set(ids)
  const add = (recordId: number, reference: RecordReference) => {
    const list = found.get(recordId) ?? []
    // Named by the page, record or settings it is in (the file only under Details).
    const place = reference.place ?? contentPlace(rootDir, reference.file)
    if (!list.some((known) => known.file === reference.file && known.path === reference.path && known.label === reference.label))
      list.push({ ...reference, place })
    found.set(recordId, list)
  }
  const pages = pageFileNames(rootDir).flatMap((name) => {
    const value = readJson(join(rootDir, PAGES_DIR, name))
    return isObject(value) ? [{ name, value }] : []
  })
  const linkTarget = recordLinkReader(
    pages.map((page) => page.value),
    collection,
  )
  const linkedId = (text: string): number | undefined => {
    const recordId = linkTarget(text)
    return recordId !== undefined && wanted.has(recordId) ? recordId : undefined
  }
  const picked = recordPicks(collection, recordsOnDisk, wanted)
  const pageSchema = pageValidator().jsonSchema as JsonSchema

  for (const { name, value } of pages) {
    const file = `${PAGES_DIR}/${name}`
    // In words by the block's own field titles ("the products in the Product grid (block 5)"); its path under Details.
    const where = (path: JsonPath) => {
      const [, blockIndex, , ...inProps] = path
      const block = (value.blocks as unknown[])[blockIndex as number] as Json
      const type = String(block.type)
      const field = placeInWords(blockPropsSchema(pageSchema, type), block.props, inProps)
      const label = `${field} in the ${blockLabel(type)} (block ${(blockIndex as number) + 1})`
      const id = typeof block.id === 'string' ? ` (${type} "${block.id}")` : ''
      return {
        file,
        label,
        path: `blocks[${blockIndex as number}]${id} → props.${pathInWords(inProps)}`,
        blockIndex: blockIndex as number,
        pageName: name,
      }
    }
    walk(value.blocks, ['blocks'], (node, path) => {
      const recordId = typeof node === 'string' && path.length > 3 ? linkedId(node) : undefined
      if (recordId !== undefined) add(recordId, where(path))
    })
    for (const pick of findPicks(pageValidator().zodSchema, value, collection)) {
      if (pick.path[0] !== 'blocks' || pick.path.length < 3) continue
      const reference = where(pick.path)
      for (const { id, why } of picked(pick)) add(id, { ...reference, label: `${reference.label}${why}` })
    }
  }

  const site = readJson(join(rootDir, SITE_FILE))
  const siteSchemaInJson = siteJsonSchema() as JsonSchema
  const inSite = (path: JsonPath) => ({
    file: SITE_FILE,
    label: placeInWords(siteSchemaInJson, site, path),
    path: describeSitePath(site, path),
  })
  walk(site, [], (node, path) => {
    const recordId = typeof node === 'string' ? linkedId(node) : undefined
    if (recordId !== undefined) add(recordId, inSite(path))
  })
  for (const pick of findPicks(siteSchema, site, collection))
    for (const { id, why } of picked(pick)) {
      const reference = inSite(pick.path)
      add(id, { ...reference, label: `${reference.label}${why}` })
    }
  for (const other of Object.values(collections)) {
    const value = readJson(join(rootDir, other.file))
    const describe = describeRecordPath(other)
    const recordSchema = recordJsonSchema(other) as JsonSchema
    walk(value, [], (node, path) => {
      const recordId = typeof node === 'string' ? linkedId(node) : undefined
      if (recordId !== undefined) {
        const records = typeof path[1] === 'number' ? (value as Json)[other.name] : undefined
        const record: unknown = Array.isArray(records) ? records[path[1] as number] : undefined
        const place = recordPlace(other.name, record)
        add(recordId, {
          file: other.file,
          label: placeInWords(recordSchema, record, path.slice(2)),
          path: describe(value, path),
          place,
        })
      }
    })
  }
  for (const body of postBodies(rootDir))
    for (const { href, line } of postBodyLinks(body.text)) {
      const recordId = linkedId(href)
      if (recordId !== undefined)
        add(recordId, { file: body.file, label: `the link on line ${line}`, path: `${body.post} → the link on line ${line}` })
    }
  return found
}

/** A pick of records written in a file (or a block's default), with where it is. */
interface Pick {
  path: JsonPath
  ref: CollectionRef
  isDefault: boolean
}

/** Every { "collection": … } of `collection` in `value`, found through its schema, defaults included. */
function findPicks(schema: z.ZodType, value: unknown, collection: CollectionName): Pick[] {
  const picks: Pick[] = []
  walkWithSchema(schema, value, (node, data, path, isDefault) => {
    if (objectFields(node)?.includes('collection') && isObject(data) && data.collection === collection)
      picks.push({ path, ref: data as unknown as CollectionRef, isDefault })
  })
  return picks
}

/**
 * The wanted records a pick depends on, each with why, as words after its place: picked by id; or picked by
 * position, when the record is at or before the last position picked (removing it moves every later record up).
 */
function recordPicks(collection: CollectionName, records: readonly unknown[], wanted: ReadonlySet<number>) {
  const plural = collection.replace(/-/g, ' ')
  const positions = new Map(
    records.flatMap((record, index) => (isObject(record) && typeof record.id === 'number' ? [[record.id, index + 1]] : [])),
  )
  return ({ ref, isDefault }: Pick): { id: number; why: string }[] => {
    if (ref.ids) {
      const why = isDefault ? ' (by default)' : ''
      return ref.ids.filter((id) => wanted.has(id)).map((id) => ({ id, why }))
    }
    const last = ref.first ?? (ref.items ? Math.max(...ref.items) : undefined)
    if (last === undefined) return []
    const byDefault = isDefault ? ', by default' : ''
    const why =
      ref.first !== undefined
        ? ` (the first ${ref.first} ${plural}${byDefault}, by position: removing one moves the next one in; to keep them, choose them as “Chosen records”)`
        : ` (the ${plural} at ${positionsInWords(ref.items!)}${byDefault}: removing one at or before them moves them; to keep them, choose them as “Chosen records”)`
    return [...wanted].filter((id) => (positions.get(id) ?? Infinity) <= last).map((id) => ({ id, why }))
  }
}

/** "positions 9–16" for a run, "positions 2 and 5" otherwise, "position 1" for one. */
function positionsInWords(positions: readonly number[]): string {
  if (positions.length === 1) return `position ${positions[0]}`
  const run = positions.every((position, index) => index === 0 || position === positions[index - 1]! + 1)
  if (run) return `positions ${positions[0]}–${positions.at(-1)}`
  return `positions ${positions.slice(0, -1).join(', ')} and ${positions.at(-1)}`
}

/** The posts' own texts (data/blog-posts/<id>.md), each named as messages name its post. */
function postBodies(rootDir: string): { file: string; post: string; text: string }[] {
  const dir = join(rootDir, POST_BODIES_DIR)
  if (!existsSync(dir)) return []
  const posts = readRecords(rootDir, 'blog-posts')
  const describe = describeRecordPath(collections['blog-posts'])
  return readdirSync(dir)
    .filter((name) => /^[1-9]\d*\.md$/.test(name))
    .map((name) => {
      const index = posts.findIndex((post) => isObject(post) && post.id === Number(name.slice(0, -3)))
      return {
        file: `${POST_BODIES_DIR}/${name}`,
        post: index >= 0 ? describe({ 'blog-posts': posts }, ['blog-posts', index]) : `post ${name.slice(0, -3)}`,
        text: readFileSync(join(dir, name), 'utf8'),
      }
    })
}

/**
 * The record id a link leads to, for links to one record's page: "/shop-single/3" or "/shop-single-thumb/3?tab=2"
 * give 3 for products; undefined for every other link, and always when no page shows the collection's records.
 */
function recordLinkReader(pages: readonly Json[], collection: CollectionName): (text: string) => number | undefined {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const alternatives = pages.flatMap((page) => {
    const entity = page.entity
    if (!isObject(entity) || entity.collection !== collection || typeof page.path !== 'string') return []
    const param = `:${String(entity.param)}`
    const at = page.path.indexOf(param)
    return at < 0 ? [] : [`${escape(page.path.slice(0, at))}(\\d+)${escape(page.path.slice(at + param.length))}`]
  })
  if (alternatives.length === 0) return () => undefined
  const pattern = new RegExp(`^(?:${alternatives.join('|')})(?:[?#].*)?$`)
  return (text) => {
    const id = pattern
      .exec(text)
      ?.slice(1)
      .find((group) => group !== undefined)
    return id === undefined ? undefined : Number(id)
  }
}

function readRecords(rootDir: string, collection: CollectionName): unknown[] {
  const value = readJson(join(rootDir, collections[collection].file))
  const records = isObject(value) ? value[collection] : undefined
  return Array.isArray(records) ? records : []
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown
  } catch {
    return undefined
  }
}

/** Calls `visit` on every value inside `value` (itself included), with its path. */
function walk(value: unknown, path: JsonPath, visit: (node: unknown, path: JsonPath) => void): void {
  visit(value, path)
  if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index], visit))
  else if (isObject(value)) for (const [key, item] of Object.entries(value)) walk(item, [...path, key], visit)
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
