/**
 * Which places point at a record of data/: a block that picks it ({ "collection": "products", "ids": [3] }, or
 * "items" by its position), a link to its own page anywhere (/shop-single/3 in a page, in a menu of
 * data/site.json, in another data file such as a category tile's). The editor refuses to remove a record that
 * is still pointed at, and names each place (decision 204).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { collections, type CollectionName } from '#data/collections.ts'
import { pageFileNames, PAGES_DIR, SITE_FILE } from '#build/compile-site.ts'
import { describeRecordPath, describeSitePath } from '#build/validate-data-file.ts'
import { blockLabel } from '#page-model/block-names.ts'
import type { JsonPath } from '#page-model/json-positions.ts'
import { pathInWords } from '#page-model/problem.ts'
import type { RecordReference } from '#page-model/editor-api-types.ts'

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
    if (!list.some((known) => known.file === reference.file && known.label === reference.label)) list.push(reference)
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
  const positionId = (position: unknown): number | undefined => {
    const record = typeof position === 'number' ? recordsOnDisk[position - 1] : undefined
    const recordId = isObject(record) && typeof record.id === 'number' ? record.id : undefined
    return recordId !== undefined && wanted.has(recordId) ? recordId : undefined
  }

  for (const { name, value } of pages) {
    const file = `${PAGES_DIR}/${name}`
    const blocks = Array.isArray(value.blocks) ? value.blocks : []
    blocks.forEach((block: unknown, blockIndex) => {
      if (!isObject(block)) return
      const label = `${blockLabel(String(block.type))} (block ${blockIndex + 1}${typeof block.id === 'string' ? `, "${block.id}"` : ''})`
      walk(block.props, ['props'], (node, path) => {
        const reference = { file, label: `${label} → ${pathInWords(path.slice(1))}`, blockIndex, pageName: name }
        if (typeof node === 'string') {
          const recordId = linkedId(node)
          if (recordId !== undefined) add(recordId, reference)
        } else if (isObject(node) && node.collection === collection) {
          for (const recordId of Array.isArray(node.ids) ? node.ids : []) if (wanted.has(recordId)) add(recordId, reference)
          for (const position of Array.isArray(node.items) ? node.items : []) {
            const recordId = positionId(position)
            if (recordId !== undefined) add(recordId, reference)
          }
        }
      })
    })
  }

  const site = readJson(join(rootDir, SITE_FILE))
  walk(site, [], (node, path) => {
    const recordId = typeof node === 'string' ? linkedId(node) : undefined
    if (recordId !== undefined) add(recordId, { file: SITE_FILE, label: describeSitePath(site, path) })
  })
  for (const other of Object.values(collections)) {
    const value = readJson(join(rootDir, other.file))
    const describe = describeRecordPath(other)
    walk(value, [], (node, path) => {
      const recordId = typeof node === 'string' ? linkedId(node) : undefined
      if (recordId !== undefined) add(recordId, { file: other.file, label: describe(value, path) })
    })
  }
  return found
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
