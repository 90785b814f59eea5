import { useSearchParams } from 'react-router-dom'
import { useHydrated } from '#lib/use-hydrated.ts'
import { readPostFilter, type PostFilter } from '#lib/blog-filters.ts'

/** The query the prerendered HTML was made for: a static host sends a list's HTML whatever the query. */
const PRERENDERED_QUERY = new URLSearchParams()

/**
 * The category, month or tag the address narrows a post list to ("?tag=cheese"). The first render in the browser
 * matches the prerendered page, which names none; the address's filter follows right after hydration.
 */
export function useAddressPostFilter(): PostFilter | undefined {
  const [searchParams] = useSearchParams()
  return readPostFilter(useHydrated() ? searchParams : PRERENDERED_QUERY)
}
