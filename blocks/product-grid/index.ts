import { defineBlock } from '#page-model/define-block.ts'
import { productGridProps } from './schema.ts'

export const productGridBlock = defineBlock({
  type: 'product-grid',
  description: 'Products as shop cards with Add to cart, optionally filtered by category with toggle buttons',
  props: productGridProps,
  example: {
    eyebrow: 'Fruit & Vegetables',
    title: 'Browse Our Organic Produce',
    products: { collection: 'products', items: [9, 10, 11, 12, 13, 14, 15, 16] },
    filters: [
      { label: 'All', category: 'all' },
      { label: 'Fruit', category: 'fruit' },
      { label: 'Vegetables', category: 'vegetables' },
    ],
  },
})
