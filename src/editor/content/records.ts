/** Finding and naming records in the content pane's list: title, picture, search, and the address of each. */
import type { CollectionSummary, PageFileSummary } from '#page-model/editor-api-types.ts'
import type { JsonPath } from '#page-model/json-positions.ts'
import type { JsonSchema } from '#page-model/json-schema.ts'
import { initialValue } from '#page-model/schema-fields.ts'
import { publicationBadge, publicationOn } from '#lib/publication.ts'
import { fillParam, pathParams } from '#page-model/route-paths.ts'
import { isUnsavedPostTexts, type UnsavedPostTexts } from './use-post-texts.ts'

type Row = Record<string, unknown>

export function recordTitle(record: Row, summary: Pick<CollectionSummary, 'titleField' | 'noun'>): string {
  const title = record[summary.titleField]
  return typeof title === 'string' && title.trim() ? title : `Untitled ${summary.noun}`
}

/** "Draft" or "Scheduled for 3 Dec" for a record not out today (in the browser's day); undefined when it is out. */
export function recordBadge(
  record: Row,
  summary: Pick<CollectionSummary, 'publishDateField'>,
  today: string,
): string | undefined {
  return publicationBadge(publicationOn(record, today, summary.publishDateField), today)
}

export function recordPicture(record: Row, summary: Pick<CollectionSummary, 'pictureField'>): string | undefined {
  const picture = summary.pictureField ? record[summary.pictureField] : undefined
  return typeof picture === 'string' && picture ? picture : undefined
}

/** Whether a value (e.g. a draft kept in the browser) is a list of records, as a data file holds them. */
export function isRecordList(value: unknown): value is Row[] {
  return Array.isArray(value) && value.every((record) => typeof record === 'object' && record !== null && !Array.isArray(record))
}

/** What a collection's browser draft holds: all its records, and the posts' unsaved texts (only posts have any). */
export interface CollectionDraft {
  records: Row[]
  postTexts: UnsavedPostTexts
}

export function isCollectionDraft(value: unknown): value is CollectionDraft {
  const { records, postTexts } = (value ?? {}) as Partial<Record<keyof CollectionDraft, unknown>>
  return isRecordList(records) && isUnsavedPostTexts(postTexts)
}

/**
 * What "New" starts: an empty record (what each required field needs to be a value at all: an empty text, an
 * empty list), never a copy of another record's words. The server gives it an id when it is saved.
 */
export function newRecord(summary: Pick<CollectionSummary, 'recordSchema'>): Row {
  const { id: _id, ...fields } = initialValue(summary.recordSchema as JsonSchema) as Row
  return fields
}

/**
 * The example's words at a place of a new record's form ([index, "skillProgress", 0, "title"] → "Cereals"), shown
 * greyed in the empty field: what to write, without writing it.
 */
export function exampleAt(example: Row, path: JsonPath): string | number | undefined {
  let value: unknown = example
  for (const key of path.slice(1)) value = (value as Record<string | number, unknown> | undefined)?.[key]
  return typeof value === 'string' || typeof value === 'number' ? value : undefined
}

export function recordId(record: Row): number | undefined {
  return typeof record.id === 'number' ? record.id : undefined
}

/** Text as search compares it: lower case, without accents ("Crème" matches "creme"). */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
}

/** The positions of the records whose title holds what was typed, case and accents aside. */
export function matchingRecords(records: readonly Row[], summary: CollectionSummary, typed: string): number[] {
  const wanted = searchable(typed)
  return records.flatMap((record, index) => (searchable(recordTitle(record, summary)).includes(wanted) ? [index] : []))
}

/** An address the preview can show, with the page file drawn there. */
export interface PageAddress {
  url: string
  label: string
  /** The page file, e.g. "shop-single.json". */
  page: string
}

/**
 * The record's own pages, e.g. "/shop-single/1", then "/shop-single-thumb/1": each page about one record of
 * the collection filled with its id, the one search engines are pointed at (no "canonical" elsewhere) first.
 */
export function recordAddresses(
  pages: readonly PageFileSummary[],
  collection: string,
  id: number,
): { url: string; page: string }[] {
  return pages
    .filter((page) => page.entity?.collection === collection && page.path)
    .sort((a, b) => Number(a.canonical !== undefined) - Number(b.canonical !== undefined))
    .map((page) => ({ url: fillParam(page.path!, page.entity!.param, String(id)), page: page.name }))
}

/** Pages that list records of the collection (the shop, the blog…), each at its plain address. */
export function listingAddresses(pages: readonly PageFileSummary[], collection: string): PageAddress[] {
  return pages.flatMap((page) => {
    if (!page.path || page.entity || !page.lists.includes(collection)) return []
    // A numbered list's page number may be left out ("/blog-standard/:page?" is "/blog-standard").
    let url = page.path
    for (const param of pathParams(page.path)) if (url.includes(`:${param}?`)) url = fillParam(url, param, undefined)
    if (pathParams(url).length > 0) return []
    return [{ url, label: `${page.title?.split(' | ')[0] ?? page.name} · ${url}`, page: page.name }]
  })
}
