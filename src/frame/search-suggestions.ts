/**
 * The header's suggestions for one query: the best few of each kind, in the order a shopper looks for
 * them (products, posts, pages, people), numbered in one run so the arrow keys walk through the groups.
 */
import { SEARCH_KIND_LABELS, SEARCH_KINDS, type SearchHit, type SearchKind, type SearchResults } from '#search/search-types.ts'

export const SUGGESTIONS_PER_KIND = 3

export interface SuggestionGroup {
  kind: SearchKind
  label: string
  /** Each hit with its place in the whole list (the arrow keys' order). */
  options: { hit: SearchHit; index: number }[]
}

export interface Suggestions {
  groups: SuggestionGroup[]
  /** Every hit shown, in arrow-key order. */
  hits: SearchHit[]
  /** How many results the results page has for the query. */
  total: number
}

export function groupSuggestions(results: SearchResults, perKind = SUGGESTIONS_PER_KIND): Suggestions {
  const hits: SearchHit[] = []
  const groups: SuggestionGroup[] = []
  for (const kind of SEARCH_KINDS) {
    const ofKind = results.hits.filter((hit) => hit.kind === kind).slice(0, perKind)
    if (ofKind.length === 0) continue
    groups.push({ kind, label: SEARCH_KIND_LABELS[kind], options: ofKind.map((hit) => ({ hit, index: hits.push(hit) - 1 })) })
  }
  const total = SEARCH_KINDS.reduce((sum, kind) => sum + results.counts[kind], 0)
  return { groups, hits, total }
}
