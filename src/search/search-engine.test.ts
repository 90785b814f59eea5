// @vitest-environment node
/**
 * The search over today's records and pages: what a visitor types, misspelt, cut short, in capitals or with
 * accents, finds what they meant, titles first.
 */
import MiniSearch from 'minisearch'
import { describe, expect, it } from 'vitest'
import { compileSite } from '#build/compile-site.ts'
import { searchDocuments } from '#build/search-documents.ts'
import { createSearchEngine } from './search-engine.ts'
import type { SearchDocument } from './search-types.ts'

const documents = searchDocuments(compileSite(process.cwd()).pages)
const engine = createSearchEngine(MiniSearch, documents)

const titles = (query: string, kind?: Kind) => engine.search(query, kind ? { kinds: [kind] } : {}).hits.map((hit) => hit.title)

/**
 * What a shopper types, and what must come first (of its kind, when one is named) and what must not appear at
 * all: typos are forgiven only in longer words and only when the words as typed find nothing, and a product is
 * found by what it is, not by the words describing it.
 */
const QUERIES: readonly { query: string; kind?: Kind; first: string; absent?: readonly string[] }[] = [
  { query: 'milk', kind: 'product', first: 'Whole Jersey Milk', absent: ['Red Onions', 'Savoy Cabbage'] },
  { query: 'cheese', kind: 'product', first: 'Clothbound Cheddar', absent: ['Tart Green Apples'] },
  { query: 'honey', first: 'From Hive to Jar: Harvesting Wildflower Honey', absent: ['Crisp Red Apples', 'Golden Kiwi'] },
  { query: 'jersey', kind: 'product', first: 'Whole Jersey Milk', absent: ['Wild Blueberries'] },
  { query: 'bluebery', kind: 'product', first: 'Wild Blueberries' },
  { query: 'kale', first: 'Fresh Vegetables', absent: ['Agricultural Products', 'Solar Greenhouse Nursery'] },
  { query: 'strawbery', kind: 'product', first: 'Garden Strawberries' },
  { query: 'chese', kind: 'product', first: 'Clothbound Cheddar', absent: ['Seven Heirloom Tomatoes Worth Growing This Summer'] },
  { query: 'CHEESE', kind: 'product', first: 'Clothbound Cheddar' },
  { query: 'chèddar', kind: 'product', first: 'Clothbound Cheddar' },
  { query: 'Yoghurt', kind: 'product', first: 'Natural Yogurt' },
  { query: 'soil', kind: 'page', first: 'Soil Care' },
  { query: 'cheesemaker', kind: 'person', first: 'Tomas Rivera' },
  { query: 'jersey milk', first: 'Whole Jersey Milk', absent: ['Wild Blueberries', 'Double Cream'] },
  { query: 'straw', kind: 'product', first: 'Garden Strawberries' },
  { query: 'ice cream', first: 'Strawberry Ice Cream', absent: ['Garden Strawberries'] },
  { query: 'butter', kind: 'product', first: 'Cultured Butter', absent: ['Double Cream'] },
  { query: 'cream', kind: 'product', first: 'Double Cream', absent: ['Whole Jersey Milk'] },
  { query: 'egg', kind: 'product', first: 'Strawberry Ice Cream', absent: ['Natural Yogurt'] },
  { query: 'onions', kind: 'product', first: 'Red Onions', absent: ['Savoy Cabbage'] },
  { query: 'kiwi', kind: 'product', first: 'Golden Kiwi', absent: ['Juicy Oranges'] },
  { query: 'tomatos', kind: 'product', first: 'Heirloom Tomatoes' },
  { query: 'apples', kind: 'product', first: 'Crisp Red Apples', absent: ['Honey Pears'] },
  { query: 'pear', kind: 'product', first: 'Honey Pears', absent: ['Crisp Red Apples', 'Tart Green Apples'] },
  { query: 'cherries', kind: 'product', first: 'Dark Sweet Cherries', absent: ['Summer Peaches'] },
  { query: 'delivery', kind: 'page', first: 'Farm Delivery' },
  { query: 'hives', kind: 'person', first: 'Hannah Brooks', absent: ['Golden Kiwi'] },
  { query: 'mild', first: 'Solar Greenhouse Nursery', absent: ['Whole Jersey Milk', 'Savoy Cabbage'] },
]

