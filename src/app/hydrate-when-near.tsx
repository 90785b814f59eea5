/**
 * Progressive hydration: while the prerendered page is being hydrated, a block's code takes over its
 * HTML at once if the block is on screen, otherwise only when it comes near the viewport (or the visitor
 * points at, touches, focuses or types into it). Until then React leaves the block's server HTML in
 * place: the block suspends inside its own Suspense boundary, which React hydrates later as a separate
 * piece of work. So the first page costs the main thread only what is on screen (decision 005).
 * Client-side navigation renders everything at once, as before. Input the visitor gave before the app
 * ran hydrates its block at once, and is carried out when that block is done (hydrateBlockOf, decision 008).
 */
import { use, useEffect, type ReactNode } from 'react'
import { useHydrated } from '#lib/use-hydrated.ts'

/** How far outside the viewport a block starts hydrating: one screen ahead, so it is ready when seen. */
const NEAR_MARGIN = '100% 0px'
/** Events that mean the visitor is about to use a block: hydrate it at once. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const

type Settled = Promise<void> & { status?: 'fulfilled'; value?: undefined }
const whenNear = new Map<string, Settled>()
/** Blocks still waiting, by wrapper element: what settles each. */
const waiting = new Map<Element, () => void>()

/*
 * Intent is caught on the document, in the capture phase: that runs before React's own listeners on
 * the root element, which find the block still waiting and stop the event there. Settled first, the
 * block is hydrated by React on the spot and the event reaches its handlers (a key press, a click).
 */
function onIntent(event: Event) {
  const block = event.target instanceof Element ? event.target.closest('.block') : null
  if (block) waiting.get(block)?.()
}

function settledPromise(): Settled {
  const promise: Settled = Promise.resolve()
  // Marked settled, so React's use() reads it without suspending.
  promise.status = 'fulfilled'
  promise.value = undefined
  return promise
}

/** Resolves once the element with this id is on screen, near it, or used; one promise per id. */
function blockNear(id: string): Settled {
  const known = whenNear.get(id)
  if (known) return known
  let resolve!: () => void
  const promise: Settled = new Promise<void>((settle) => (resolve = settle))
  whenNear.set(id, promise)
  // Marked settled, so React's use() reads it without suspending (again).
  const settle = () => {
    promise.status = 'fulfilled'
    promise.value = undefined
    resolve()
  }

  const element = document.getElementById(id)
  // A block on screen hydrates with the page, so it answers the first click or key press. (The page
  // has been laid out by now, so reading its position costs nothing.)
  const rect = element?.getBoundingClientRect()
  if (!element || !rect || (rect.top < window.innerHeight && rect.bottom > 0)) {
    settle()
    return promise
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) done()
    },
    { rootMargin: NEAR_MARGIN },
  )
  function done() {
    observer.disconnect()
    waiting.delete(element!)
    if (waiting.size === 0) for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true)
    settle()
  }
  observer.observe(element)
  if (waiting.size === 0)
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true })
  waiting.set(element, done)
  return promise
}

/** Ids of blocks whose view has hydrated (or rendered), and what waits for the others. */
const hydratedBlocks = new Set<string>()
const whenHydrated = new Map<string, (() => void)[]>()

function blockHydrated(id: string) {
  hydratedBlocks.add(id)
  for (const resolve of whenHydrated.get(id) ?? []) resolve()
  whenHydrated.delete(id)
}

/**
 * Resolves once the block holding `element` has hydrated, hydrating it now if it was waiting, as if
 * the visitor had pointed at it; at once for the page frame (hydrated with the app) and for blocks done.
 */
export function hydrateBlockOf(element: Element): Promise<void> {
  const block = element.closest('.block')
  if (!block || hydratedBlocks.has(block.id)) return Promise.resolve()
  const hydrateNow = waiting.get(block)
  if (hydrateNow) hydrateNow()
  // React has not come to the block yet: it will find it settled.
  else if (!whenNear.has(block.id)) whenNear.set(block.id, settledPromise())
  return new Promise((resolve) => whenHydrated.set(block.id, [...(whenHydrated.get(block.id) ?? []), resolve]))
}

/** Wraps one block's view, inside that block's Suspense boundary; `id` is the block's wrapper element. */
export function HydrateWhenNear({ id, children }: { id: string; children: ReactNode }) {
  // False only while hydrating the prerendered HTML (and on the server, where there is nothing to wait for).
  const hydrated = useHydrated()
  if (!hydrated && typeof document !== 'undefined') use<void>(blockNear(id) as Promise<void>)
  // Runs after the effects of the whole view: the block is ready for input kept before the app ran.
  useEffect(() => blockHydrated(id), [id])
  return children
}
