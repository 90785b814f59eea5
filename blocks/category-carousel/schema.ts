/**
 * category-carousel — product categories as round pastel tiles (illustration, name, a short hint) in a
 * sliding carousel with arrows: 2 per view, 3 from 768 px, 4 from 992 px, 5 from 1200 px. Each tile links
 * to the shop. The categories come from data/product-categories.json.
 * Example props: { "categories": { "collection": "product-categories" }, "title": "Shop by Category" }
 */
import { z } from 'zod'
import { line, TEXT_MAX } from '#data/schemas.ts'
import { categoryTileProps } from '#data/category-tile-props.ts'
import { headingProps } from '#data/section-heading-props.ts'

export const categoryCarouselProps = z.strictObject({
  eyebrow: headingProps.eyebrow('Our Crops'),
  title: headingProps.title('Shop by Category'),
  lead: headingProps.lead(''),
  ...categoryTileProps,
  linkHint: line(TEXT_MAX.label, { canBeEmpty: true })
    .default('Shop now')
    .describe('Small text under each name; empty for none')
    .meta({ title: 'Text under each name' }),
})
export type CategoryCarouselProps = z.output<typeof categoryCarouselProps>
