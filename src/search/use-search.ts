/**
 * The results of a query, for a component: the engine is loaded (loadSearch) the first time the query is not
 * empty, so nothing downloads before a visitor searches. Results follow the query at once after that.
 * Example: const search = useSearch(query, { kinds: ['post'] }); search.status === 'ready' && search.results.hits
 */
import { useEffect, useMemo, useState } from 'react'
import { loadSearch } from './load-search.ts'
import type { SearchEngine, SearchOptions, SearchResults } from './search-types.ts'

export type SearchState =
  /** The query is empty: nothing asked, nothing loaded. */
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; results: SearchResults }
  /** The engine did not download (offline): `retry` tries again. */
  | { status: 'failed'; retry: () => void }

export function useSearch(query: string, { kinds, limit }: SearchOptions = {}): SearchState {
  const [engine, setEngine] = useState<SearchEngine>()
  const [failedAttempt, setFailedAttempt] = useState<number>()
  const [attempt, setAttempt] = useState(0)
  const asked = query.trim() !== ''

  useEffect(() => {
    if (!asked || engine) return
    let current = true
    loadSearch().then(
      (loaded) => current && setEngine(loaded),
      () => current && setFailedAttempt(attempt),
    )
    return () => {
      current = false
    }
  }, [asked, engine, attempt])

  // The kinds by value: a caller's new array of the same kinds must not search again.
  const kindsKey = kinds && JSON.stringify(kinds)
  const results = useMemo(() => {
    if (!engine || !asked) return undefined
    const keptKinds = kindsKey === undefined ? undefined : (JSON.parse(kindsKey) as SearchOptions['kinds'])
    return engine.search(query, { kinds: keptKinds, limit })
  }, [engine, asked, query, kindsKey, limit])

  if (!asked) return { status: 'idle' }
  if (results) return { status: 'ready', results }
  if (failedAttempt === attempt) return { status: 'failed', retry: () => setAttempt((count) => count + 1) }
  return { status: 'loading' }
}
