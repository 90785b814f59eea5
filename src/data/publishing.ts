/**
 * Drafts and schedules, one way for pages, records and posts, declared once here:
 *   "status": "draft"          kept off the published site; the editor still previews it
 *   "publishOn": "2026-12-03"  kept off until that day (a post waits for its own "date" instead)
 * The build leaves out what is not out yet on its day (compileSite's `publishedOn`, the build's date from
 * src/build/site-date.ts); a page or record that is out and links to one that is not is a problem, since the
 * link would lead nowhere. What stands where on a day: src/lib/publication.ts.
 */
import { z } from 'zod'
import { PUBLISH_ON } from '#lib/publication.ts'
import { isoDay } from './schemas.ts'

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
