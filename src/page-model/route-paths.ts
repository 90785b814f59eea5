/**
 * Route parameters and the URLs they expand to. Pure (no Node or browser APIs): the page schema, the
 * compiler and the prerender entry all use it.
 *
 * A page path's every ":param" must be bound by the page file to the values it is prerendered for:
 * - "entity": the record ids of a collection (one URL per record), e.g. "/shop-single/:id";
 * - "pageNumber": the pages of a list block on the page (one URL per page), e.g. "/blog-standard/:page?".
 * A parameter written ":name?" may also be left out: "/blog-standard/:page?" is "/blog-standard" plus
 * "/blog-standard/1" … "/5". A new kind of binding adds its parameter to boundParamNames and its values to
 * paramValues: the path check (page-schema.ts) and the prerender list then both know it.
 */
import type { CompiledPage } from './site-types.ts'

/** The page unknown addresses show (pages-schema/not-found.json); the static server sends it with status 404. */
export const NOT_FOUND_PATH = '/not-found'

type Bindings = { entity?: { param: string } | undefined; pageNumber?: { param: string } | undefined }

/** The parameters a page file binds, read from the parsed page file. */
export function boundParamNames(page: Bindings): string[] {
  return [page.entity?.param, page.pageNumber?.param].filter((name): name is string => name !== undefined)
}

/**
 * What a page's addresses depend on: its path and the values its parameters take. A compiled page gives its
 * entity's records; the links check, which also sees pages that do not compile, gives the record ids.
 */
export interface RouteBindings {
  path: string
  entity?: ({ param: string } & ({ records: Record<string, unknown> } | { ids: readonly string[] })) | undefined
  pageNumber?: { param: string; pageCount: number } | undefined
}

/** Each bound parameter with every value the page is prerendered for. */
export function paramValues(page: Omit<RouteBindings, 'path'>): Map<string, string[]> {
  const values = new Map<string, string[]>()
  const { entity } = page
  if (entity) values.set(entity.param, 'ids' in entity ? [...entity.ids] : Object.keys(entity.records))
  if (page.pageNumber)
    values.set(
      page.pageNumber.param,
      Array.from({ length: page.pageNumber.pageCount }, (_, index) => String(index + 1)),
    )
  return values
}

/** The ":name" parameters of a path, in order, optional ones without their "?": "/blog-standard/:page?" → ["page"]. */
export function pathParams(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1).replace(/\?$/, ''))
}

/** The path with one parameter filled in, or left out when `value` is undefined (optional ones only). */
export function fillParam(path: string, name: string, value: string | undefined): string {
  const segments = path.split('/').flatMap((segment) => {
    if (segment !== `:${name}` && segment !== `:${name}?`) return [segment]
    return value === undefined ? [] : [encodeURIComponent(value)]
  })
  return segments.join('/') || '/'
}

/** Every concrete URL of a page: its path with each bound parameter replaced by each of its values. */
export function routePaths(page: RouteBindings): string[] {
  let paths = [page.path]
  for (const [param, values] of paramValues(page)) {
    paths = paths.flatMap((path) => [
      ...(path.includes(`:${param}?`) ? [fillParam(path, param, undefined)] : []),
      ...values.map((value) => fillParam(path, param, value)),
    ])
  }
  const unbound = paths.flatMap(pathParams)
  // The page schema refuses such a path; this stops a literal ":name" folder whatever the source.
  if (unbound.length > 0) throw new Error(`${page.path}: parameter ":${unbound[0]}" is not bound to any values`)
  return paths
}

/** One page file's place in the site: its name, its path with parameters, and every URL it is prerendered at. */
export interface Route {
  /** The page file's name without .json ("shop-single"). */
  name: string
  /** "/shop-single/:id" */
  path: string
  /** Every URL of the page, the plain path first ("/blog-standard", then "/blog-standard/1" …). */
  urls: string[]
}

/**
 * The site's one route table: what the build prerenders, the benchmark and the route tests visit (each
 * route's first URL), and the editor previews.
 */
export function routeTable(pages: readonly CompiledPage[]): Route[] {
  return pages.map((page) => ({ name: page.name, path: page.path, urls: routePaths(page) }))
}

/** Every concrete URL of the site. */
export function expandRoutePaths(pages: readonly CompiledPage[]): string[] {
  return routeTable(pages).flatMap((route) => route.urls)
}

/**
 * The page a query or path value asks for, or the nearest page that exists: "99" → the last page. Only
 * a whole number written in digits names a page; anything else ("abc", "3abc", "2.5", "-1") is page 1.
 */
export function nearestPage(raw: string | null | undefined, pageCount: number): number {
  const last = Math.max(1, pageCount)
  if (!/^\d{1,9}$/.test(raw ?? '')) return 1
  return Math.min(last, Math.max(1, Number(raw)))
}

/**
 * The canonical address of page `page` of a list numbered by path: the path form, which is prerendered
 * with that page's items in its HTML ("/blog-standard/3"); page 1 is the plain list ("/blog-standard",
 * not "/blog-standard/1"). The query form a visitor's page change writes ("?page=3") names it too.
 */
export function pageNumberCanonical(path: string, param: string, page: number): string {
  return fillParam(path, param, page === 1 ? undefined : String(page))
}
