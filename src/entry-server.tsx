/**
 * Prerender entry, run by scripts/build.ts in Node: renders one URL to HTML.
 */
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter, matchPath } from 'react-router-dom'
import { routes } from 'virtual:site'
import { App } from './app/app.tsx'
import { fillFromRecord } from './app/entity-context.ts'
import { findRoute, preloadRoute } from './app/site-loader.ts'
import type { CompiledPage } from './app/site-types.ts'
import { expandRoutePaths, pageNumberCanonical } from './page-builder/route-paths.ts'

export interface RenderedPage {
  /** The page file's name; its compiled module is `virtual:site/page/<name>`. */
  pageName: string
  html: string
  title: string
  description: string
  /** Block types on the page, so the build can preload their code. */
  blockTypes: string[]
  /** False when the URL is an entity page whose record does not exist. */
  found: boolean
  /** The path search engines should prefer for this URL: the URL itself unless the page file names another. */
  canonical: string
}

export async function render(url: string): Promise<RenderedPage> {
  const route = findRoute(url)
  const page = await preloadRoute(route)
  const params = matchPath(route.path, url)?.params ?? {}
  const record = page.entity ? page.entity.records[params[page.entity.param] ?? ''] : undefined
  const pathPageNumber = page.pageNumber ? params[page.pageNumber.param] : undefined
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
  )
  return {
    pageName: route.name,
    html,
    title: fillFromRecord(page.title, record),
    description: fillFromRecord(page.description, record),
    blockTypes: [...new Set(page.blocks.map((b) => b.type))],
    found: !page.entity || record !== undefined,
    canonical: canonicalPath(page, url, record, pathPageNumber),
  }
}

/** The page file's "canonical" filled from the record; for a list numbered by path, its query form; else the URL itself. */
function canonicalPath(
  page: CompiledPage,
  url: string,
  record: Record<string, unknown> | undefined,
  pathPageNumber: string | undefined,
): string {
  if (page.canonical) return fillFromRecord(page.canonical, record)
  if (page.pageNumber && pathPageNumber !== undefined)
    return pageNumberCanonical(page.path, page.pageNumber.param, pathPageNumber)
  return url
}

/** Every URL to prerender: each static path, one per record of entity pages, one per page of numbered lists. */
export async function allPaths(): Promise<string[]> {
  return expandRoutePaths(await Promise.all(routes.map(preloadRoute)))
}
