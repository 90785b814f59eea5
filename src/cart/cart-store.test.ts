import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readingSaved, storageThatThrows } from '#tests/unit/stored-text.ts'
import { CART_STORAGE_KEY, cartCountAtom, cartItemsAtom, cartTotalCentsAtom, takeNotSavedNotice } from './cart-store.ts'

/** A store with the cart atom mounted, as the app has it. */
function mountedStore() {
  const store = createStore()
  store.sub(cartItemsAtom, () => {})
  return store
}

/** The cart a page opening now reads. */
const readCart = () => mountedStore().get(cartItemsAtom)

afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('cart store', () => {
  it('restores the saved cart from localStorage "cartState" and derives count and total', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ id: 1, title: 'x', thumb: '/x.svg', priceCents: 1, quantity: 2 }]))
    const store = mountedStore()
    expect(store.get(cartItemsAtom)).toMatchObject([{ id: 1, title: 'Wild Blueberries', priceCents: 650, quantity: 2 }])
    expect(store.get(cartCountAtom)).toBe(2)
    expect(store.get(cartTotalCentsAtom)).toBe(1300)
  })

  it('reads a cart saved before prices were kept in cents (its "price" in dollars) with the catalogue’s price in cents', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ id: 1, title: 'x', thumb: '/x.svg', price: 6.5, quantity: 2 }]))
    const store = mountedStore()
    expect(store.get(cartItemsAtom)).toEqual([
      { id: 1, title: 'Wild Blueberries', thumb: expect.any(String), options: {}, priceCents: 650, quantity: 2 },
    ])
    expect(store.get(cartCountAtom)).toBe(2)
    expect(store.get(cartTotalCentsAtom)).toBe(1300)
  })

  it('reads a cart saved before products had options: the cheddar bought by the 250 g then is its first choice, 250 g, now', () => {
    const saved = [
      { id: 27, title: 'Clothbound Cheddar', thumb: '/x.svg', priceCents: 960, quantity: 1 },
      { id: 1, title: 'Wild Blueberries', thumb: '/x.svg', priceCents: 650, quantity: 2 },
    ]
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(saved))
    const store = mountedStore()
    expect(store.get(cartItemsAtom)).toMatchObject([
      { id: 27, options: { Weight: '250 g' }, priceCents: 960, quantity: 1 },
      { id: 1, options: {}, priceCents: 650, quantity: 2 },
    ])
    expect(store.get(cartTotalCentsAtom)).toBe(960 + 1300)
  })

  it('keeps each harvest box of its own size and delivery as a line through a save and a read back', () => {
    const store = mountedStore()
    store.set(cartItemsAtom, []) // a save that works: an earlier test may have left the last save failed
    const box = (Size: string, Delivery: string, priceCents: number) => ({
      id: 32,
      title: 'Harvest Box',
      thumb: '/art/products/harvest-box.webp',
      options: { Size, Delivery },
      priceCents,
      quantity: 1,
    })
    store.set(cartItemsAtom, [box('Small', 'Weekly', 2800), box('Large', 'Fortnightly', 4200)])
    expect(mountedStore().get(cartItemsAtom)).toEqual([box('Small', 'Weekly', 2800), box('Large', 'Fortnightly', 4200)])
  })

  it('saves every change under "cartState"', () => {
    const store = mountedStore()
    store.set(cartItemsAtom, [
      { id: 2, title: 'Savoy Cabbage', thumb: '/art/products/cabbage.webp', options: {}, priceCents: 280, quantity: 1 },
    ])
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toMatchObject([{ id: 2, quantity: 1 }])
  })

  it('drops corrupt JSON, logs it, and starts empty', () => {
    const { value, logged } = readingSaved(CART_STORAGE_KEY, '{not json', readCart)
    expect(value).toEqual([])
    expect(logged).not.toEqual([])
  })

  it.each([
    ['not JSON', '{oops'],
    ['a negative quantity', '[{"id":1,"quantity":-3}]'],
    ['a quantity that is not a whole number', '[{"id":1,"quantity":1.5}]'],
    ['an object instead of a list', '{"items":[{"id":1,"quantity":1}]}'],
    ['a string instead of a list', '"cart"'],
    ['lines of another shape', '[{"sku":"pears","qty":2}]'],
    ['a product the shop does not sell', '[{"id":99999,"quantity":1}]'],
    ['a harvest box of a size the shop does not make', '[{"id":32,"quantity":1,"options":{"Size":"Huge","Delivery":"Weekly"}}]'],
    ['options that are not a choice of each', '[{"id":32,"quantity":1,"options":"Large"}]'],
  ])('drops a saved cart holding %s, logs it, and starts empty', (_case, saved) => {
    const { value, logged } = readingSaved(CART_STORAGE_KEY, saved, readCart)
    expect(value).toEqual([])
    expect(logged).toEqual([expect.stringContaining(`saved cart ("${CART_STORAGE_KEY}")`)])
  })

  it('keeps the valid lines of a partly corrupt cart and logs how many it dropped', () => {
    const { value, logged } = readingSaved(CART_STORAGE_KEY, '[{"id":1,"quantity":2},{"id":2,"quantity":-3},"oops"]', readCart)
    expect(value).toMatchObject([{ id: 1, quantity: 2 }])
    expect(logged).toContain(`Dropped 2 invalid item(s) from the saved cart ("${CART_STORAGE_KEY}").`)
  })

  it('keeps working in memory when storage throws', () => {
    const log = storageThatThrows()
    const store = mountedStore()
    const oranges = {
      id: 3,
      title: 'Juicy Oranges',
      thumb: '/art/products/oranges.webp',
      options: {},
      priceCents: 400,
      quantity: 1,
    }
    store.set(cartItemsAtom, [oranges])
    expect(store.get(cartCountAtom)).toBe(1)
    // Read at mount, read again before the save (to merge other tabs' changes), and the save: each logged once.
    expect(log).toHaveBeenCalledTimes(3)
    // The visitor is told once, not on every change.
    expect(takeNotSavedNotice()).toBe(true)
    store.set(cartItemsAtom, [{ ...oranges, quantity: 2 }])
    expect(store.get(cartCountAtom)).toBe(2)
    expect(takeNotSavedNotice()).toBe(false)
  })

  it('follows changes made in another tab', () => {
    // Long after this page's own last change (in an earlier test), so nothing of it is applied again.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 })
    const store = mountedStore()
    const newValue = JSON.stringify([{ id: 1, title: '', thumb: '', price: 0, quantity: 4 }])
    localStorage.setItem(CART_STORAGE_KEY, newValue)
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue, storageArea: localStorage }))
    expect(store.get(cartCountAtom)).toBe(4)
    vi.useRealTimers()
  })

  it('applies its own change again when another tab saved at the same moment without it', () => {
    const store = mountedStore()
    store.set(cartItemsAtom, []) // a save that works: an earlier test left the last save failed
    store.set(cartItemsAtom, [
      { id: 2, title: 'Savoy Cabbage', thumb: '/art/products/cabbage.webp', options: {}, priceCents: 280, quantity: 1 },
    ])
    // The other tab had not seen that save: it stored only its own product.
    const newValue = JSON.stringify([{ id: 1, quantity: 1 }])
    localStorage.setItem(CART_STORAGE_KEY, newValue)
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue, storageArea: localStorage }))
    expect(store.get(cartItemsAtom).map((item) => item.id)).toEqual([1, 2])
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toMatchObject([{ id: 1 }, { id: 2 }])
  })

  it('keeps what another tab saved meanwhile when this tab saves', () => {
    const store = mountedStore()
    store.set(cartItemsAtom, []) // a save that works: the test above left the last save failed
    // Another tab saves product 1; this tab has not heard of it yet when it adds product 2.
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ id: 1, quantity: 1 }]))
    store.set(cartItemsAtom, [
      { id: 2, title: 'Savoy Cabbage', thumb: '/art/products/cabbage.webp', options: {}, priceCents: 280, quantity: 1 },
    ])
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toMatchObject([{ id: 1 }, { id: 2 }])
    expect(store.get(cartItemsAtom).map((item) => item.id)).toEqual([1, 2])
  })
})
