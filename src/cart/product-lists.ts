/**
 * The rules of the product lists a visitor keeps besides the cart, as pure functions: the wishlist
 * (product ids in the order they were saved) and the products recently viewed (ids, newest first, at
 * most RECENTLY_VIEWED_LIMIT). Both are stored as lists of ids; titles, prices and pictures always come
 * from the catalogue.
 */
export const RECENTLY_VIEWED_LIMIT = 4

export const wishlistMessages = {
  added: (title: string) => `${title} added to your wishlist`,
  removed: (title: string) => `${title} removed from your wishlist`,
  notSaved: "Your wishlist can't be saved in this browser; it will be kept until you close this page",
} as const

/**
 * A product id as stored: a positive whole number. A guard of our own, not a zod schema: the cart and the
 * wishlist are read on every page's start, and zod's runtime would come with them (decision 239).
 */
export const isProductId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0

/**
 * Reads stored product ids back without trusting them: anything that is not a list is dropped whole; an
 * entry that is not a positive whole number, a product the shop does not sell, a repeated id, or an
 * entry past `limit` is dropped.
 */
export function productIdsFromStorage(
  stored: unknown,
  known: readonly { id: number }[],
  limit = Number.POSITIVE_INFINITY,
): { items: number[]; dropped: number } {
  if (!Array.isArray(stored)) return { items: [], dropped: stored === null || stored === undefined ? 0 : 1 }
  const knownIds = new Set(known.map((product) => product.id))
  const items: number[] = []
  for (const entry of stored) {
    if (items.length === limit) break
    if (isProductId(entry) && knownIds.has(entry) && !items.includes(entry)) items.push(entry)
  }
  return { items, dropped: stored.length - items.length }
}

export function toggleWishlist(ids: readonly number[], id: number): { items: number[]; outcome: 'added' | 'removed' } {
  return ids.includes(id)
    ? { items: ids.filter((saved) => saved !== id), outcome: 'removed' }
    : { items: [...ids, id], outcome: 'added' }
}

/**
 * This tab's wishlist change applied to what another tab stored meanwhile: the products this tab removed
 * since `base` leave, the ones it added join at the end.
 */
export function mergeWishlistChanges(base: readonly number[], mine: readonly number[], stored: readonly number[]): number[] {
  const removed = base.filter((id) => !mine.includes(id))
  const added = mine.filter((id) => !base.includes(id) && !stored.includes(id))
  return [...stored.filter((id) => !removed.includes(id)), ...added]
}

/** The product just opened goes first; a product seen before moves up; the oldest beyond the limit leaves. */
export function recordView(ids: readonly number[], id: number): number[] {
  return [id, ...ids.filter((seen) => seen !== id)].slice(0, RECENTLY_VIEWED_LIMIT)
}

/**
 * This tab's views applied to what another tab stored meanwhile: the products this tab opened since `base`
 * (those recordView put before base's newest) go first, newest first, then what is stored.
 */
export function mergeViews(base: readonly number[], mine: readonly number[], stored: readonly number[]): number[] {
  const newestBefore = base.length > 0 ? mine.indexOf(base[0]!) : -1
  const openedHere = newestBefore === -1 ? mine : mine.slice(0, newestBefore)
  return [...openedHere, ...stored.filter((id) => !openedHere.includes(id))].slice(0, RECENTLY_VIEWED_LIMIT)
}
