/**
 * Drafts and schedules, one way for pages, records and posts:
 *   "status": "draft"          kept off the published site; the editor still previews it
 *   "publishOn": "2026-12-03"  kept off until that day (a post waits for its own "date" instead)
 * The build leaves out what is not out yet on its day (compileSite's `publishedOn`, the build's date from
 * src/build/site-date.ts); a page or record that is out and links to one that is not is a problem, since the
 * link would lead nowhere. Pure: the compiler, the build's report and the editor share it.
 */
import { z } from 'zod'
import { shownDate } from '#lib/dates.ts'
import { isoDay } from './schemas.ts'

/** The field holding a page's or record's publish date, unless its collection names another (posts: "date"). */
export const PUBLISH_ON = 'publishOn'

/** A page's, record's or post's status: shown on the site ("published", the same as leaving it out) or a draft. */
export const statusField = z.enum(['published', 'draft']).optional().meta({
  title: 'Status',
  description: 'A draft is kept off the published site while you work on it; the editor still shows it. Published when left out',
})

/** A page's or record's publish date: the site shows it from that day. */
export const publishOnField = isoDay().optional().meta({
  title: 'Publish on',
  description: 'The first day the site shows it, e.g. 3 December 2026; until then it stays off the site',
})

/** The fields every page file and record has for drafts and schedules. */
export const publishingFields = { status: statusField, [PUBLISH_ON]: publishOnField }

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
  if (publication.state === 'scheduled') return `scheduled for ${shownDate(publication.on).full}`
  return 'published'
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
