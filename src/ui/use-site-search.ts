/**
 * The site search as the search boxes use it: nothing of it loads until `start()` (a box's focus), then
 * the engine arrives once for every box (loadSearch is memoized). Tests and stories pass their own
 * engine through SearchLoaderContext, so a box can be tried without the build's index.
 *
 * Example: const search = useSiteSearch(); <input onFocus={search.start} />; search.engine?.search('milk')
 */
import { createContext, useContext, useState } from 'react'
import { loadSearch } from '#search/load-search.ts'
import type { SearchEngine } from '#search/search-types.ts'

export const SearchLoaderContext = createContext<() => Promise<SearchEngine>>(loadSearch)

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

/** What the search boxes say when the search could not be fetched (offline, a failed deploy). */
export const SEARCH_FAILED_MESSAGE = 'Search could not load. Check your connection and try again.'
