/**
 * Finds the route for a URL and loads what it needs: the compiled page module and the view of
 * every block on it. Results are cached, so after preloading everything renders synchronously:
 * prerender, hydration and client navigation all draw the same tree.
 */
import { matchPath } from 'react-router-dom'
import { views } from 'virtual:site/views'
import type { CompiledPage, SiteRoute, ViewModule } from '#page-model/site-types.ts'
import { findRoute } from './route-finder.ts'

const pagePromises = new Map<string, Promise<CompiledPage>>()
const loadedPages = new Map<string, CompiledPage>()
const viewPromises = new Map<string, Promise<ViewModule['default']>>()
const loadedViews = new Map<string, ViewModule['default']>()

function loadView(type: string): Promise<ViewModule['default']> {
  let promise = viewPromises.get(type)
  if (!promise) {
    const load = views[type]
    if (!load) return Promise.reject(new Error(`Unknown block type "${type}"`))
    promise = load().then((module) => {
      loadedViews.set(type, module.default)
      return module.default
    })
    viewPromises.set(type, promise)
  }
  return promise
}

type RecordPartLoaders = NonNullable<Awaited<ReturnType<SiteRoute['load']>>['recordParts']>
const recordPartLoaders = new Map<string, RecordPartLoaders>()
const recordPartPromises = new Map<string, Promise<void>>()
const loadedRecordParts = new Set<string>()

/** Loads a route's page and the views of its blocks. The same promise is returned every time. */
export function preloadRoute(route: SiteRoute): Promise<CompiledPage> {
  let promise = pagePromises.get(route.name)
  if (!promise) {
    promise = route.load().then(async ({ default: page, recordParts }) => {
      if (recordParts) recordPartLoaders.set(route.name, recordParts)
      // A view that fails to load is reported by its block's error boundary, not here.
      await Promise.allSettled(page.blocks.map((block) => loadView(block.type)))
      loadedPages.set(route.name, page)
      return page
    })
    pagePromises.set(route.name, promise)
  }
  return promise
}

export function loadedPage(route: SiteRoute): CompiledPage | undefined {
  return loadedPages.get(route.name)
}

export function viewFor(type: string): ViewModule['default'] | Promise<ViewModule['default']> {
  return loadedViews.get(type) ?? loadView(type)
}

/**
 * Loads the separate fields (a post's article) of the record `id` names on an entity page, into the page's
 * record; undefined when there is nothing (left) to load. Decision 232: each post page ships only its own.
 */
export function recordPartsLoading(route: SiteRoute, page: CompiledPage, id: string | undefined): Promise<void> | undefined {
  const loaders = recordPartLoaders.get(route.name)
  const entity = page.entity
  if (!entity || id === undefined || !loaders || !Object.hasOwn(loaders, id)) return undefined
  const key = `${route.name}/${id}`
  if (loadedRecordParts.has(key)) return undefined
  let promise = recordPartPromises.get(key)
  if (!promise) {
    promise = loaders[id]!().then(({ default: parts }) => {
      entity.records[id] = { ...entity.records[id], ...parts }
      loadedRecordParts.add(key)
    })
    recordPartPromises.set(key, promise)
  }
  return promise
}

/** Loads everything the page at `pathname` draws: its page, its blocks' views and its record's separate fields. */
export async function preloadPath(pathname: string): Promise<CompiledPage> {
  const route = findRoute(pathname)
  const page = await preloadRoute(route)
  const id = page.entity ? matchPath(route.path, pathname)?.params[page.entity.param] : undefined
  await recordPartsLoading(route, page, id)
  return page
}
