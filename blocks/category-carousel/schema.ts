/**
 * category-carousel — product categories as round pastel tiles (illustration, name, a short hint) in a
 * sliding carousel with arrows: 2 per view, 3 from 768 px, 4 from 992 px, 5 from 1200 px. Each tile links
 * to the shop. The categories come from data/product-categories.json.
 * Example props: { "categories": { "collection": "product-categories" }, "title": "Shop by Category" }
 */
import { z } from 'zod'
import { line, sitePath, TEXT_MAX } from '#data/schemas.ts'
import { collectionRef } from '#data/collection-ref.ts'
import { headingProps } from '#data/section-heading-props.ts'

export const categoryCarouselProps = z.strictObject({
  eyebrow: headingProps.eyebrow('Our Crops'),
  title: headingProps.title('Shop by Category'),
  lead: headingProps.lead(''),
  categories: collectionRef('product-categories')
    .prefault({ collection: 'product-categories' })
    .describe('The categories shown, e.g. { "collection": "product-categories", "first": 6 }'),
  linkTo: sitePath.default('/shop').describe('Where a category tile links when its record has no "link" of its own'),
  linkHint: line(TEXT_MAX.label, { canBeEmpty: true })
    .default('Shop now')
    .describe('Small text under each name; empty for none')
    .meta({ title: 'Text under each name' }),
})
export type CategoryCarouselProps = z.output<typeof categoryCarouselProps>
