/**
 * Where a page file, record or post stands on a day: out, a draft ("status": "draft") or waiting for its publish
 * date ("publishOn", a post's "date"). Pure: the compiler, the build's report and the editor share it; the fields
 * themselves are declared once in src/data/publishing.ts.
 */
import { shownDate } from './dates.ts'

/** The field holding a page's or record's publish date, unless its collection names another (posts: "date"). */
export const PUBLISH_ON = 'publishOn'

/** Where something stands on a day: out, a draft, or waiting for its day. */
export type Publication = { state: 'out' } | { state: 'draft' } | { state: 'scheduled'; on: string }

/** The publication on `day` ("2026-11-29") of a page file or record, whose publish date is in `dateField`. */
export function publicationOn(item: unknown, day: string, dateField: string = PUBLISH_ON): Publication {
  const fields = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {}
  if (fields.status === 'draft') return { state: 'draft' }
  const on = fields[dateField]
  // ISO days compare as text.
  if (typeof on === 'string' && on > day) return { state: 'scheduled', on }
  return { state: 'out' }
}

export const isOut = (publication: Publication) => publication.state === 'out'

/** "a draft", "scheduled for 3 Dec 2026": what a message says about something not out. */
export function publicationInWords(publication: Publication): string {
  if (publication.state === 'draft') return 'a draft'
  if (publication.state === 'scheduled') return `scheduled for ${dayInWords(publication.on)}`
  return 'published'
}

/** The editor's badge: "Draft", "Scheduled for 3 Dec" (the year only when it is not `day`'s); none when out. */
export function publicationBadge(publication: Publication, day: string): string | undefined {
  if (publication.state === 'draft') return 'Draft'
  if (publication.state === 'out') return undefined
  return `Scheduled for ${publication.on.slice(0, 4) === day.slice(0, 4) ? dayInWords(publication.on).slice(0, -5) : dayInWords(publication.on)}`
}

/** "2026-12-03" → "3 Dec 2026". */
function dayInWords(iso: string): string {
  const { day, month, year } = shownDate(iso)
  return `${Number(day)} ${month} ${year}`
}

/**
 * Whether a link from `from` to `to` leads nowhere on some day: `to` is a draft, or comes out after `from`.
 * A draft may link to anything (it is not out); a scheduled page may link to what comes out on or before its day.
 */
export function linkGoesAhead(from: Publication, to: Publication): boolean {
  if (from.state === 'draft' || to.state === 'out') return false
  if (to.state === 'draft') return true
  return from.state === 'out' || from.on < to.on
}
