/**
 * The page's content (inside <main>), without its code in the app's start (decision 237). The start hydrates
 * the frame around it; the page's code (the renderer, its page module, its blocks' views)
 * loads right after, in tasks of its own, or at once when the visitor is about to use the page, and its
 * prerendered HTML shows and works as plain HTML meanwhile. Input on it in that moment is kept and carried out
 * once the block it targets has hydrated (start-up/index.ts). A page the app renders itself (a client-side
 * navigation, a fresh start on the 404 page) loads its code and all its views first, as before.
 */
import { use, useEffect, useState } from 'react'
import type { SiteRoute } from '#page-model/site-types.ts'
import { hydrateBlockOf } from './start-up/hydrate-when-near.tsx'
import { partHydrated, waitForPart } from './start-up/hydrate-on-use.tsx'
import { preloadModules } from './start-up/start-app.ts'
import { settledWhenDone, type SettledPromise } from '#lib/settled-promise.ts'

type PageCode = typeof import('./page-renderer.tsx')

/** The prerendered elements of the page's content. */
const CONTENT = '#main'

let pageCode: SettledPromise<PageCode> | undefined
/** The page's code for a page the app renders itself; once it has resolved, RoutePage reads it without suspending. */
export const loadPageCode = (): Promise<PageCode> => (pageCode ??= settledWhenDone(import('./page-renderer.tsx')))

/** The next task after the start's: the page's code is not part of the start, and its work runs on its own. */
function afterTheStart(run: () => void) {
  const channel = new MessageChannel()
  channel.port1.onmessage = run
  channel.port2.postMessage(null)
}

let resolveContentHydrated!: () => void
const contentHydrated = new Promise<void>((resolve) => (resolveContentHydrated = resolve))

let prerenderedPage: SettledPromise<PageCode> | undefined
/** The prerendered page's code and data, loaded after the start or when the visitor is about to use it. */
function prerenderedPageCode(): Promise<PageCode> {
  if (prerenderedPage) return prerenderedPage
  let wake!: () => void
  const woken = new Promise<void>((resolve) => (wake = resolve))
  waitForPart(CONTENT, {
    wake,
    // Input on a block waits for that block too, after the page around it.
    hydrated: (element) => contentHydrated.then(() => hydrateBlockOf(element)),
  })
  afterTheStart(wake)
  prerenderedPage = settledWhenDone(
    woken.then(async () => {
      // Fetched side by side, a few a task: the renderer, the page module, the record's fields, the blocks' views;
      // then the header's code, which loads once the browser is idle (decision 238).
      const start = document.querySelector<HTMLScriptElement>('script[data-app-entry]')
      await preloadModules(document, start?.dataset.pageModules?.split(' ') ?? [])
      const renderer = loadPageCode()
      void preloadModules(document, start?.dataset.frameModules?.split(' ') ?? [])
      const code = await renderer
      await code.preloadPath(location.pathname)
      return code
    }),
  )
  return prerenderedPage
}

/** Set once the prerendered page's content has hydrated: every later page is the app's own render. */
let prerenderedContentHydrated = false

export function RoutePage({ route }: { route: SiteRoute }) {
  // Chosen once, at mount, and never changed: a change after hydration would re-render every block, and React
  // drops the prerendered HTML of a block still waiting for its view when it receives an update.
  const [hydrating] = useState(
    () => typeof document !== 'undefined' && !prerenderedContentHydrated && document.querySelector(CONTENT) !== null,
  )
  const { RoutePageView } = use(hydrating ? prerenderedPageCode() : loadPageCode())
  useEffect(() => {
    if (!hydrating) return
    prerenderedContentHydrated = true
    // After the blocks' own effects: input waiting on the page goes on to wait for its block.
    partHydrated(CONTENT)
    resolveContentHydrated()
  }, [hydrating])
  return <RoutePageView route={route} />
}
