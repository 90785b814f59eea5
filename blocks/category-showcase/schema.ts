/**
 * category-showcase — product categories as round pastel tiles with an illustration and a name, each
 * linking to the shop, under a section heading. The categories come from data/product-categories.json.
 * Example props: { "categories": { "collection": "product-categories", "first": 6 } }
 */
import { z } from 'zod'
import { line, sitePath, TEXT_MAX } from '#data/schemas.ts'
import { collectionRef } from '#data/collection-ref.ts'
import { headingProps } from '#data/section-heading-props.ts'

export const categoryShowcaseProps = z.strictObject({
  eyebrow: headingProps.eyebrow('Fresh Every Season'),
  title: headingProps.title('Shop by Product Category'),
  lead: headingProps.lead(''),
  categories: collectionRef('product-categories')
    .prefault({ collection: 'product-categories' })
    .describe('The categories shown, e.g. { "collection": "product-categories", "first": 6 }'),
  linkTo: sitePath.default('/shop').describe('Where a category tile links when its record has no "link" of its own'),
  linkHint: line(TEXT_MAX.label, { canBeEmpty: true })
    .default('Shop now')
    .describe('Small text under each name')
    .meta({ title: 'Text under each name' }),
})
export type CategoryShowcaseProps = z.output<typeof categoryShowcaseProps>
