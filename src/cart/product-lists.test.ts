// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  mergeViews,
  mergeWishlistChanges,
  productIdsFromStorage,
  recordView,
  RECENTLY_VIEWED_LIMIT,
  toggleWishlist,
} from './product-lists.ts'

const known = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }, { id: 5 }, { id: 6 }]

describe('productIdsFromStorage', () => {
  it('keeps known ids in their stored order', () => {
    expect(productIdsFromStorage([3, 1, 2], known)).toEqual({ items: [3, 1, 2], dropped: 0 })
  })

  it('treats nothing stored as an empty list', () => {
    expect(productIdsFromStorage(null, known)).toEqual({ items: [], dropped: 0 })
  })

  it.each([
    ['an object', { items: [1, 2] }],
    ['a string', 'wishlist'],
    ['a number', 7],
    ['true', true],
  ])('drops a stored value that is %s whole', (_, stored) => {
    expect(productIdsFromStorage(stored, known)).toEqual({ items: [], dropped: 1 })
  })

  it.each([
    ['an unknown product', 99],
    ['a negative id', -1],
    ['zero', 0],
    ['a fraction', 1.5],
    ['an id written as text', '2'],
    ['a cart line', { id: 2, quantity: 1 }],
    ['null', null],
  ])('drops an entry that is %s and keeps the good ones', (_, bad) => {
    expect(productIdsFromStorage([4, bad, 5], known)).toEqual({ items: [4, 5], dropped: 1 })
  })

  it('keeps the first of a repeated id', () => {
    expect(productIdsFromStorage([2, 1, 2, 2], known)).toEqual({ items: [2, 1], dropped: 2 })
  })

  it('keeps at most `limit` entries, the first ones', () => {
    expect(productIdsFromStorage([6, 5, 4, 3, 2, 1], known, RECENTLY_VIEWED_LIMIT)).toEqual({ items: [6, 5, 4, 3], dropped: 2 })
  })

  it('reads a huge list of repeats and unknowns down to the products the shop sells', () => {
    const huge = Array.from({ length: 50_000 }, (_, index) => (index % 10) + 1)
    expect(productIdsFromStorage(huge, known)).toEqual({ items: [1, 2, 3, 4, 5, 6], dropped: 49_994 })
  })
})

describe('wishlist', () => {
  it('adds a product at the end, and removes it when pressed again', () => {
    expect(toggleWishlist([2], 5)).toEqual({ items: [2, 5], outcome: 'added' })
    expect(toggleWishlist([2, 5], 2)).toEqual({ items: [5], outcome: 'removed' })
  })

  it("merges this tab's additions and removals into what another tab stored", () => {
    // This tab had [1, 2], removed 1 and added 3; the other tab meanwhile added 4.
    expect(mergeWishlistChanges([1, 2], [2, 3], [1, 2, 4])).toEqual([2, 4, 3])
  })

  it('does not repeat a product both tabs added', () => {
    expect(mergeWishlistChanges([], [3], [3])).toEqual([3])
  })
})

describe('recently viewed', () => {
  it('puts the product opened last first, moves up one seen before, and keeps four', () => {
    let viewed: number[] = []
    for (const id of [1, 2, 3, 4]) viewed = recordView(viewed, id)
    expect(viewed).toEqual([4, 3, 2, 1])
    expect(recordView(viewed, 2)).toEqual([2, 4, 3, 1])
    expect(recordView(viewed, 5)).toEqual([5, 4, 3, 2])
  })

  it("puts this tab's views before what another tab stored, without repeats, four at most", () => {
    // This tab had [1, 2] and opened 3; another tab meanwhile opened 4 and 5.
    expect(mergeViews([1, 2], [3, 1, 2], [5, 4, 1, 2])).toEqual([3, 5, 4, 1])
    expect(mergeViews([], [6], [6, 2])).toEqual([6, 2])
  })

  it('changes nothing stored when this tab opened nothing new', () => {
    expect(mergeViews([1, 2], [1, 2], [4, 1, 2])).toEqual([4, 1, 2])
  })
})
