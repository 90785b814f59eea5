/**
 * The route table of the site in pages-schema/ and data/, for what visits the built site: the route tests and
 * the benchmark take one URL per page file (its first: the plain path of a numbered list, the first record of an
 * entity page), the smoke tests in other engines one per page file that shows a block type no other chosen one
 * shows; each learns which of them dist/ lacks.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { routeTable } from '#page-model/route-paths.ts'
import { compileSite } from './compile-site.ts'

/** The prerendered file of a URL: "/" is index.html, "/a/b" is a/b/index.html. */
export const builtFile = (distDir: string, url: string) => join(distDir, url, 'index.html')

export function oneUrlPerPageFile(rootDir: string, distDir: string): { routes: string[]; missing: string[] } {
  return urlsOf(compileSite(rootDir).pages, distDir)
}

/** For the smoke tests in other engines, where a block's code running at all is the question, and each page costs seconds. */
export function urlsShowingEveryBlockType(rootDir: string, distDir: string): { routes: string[]; missing: string[] } {
  return urlsOf(pagesShowingEveryBlockType(compileSite(rootDir).pages), distDir)
}

type CompiledPage = ReturnType<typeof compileSite>['pages'][number]

/**
 * Fewer pages that still show every block type the pages use at least once: the home page, then each time the
 * page showing the most types not yet shown.
 */
export function pagesShowingEveryBlockType(pages: CompiledPage[]): CompiledPage[] {
  const typesOf = (page: CompiledPage) => new Set(page.blocks.map((block) => block.type))
  const unseen = new Set(pages.flatMap((page) => [...typesOf(page)]))
  const newTypes = (page: CompiledPage) => [...typesOf(page)].filter((type) => unseen.has(type)).length
  const chosen: CompiledPage[] = []
  for (let next = pages.find((page) => page.path === '/'); next && newTypes(next) > 0;) {
    chosen.push(next)
    for (const type of typesOf(next)) unseen.delete(type)
    next = pages.reduce((best, page) => (newTypes(page) > newTypes(best) ? page : best))
  }
  return chosen
}

function urlsOf(pages: CompiledPage[], distDir: string) {
  const routes: string[] = []
  const missing: string[] = []
  for (const route of routeTable(pages)) {
    const url = route.urls[0]
    if (url !== undefined && existsSync(builtFile(distDir, url))) routes.push(url)
    else missing.push(`pages-schema/${route.name}.json (${url ?? route.path})`)
  }
  return { routes, missing }
}
