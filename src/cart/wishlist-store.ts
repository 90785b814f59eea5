/**
 * The wishlist and the products recently viewed: lists of product ids in localStorage ("wishlistState",
 * "recentlyViewedState"), kept by the rules every stored list follows (#lib/stored-list.ts, decision 177).
 */
import catalogue from 'virtual:site/collection/products'
import { storedList } from '#lib/stored-list.ts'
import { mergeViews, mergeWishlistChanges, productIdsFromStorage, RECENTLY_VIEWED_LIMIT } from './product-lists.ts'

export const WISHLIST_STORAGE_KEY = 'wishlistState'
export const RECENTLY_VIEWED_STORAGE_KEY = 'recentlyViewedState'

export const wishlist = storedList<number>({
  key: WISHLIST_STORAGE_KEY,
  name: 'wishlist',
  fromStorage: (stored) => productIdsFromStorage(stored, catalogue),
  merge: mergeWishlistChanges,
})

export const recentlyViewed = storedList<number>({
  key: RECENTLY_VIEWED_STORAGE_KEY,
  name: 'list of recently viewed products',
  fromStorage: (stored) => productIdsFromStorage(stored, catalogue, RECENTLY_VIEWED_LIMIT),
  merge: mergeViews,
})