type Kind = 'product' | 'post' | 'page' | 'person'

describe('search engine', () => {
  it('has a table of at least 25 queries', () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(25)
  })

  it.each(QUERIES)('$query finds $first first ($kind), and none of $absent', ({ query, kind, first, absent = [] }) => {
    expect(titles(query, kind)[0]).toBe(first)
    const all = titles(query)
    for (const title of absent) expect(all).not.toContain(title)
  })

  it('a prefix finds the words it starts: "straw" finds both strawberry products', () => {
    expect(titles('straw', 'product')).toEqual(expect.arrayContaining(['Garden Strawberries', 'Strawberry Ice Cream']))
    expect(engine.search('straw').hits[0]?.terms).toContain('strawberry')
  })

  it('a match in the title ranks above a match in the text only', () => {
    const blueberries = titles('blueberries')
    expect(blueberries.indexOf('Wild Blueberries')).toBeLessThan(blueberries.indexOf('Emma Hartley'))
  })

  it('every word of a query must match: "jersey milk" finds the milk first, and not a berry', () => {
    const hits = titles('jersey milk')
    expect(hits[0]).toBe('Whole Jersey Milk')
    expect(hits).not.toContain('Wild Blueberries')
  })

  it('counts every kind and keeps the kinds and number of hits asked for', () => {
    const all = engine.search('cheese')
    const products = engine.search('cheese', { kinds: ['product'], limit: 1 })
    expect(products.counts).toEqual(all.counts)
    expect(products.hits).toHaveLength(1)
    expect(products.hits[0]?.kind).toBe('product')
    expect(all.hits.length).toBe(Object.values(all.counts).reduce((sum, count) => sum + count, 0))
  })

  it('a product hit carries what a suggestion shows: address, price, picture, excerpt', () => {
    const [hit] = engine.search('strawbery', { kinds: ['product'] }).hits
    expect(hit).toMatchObject({ kind: 'product', id: 'product-3', url: '/shop-single/3', price: '$5.20', oldPrice: '$6.50' })
    expect(hit?.image).toBe('/art/products/strawberries.webp')
    expect(hit?.excerpt).toMatch(/^Picked fully red/)
    expect(hit).not.toHaveProperty('text')
  })

  it('nothing found suggests the nearest word that finds something', () => {
    const results = engine.search('blubery')
    expect(results.hits).toEqual([])
    expect(results.counts).toEqual({ product: 0, post: 0, page: 0, person: 0 })
    expect(results.didYouMean).toBe('blueberry')
    expect(engine.search(results.didYouMean!).hits.length).toBeGreaterThan(0)
  })

  it('a query with no word in it, or of nonsense, finds nothing and suggests nothing', () => {
    expect(engine.search('   ')).toEqual({ query: '', hits: [], counts: { product: 0, post: 0, page: 0, person: 0 } })
    expect(engine.search('?!')).toMatchObject({ hits: [] })
    const nonsense = engine.search('qqqqqq')
    expect(nonsense.hits).toEqual([])
    expect(nonsense).not.toHaveProperty('didYouMean')
  })

  it('a record added to the data is found by the next index built', () => {
    const goatCheese: SearchDocument = {
      kind: 'product',
      id: 'product-99',
      title: 'Fresh Goat Cheese',
      url: '/shop-single/99',
      keywords: 'dairy',
      text: '',
    }
    expect(titles('goat', 'product')).toEqual([])
    expect(createSearchEngine(MiniSearch, [...documents, goatCheese]).search('goat').hits[0]?.title).toBe('Fresh Goat Cheese')
  })
})
