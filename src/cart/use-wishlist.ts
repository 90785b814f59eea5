/** The wishlist and recently viewed products for blocks and the frame, with the wishlist's toasts. */
import { useAtomValue, useStore } from 'jotai'
import { useEffect } from 'react'
import catalogue from 'virtual:site/collection/products'
import type { ListedProduct } from '#data/collections/products.ts'
import { notify } from '#lib/toasts.tsx'
import { useHydrated } from '#lib/use-hydrated.ts'
import { recordView, toggleWishlist, wishlistMessages } from './product-lists.ts'
import { recentlyViewed, wishlist } from './wishlist-store.ts'

const NONE: readonly number[] = []

/**
 * A stored list of ids, empty while the component hydrates: the header reads the list as soon as it
 * hydrates, and a block hydrated later must first render what its prerendered HTML shows (nothing saved).
 */
function useStoredIds(list: typeof wishlist): readonly number[] {
  const ids = useAtomValue(list.itemsAtom)
  return useHydrated() ? ids : NONE
}

/** The products of a list of ids, in its order (the stores keep only ids the catalogue has). */
function productsOf(ids: readonly number[]): ListedProduct[] {
  return ids.flatMap((id) => catalogue.find((product) => product.id === id) ?? [])
}

export function useWishlist() {
  const store = useStore()
  const ids = useStoredIds(wishlist)

  function save(items: number[]) {
    store.set(wishlist.itemsAtom, items)
    if (wishlist.takeNotSavedNotice()) notify.warning(wishlistMessages.notSaved)
  }

  /** Adds the product, or removes it when it is saved already, and says which. */
  function toggle(product: Pick<ListedProduct, 'id' | 'title'>) {
    const { items, outcome } = toggleWishlist(store.get(wishlist.itemsAtom), product.id)
    save(items)
    if (outcome === 'added') notify.success(wishlistMessages.added(product.title))
    else notify.error(wishlistMessages.removed(product.title))
  }

  return {
    ids,
    count: ids.length,
    products: productsOf(ids),
    has: (id: number) => ids.includes(id),
    toggle,
  }
}

/** Puts the product first in the visitor's recently viewed products, once the page shows it. */
export function useRecordView(id: number | undefined) {
  const store = useStore()
  // Subscribing mounts the stored list first, so the view is added to what was saved, not to an empty list.
  useAtomValue(recentlyViewed.itemsAtom)
  useEffect(() => {
    if (id === undefined) return
    store.set(recentlyViewed.itemsAtom, recordView(store.get(recentlyViewed.itemsAtom), id))
  }, [store, id])
}

/** The products the visitor opened last, newest first, without the one shown now. */
export function useRecentlyViewed(exceptId?: number): ListedProduct[] {
  return productsOf(useStoredIds(recentlyViewed).filter((id) => id !== exceptId))
}
