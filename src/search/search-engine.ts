/**
 * The search over the site's documents. MiniSearch is handed in by load-search.ts, which loads it on first use,
 * so this module costs nothing until then; the unit tests hand it in directly.
 */
import type MiniSearch from 'minisearch'
import type { SearchOptions as MiniSearchOptions } from 'minisearch'
import { searchTerm, searchWords } from '#lib/search-words.ts'
import {
  SEARCH_KINDS,
  type SearchDocument,
  type SearchEngine,
  type SearchHit,
  type SearchKind,
  type SearchResults,
} from './search-types.ts'

type MiniSearchClass = typeof MiniSearch

/** Fields looked in: a match in the title counts most, then the record's kind of thing (category, tags, role). */
const FIELDS = ['title', 'keywords', 'excerpt', 'text'] as const
const BOOST = { title: 3, keywords: 2 }

/** Typos are forgiven only in a word this long: "kale" is not "bale", nor "milk" "mild". */
const FUZZY_MIN_LENGTH = 5
/** Up to one typo in a word of 5 to 9 letters, two from 10 ("bluebery", "chese", "strawbery"). */
const FUZZY = 0.2
/** The wider net for "Did you mean …" once the query found nothing. */
const SUGGESTION_FUZZY = 0.4

// "straw" finds "strawberry"; a one- or two-letter word would find half the site.
const prefix = (term: string) => term.length >= 3
const fuzzy = (term: string) => (term.length >= FUZZY_MIN_LENGTH ? FUZZY : false)

/**
 * The searches tried in turn until one finds something: every word as typed (or the start of a longer word),
 * then every word allowing a typo, then the records with most of the words, as typed, then with typos. So a
 * typo is forgiven only when nothing matches the words as they were typed.
 */
const SEARCH_STAGES: readonly MiniSearchOptions[] = [
  { prefix, fuzzy: false, combineWith: 'AND' },
  { prefix, fuzzy, combineWith: 'AND' },
  { prefix, fuzzy: false, combineWith: 'OR' },
  { prefix, fuzzy, combineWith: 'OR' },
]

/** Words too common to tell records apart. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'the',
  'of',
  'in',
  'on',
  'to',
  'for',
  'with',
  'our',
  'your',
  'is',
  'are',
  'at',
  'by',
  'or',
  'from',
  'this',
  'that',
  'these',
  'those',
])

const processTerm = (word: string) => {
  const term = searchTerm(word)
  return STOP_WORDS.has(term) ? null : term
}

function emptyCounts(): Record<SearchKind, number> {
  return { product: 0, post: 0, page: 0, person: 0 }
}

export function createSearchEngine(MiniSearchClass: MiniSearchClass, documents: readonly SearchDocument[]): SearchEngine {
  const index = new MiniSearchClass<SearchDocument>({
    fields: [...FIELDS],
    storeFields: [],
    tokenize: searchWords,
    processTerm,
    // A product is found by what it is (its name, shelf, tags, what it is made of: search-documents.ts), not by
    // the words its excerpt describes it with: apples "lovely with cheese" or "honey-sweet" are neither.
    extractField: (document, field) =>
      document.kind === 'product' && field === 'excerpt' ? '' : (document[field as keyof SearchDocument] as string),
    searchOptions: { boost: BOOST },
  })
  index.addAll(documents)
  const byId = new Map(documents.map((document) => [document.id, document]))

  function find(query: string) {
    for (const options of SEARCH_STAGES) {
      const found = index.search(query, options)
      if (found.length > 0) return found
    }
    return []
  }

  function didYouMean(query: string): string | undefined {
    const [best] = index.autoSuggest(query, { fuzzy: SUGGESTION_FUZZY, prefix: false, combineWith: 'AND' })
    return best && best.suggestion !== query.trim().toLowerCase() ? best.suggestion : undefined
  }

  return {
    search(query, { kinds, limit } = {}) {
      const trimmed = query.trim()
      const counts = emptyCounts()
      if (searchWords(trimmed).length === 0) return { query: trimmed, hits: [], counts }
      const hits: SearchHit[] = []
      for (const result of find(trimmed)) {
        const document = byId.get(String(result.id))
        if (!document) continue
        counts[document.kind] += 1
        if (kinds && !kinds.includes(document.kind)) continue
        if (limit !== undefined && hits.length >= limit) continue
        hits.push(toHit(document, result.terms))
      }
      const results: SearchResults = { query: trimmed, hits, counts }
      if (SEARCH_KINDS.every((kind) => counts[kind] === 0)) {
        const suggestion = didYouMean(trimmed)
        if (suggestion) results.didYouMean = suggestion
      }
      return results
    },
  }
}

function toHit(document: SearchDocument, terms: string[]): SearchHit {
  const { keywords: _keywords, text: _text, ...shown } = document
  return { ...shown, terms }
}
