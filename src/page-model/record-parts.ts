/**
 * Fields of an entity page's records that each ship in a module of their own, loaded only for the
 * record the address names: a post's article and comments, a product's gallery, details, rows and reviews (decision 232). Every other field stays in the page's
 * module, which lists of records and the route's lookup need.
 */
import type { CompiledPage } from './site-types.ts'

/** The fields kept apart: what only the record's own page shows (a post's article and comments, a product's photos, rows and reviews); every page of the kind would otherwise carry them for all records. */
const SEPARATE_FIELDS = ['body', 'comments', 'details', 'gallery', 'additionalInfo', 'customerReviews'] as const

export const RECORD_PARTS_PREFIX = 'virtual:site/page-record/'

/** The module holding the separate fields of one record of one page, e.g. `virtual:site/page-record/blog-single/1`. */
export function recordPartsModule(pageName: string, id: string): string {
  return `${RECORD_PARTS_PREFIX}${pageName}/${id}`
}

/** The record's separate fields, or undefined when it has none. */
export function separatePartsOf(record: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!record) return undefined
  const parts = Object.fromEntries(SEPARATE_FIELDS.filter((field) => field in record).map((field) => [field, record[field]]))
  return Object.keys(parts).length > 0 ? parts : undefined
}

/** The page as its module ships it: its records without their separate fields, and the ids that have some. */
export function withoutSeparateParts(page: CompiledPage): { page: CompiledPage; idsWithParts: string[] } {
  if (!page.entity) return { page, idsWithParts: [] }
  const idsWithParts: string[] = []
  const records = Object.fromEntries(
    Object.entries(page.entity.records).map(([id, record]) => {
      if (!separatePartsOf(record)) return [id, record]
      idsWithParts.push(id)
      return [
        id,
        Object.fromEntries(Object.entries(record).filter(([field]) => !(SEPARATE_FIELDS as readonly string[]).includes(field))),
      ]
    }),
  )
  return { page: { ...page, entity: { ...page.entity, records } }, idsWithParts }
}
