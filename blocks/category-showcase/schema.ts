/**
 * category-showcase — product categories as round pastel tiles with an illustration and a name, each
 * linking to the shop, under a section heading. The categories come from data/product-categories.json.
 * Example props: { "categories": { "collection": "product-categories", "first": 6 } }
 */
import { z } from 'zod'
import { sitePath } from '#data/schemas.ts'
import { collectionRef } from '#data/collection-ref.ts'

export const categoryShowcaseProps = z.strictObject({
  eyebrow: z.string().default('Fresh Every Season').describe('Hand-written line above the title; empty for none'),
  title: z.string().min(1).default('Shop by Product Category').describe('Section title'),
  lead: z.string().default('').describe('Sentence under the title; empty for none'),
  categories: collectionRef('product-categories')
    .prefault({ collection: 'product-categories' })
    .describe('The categories shown, e.g. { "collection": "product-categories", "first": 6 }'),
  linkTo: sitePath.default('/shop').describe('Where each category tile links'),
  linkHint: z.string().default('Shop now').describe('Small text under each name'),
})
export type CategoryShowcaseProps = z.output<typeof categoryShowcaseProps>
