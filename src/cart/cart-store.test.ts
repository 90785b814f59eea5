import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CART_STORAGE_KEY, cartCountAtom, cartItemsAtom, cartTotalCentsAtom, takeNotSavedNotice } from './cart-store.ts'

/** A store with the cart atom mounted, as the app has it. */
function mountedStore() {
  const store = createStore()
  store.sub(cartItemsAtom, () => {})
  return store
}

afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('cart store', () => {
  it('restores the saved cart from localStorage "cartState" and derives count and total', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ id: 1, title: 'x', thumb: '/x.svg', price: 1, quantity: 2 }]))
    const store = mountedStore()
    expect(store.get(cartItemsAtom)).toMatchObject([{ id: 1, title: 'Wild Blueberries', price: 6.5, quantity: 2 }])
    expect(store.get(cartCountAtom)).toBe(2)
    expect(store.get(cartTotalCentsAtom)).toBe(1300)
  })

  it('saves every change under "cartState"', () => {
    const store = mountedStore()
    store.set(cartItemsAtom, [{ id: 2, title: 'Savoy Cabbage', thumb: '/art/products/cabbage.webp', price: 2.8, quantity: 1 }])
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toMatchObject([{ id: 2, quantity: 1 }])
  })

  it('drops corrupt JSON, logs it, and starts empty', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    localStorage.setItem(CART_STORAGE_KEY, '{not json')
    expect(mountedStore().get(cartItemsAtom)).toEqual([])
    expect(log).toHaveBeenCalled()
  })

  it('keeps working in memory when storage throws', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError')
    })
    const store = mountedStore()
    const oranges = { id: 3, title: 'Juicy Oranges', thumb: '/art/products/oranges.webp', price: 4, quantity: 1 }
    store.set(cartItemsAtom, [oranges])
    expect(store.get(cartCountAtom)).toBe(1)
    expect(log).toHaveBeenCalledTimes(2)
    // The visitor is told once, not on every change.
    expect(takeNotSavedNotice()).toBe(true)
    store.set(cartItemsAtom, [{ ...oranges, quantity: 2 }])
    expect(store.get(cartCountAtom)).toBe(2)
    expect(takeNotSavedNotice()).toBe(false)
  })

  it('follows changes made in another tab', () => {
    const store = mountedStore()
    const newValue = JSON.stringify([{ id: 1, title: '', thumb: '', price: 0, quantity: 4 }])
    localStorage.setItem(CART_STORAGE_KEY, newValue)
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue, storageArea: localStorage }))
    expect(store.get(cartCountAtom)).toBe(4)
  })

  it('keeps what another tab saved meanwhile when this tab saves', () => {
    const store = mountedStore()
    store.set(cartItemsAtom, []) // a save that works: the test above left the last save failed
    // Another tab saves product 1; this tab has not heard of it yet when it adds product 2.
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ id: 1, quantity: 1 }]))
    store.set(cartItemsAtom, [{ id: 2, title: 'Savoy Cabbage', thumb: '/art/products/cabbage.webp', price: 2.8, quantity: 1 }])
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toMatchObject([{ id: 1 }, { id: 2 }])
    expect(store.get(cartItemsAtom).map((item) => item.id)).toEqual([1, 2])
  })
})
