/**
 * What "New page…" offers to start from: a blank page or a few layouts of the site's blocks, each block with the
 * settings the block catalogue adds it with (its example), to change in the form like any other.
 */
import type { BlockChoice } from '#page-model/editor-api-types.ts'
import type { PageValue } from './page-document.ts'

export interface PageStart {
  id: string
  label: string
  /** What the new page holds, in words. */
  description: string
  /** Its blocks' types, top to bottom; each block's id is its type. */
  blocks: readonly string[]
}

export const PAGE_STARTS: readonly PageStart[] = [
  { id: 'blank', label: 'Blank page', description: 'Nothing yet: add blocks from the catalogue.', blocks: [] },
  {
    id: 'landing',
    label: 'Landing',
    description: 'A big picture slideshow, what the farm offers, what customers say and a contact form.',
    blocks: ['hero-slider', 'feature-block', 'testimonials', 'contact-section'],
  },
  {
    id: 'seasonal',
    label: 'Seasonal',
    description: 'A banner, an offer of the season, its products and the latest posts.',
    blocks: ['page-banner', 'promo-banner', 'product-grid', 'blog-highlights'],
  },
  {
    id: 'article',
    label: 'Article',
    description: 'A banner, a text with a picture, and questions with their answers.',
    blocks: ['page-banner', 'about-intro', 'faq'],
  },
]

/** The new page file of a start: its address, title and description, and the start's blocks as the catalogue adds them. */
export function pageFromStart(
  start: PageStart,
  blocks: readonly BlockChoice[],
  fields: { $schema?: unknown; schemaVersion: unknown; path: string; title: string; description: string },
): PageValue {
  return {
    ...fields,
    blocks: start.blocks.flatMap((type) => {
      const choice = blocks.find((block) => block.type === type)
      return choice ? [{ id: type, type, props: structuredClone(choice.example) }] : []
    }),
  }
}
