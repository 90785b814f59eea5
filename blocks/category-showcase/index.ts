import { defineBlock } from '#page-model/define-block.ts'
import { categoryShowcaseProps } from './schema.ts'

export const categoryShowcaseBlock = defineBlock({
  type: 'category-showcase',
  description: 'Product categories as round illustrated tiles linking to the shop, from data/product-categories.json',
  props: categoryShowcaseProps,
  example: { title: 'Shop by Product Category', categories: { collection: 'product-categories', first: 6 } },
})
