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

const titles = (query: string, kind?: 'product' | 'post' | 'page' | 'person') =>
  engine.search(query, kind ? { kinds: [kind] } : {}).hits.map((hit) => hit.title)

describe('search engine', () => {
  it.each([
    ['bluebery', 'product', 'Wild Blueberries'],
    ['strawbery', 'product', 'Garden Strawberries'],
    ['chese', 'product', 'Clothbound Cheddar'],
    ['CHEESE', 'product', 'Clothbound Cheddar'],
    ['chèddar', 'product', 'Clothbound Cheddar'],
    ['Yoghurt', 'product', 'Natural Yogurt'],
    ['soil', 'page', 'Soil Care'],
    ['cheesemaker', 'person', 'Tomas Rivera'],
    ['honey', 'post', 'From Hive to Jar: Harvesting Wildflower Honey'],
  ] as const)('"%s" finds a %s, "%s", first of its kind', (query, kind, title) => {
    expect(titles(query, kind)[0]).toBe(title)
  })

  it('a prefix finds the words it starts: "straw" finds both strawberry products', () => {
    expect(titles('straw', 'product')).toEqual(expect.arrayContaining(['Garden Strawberries', 'Strawberry Ice Cream']))
    expect(engine.search('straw').hits[0]?.terms).toContain('strawberry')
  })

  it('a match in the title ranks above a match in the text only', () => {
    const hits = titles('milk', 'product')
    expect(hits[0]).toBe('Whole Jersey Milk')
    expect(hits.length).toBeGreaterThan(1)
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
