/**
 * Progressive hydration: while the prerendered page is being hydrated, a block's view takes over its HTML at
 * once if the block is on screen (or on a phone's first screen), otherwise only when it comes near the viewport,
 * or when the visitor points at or focuses it, or presses or types anywhere (a press may lead to a client-side
 * navigation, which waits for every block still waiting). Until then React leaves the block's server HTML in
 * place: the block suspends inside its own Suspense boundary, which React hydrates later as a separate piece of
 * work. So the first page costs the main thread only what is on screen (decision 005). Input on a block not yet
 * hydrated is kept and carried out once it has (hydrate-on-use.tsx, decision 237); so is input the visitor gave
 * before the app ran (hydrateBlockOf, decision 008). Client-side navigation renders everything at once.
 */
import { use, useEffect, type ReactNode } from 'react'
import { useHydrated } from '#lib/use-hydrated.ts'
import { announceChangedFields } from './carry-out-input.ts'
import { partHydrated, waitForPart } from './hydrate-on-use.tsx'

/** How far outside the viewport a block starts hydrating: one screen ahead, so it is ready when seen. */
const NEAR_MARGIN = '100% 0px'
type Settled = Promise<void> & { status?: 'fulfilled'; value?: undefined }
const whenNear = new Map<string, Settled>()
/** Blocks still waiting to come near, by wrapper element: what wakes each (hydrates it now). */
const wakeWaitingBlock = new Map<Element, () => void>()

/** The selector of a block's wrapper element, by the block's id. */
const blockSelector = (id: string) => `#${CSS.escape(id)}`

function settledPromise(): Settled {
  const promise: Settled = Promise.resolve()
  // Marked settled, so React's use() reads it without suspending.
  promise.status = 'fulfilled'
  promise.value = undefined
  return promise
}

/**
 * Resolves once the element with this id is on screen, near it, or used; at once for a block of the phone's
 * first screen (its view came with the page's code, and the visitor may have scrolled past it meanwhile);
 * one promise per id.
 */
function blockNear(id: string, firstScreen: boolean): Settled {
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
  // Until the block has hydrated (its view may still be on its way), input on it waits for it.
  if (element) {
    waitedBlocks.add(id)
    waitForPart(blockSelector(id), { wake: () => wakeWaitingBlock.get(element)?.(), hydrated: hydrateBlockOf })
  }
  // A block on screen hydrates with the page, so it answers the first click or key press. (The page
  // has been laid out by now, so reading its position costs nothing.)
  const rect = element?.getBoundingClientRect()
  if (!element || !rect || firstScreen || window.hydrateAtOnce || (rect.top < window.innerHeight && rect.bottom > 0)) {
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
    wakeWaitingBlock.delete(element!)
    settle()
  }
  observer.observe(element)
  wakeWaitingBlock.set(element, done)
  return promise
}

/** Ids of blocks that waited while the page hydrated, until they have hydrated too. */
const waitedBlocks = new Set<string>()
/** Ids of blocks whose view has hydrated (or rendered), and what waits for the others. */
const hydratedBlocks = new Set<string>()
const whenHydrated = new Map<string, (() => void)[]>()

function blockHydrated(id: string) {
  if (waitedBlocks.delete(id)) {
    partHydrated(blockSelector(id))
    // What the visitor changed in the block's fields while its view was on its way: React must hear of it.
    const block = document.getElementById(id)
    if (block) announceChangedFields(block)
  }
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
  const wake = wakeWaitingBlock.get(block)
  if (wake) wake()
  // React has not come to the block yet: it will find it settled.
  else if (!whenNear.has(block.id)) whenNear.set(block.id, settledPromise())
  return new Promise((resolve) => whenHydrated.set(block.id, [...(whenHydrated.get(block.id) ?? []), resolve]))
}

/** Wraps one block's view, inside that block's Suspense boundary; `id` is the block's wrapper element. */
export function HydrateWhenNear({
  id,
  firstScreen = false,
  children,
}: {
  id: string
  firstScreen?: boolean | undefined
  children: ReactNode
}) {
  // False only while hydrating the prerendered HTML (and on the server, where there is nothing to wait for).
  const hydrated = useHydrated()
  if (!hydrated && typeof document !== 'undefined') use<void>(blockNear(id, firstScreen) as Promise<void>)
  // Runs after the effects of the whole view: the block is ready for input kept before the app ran.
  useEffect(() => blockHydrated(id), [id])
  return children
}
