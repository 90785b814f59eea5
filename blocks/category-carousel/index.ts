import { defineBlock } from '#page-model/define-block.ts'
import { categoryCarouselProps } from './schema.ts'

export const categoryCarouselBlock = defineBlock({
  type: 'category-carousel',
  description: 'Product categories as round pastel tiles in a sliding carousel, each linking to the shop',
  props: categoryCarouselProps,
  example: { title: 'Shop by Category', categories: { collection: 'product-categories' } },
})
