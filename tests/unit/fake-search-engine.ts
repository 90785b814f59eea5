/**
 * A search engine for component tests, in place of the build's index: a record matches when every word of
 * the query starts a word of its title or excerpt (case aside). Enough to drive the search boxes without
 * the real engine's typo tolerance, which src/search's own tests cover.
 * Pass it through SearchLoaderContext: <SearchLoaderContext value={() => Promise.resolve(engine)}>.
 */
import type { SearchEngine, SearchHit, SearchKind, SearchResults } from '#search/search-types.ts'

export type FakeRecord = Omit<SearchHit, 'terms'>

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

export function fakeSearchEngine(records: readonly FakeRecord[], didYouMean: Record<string, string> = {}): SearchEngine {
  return {
    search(query, options = {}): SearchResults {
      const terms = wordsOf(query)
      const matching = records.filter((record) => {
        const words = wordsOf(`${record.title} ${record.excerpt ?? ''}`)
        return terms.length > 0 && terms.every((term) => words.some((word) => word.startsWith(term)))
      })
      const counts: Record<SearchKind, number> = { product: 0, post: 0, page: 0, person: 0 }
      for (const record of matching) counts[record.kind] += 1
      const hits = matching
        .filter((record) => !options.kinds || options.kinds.includes(record.kind))
        .slice(0, options.limit ?? Infinity)
        // Like the real engine, the terms are the record's own words that matched, as the index keeps them.
        .map((record) => ({
          ...record,
          terms: wordsOf(`${record.title} ${record.excerpt ?? ''}`).filter((word) => terms.some((term) => word.startsWith(term))),
        }))
      const suggestion = didYouMean[query.toLowerCase()]
      return { query, hits, counts, ...(suggestion ? { didYouMean: suggestion } : {}) }
    },
  }
}

/** A few records of every kind, shaped as the build's index gives them. */
export const SAMPLE_RECORDS: readonly FakeRecord[] = [
  {
    kind: 'product',
    id: '1',
    title: 'Wild Blueberries',
    url: '/shop-single/1',
    price: '$6.50',
    oldPrice: null,
    image: '/art/products/blueberries.webp',
  },
  { kind: 'product', id: '2', title: 'Strawberries', url: '/shop-single/2', price: '$4.20', oldPrice: '$5.00' },
  { kind: 'product', id: '3', title: 'Raw Milk', url: '/shop-single/3', price: '$3.10', oldPrice: null },
  { kind: 'product', id: '4', title: 'Aged Cheddar Cheese', url: '/shop-single/4', price: '$9.00', oldPrice: null },
  { kind: 'post', id: '1', title: 'How We Build Living Soil', url: '/blog-single/1', date: '8 Sept 2024' },
  { kind: 'post', id: '2', title: 'Picking Blueberries at Dawn', url: '/blog-single/2', date: '12 Aug 2024' },
  { kind: 'page', id: 'about', title: 'About the Farm', url: '/about', excerpt: 'Blueberries, milk and soil since 1952.' },
  { kind: 'person', id: '1', title: 'Ruth Calloway', url: '/farmer-details/1', role: 'Blueberry grower' },
]
