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
  const pageNumber = page.pageNumber && params[page.pageNumber.param]
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
    canonical: page.canonical
      ? fillFromRecord(page.canonical, record)
      : page.pageNumber && pageNumber
        ? pageNumberCanonical(page.path, page.pageNumber.param, pageNumber)
        : url,
  }
}

/** Every URL to prerender: each static path, one per record of entity pages, one per page of numbered lists. */
export async function allPaths(): Promise<string[]> {
  return expandRoutePaths(await Promise.all(routes.map(preloadRoute)))
}
