/**
 * What the block catalogue's browser holds in storage, so the blocks that draw this browser's lists show
 * them: two cart lines (decision 003), so the cart and checkout blocks show their tables rather than "Your
 * cart is empty"; two saved products and four viewed ones (decision 177), so the wishlist shows its list
 * and recently viewed shows anything at all. Used by `npm run catalogue` and the catalogue's e2e test.
 */
export function sampleStoredLists(productIds: readonly number[]): Record<string, unknown> {
  return {
    cartState: productIds.slice(0, 2).map((id, index) => ({ id, quantity: index + 1 })),
    wishlistState: productIds.slice(2, 4),
    recentlyViewedState: productIds.slice(1, 5),
  }
}
