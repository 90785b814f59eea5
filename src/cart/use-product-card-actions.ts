/**
 * What the buttons of a product card do, for every block that lists products:
 * `<ProductCard product={product} {...useProductCardActions()} />`. One hook, so a new card action
 * reaches every list at once and no block can leave one of the card's buttons doing nothing.
 */
import { useCartActions } from './use-cart.ts'
import { useWishlist } from './use-wishlist.ts'

export function useProductCardActions() {
  const { add } = useCartActions()
  const { has, toggle } = useWishlist()
  return { onAddToCart: add, isInWishlist: has, onToggleWishlist: toggle }
}
