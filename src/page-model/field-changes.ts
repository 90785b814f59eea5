/**
 * The fields that differ between two versions of a record, a page or the settings, in plain words, for the
 * editor's History (side by side) and the Publish screen's list (change-summary.ts). Shared by the browser and
 * the dev server: plain values only. Given the file's JSON Schema, a field is named by its title as the form
 * names it ("Farmer’s story", not "member data").
 */
import type { JsonPath } from './json-positions.ts'
import type { JsonSchema } from './json-schema.ts'
import { blockSchema, fieldLabel } from './schema-fields.ts'

/** One field that differs between two versions, its values as short text ("—" where it has none). */
export interface FieldChange {
  label: string
  before: string
  after: string
}

type Row = Record<string, unknown>

export const NONE = '—'

/**
 * The fields that differ between two versions of a record, page or settings, in plain words: nested objects are
 * followed ("additional info"), lists and blocks are compared as a whole or by block id ("Block “faq”: items").
 * Each field is named as the form names it: by its title in `schema` (the record's or the page file's) where it
 * has one, else from its key.
 */
export function fieldChanges(before: unknown, after: unknown, schema?: JsonSchema, prefix = ''): FieldChange[] {
  const oldRow = asRow(before)
  const newRow = asRow(after)
  if (!oldRow || !newRow) {
    return JSON.stringify(before) === JSON.stringify(after)
      ? []
      : [{ label: prefix || 'Value', before: shortText(before), after: shortText(after) }]
  }
  const keys = [...new Set([...Object.keys(oldRow), ...Object.keys(newRow)])].filter((key) => key !== '$schema')
  return keys.flatMap((key) => {
    const fieldSchema = schema?.properties?.[key]
    const name = fieldName(key, schema)
    const label = prefix ? `${prefix}: ${name}` : name
    if (key === 'blocks' && Array.isArray(oldRow[key]) && Array.isArray(newRow[key]))
      return blockFieldChanges(oldRow[key] as Row[], newRow[key] as Row[], schema)
    if (JSON.stringify(oldRow[key]) === JSON.stringify(newRow[key])) return []
    if (asRow(oldRow[key]) && asRow(newRow[key])) return fieldChanges(oldRow[key], newRow[key], fieldSchema, label)
    return [{ label, before: shortText(oldRow[key]), after: shortText(newRow[key]) }]
  })
}

/** Blocks matched by id; a block's settings ("props") are named as its own fields, by its type's schema. */
function blockFieldChanges(before: Row[], after: Row[], pageSchema: JsonSchema | undefined): FieldChange[] {
  const oldById = new Map(before.map((block, index) => [block.id, { block, index }]))
  const rows: FieldChange[] = []
  after.forEach((block, index) => {
    const label = `Block “${String(block.id)}”`
    const old = oldById.get(block.id)
    oldById.delete(block.id)
    if (!old) return rows.push({ label, before: NONE, after: `${String(block.type)}, added` })
    if (old.index !== index) rows.push({ label: `${label}: place`, before: ordinal(old.index), after: ordinal(index) })
    const { id: _a, props, ...rest } = block
    const { id: _b, props: oldProps, ...oldRest } = old.block
    const schema = pageSchema && blockSchema(pageSchema, String(block.type))
    rows.push(...fieldChanges(oldRest, rest, schema, label))
    rows.push(...fieldChanges(oldProps ?? {}, props ?? {}, schema?.properties?.props, label))
  })
  for (const { block } of oldById.values())
    rows.push({ label: `Block “${String(block.id)}”`, before: String(block.type), after: 'removed' })
  return rows
}

/**
 * A field as the form names it: its title in the schema of the object it is in ("Farmer’s story"), else from its
 * key ("Badge text"). History's table and the Publish screen's list both name fields with it.
 */
export function fieldName(key: string, schema: JsonSchema | undefined): string {
  return schema?.properties?.[key]?.title ?? fieldLabel(key)
}

/** A field's name inside a sentence: "Farmer’s story" → "farmer’s story"; "SKU" stays. */
export function inSentence(name: string): string {
  return /^[A-Z][A-Z]/.test(name) ? name : name.charAt(0).toLowerCase() + name.slice(1)
}

export function asRow(value: unknown): Row | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Row) : undefined
}

/** A value as a table cell or a line shows it: text as it is, a list by its length, a group by its fields. */
export function shortText(value: unknown): string {
  if (value === undefined || value === null || value === '') return NONE
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean')
    return value === true ? 'yes' : value === false ? 'no' : String(value)
  if (Array.isArray(value))
    return value.every((item) => typeof item === 'string' || typeof item === 'number')
      ? value.join(', ')
      : counted(value.length, 'item', 'items')
  return Object.entries(value as Row)
    .map(([key, item]) => `${words(key)}: ${shortText(item)}`)
    .join('; ')
}

/** "oldPrice" → "old price", "thumb_full" → "thumb full". */
function words(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replaceAll(/[_-]/g, ' ')
    .toLowerCase()
}

export function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`
}

function ordinal(index: number): string {
  const place = index + 1
  const suffix =
    place % 10 === 1 && place !== 11
      ? 'st'
      : place % 10 === 2 && place !== 12
        ? 'nd'
        : place % 10 === 3 && place !== 13
          ? 'rd'
          : 'th'
  return `${place}${suffix}`
}

/**
 * Where a value is in a file or a block's settings, in words, for the editor's refusals (its path goes under Details):
 * each field by its title in `schema`, a list entry by its label, title or name, else by its place.
 * ['menu', 0, 'children', 1, 'href'] in the settings → "the link “Wild Blueberries” in the menu “Shop”";
 * ['footer', 'recentPosts'] → "the recent posts in the footer"; ['items', 2, 'link'] → "the link in the 3rd item".
 */
export function placeInWords(schema: JsonSchema | undefined, value: unknown, path: JsonPath): string {
  const phrases: string[] = []
  let node = schema
  let data = value
  for (let at = 0; at < path.length; at++) {
    const key = path[at]!
    if (typeof key === 'number') continue
    const field = node?.properties?.[key]
    const name = inSentence(fieldName(key, node))
    data = asRow(data)?.[key]
    const index = path[at + 1]
    if (typeof index === 'number') {
      const entry = Array.isArray(data) ? (data[index] as unknown) : undefined
      const label = entryLabel(entry)
      phrases.push(label ? `${singular(name)} “${label}”` : `${ordinal(index)} ${singular(name)}`)
      node = field?.items
      data = entry
      at += 1
    } else {
      phrases.push(name)
      node = field
    }
  }
  // A link entry's own address is the link itself: "the link “Blueberries”", not "the link in the link “Blueberries”".
  if (phrases.length > 1 && phrases.at(-2)!.startsWith(`${phrases.at(-1)!} `)) phrases.pop()
  return phrases
    .reverse()
    .map((phrase) => `the ${phrase}`)
    .join(' in ')
}

/** What a list entry is called by: its label, title or name. */
function entryLabel(entry: unknown): string | undefined {
  const fields = asRow(entry)
  const label = ['label', 'title', 'name'].map((key) => fields?.[key]).find((text) => typeof text === 'string' && text)
  return label as string | undefined
}

/** One entry of a list named in words: "links" → "link", "categories" → "category"; "menu" stays. */
function singular(name: string): string {
  if (/ies$/.test(name)) return name.replace(/ies$/, 'y')
  if (/(ss|us)$/.test(name)) return name
  return name.replace(/s$/, '')
}
