/**
 * recently-viewed — the last products the visitor opened (at most four, newest first, never the product
 * the page shows), as product cards. They live in the visitor's browser, so the prerendered page has
 * nothing here and the row appears after the page starts; with nothing to show the block shows nothing.
 * Put it low on product pages (below the fold: its appearing moves nothing the visitor sees).
 * Example props: { "title": "Recently Viewed" }
 */
import { z } from 'zod'
import { line, TEXT_MAX } from '#data/schemas.ts'

export const recentlyViewedProps = z.strictObject({
  eyebrow: line(TEXT_MAX.label, { canBeEmpty: true })
    .default('Still thinking it over?')
    .describe('Small hand-written line above the title; empty for none')
    .meta({ title: 'Line above the title' }),
  title: line(TEXT_MAX.title).default('Recently Viewed').describe('Heading of the section'),
})
export type RecentlyViewedProps = z.output<typeof recentlyViewedProps>
