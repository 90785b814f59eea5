/**
 * Matching an address against a page path with React Router's own matcher, so links are checked exactly as
 * the site routes them. Apart from route-paths.ts because it loads React: the build imports route-paths
 * before Vite chooses React's production build, and a second React in one process breaks rendering.
 */
import { matchPath } from 'react-router-dom'

/** A parameter as the router hands it to the page ("caf%C3%A9" is "café"); a broken escape stays as written. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * The parameter values of `pathname` on a page path ("/shop-single/:id"), or undefined when it is not an
 * address of that page. React Router's own matcher, so links are checked exactly as the site routes them
 * (case included: the prerendered folders are lower case).
 */
export function matchRoutePath(path: string, pathname: string): Map<string, string> | undefined {
  const match = matchPath({ path, caseSensitive: true, end: true }, pathname)
  if (!match) return undefined
  return new Map(Object.entries(match.params).flatMap(([name, value]) => (value === undefined ? [] : [[name, decoded(value)]])))
}
