import { defineBlock } from '#page-model/define-block.ts'
import { relatedProductsProps } from './schema.ts'

export const relatedProductsBlock = defineBlock({
  type: 'related-products',
  description: "Carousel of products related to the page's product (same category first)",
  props: relatedProductsProps,
  entity: 'products',
  example: { title: 'Related Products', count: 8 },
})
