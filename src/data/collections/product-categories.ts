/**
 * The product tiles (data/product-categories.json) the category carousel and showcase show, each leading to a shelf
 * of the shop or one product.
 * Rules beyond each field's: a tile's link is a page of this site.
 * A record as the file holds it (collections.test.ts checks it against the schema):
 *   { "id": 1, "name": "Blueberry", "thumb": "/art/icons/blueberries.webp", "link": "/shop-single/1" }
 */
import { z } from 'zod'
import { defineCollection } from '#data/define-collection.ts'
import { publishingFields } from '#data/publishing.ts'
import { line, recordId, sitePath, TEXT_MAX } from '#data/schemas.ts'
import { pictureProps } from '#data/picture-props.ts'

export const productCategorySchema = z.strictObject({
  id: recordId,
  name: line(TEXT_MAX.label).describe('Name on the tile, e.g. "Strawberry"'),
  thumb: pictureProps.picture('Picture on the tile'),
  link: sitePath
    .optional()
    .describe(
      'Where the tile goes: the shop filtered to its shelf, e.g. /shop?category=fruit, or its one product, e.g. /shop-single/1; without it, where the block says',
    ),
  ...publishingFields,
})
export type ProductCategory = z.output<typeof productCategorySchema>

export const productCategories = defineCollection('product-categories', productCategorySchema, {
  label: 'Categories',
  noun: 'category',
  titleField: 'name',
})
