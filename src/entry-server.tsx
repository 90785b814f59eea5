/**
 * Prerender entry, run by scripts/build.ts in Node: renders one URL to HTML, strictly: every error
 * React meets while rendering is returned as a problem instead of leaving a hole in the page.
 */
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { routes } from 'virtual:site'
import { site } from 'virtual:site/settings'
import { App } from './app/app.tsx'
import { recordFor } from './app/entity-context.ts'
import { pageHead } from './app/page-head.ts'
import { routeAt } from './app/route-finder.ts'
import { preloadPath, preloadRoute } from './app/start-up/index.ts'
import { recordPartsModule } from './page-model/record-parts.ts'
import { expandRoutePaths } from './page-model/route-paths.ts'
import { collectRenderErrors, prerenderProblems, type PrerenderProblem } from './app/prerender-check.ts'

export interface RenderedPage {
  /** The page file's name; its compiled module is `virtual:site/page/<name>`. */
  pageName: string
  /** The tags React writes for <head> (src/app/page-head-tags.tsx, and preloads of first-screen pictures). */
  head: string
  /** The page's markup, for <div id="root">. */
  html: string
  title: string
  description: string
  /**
   * The URL named by the canonical link: the page's own, unless its file names another; none for the
   * not-found page (and unknown ids), which are never indexed.
   */
  canonicalPath: string | undefined
  /** Block types on the page, so the build can list their code and inline their styles. */
  blockTypes: string[]
  /** Entity pages: the module of the record's separate fields (a post's article), if the build made one. */
  recordModule: string | undefined
  /** False when the URL is an entity page whose record does not exist. */
  found: boolean
  /** Errors met while rendering; the build refuses to publish a page that has any. */
  problems: PrerenderProblem[]
}

/** data/site.json as compiled (the build reads siteUrl from here, never the raw file). */
export const siteSettings = site

async function prerenderHtml(url: string, onError: (error: unknown) => string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
    // One piece of HTML per page, as renderToString wrote it: no boundary is outlined into a later chunk.
    { onError, progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  let html = ''
  for await (const chunk of prelude) html += String(chunk)
  return html
}

/** React writes what belongs in <head> (title, meta, link) ahead of the markup when it renders no <html>. */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)+/

export async function render(url: string): Promise<RenderedPage> {
  const { route, params } = routeAt(url)
  const page = await preloadPath(url)
  const recordId = page.entity ? params[page.entity.param] : undefined
  const collector = collectRenderErrors()
  let html = ''
  try {
    html = await prerenderHtml(url, collector.onError)
  } catch (error) {
    // An error outside every Suspense boundary fails the whole render; onError has seen it too.
    if (!collector.errors.includes(error)) collector.errors.push(error)
  }
  const headTags = html.match(LEADING_HEAD_TAGS)?.[0] ?? ''
  const { title, description, canonicalPath } = pageHead({ page, site, pathname: url, params })
  return {
    pageName: route.name,
    // One tag a line, as in the rest of <head> (React escapes ">" in attribute values, so "><" is only ever between tags).
    head: headTags.replaceAll('><', '>\n    <'),
    html: html.slice(headTags.length),
    title,
    description,
    canonicalPath,
    blockTypes: [...new Set(page.blocks.map((b) => b.type))],
    recordModule: recordId === undefined ? undefined : recordPartsModule(route.name, recordId),
    found: !page.entity || recordFor(page.entity, params[page.entity.param]) !== undefined,
    problems: prerenderProblems(url, html, collector.errors),
  }
}

/** Every URL to prerender: each static path, one per record of entity pages, one per page of numbered lists. */
export async function allPaths(): Promise<string[]> {
  return expandRoutePaths(await Promise.all(routes.map(preloadRoute)))
}

/** The pages of a collection's records ("/farmer-details/:id"): the build renders each one's view of an unknown id. */
export async function recordPages(): Promise<{ name: string; path: string }[]> {
  const pages = await Promise.all(routes.map(preloadRoute))
  return pages.filter((page) => page.entity).map(({ name, path }) => ({ name, path }))
}
