import { defineBlock } from '#page-model/define-block.ts'
import { wishlistListProps } from './schema.ts'

export const wishlistListBlock = defineBlock({
  type: 'wishlist-list',
  description: 'Wishlist page: the saved products with price, Add to cart and Remove, or a way to the shop when none are saved',
  props: wishlistListProps,
  example: { emptyTitle: 'Your wishlist is empty' },
})
