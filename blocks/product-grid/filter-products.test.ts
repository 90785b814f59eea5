import { describe, expect, it } from 'vitest'
import { filterProducts } from './filter-products.ts'

const products = [
  { id: 1, category: 'fruit' },
  { id: 2, category: 'vegetables' },
  { id: 3, category: 'fruit' },
  { id: 4, category: 'vegetables' },
] as const

describe('filterProducts', () => {
  it('keeps every product, in order, for "all"', () => {
    expect(filterProducts(products, 'all').map((p) => p.id)).toEqual([1, 2, 3, 4])
  })

  it('narrows to one category and keeps the order', () => {
    expect(filterProducts(products, 'fruit').map((p) => p.id)).toEqual([1, 3])
    expect(filterProducts(products, 'vegetables').map((p) => p.id)).toEqual([2, 4])
  })

  it('gives an empty list when no product is in the category', () => {
    expect(filterProducts([{ id: 1, category: 'fruit' }], 'vegetables')).toEqual([])
  })

  it('returns a new list, never the one passed in', () => {
    expect(filterProducts(products, 'all')).not.toBe(products)
  })
})
