/**
 * Which route an address belongs to. Part of the app's start (the router needs it); the pages' own code
 * (start-up/site-loader.ts) loads later.
 */
import { matchRoutes, type Params } from 'react-router-dom'
import { routes } from 'virtual:site'
import { NOT_FOUND_PATH, paramValues } from '#page-model/route-paths.ts'
import type { SiteRoute } from '#page-model/site-types.ts'

/**
 * The page for unknown addresses. Only while a page file is broken in `npm run dev` can it be missing
 * (the build refuses that); an empty page then lets the problems panel show instead of a blank screen.
 */
export const notFoundRoute: SiteRoute = routes.find((r) => r.path === NOT_FOUND_PATH) ?? {
  name: 'not-found-unavailable',
  path: NOT_FOUND_PATH,
  load: async () => ({
    default: {
      name: 'not-found-unavailable',
      path: NOT_FOUND_PATH,
      title: 'Page file problems',
      description: '',
      shareImage: '',
      blocks: [],
    },
  }),
}

/**
 * False at a page number the route's list does not have in the path ("/blog-standard/99", "/blog-standard/0",
 * "/blog-standard/abc"): only the pages the build prerenders exist, and elsewhere the not-found page shows, as
 * the static server answers there. (A page number in the query, "?page=99", shows the nearest page instead.)
 */
export function pageExists(route: SiteRoute, params: Params): boolean {
  const { pageNumber } = route
  if (!pageNumber) return true
  const value = params[pageNumber.param]
  return value === undefined || (paramValues({ pageNumber }).get(pageNumber.param) ?? []).includes(value)
}

/** The route an address belongs to, and the parameters its path names ({ id: "3" } for /shop-single/3). */
export function routeAt(pathname: string): { route: SiteRoute; params: Params } {
  const match = matchRoutes(
    routes.map((route) => ({ path: route.path, route })),
    pathname,
  )?.[0]
  return match && pageExists(match.route.route, match.params)
    ? { route: match.route.route, params: match.params }
    : { route: notFoundRoute, params: {} }
}
