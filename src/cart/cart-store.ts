/**
 * The cart: localStorage "cartState", kept by the rules every stored list follows (#lib/stored-list.ts,
 * decisions 003 and 177): validated when read (cartFromStorage), working in memory when storage throws,
 * a save merges this tab's changes into what other tabs stored (mergeCartChanges), and the first render
 * always has an empty cart, so prerendered HTML and hydration agree.
 */
import { atom } from 'jotai'
import catalogue from 'virtual:site/collection/products'
import type { ListedProduct } from '#data/collections/products.ts'
import { storedList } from '#lib/stored-list.ts'
import { cartCount, cartFromStorage, cartTotalCents, mergeCartChanges, type CartItem } from './cart-rules.ts'

export const CART_STORAGE_KEY = 'cartState'

const cart = storedList<CartItem>({
  key: CART_STORAGE_KEY,
  name: 'cart',
  fromStorage: (stored) => cartFromStorage(stored, catalogue),
  merge: mergeCartChanges,
})

/** The cart's lines. Setting it saves this page's changes merged into what other tabs stored meanwhile. */
export const cartItemsAtom = cart.itemsAtom
/** True exactly once per page, after a save failed: the caller then tells the visitor. */
export const takeNotSavedNotice = cart.takeNotSavedNotice

export const cartCountAtom = atom((get) => cartCount(get(cartItemsAtom)))
export const cartTotalCentsAtom = atom((get) => cartTotalCents(get(cartItemsAtom)))

/**
 * What a cart line says of its product besides title and price, from the catalogue as they are: what one price
 * buys ("per punnet") and the months it is picked (out of season, the line is a pre-order).
 */
export function cartLineFacts(id: number): Pick<ListedProduct, 'unit' | 'months'> | undefined {
  return catalogue.find((product) => product.id === id)
}
