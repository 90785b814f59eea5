/**
 * The cart: one jotai atomWithStorage under localStorage "cartState".
 * Stored data is validated when read (cartFromStorage); storage that throws leaves a working
 * in-memory cart; the "storage" event keeps other tabs in sync. The first render always uses an
 * empty cart and the stored one arrives after mount, so prerendered HTML and hydration agree.
 */
import { atom } from 'jotai'
import { atomWithStorage } from 'jotai/utils'
import type { SyncStorage } from 'jotai/vanilla/utils/atomWithStorage'
import catalogue from 'virtual:site/collection/products'
import { cartCount, cartFromStorage, cartTotalCents, type CartItem } from './cart-rules.ts'

export const CART_STORAGE_KEY = 'cartState'

function readStoredCart(text: string | null): CartItem[] {
  if (text === null) return []
  let stored: unknown
  try {
    stored = JSON.parse(text)
  } catch (error) {
    console.error(`The saved cart ("${CART_STORAGE_KEY}") is not valid JSON and was dropped:`, error)
    return []
  }
  const { items, dropped } = cartFromStorage(stored, catalogue)
  if (dropped > 0) console.error(`Dropped ${dropped} invalid item(s) from the saved cart ("${CART_STORAGE_KEY}").`)
  return items
}

const validatingStorage: SyncStorage<CartItem[]> = {
  getItem(key, initialValue) {
    try {
      return readStoredCart(window.localStorage.getItem(key))
    } catch (error) {
      console.error('The saved cart could not be read; using an empty cart:', error)
      return initialValue
    }
  },
  setItem(key, items) {
    try {
      window.localStorage.setItem(key, JSON.stringify(items))
    } catch (error) {
      console.error('The cart could not be saved; it still works until this tab closes:', error)
    }
  },
  removeItem(key) {
    try {
      window.localStorage.removeItem(key)
    } catch (error) {
      console.error('The saved cart could not be removed:', error)
    }
  },
  subscribe(key, callback) {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === window.localStorage && event.key === key) callback(readStoredCart(event.newValue))
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  },
}

export const cartItemsAtom = atomWithStorage<CartItem[]>(CART_STORAGE_KEY, [], validatingStorage)

export const cartCountAtom = atom((get) => cartCount(get(cartItemsAtom)))
export const cartTotalCentsAtom = atom((get) => cartTotalCents(get(cartItemsAtom)))
