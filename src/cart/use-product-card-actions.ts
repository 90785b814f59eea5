/**
 * What the buttons of a product card do, for every block that lists products:
 * `<ProductCard product={product} {...useProductCardActions()} />`. One hook, so a new card action
 * reaches every list at once and no block can leave one of the card's buttons doing nothing.
 */
import { useCartActions } from './use-cart.ts'

export function useProductCardActions() {
  const { add } = useCartActions()
  return { onAddToCart: add }
}
