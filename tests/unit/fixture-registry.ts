/** A small block registry for testing the page builder without the real blocks. */
import { z } from 'zod'
import { collectionRef } from '#data/collection-ref.ts'
import { defineBlock } from '#page-model/define-block.ts'

export const faqFixture = defineBlock({
  type: 'faq',
  description: 'Questions and answers',
  props: z.strictObject({
    title: z.string().default('FAQ').describe('Heading above the questions'),
    items: z
      .array(z.strictObject({ question: z.string().describe('The question'), answer: z.string().describe('The answer') }))
      .min(1)
      .describe('The questions, first one open'),
  }),
  example: { items: [{ question: 'Is the milk raw?', answer: 'No: gently pasteurised.' }] },
})

export const postsFixture = defineBlock({
  type: 'post-list',
  description: 'A list of blog posts',
  props: z.strictObject({
    posts: collectionRef('blog-posts').describe('Which posts to show'),
    columns: z.int().min(1).max(4).default(3).describe('Columns on wide screens'),
  }),
  example: { posts: { collection: 'blog-posts', first: 3 } },
})

/** A block that shows its page's record, so it belongs on pages bound to "products". */
export const productFixture = defineBlock({
  type: 'product-summary',
  description: "The page's product",
  props: z.strictObject({ showPrice: z.boolean().default(true).describe('Whether the price shows') }),
  entity: 'products',
  example: {},
})

export const fixtureRegistry = [faqFixture, postsFixture]

/** A page file as text, with the blocks given; pretty-printed so line numbers are predictable. */
export function pageText(blocks: unknown[], extra: Record<string, unknown> = {}): string {
  return JSON.stringify(
    {
      $schema: './page.schema.json',
      schemaVersion: 1,
      path: '/test',
      title: 'Test',
      description: 'A test page',
      ...extra,
      blocks,
    },
    null,
    2,
  )
}
