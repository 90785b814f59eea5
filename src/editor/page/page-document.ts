/**
 * The page being edited and every change the editor makes to it, as pure functions. A change returns a
 * new document and leaves the old one as it was, so undo is keeping the old one.
 * The page stays exactly what the file holds: keys keep their order, a new key goes where the schema
 * lists it, and a setting left at its default is not written.
 */
import type { JsonPath } from '#page-model/json-positions.ts'

export interface PageBlock {
  id: string
  type: string
  hidden?: boolean
  props?: Record<string, unknown>
  [key: string]: unknown
}

export interface PageValue {
  blocks: PageBlock[]
  [key: string]: unknown
}

/** Whether a value (e.g. a draft kept in the browser) has a page's shape. */
export function isPageValue(value: unknown): value is PageValue {
  return typeof value === 'object' && value !== null && Array.isArray((value as Partial<PageValue>).blocks)
}

/** The page, plus a key per block that stays with it while it moves or is renamed (for lists and selection). */
export interface EditorDoc {
  page: PageValue
  blockKeys: string[]
}

let keyCount = 0
const newBlockKey = () => `block-${++keyCount}`

export function openDoc(page: PageValue): EditorDoc {
  return { page, blockKeys: page.blocks.map(newBlockKey) }
}

function withBlocks(doc: EditorDoc, blocks: PageBlock[], blockKeys: string[]): EditorDoc {
  return { page: { ...doc.page, blocks }, blockKeys }
}

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list]
  const [item] = copy.splice(from, 1)
  copy.splice(to, 0, item!)
  return copy
}

export function moveBlock(doc: EditorDoc, from: number, to: number): EditorDoc {
  if (from === to) return doc
  return withBlocks(doc, moved(doc.page.blocks, from, to), moved(doc.blockKeys, from, to))
}

/** Hides or shows a block: `"hidden": true` where the schema puts it, or no "hidden" at all. */
export function setBlockHidden(doc: EditorDoc, index: number, hidden: boolean, blockKeyOrder: readonly string[]): EditorDoc {
  const blocks = [...doc.page.blocks]
  blocks[index] = withKey(blocks[index]!, 'hidden', hidden ? true : undefined, blockKeyOrder) as PageBlock
  return withBlocks(doc, blocks, doc.blockKeys)
}

export function insertBlock(doc: EditorDoc, index: number, block: PageBlock): EditorDoc {
  const blocks = [...doc.page.blocks]
  const blockKeys = [...doc.blockKeys]
  blocks.splice(index, 0, block)
  blockKeys.splice(index, 0, newBlockKey())
  return withBlocks(doc, blocks, blockKeys)
}

/** A copy of the block, with a new id, right after it. */
export function duplicateBlock(doc: EditorDoc, index: number): EditorDoc {
  const original = doc.page.blocks[index]!
  const copy = { ...structuredClone(original), id: freeBlockId(doc.page.blocks, `${original.id}-copy`) }
  return insertBlock(doc, index + 1, copy)
}

export function removeBlock(doc: EditorDoc, index: number): EditorDoc {
  return withBlocks(
    doc,
    doc.page.blocks.filter((_, i) => i !== index),
    doc.blockKeys.filter((_, i) => i !== index),
  )
}

/** A new block of a type, with an id no other block on the page has. */
export function newBlock(blocks: readonly PageBlock[], type: string, props: Record<string, unknown>): PageBlock {
  return { id: freeBlockId(blocks, type), type, props: structuredClone(props) }
}

/** `wanted` if no block has that id, else `wanted-2`, `wanted-3`… (ids are lower-case letters, digits and dashes). */
export function freeBlockId(blocks: readonly { id: unknown }[], wanted: string): string {
  const base =
    wanted
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^[^a-z]+|-+$/g, '') || 'block'
  const taken = new Set(blocks.map((block) => block.id))
  if (!taken.has(base)) return base
  let number = 2
  while (taken.has(`${base}-${number}`)) number++
  return `${base}-${number}`
}

export function valueAt(root: unknown, path: JsonPath): unknown {
  let value = root
  for (const part of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string | number, unknown>)[part]
  }
  return value
}

/**
 * Sets the value at a path in the page (undefined removes it). An object missing on the way is created;
 * a new key is placed as `keyOrder` (the schema's order of that object's properties) lists it.
 */
export function setValueAt(doc: EditorDoc, path: JsonPath, value: unknown, keyOrder: readonly string[] = []): EditorDoc {
  return { page: withValueAt(doc.page, path, value, keyOrder) as PageValue, blockKeys: doc.blockKeys }
}

/** A copy of `container` with the value at `path` set (see setValueAt). */
export function withValueAt(container: unknown, path: JsonPath, value: unknown, keyOrder: readonly string[]): unknown {
  const [head, ...rest] = path
  if (head === undefined) return value
  if (typeof head === 'number') {
    const list = Array.isArray(container) ? [...(container as unknown[])] : []
    list[head] = withValueAt(list[head], rest, value, keyOrder)
    return list
  }
  const object = isObject(container) ? container : {}
  const child = rest.length === 0 ? value : withValueAt(object[head], rest, value, keyOrder)
  return withKey(object, head, child, rest.length === 0 ? keyOrder : [])
}

/**
 * The object with `key` set to `value` (removed when undefined). An existing key keeps its place; a new
 * one goes before the first existing key that `keyOrder` lists after it, else last.
 */
export function withKey(object: Record<string, unknown>, key: string, value: unknown, keyOrder: readonly string[]) {
  if (value === undefined) {
    const { [key]: _removed, ...rest } = object
    return rest
  }
  if (Object.hasOwn(object, key)) return { ...object, [key]: value }
  const rank = keyOrder.indexOf(key)
  const keys = Object.keys(object)
  const before = rank < 0 ? -1 : keys.findIndex((existing) => keyOrder.indexOf(existing) > rank)
  const entries = Object.entries(object)
  entries.splice(before < 0 ? entries.length : before, 0, [key, value])
  return Object.fromEntries(entries)
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * The list entry a form path is in, as the preview's blocks know it: ["blocks", 0, "props", "slides", 1,
 * "title"] → slide 2 (index 1) of the first block's "slides". A record chosen in a collection reference
 * counts as its entry too: ["blocks", 2, "props", "projects", "ids", 3] → the fourth project shown.
 * Undefined for a path outside a block's list.
 */
export function entryAt(page: PageValue, path: JsonPath): { blockId: string; setting: string; index: number } | undefined {
  const [root, blockIndex, props, setting, ...rest] = path
  const block = typeof blockIndex === 'number' ? page.blocks[blockIndex] : undefined
  if (root !== 'blocks' || !block || props !== 'props' || typeof setting !== 'string') return undefined
  // [… "slides", 1, …] is a list's entry; [… "projects", "ids", 3] a record chosen in a collection reference.
  const [key, place] = rest
  const chosen = (key === 'ids' || key === 'items') && typeof place === 'number'
  const index = typeof key === 'number' ? key : chosen ? place : undefined
  return index === undefined ? undefined : { blockId: block.id, setting, index }
}

/** The collection a page is bound to ("entity": { "collection": "products", … }), if it is. */
export function entityCollectionOf(page: PageValue): string | undefined {
  const entity = page.entity
  return typeof entity === 'object' && entity !== null && 'collection' in entity && typeof entity.collection === 'string'
    ? entity.collection
    : undefined
}
