/**
 * A search query as the search boxes send it and as the shop reads it from its address: spaces tidied and
 * at most SEARCH_QUERY_MAX_LENGTH characters, so a pasted essay or a hand-made `?q=` cannot slow the page.
 */
export const SEARCH_QUERY_MAX_LENGTH = 100

export function tidySearchQuery(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_QUERY_MAX_LENGTH).trim()
}
