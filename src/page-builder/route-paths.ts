/**
 * The concrete URLs of page files, and the address search engines should treat as the original.
 * Pure (no Node or browser APIs): the build (compile-site.ts) and the prerender entry both use it.
 *
 * A path parameter is bound by the page file: `entity.param` to a record id (one URL per record),
 * `pageNumber.param` to a page of a list block (one URL per page). An optional one (":page?") may
 * also be left out: "/blog-standard/:page?" is "/blog-standard" plus "/blog-standard/1" … "/5".
 */
import type { CompiledPage } from '../app/site-types.ts'

/** The parameter names of a path: "/blog-standard/:page?" → ["page"]. */
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
    return value === undefined ? [] : [value]
  })
  return segments.join('/') || '/'
}

/** Every concrete URL of the site: static paths, one per record of each entity page, one per page of each numbered list. */
export function expandRoutePaths(pages: readonly Pick<CompiledPage, 'path' | 'entity' | 'pageNumber'>[]): string[] {
  return pages.flatMap((page) => {
    if (page.entity) {
      const { param } = page.entity
      return Object.keys(page.entity.records).map((id) => fillParam(page.path, param, id))
    }
    if (page.pageNumber) {
      const { param, pageCount } = page.pageNumber
      const numbered = Array.from({ length: pageCount }, (_, i) => fillParam(page.path, param, String(i + 1)))
      return page.path.includes(`:${param}?`) ? [fillParam(page.path, param, undefined), ...numbered] : numbered
    }
    return [page.path]
  })
}

/**
 * The canonical address of a numbered list page: the list without the number in its path, and the
 * page in the query the list itself writes when a visitor changes page ("/blog-standard/3" →
 * "/blog-standard?page=3"; page 1 is the plain list).
 */
export function pageNumberCanonical(path: string, param: string, value: string): string {
  const list = fillParam(path, param, undefined)
  return value === '1' ? list : `${list}?page=${value}`
}
