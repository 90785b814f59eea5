/**
 * Route parameters and the URLs they expand to. A page path's every ":param" must be bound by the page
 * file to the values it is prerendered for; today the one binding is "entity" (the record ids of a
 * collection). A new kind of binding (e.g. a page number) adds its parameter to boundParamNames and its
 * values to paramValues: the path check (page-schema.ts) and the prerender list then both know it.
 */
import type { CompiledPage } from '../app/site-types.ts'

/** The parameters a page file binds, read from the parsed page file. */
export function boundParamNames(page: { entity?: { param: string } | undefined }): string[] {
  return page.entity ? [page.entity.param] : []
}

/** Each bound parameter with every value the page is prerendered for. */
export function paramValues(page: Pick<CompiledPage, 'entity'>): Map<string, string[]> {
  const values = new Map<string, string[]>()
  if (page.entity) values.set(page.entity.param, Object.keys(page.entity.records))
  return values
}

/** The ":name" parameters of a path, in order. */
export function pathParams(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1))
}

/** Every concrete URL of a page: its path with each bound parameter replaced by each of its values. */
export function routePaths(page: Pick<CompiledPage, 'path' | 'entity'>): string[] {
  let paths = [page.path]
  for (const [param, values] of paramValues(page)) {
    paths = paths.flatMap((path) =>
      values.map((value) =>
        path
          .split('/')
          .map((segment) => (segment === `:${param}` ? encodeURIComponent(value) : segment))
          .join('/'),
      ),
    )
  }
  const unbound = paths.flatMap(pathParams)
  // The page schema refuses such a path; this stops a literal ":name" folder whatever the source.
  if (unbound.length > 0) throw new Error(`${page.path}: parameter ":${unbound[0]}" is not bound to any values`)
  return paths
}
