/**
 * The site search for components. Nothing of it downloads until a box asks: `useSiteSearch().start()` on a
 * field's focus, or `useSearch(query)` once the query is not empty. The engine then arrives once for every
 * box (loadSearch is memoized). Tests pass their own engine through SearchLoaderContext, so a box can be
 * tried without the build's index.
 *
 * Examples: const search = useSiteSearch(); <input onFocus={search.start} />; search.engine?.search('milk')
 *           const found = useSearch(query, { kinds: ['post'] }); found.status === 'ready' && found.results.hits
 */
import { createContext, useContext, useEffect, useMemo, useState } from 'react'
import { loadSearch } from './load-search.ts'
import type { SearchEngine, SearchOptions, SearchResults } from './search-types.ts'

export const SearchLoaderContext = createContext<() => Promise<SearchEngine>>(loadSearch)

/** What the search boxes say when the search could not be fetched (offline, a failed deploy). */
export const SEARCH_FAILED_MESSAGE = 'Search could not load. Check your connection and try again.'

/** idle: not asked for yet; failed: the last load failed, and the next start() tries again. */
export type SearchStatus = 'idle' | 'loading' | 'ready' | 'failed'

export interface SiteSearch {
  engine: SearchEngine | null
  status: SearchStatus
  start: () => void
}

export function useSiteSearch(): SiteSearch {
  const load = useContext(SearchLoaderContext)
  const [engine, setEngine] = useState<SearchEngine | null>(null)
  const [status, setStatus] = useState<SearchStatus>('idle')
  const start = () => {
    if (status === 'loading' || status === 'ready') return
    setStatus('loading')
    load().then(
      (loaded) => {
        setEngine(loaded)
        setStatus('ready')
      },
      () => setStatus('failed'),
    )
  }
  return { engine, status, start }
}

export type SearchState =
  /** The query is empty: nothing asked, nothing loaded. */
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; results: SearchResults }
  /** The engine did not download (offline): `retry` tries again. */
  | { status: 'failed'; retry: () => void }

/** The results of `query`, loading the engine the first time the query is not empty. */
export function useSearch(query: string, { kinds, limit }: SearchOptions = {}): SearchState {
  const search = useSiteSearch()
  const asked = query.trim() !== ''
  const { status, start } = search

  useEffect(() => {
    if (asked && status === 'idle') start()
  }, [asked, status, start])

  // The kinds by value: a caller's new array of the same kinds must not search again.
  const kindsKey = kinds && JSON.stringify(kinds)
  const results = useMemo(() => {
    if (!search.engine || !asked) return undefined
    const keptKinds = kindsKey === undefined ? undefined : (JSON.parse(kindsKey) as SearchOptions['kinds'])
    return search.engine.search(query, { kinds: keptKinds, limit })
  }, [search.engine, asked, query, kindsKey, limit])

  if (!asked) return { status: 'idle' }
  if (results) return { status: 'ready', results }
  if (status === 'failed') return { status: 'failed', retry: start }
  return { status: 'loading' }
}
