import { defineBlock } from '../../src/page-builder/define-block.ts'
import { productGridProps } from './schema.ts'

export const productGridBlock = defineBlock({
  type: 'product-grid',
  description: 'Products as shop cards with Add to cart, optionally filtered by category with toggle buttons',
  props: productGridProps,
})
