/**
 * The cart: localStorage "cartState" through a jotai atomWithStorage (decisions 003 and 006).
 * Stored data is validated when read (cartFromStorage). Storage that throws leaves a working in-memory
 * cart, and the visitor is told once (takeNotSavedNotice). A save merges this tab's changes into what
 * is stored now (mergeCartChanges), so two tabs adding different products keep both; the "storage"
 * event keeps other tabs in sync. The first render always uses an empty cart and the stored one arrives
 * after mount, so prerendered HTML and hydration agree.
 */
import { atom } from 'jotai'
import { atomWithStorage } from 'jotai/utils'
import type { SyncStorage } from 'jotai/vanilla/utils/atomWithStorage'
import catalogue from 'virtual:site/collection/products'
import { cartCount, cartFromStorage, cartTotalCents, mergeCartChanges, type CartItem } from './cart-rules.ts'

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

/** The cart as this page last read it from storage or saved it: the base of the next merge. */
let synced: CartItem[] = []
/**
 * This page's last change (the cart before it, and after it) until the next save of another tab is
 * seen. Tabs that save at the same moment each miss the other's save; the one that hears of a save
 * without its own change in it applies the change again, so both tabs end with both changes.
 */
let unconfirmed: { base: CartItem[]; mine: CartItem[] } | undefined
/** Whether the last save failed: storage then does not hold this page's cart. */
let lastSaveFailed = false
let visitorTold = false

/** True exactly once per page, after a save failed: the caller then tells the visitor. */
export function takeNotSavedNotice(): boolean {
  if (!lastSaveFailed || visitorTold) return false
  visitorTold = true
  return true
}

const validatingStorage: SyncStorage<CartItem[]> = {
  getItem(key, initialValue) {
    try {
      synced = readStoredCart(window.localStorage.getItem(key))
      return synced
    } catch (error) {
      console.error('The saved cart could not be read; using an empty cart:', error)
      return initialValue
    }
  },
  setItem(key, items) {
    try {
      window.localStorage.setItem(key, JSON.stringify(items))
      lastSaveFailed = false
    } catch (error) {
      console.error('The cart could not be saved; it still works until this tab closes:', error)
      lastSaveFailed = true
    }
    synced = items
  },
  removeItem(key) {
    try {
      window.localStorage.removeItem(key)
    } catch (error) {
      console.error('The saved cart could not be removed:', error)
    }
  },
  subscribe(key, callback) {
    // What is stored now, not the event's value: a later save of this tab may already have merged it.
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage || event.key !== key) return
      const stored = validatingStorage.getItem(key, synced)
      const withMine = unconfirmed && mergeCartChanges(unconfirmed.base, unconfirmed.mine, stored)
      unconfirmed = undefined
      if (withMine && JSON.stringify(withMine) !== JSON.stringify(stored)) {
        validatingStorage.setItem(key, withMine)
        callback(withMine)
      } else callback(stored)
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  },
}

const storedCartAtom = atomWithStorage<CartItem[]>(CART_STORAGE_KEY, [], validatingStorage)

/** What is in localStorage now; this page's own cart when storage cannot be read. */
function storedNow(fallback: CartItem[]): CartItem[] {
  try {
    return readStoredCart(window.localStorage.getItem(CART_STORAGE_KEY))
  } catch {
    return fallback
  }
}

/**
 * The cart's lines. Setting it saves this page's changes merged into what other tabs stored meanwhile;
 * after a failed save, storage does not hold this page's cart, so the page's own lines win.
 */
export const cartItemsAtom = atom(
  (get) => get(storedCartAtom),
  (_get, set, items: CartItem[]) => {
    if (lastSaveFailed) {
      set(storedCartAtom, items)
      return
    }
    unconfirmed = { base: synced, mine: items }
    set(storedCartAtom, mergeCartChanges(synced, items, storedNow(synced)))
  },
)

export const cartCountAtom = atom((get) => cartCount(get(cartItemsAtom)))
export const cartTotalCentsAtom = atom((get) => cartTotalCents(get(cartItemsAtom)))
