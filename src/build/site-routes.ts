/**
 * The route table of the site in pages-schema/ and data/, for what visits the built site: the route tests,
 * the smoke tests in other engines and the benchmark each take one URL per page file (its first: the plain
 * path of a numbered list, the first record of an entity page) and learn which of them dist/ lacks.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { routeTable } from '#page-model/route-paths.ts'
import { compileSite } from './compile-site.ts'

/** The prerendered file of a URL: "/" is index.html, "/a/b" is a/b/index.html. */
export const builtFile = (distDir: string, url: string) => join(distDir, url, 'index.html')

export function oneUrlPerPageFile(rootDir: string, distDir: string): { routes: string[]; missing: string[] } {
  const routes: string[] = []
  const missing: string[] = []
  for (const route of routeTable(compileSite(rootDir).pages)) {
    const url = route.urls[0]
    if (url !== undefined && existsSync(builtFile(distDir, url))) routes.push(url)
    else missing.push(`pages-schema/${route.name}.json (${url ?? route.path})`)
  }
  return { routes, missing }
}
