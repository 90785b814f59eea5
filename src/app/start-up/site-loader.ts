/**
 * Finds the route for a URL and loads what it needs: the compiled page module, the view of every block on it
 * and the separate fields of the record it shows. Each is one promise, kept and marked settled when done
 * (#lib/settled-promise.ts), so once loaded everything renders synchronously: prerender, hydration and client
 * navigation all draw the same tree.
 */
import type { Params } from 'react-router-dom'
import { views } from 'virtual:site/views'
import { settledWhenDone, type SettledPromise } from '#lib/settled-promise.ts'
import type { CompiledPage, SiteRoute, ViewModule } from '#page-model/site-types.ts'
import { routeAt } from '#app/route-finder.ts'

const pagePromises = new Map<string, Promise<CompiledPage>>()
const viewPromises = new Map<string, SettledPromise<ViewModule['default']>>()
const addressPromises = new Map<string, SettledPromise<CompiledPage>>()

/** A block type's view, one promise per type (rejected for a type no view is registered for). */
export function viewFor(type: string): Promise<ViewModule['default']> {
  let promise = viewPromises.get(type)
  if (!promise) {
    const load = views[type]
    promise = settledWhenDone(
      load ? load().then((module) => module.default) : Promise.reject(new Error(`Unknown block type "${type}"`)),
    )
    viewPromises.set(type, promise)
  }
  return promise
}

type RecordPartLoaders = NonNullable<Awaited<ReturnType<SiteRoute['load']>>['recordParts']>
const recordPartLoaders = new Map<string, RecordPartLoaders>()
const recordPartPromises = new Map<string, Promise<void>>()

/** Loads a route's page and the views of its blocks. The same promise is returned every time. */
export function preloadRoute(route: SiteRoute): Promise<CompiledPage> {
  let promise = pagePromises.get(route.name)
  if (!promise) {
    promise = route.load().then(async ({ default: page, recordParts }) => {
      if (recordParts) recordPartLoaders.set(route.name, recordParts)
      // A view that fails to load is reported by its block's error boundary, not here.
      await Promise.allSettled(page.blocks.map((block) => viewFor(block.type)))
      return page
    })
    pagePromises.set(route.name, promise)
  }
  return promise
}

/**
 * Loads the separate fields (a post's article) of the record `id` names on an entity page into the page's record,
 * once. Decision 232: each post page ships only its own.
 */
function recordPartsLoaded(route: SiteRoute, page: CompiledPage, id: string | undefined): Promise<void> {
  const loaders = recordPartLoaders.get(route.name)
  const entity = page.entity
  if (!entity || id === undefined || !loaders || !Object.hasOwn(loaders, id)) return Promise.resolve()
  const key = `${route.name}/${id}`
  let promise = recordPartPromises.get(key)
  if (!promise) {
    promise = loaders[id]!().then(({ default: parts }) => {
      entity.records[id] = { ...entity.records[id], ...parts }
    })
    recordPartPromises.set(key, promise)
  }
  return promise
}

/**
 * Everything the page at an address draws: its page, its blocks' views and the separate fields of the record the
 * path parameters name. One promise per address, the same every time: a view suspends on this one alone, since
 * React would pair a second use() (the record's, after the page's) with the first when it resumes a render.
 */
export function addressLoaded(route: SiteRoute, params: Params): Promise<CompiledPage> {
  // Only the parameters the route's own path names: the not-found page is drawn under a catch-all `*` too.
  const key = [route.name, ...[...route.path.matchAll(/:(\w+)/g)].map(([, name = '']) => `${name}=${params[name] ?? ''}`)].join(
    ' ',
  )
  let promise = addressPromises.get(key)
  if (!promise) {
    promise = settledWhenDone(
      preloadRoute(route).then(async (page) => {
        await recordPartsLoaded(route, page, page.entity ? params[page.entity.param] : undefined)
        return page
      }),
    )
    addressPromises.set(key, promise)
  }
  return promise
}

/** Loads everything the page at `pathname` draws (see addressLoaded). */
export function preloadPath(pathname: string): Promise<CompiledPage> {
  const { route, params } = routeAt(pathname)
  return addressLoaded(route, params)
}
