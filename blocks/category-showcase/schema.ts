/**
 * category-showcase — product categories as round pastel tiles with an illustration and a name, each
 * linking to the shop, under a section heading. The categories come from data/product-categories.json.
 * Example props: { "categories": { "collection": "product-categories", "first": 6 } }
 */
import { z } from 'zod'
import { line, TEXT_MAX } from '#data/schemas.ts'
import { categoryTileProps } from '#data/category-tile-props.ts'
import { headingProps } from '#data/section-heading-props.ts'

export const categoryShowcaseProps = z.strictObject({
  eyebrow: headingProps.eyebrow('Fresh Every Season'),
  title: headingProps.title('Shop by Product Category'),
  lead: headingProps.lead(''),
  ...categoryTileProps,
  linkHint: line(TEXT_MAX.label, { canBeEmpty: true })
    .default('Shop now')
    .describe('Small text under each name')
    .meta({ title: 'Text under each name' }),
})
export type CategoryShowcaseProps = z.output<typeof categoryShowcaseProps>
