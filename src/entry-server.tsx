/**
 * Prerender entry, run by scripts/build.ts in Node: renders one URL to HTML.
 */
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter, generatePath, matchPath } from 'react-router-dom'
import { routes } from 'virtual:site'
import { App } from './app/app.tsx'
import { fillFromRecord } from './app/entity-context.ts'
import { findRoute, preloadRoute } from './app/site-loader.ts'

export interface RenderedPage {
  /** The page file's name; its compiled module is `virtual:site/page/<name>`. */
  pageName: string
  html: string
  title: string
  description: string
  /** The URL named by the canonical link: the page's own, unless its file names another. */
  canonicalPath: string
  /** Block types on the page, so the build can preload their code. */
  blockTypes: string[]
  /** False when the URL is an entity page whose record does not exist. */
  found: boolean
}

export async function render(url: string): Promise<RenderedPage> {
  const route = findRoute(url)
  const page = await preloadRoute(route)
  const params = matchPath(route.path, url)?.params ?? {}
  const record = page.entity ? page.entity.records[params[page.entity.param] ?? ''] : undefined
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
    canonicalPath: page.canonical ? generatePath(page.canonical, params) : url,
    blockTypes: [...new Set(page.blocks.map((b) => b.type))],
    found: !page.entity || record !== undefined,
  }
}

/** Every URL to prerender: each static path and, for entity pages, one per record. */
export async function allPaths(): Promise<string[]> {
  const paths: string[] = []
  for (const route of routes) {
    const page = await preloadRoute(route)
    if (!page.entity) paths.push(route.path)
    else for (const id of Object.keys(page.entity.records)) paths.push(route.path.replace(`:${page.entity.param}`, id))
  }
  return paths
}
