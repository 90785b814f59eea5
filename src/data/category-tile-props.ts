/**
 * The props of a block that shows product categories as tiles linking into the shop (category-showcase,
 * category-carousel): which categories, and where a tile links when its record has no "link" of its own.
 * Build-time: their schema.ts spreads this into its props.
 * Example: z.strictObject({ title: headingProps.title('Shop by Category'), ...categoryTileProps })
 */
import { sitePath } from './schemas.ts'
import { collectionRef } from './collection-ref.ts'

export const categoryTileProps = {
  categories: collectionRef('product-categories')
    .prefault({ collection: 'product-categories' })
    .describe('The categories shown, e.g. { "collection": "product-categories", "first": 6 }'),
  linkTo: sitePath.default('/shop').describe('Where a category tile links when its record has no "link" of its own'),
}
