// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Product } from '#data/collections/products.ts'
import { sampleProduct } from '#tests/unit/sample-records.ts'
import { SEARCH_QUERY_MAX_LENGTH } from './search-query.ts'
import {
  categoryCounts,
  filterProducts,
  keepFound,
  parseShopQuery,
  shopSearch,
  SORT_KEYS,
  sortProducts,
  type SortChoice,
} from './product-query.ts'

const product = (id: number, fields: Partial<Product> = {}) => sampleProduct({ id, title: `Product ${id}`, ...fields })
const ids = (products: readonly Pick<Product, 'id'>[]) => products.map((p) => p.id)

describe('filterProducts', () => {
  const products = [
    product(1, { category: 'fruit' }),
    product(2, { category: 'vegetables' }),
    product(3, { category: 'fruit' }),
    product(4, { category: 'dairy' }),
  ]

  it('keeps every product, in order, for "all", in a new list', () => {
    expect(ids(filterProducts(products, 'all'))).toEqual([1, 2, 3, 4])
    expect(filterProducts(products, 'all')).not.toBe(products)
  })

  it('narrows to one category and keeps the order', () => {
    expect(ids(filterProducts(products, 'fruit'))).toEqual([1, 3])
    expect(ids(filterProducts(products, 'dairy'))).toEqual([4])
  })

  it('gives an empty list when no product is in the category', () => {
    expect(filterProducts([product(1, { category: 'fruit' })], 'vegetables')).toEqual([])
  })
})

describe('categoryCounts', () => {
  it('counts each category in the shop order, leaving out the ones with no products', () => {
    const products = [
      product(1, { category: 'vegetables' }),
      product(2, { category: 'fruit' }),
      product(3, { category: 'vegetables' }),
    ]
    expect(categoryCounts(products)).toEqual([
      { category: 'fruit', label: 'Fruit', count: 1 },
      { category: 'vegetables', label: 'Vegetables', count: 2 },
    ])
    expect(categoryCounts([])).toEqual([])
  })
})

describe('sortProducts', () => {
  it('latest: the newest day first; products added the same day keep the catalogue order', () => {
    const products = [
      product(1, { added: '2024-03-01' }),
      product(2, { added: '2025-01-15' }),
      product(3, { added: '2024-03-01' }),
      product(4, { added: '2024-12-31' }),
    ]
    expect(ids(sortProducts(products, 'latest'))).toEqual([2, 4, 1, 3])
  })

  it('price: by the price paid (the sale price, not the struck-through one), equal prices in catalogue order', () => {
    const products = [
      product(1, { price: '$4.00' }),
      product(2, { price: '$3.00', oldPrice: '$9.00', onSale: true }),
      product(3, { price: '$12.50' }),
      product(4, { price: '$4.00', oldPrice: '$5.00', onSale: true }),
      product(5, { price: '$0.99' }),
    ]
    expect(ids(sortProducts(products, 'price-asc'))).toEqual([5, 2, 1, 4, 3])
    expect(ids(sortProducts(products, 'price-desc'))).toEqual([3, 1, 4, 2, 5])
  })

  it('compares prices as amounts, not as text ("$12.50" is dearer than "$9.00")', () => {
    const products = [product(1, { price: '$9.00' }), product(2, { price: '$12.50' })]
    expect(ids(sortProducts(products, 'price-desc'))).toEqual([2, 1])
  })

  it('popular: the most reviews first, then the best average; top rated: the best average first, then the most reviews; full ties in catalogue order', () => {
    const products = [
      product(1, { reviews: 3, ratings: 4.5 }),
      product(2, { reviews: 4, ratings: 4.1 }),
      product(3, { reviews: 3, ratings: 4.9 }),
      product(4, { reviews: 1, ratings: 4.5 }),
      product(5, { reviews: 3, ratings: 4.5 }),
    ]
    expect(ids(sortProducts(products, 'popular'))).toEqual([2, 3, 1, 5, 4])
    expect(ids(sortProducts(products, 'rating'))).toEqual([3, 1, 5, 4, 2])
  })

  it('returns a new list and leaves the one passed in as it was', () => {
    const products = [product(1, { price: '$5.00' }), product(2, { price: '$1.00' })]
    const sorted = sortProducts(products, 'price-asc')
    expect(sorted).not.toBe(products)
    expect(ids(products)).toEqual([1, 2])
  })

  it('sorts the empty list and a single product', () => {
    expect(sortProducts([], 'latest')).toEqual([])
    expect(ids(sortProducts([product(7)], 'rating'))).toEqual([7])
  })
})

