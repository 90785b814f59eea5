import { defineBlock } from '#page-model/define-block.ts'
import { productDetailsProps } from './schema.ts'

export const productDetailsBlock = defineBlock({
  type: 'product-details',
  description:
    'Product page: photos (carousel or lightbox), prices, quantity and Add to cart, and the Description / Additional Information / Review tabs',
  props: productDetailsProps,
  entity: 'products',
  example: { gallery: 'carousel' },
})
