/** Cart operations with the specification's toasts, for blocks and the frame. */
import { useAtomValue, useStore } from 'jotai'
import { addToCart, cartMessages, isValidQuantity, removeFromCart, setCartQuantity, type CartProduct } from './cart-rules.ts'
import { cartCountAtom, cartItemsAtom, cartTotalCentsAtom } from './cart-store.ts'
import { notify } from '../ui/toasts.tsx'

export function useCartActions() {
  const store = useStore()
  // Subscribing mounts the stored cart, so the rules below see what was saved even on a page
  // where nothing else shows the cart.
  useAtomValue(cartItemsAtom)
  const current = () => store.get(cartItemsAtom)

  /** From a list: quantity 1. From a product page: the chosen quantity (below 1 is refused). */
  function add(product: CartProduct, quantity = 1) {
    const { items, outcome } = addToCart(current(), product, quantity)
    if (outcome === 'invalid-quantity') notify.warning(cartMessages.invalidQuantity)
    else if (outcome === 'duplicate') notify.warning(cartMessages.duplicate)
    else {
      store.set(cartItemsAtom, items)
      notify.success(cartMessages.added)
    }
    return outcome
  }

  function remove(id: number) {
    store.set(cartItemsAtom, removeFromCart(current(), id))
    notify.error(cartMessages.removed)
  }

  /** Returns false (and changes nothing) for a quantity that is not a whole number from 1. */
  function setQuantity(id: number, quantity: number) {
    if (!isValidQuantity(quantity)) return false
    store.set(cartItemsAtom, setCartQuantity(current(), id, quantity))
    return true
  }

  function clear() {
    store.set(cartItemsAtom, [])
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