describe('parseShopQuery', () => {
  const every: SortChoice = { sorts: SORT_KEYS, defaultSort: 'latest' }
  const parse = (search: string, choice = every) => parseShopQuery(new URLSearchParams(search), choice)

  it('reads the category and the sort', () => {
    expect(parse('?category=dairy&sort=price-desc')).toEqual({ searchFor: '', category: 'dairy', sort: 'price-desc' })
    expect(parse('')).toEqual({ searchFor: '', category: 'all', sort: 'latest' })
  })

  it.each([
    '?sort=zzz&category=%3Cscript%3E',
    '?sort=&category=',
    '?sort=PRICE-ASC&category=Fruit',
    '?sort=price-asc%20&category=fruit%00',
    '?category=all&sort=latest',
    '?sort[]=popular&category[]=fruit',
  ])('%s falls back to all categories and the default sort', (search) => {
    expect(parse(search)).toEqual({ searchFor: '', category: 'all', sort: 'latest' })
  })

  it('a sort the page does not offer falls back to its default', () => {
    const choice: SortChoice = { sorts: ['popular', 'price-asc'], defaultSort: 'popular' }
    expect(parse('?sort=latest', choice).sort).toBe('popular')
    expect(parse('?sort=price-asc', choice).sort).toBe('price-asc')
    expect(parse('', choice).sort).toBe('popular')
  })

  it('the first of a repeated parameter counts', () => {
    expect(parse('?sort=rating&sort=popular&q=milk&q=honey')).toEqual({ searchFor: 'milk', category: 'all', sort: 'rating' })
  })

  it('reads the words searched for, tidied, bounded and safe to show', () => {
    expect(parse('?q=%20%20wild%0A%09blue%20').searchFor).toBe('wild blue')
    expect(parse('?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E').searchFor).toBe('<script>alert(1)</script>')
    expect(parse(`?q=${'berry '.repeat(100)}`).searchFor).toHaveLength(SEARCH_QUERY_MAX_LENGTH)
    expect(parse('?q=&category=fruit').searchFor).toBe('')
    expect(parse('?q[]=milk').searchFor).toBe('')
  })
})

describe('keepFound', () => {
  it('keeps the products the search found, in the list’s order', () => {
    const products = [product(1), product(2), product(3), product(12)]
    expect(ids(keepFound(products, new Set(['product-12', 'product-1', 'post-2', 'page-/product-3'])))).toEqual([1, 12])
    expect(keepFound(products, new Set())).toEqual([])
  })
})

describe('shopSearch', () => {
  it('writes the words searched for first, and leaves them out when there are none', () => {
    expect(shopSearch({ searchFor: 'raw milk', category: 'dairy', sort: 'latest', page: 2 }, 'latest')).toBe(
      '?q=raw+milk&category=dairy&page=2',
    )
    expect(shopSearch({ searchFor: '', category: 'all', sort: 'latest', page: 1 }, 'latest', new URLSearchParams('?q=old'))).toBe(
      '',
    )
  })

  it('leaves the defaults out of the address', () => {
    expect(shopSearch({ searchFor: '', category: 'all', sort: 'latest', page: 1 }, 'latest')).toBe('')
    expect(shopSearch({ searchFor: '', category: 'fruit', sort: 'latest', page: 1 }, 'latest')).toBe('?category=fruit')
    expect(shopSearch({ searchFor: '', category: 'all', sort: 'price-asc', page: 2 }, 'latest')).toBe('?sort=price-asc&page=2')
    expect(shopSearch({ searchFor: '', category: 'dairy', sort: 'rating', page: 3 }, 'latest')).toBe(
      '?category=dairy&sort=rating&page=3',
    )
  })

  it('writes the sort when it is not the page’s default, even "latest"', () => {
    expect(shopSearch({ searchFor: '', category: 'all', sort: 'latest', page: 1 }, 'popular')).toBe('?sort=latest')
    expect(shopSearch({ searchFor: '', category: 'all', sort: 'popular', page: 1 }, 'popular')).toBe('')
  })

  it('keeps other parameters of the address after the shop’s, and replaces the shop’s own', () => {
    const current = new URLSearchParams('?utm_source=letter&sort=popular&page=4&category=fruit')
    expect(shopSearch({ searchFor: '', category: 'all', sort: 'price-desc', page: 1 }, 'latest', current)).toBe(
      '?sort=price-desc&utm_source=letter',
    )
    expect(shopSearch({ searchFor: '', category: 'all', sort: 'latest', page: 1 }, 'latest', new URLSearchParams('?ref=x'))).toBe(
      '?ref=x',
    )
  })

  it('what it writes reads back as the same state', () => {
    const state = { searchFor: 'sweet corn', category: 'vegetables', sort: 'price-asc' } as const
    expect(
      parseShopQuery(new URLSearchParams(shopSearch({ ...state, page: 1 }, 'latest')), {
        sorts: SORT_KEYS,
        defaultSort: 'latest',
      }),
    ).toEqual(state)
  })
})
