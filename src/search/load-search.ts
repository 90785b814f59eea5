/**
 * The search engine, loaded on first use: MiniSearch and the site's search documents download only when a
 * search box is used or the results page opens, never with a page's first load (tests/e2e/js-budget.spec.ts).
 * The documents are a module the build writes from the data and page files (src/build/search-documents.ts,
 * served by vite-plugin-site-pages.ts), so they carry a content hash and are cached like the other modules.
 */
import type { SearchEngine } from './search-types.ts'

let engine: Promise<SearchEngine> | undefined

/** The one search engine of the page: loaded by the first call, shared by every later one. */
export function loadSearch(): Promise<SearchEngine> {
  if (engine) return engine
  const loading = Promise.all([import('minisearch'), import('virtual:site/search-documents'), import('./search-engine.ts')]).then(
    ([{ default: MiniSearch }, { default: documents }, { createSearchEngine }]) => createSearchEngine(MiniSearch, documents),
  )
  // A failed download (offline) is not kept: the next search tries again.
  loading.catch(() => {
    if (engine === loading) engine = undefined
  })
  engine = loading
  return loading
}
