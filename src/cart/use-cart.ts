/** Cart operations with the specification's toasts, for blocks and the frame. */
import { useAtomValue, useStore } from 'jotai'
import {
  addToCart,
  cartMessages,
  isValidQuantity,
  removeFromCart,
  setCartQuantity,
  type CartItem,
  type CartProduct,
} from './cart-rules.ts'
import { cartCountAtom, cartItemsAtom, cartTotalCentsAtom, takeNotSavedNotice } from './cart-store.ts'
import { notify } from '#lib/toasts.tsx'
import type { ChosenOptions } from '#lib/product-options.ts'

export function useCartActions() {
  const store = useStore()
  // Subscribing mounts the stored cart, so the rules below see what was saved even on a page
  // where nothing else shows the cart.
  useAtomValue(cartItemsAtom)
  const current = () => store.get(cartItemsAtom)
  /** Every change goes through here: if the browser refused to save the cart, the visitor hears it once. */
  function save(items: CartItem[]) {
    store.set(cartItemsAtom, items)
    if (takeNotSavedNotice()) notify.warning(cartMessages.notSaved)
  }

  /**
   * From a list: quantity 1 and the first choice of each option. From a product page or quick view: the chosen
   * quantity (below 1 is refused) and options.
   */
  function add(product: CartProduct, quantity = 1, options?: ChosenOptions) {
    const { items, outcome } = addToCart(current(), product, quantity, options)
    if (outcome === 'invalid-quantity') notify.warning(cartMessages.invalidQuantity)
    else if (outcome === 'duplicate') notify.warning(cartMessages.duplicate)
    else {
      notify.success(cartMessages.added)
      save(items)
    }
    return outcome
  }

  /** `key`: the line's cartLineKey (a product and its options). */
  function remove(key: string) {
    save(removeFromCart(current(), key))
    notify.error(cartMessages.removed)
  }

  /** Returns false (and changes nothing) for a quantity that is not a whole number from 1. */
  function setQuantity(key: string, quantity: number) {
    if (!isValidQuantity(quantity)) return false
    save(setCartQuantity(current(), key, quantity))
    return true
  }

  function clear() {
    save([])
  }

  return { add, remove, setQuantity, clear }
}

export function useCart() {
  return {
    items: useAtomValue(cartItemsAtom),
    count: useAtomValue(cartCountAtom),
    totalCents: useAtomValue(cartTotalCentsAtom),
  }
}
