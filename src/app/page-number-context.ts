import { createContext, useContext } from 'react'

/**
 * The page number the URL's path gives the list block a page file numbers ("pageNumber"), as written
 * (e.g. "3" on /blog-standard/3); undefined for every other block and when the path has none.
 */
export const PathPageNumberContext = createContext<string | undefined>(undefined)

export function usePathPageNumber(): string | undefined {
  return useContext(PathPageNumberContext)
}
