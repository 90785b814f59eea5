import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MAX_STORED_CHARS } from '#lib/safe-storage.ts'
import { readingSaved, storageThatThrows } from '#tests/unit/stored-text.ts'
import { RECENTLY_VIEWED_STORAGE_KEY, WISHLIST_STORAGE_KEY, recentlyViewed, wishlist } from './wishlist-store.ts'

const lists = [
  { name: 'wishlist', key: WISHLIST_STORAGE_KEY, list: wishlist, message: `saved wishlist ("${WISHLIST_STORAGE_KEY}")` },
  {
    name: 'recently viewed',
    key: RECENTLY_VIEWED_STORAGE_KEY,
    list: recentlyViewed,
    message: `saved list of recently viewed products ("${RECENTLY_VIEWED_STORAGE_KEY}")`,
  },
]

/** A store with the list mounted, as a page showing it has it. */
function mounted(list: typeof wishlist) {
  const store = createStore()
  store.sub(list.itemsAtom, () => {})
  return store
}

afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe.each(lists)('$name store', ({ key, list, message }) => {
  it(`restores the saved ids from localStorage "${key}", in order`, () => {
    localStorage.setItem(key, '[3,1,2]')
    expect(mounted(list).get(list.itemsAtom)).toEqual([3, 1, 2])
  })

  it(`saves every change under "${key}"`, () => {
    const store = mounted(list)
    store.set(list.itemsAtom, [5, 2])
    expect(localStorage.getItem(key)).toBe('[5,2]')
  })

  it.each([
    ['not JSON', '[1, 2'],
    ['an object instead of a list', '{"ids":[1,2]}'],
    ['a string instead of a list', '"wishlist"'],
    ['entries of another shape', '[{"sku":"blueberries"}]'],
    ['a product the shop does not sell', '[99999]'],
  ])('drops a saved list holding %s, logs it, and starts empty', (_case, saved) => {
    const { value, logged } = readingSaved(key, saved, () => mounted(list).get(list.itemsAtom))
    expect(value).toEqual([])
    expect(logged).toEqual([expect.stringContaining(message)])
  })

  it('drops huge saved text without parsing it, and logs it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const parse = vi.spyOn(JSON, 'parse')
    localStorage.setItem(key, `[${'1,'.repeat(MAX_STORED_CHARS / 2)}1]`)
    expect(mounted(list).get(list.itemsAtom)).toEqual([])
    expect(parse).not.toHaveBeenCalled()
    expect(log.mock.calls[0]?.[0]).toContain('too long')
  })

  it('keeps the valid ids of a partly corrupt list, the first of each repeat, and logs how many it dropped', () => {
    const { value, logged } = readingSaved(key, '[2,"2",2,99999,-1,3]', () => mounted(list).get(list.itemsAtom))
    expect(value).toEqual([2, 3])
    expect(logged).toContain(`Dropped 4 invalid item(s) from the ${message}.`)
  })

  it('follows changes made in another tab', () => {
    // Long after this page's own last change (in an earlier test), so nothing of it is applied again.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 })
    const store = mounted(list)
    localStorage.setItem(key, '[4]')
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: '[4]', storageArea: localStorage }))
    expect(store.get(list.itemsAtom)).toEqual([4])
  })

  it('keeps working in memory when storage throws', () => {
    const log = storageThatThrows()
    const store = mounted(list)
    store.set(list.itemsAtom, [1])
    // (Recently viewed keeps what this page read earlier behind the product just set first.)
    expect(store.get(list.itemsAtom)[0]).toBe(1)
    expect(log).toHaveBeenCalled()
    expect(list.takeNotSavedNotice()).toBe(true)
    expect(list.takeNotSavedNotice()).toBe(false)
  })
})

describe('recently viewed store', () => {
  it('keeps the first four of a longer saved list', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, '[6,5,4,3,2,1]')
    expect(mounted(recentlyViewed).get(recentlyViewed.itemsAtom)).toEqual([6, 5, 4, 3])
  })
})

describe('wishlist store', () => {
  it('keeps what another tab saved meanwhile when this tab saves', () => {
    const store = mounted(wishlist)
    store.set(wishlist.itemsAtom, []) // a save that works: an earlier test left the last save failed
    localStorage.setItem(WISHLIST_STORAGE_KEY, '[1]') // another tab saves product 1
    store.set(wishlist.itemsAtom, [2]) // this tab, not having heard of it, saves product 2
    expect(localStorage.getItem(WISHLIST_STORAGE_KEY)).toBe('[1,2]')
    expect(store.get(wishlist.itemsAtom)).toEqual([1, 2])
  })
})
