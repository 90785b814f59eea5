/**
 * The address of the results page: `/search?q=cheese&kind=product` (pages-schema/search.json). The query
 * and the kind live in the address, so a search can be shared, reloaded and gone back to.
 */
import { SEARCH_KINDS, type SearchKind } from './search-types.ts'

export const SEARCH_PAGE_PATH = '/search'

/** The results page for a query, all kinds or one: searchPath('goat cheese', 'product') → "/search?q=goat+cheese&kind=product". */
export function searchPath(query: string, kind?: SearchKind): string {
  const params = new URLSearchParams({ q: query.trim() })
  if (kind) params.set('kind', kind)
  return `${SEARCH_PAGE_PATH}?${params}`
}

/** The kind an address asks for; anything else (none, "fish") is every kind. */
export function kindFromAddress(raw: string | null): SearchKind | undefined {
  return SEARCH_KINDS.find((kind) => kind === raw)
}
