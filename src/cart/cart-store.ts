/**
 * The cart: localStorage "cartState", kept by the rules every stored list follows (#lib/stored-list.ts,
 * decisions 003 and 177): validated when read (cartFromStorage), working in memory when storage throws,
 * a save merges this tab's changes into what other tabs stored (mergeCartChanges), and the first render
 * always has an empty cart, so prerendered HTML and hydration agree.
 */
import { atom } from 'jotai'
import catalogue from 'virtual:site/collection/products'
import type { SellingUnit } from '#lib/selling-units.ts'
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

/** What one price of a product buys ("per punnet"), from the catalogue, as titles and prices are: the cart's lines show it. */
export function sellingUnitOf(id: number): SellingUnit | undefined {
  return catalogue.find((product) => product.id === id)?.unit
}
