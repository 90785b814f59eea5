/**
 * related-products — a carousel of products related to the page's product (same category first,
 * never the product itself), using the shared product card: 1 per view, 2 from 768 px, 3 from 992 px,
 * 4 from 1400 px. Use it on product pages with "when": "found".
 * Example props: { "title": "Related Products", "count": 8 }
 */
import { z } from 'zod'
import { line, TEXT_MAX } from '#data/schemas.ts'
import { collectionRef } from '#data/collection-ref.ts'

export const relatedProductsProps = z.strictObject({
  eyebrow: line(TEXT_MAX.label, { canBeEmpty: true })
    .default('You may also like')
    .describe('Small hand-written line above the title; empty for none')
    .meta({ title: 'Line above the title' }),
  title: line(TEXT_MAX.title).default('Related Products').describe('Heading of the section'),
  products: collectionRef('products')
    .prefault({ collection: 'products' })
    .describe('Products to choose from; default every product'),
  count: z.int().min(1).max(12).default(8).describe('How many products the carousel shows at most'),
})
export type RelatedProductsProps = z.output<typeof relatedProductsProps>
