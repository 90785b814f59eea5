/**
 * Which route an address belongs to. Part of the app's start (the router needs it); the pages' own code
 * (site-loader.ts) loads later.
 */
import { matchRoutes } from 'react-router-dom'
import { routes } from 'virtual:site'
import { NOT_FOUND_PATH } from '#page-model/route-paths.ts'
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

export function findRoute(pathname: string): SiteRoute {
  const match = matchRoutes(
    routes.map((route) => ({ path: route.path, route })),
    pathname,
  )
  return match?.[0]?.route.route ?? notFoundRoute
}
