/**
 * Parts of the page whose code is not part of the app's start: the frame's (the header with its panels,
 * the footer, decision 230), the page's content (route-page.tsx) and each block (hydrate-when-near.tsx,
 * decision 237). Their prerendered HTML shows, and works as plain HTML, until the visitor is about to use
 * them, and is then taken over in place. A frame part's code loads:
 *
 * - at once when the visitor points at or focuses the part, presses or types anywhere (a press may lead to
 *   a client-side navigation, which waits for every part), or scrolls (for parts that follow the scroll
 *   position, like the sticky header);
 * - when the part comes within one screen (parts that ask for it, like the footer);
 * - otherwise once the browser is idle after the start, so what a part reads from storage (the cart's
 *   and wishlist's counts) still shows soon after the page has started.
 *
 * While a part's code is on its way, a press, key or submission on it is kept and carried out once the
 * part has hydrated, as the page's inline script does before the app starts (decision 008): nothing the
 * visitor does is lost. React keeps the part's prerendered HTML meanwhile: the part suspends inside its
 * own Suspense boundary, which React hydrates later as a separate piece of work.
 */
import { createElement, memo, Suspense, use, useEffect, useState, type ComponentType } from 'react'
import { announceChangedFields, carryOut } from './carry-out-input.ts'
import { appControlOf, type KeptInput } from './start-app.ts'

/** How far outside the viewport a part that asks for it starts loading: one screen ahead, as blocks do. */
const NEAR_MARGIN = '100% 0px'
/**
 * Events that mean the visitor is about to use a part: its code loads at once. "change" and "input" too: a
 * choice made without a press or key on the page (a select's option picked by a screen reader or a phone's
 * picker) may navigate, and a navigation waits for every part.
 */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'change', 'input'] as const
/** The longest wait for an idle moment after the start before a part loads anyway. */
export const IDLE_TIMEOUT_MS = 3000

export interface FramePartOptions<Props> {
  /** The prerendered elements the part draws: input on them waits for the part. */
  selector: string
  /** Imports the part's code. */
  load: () => Promise<ComponentType<Props>>
  /** Load when the part comes within a screen of the viewport, instead of when the browser is idle. */
  whenNear?: boolean
  /** Load at the first scroll too (the part's look follows the scroll position). */
  onScroll?: boolean
}

type Settled<T> = Promise<T> & { status?: 'fulfilled'; value?: T }

/** A part of the page whose prerendered HTML waits for its code. */
export interface WaitingPart {
  /** Loads the part's code now (again: nothing). */
  wake: () => void
  /** Resolves once `element`, inside the part, can take input: the part, or what in it holds `element`, has hydrated. */
  hydrated: (element: Element) => Promise<void>
}

/** Parts whose prerendered HTML waits for their code, by the selector of their elements. */
const waitingParts = new Map<string, WaitingPart>()

/**
 * Registers a part until it has hydrated (`partHydrated`): input on its elements is kept meanwhile, pointing at
 * or focusing it wakes it, and any press or key wakes it with every other part.
 */
export function waitForPart(selector: string, part: WaitingPart) {
  waitingParts.set(selector, part)
  listen()
}

/** The part has hydrated: input on it is the app's from now on. */
export function partHydrated(selector: string) {
  waitingParts.delete(selector)
  markReadyIfSettled()
}

/**
 * Marks the page ready (html[data-ready]) once the app has hydrated and no part of the page waits for its code:
 * every part it started has hydrated. Tests wait for this mark; a visitor's page reaches it only when every block
 * has come near (decision 257).
 */
export function markReadyIfSettled() {
  const root = document.documentElement
  if (root.dataset.hydrated === 'true' && waitingParts.size === 0) root.dataset.ready = 'true'
}

/** The waiting part whose prerendered HTML holds `element`, if any. */
function waitingPartOf(element: Element): WaitingPart | undefined {
  for (const [selector, part] of waitingParts) if (element.closest(selector)) return part
  return undefined
}

/**
 * Resolves once the part holding `element` has hydrated, loading its code now if it was waiting;
 * undefined when `element` is in no waiting part.
 */
export function hydratePartOf(element: Element): Promise<void> | undefined {
  const part = waitingPartOf(element)
  if (!part) return undefined
  part.wake()
  return part.hydrated(element)
}

/**
 * From the moment the app has started (the inline script keeps input until then), a press, key or
 * submission on a waiting part is kept here and carried out once the part has hydrated. A plain click on
 * a link is kept too, so it becomes the app's navigation rather than a reload of the whole site.
 */
function keepForWaitingPart(event: Event) {
  if (!document.documentElement.hasAttribute('data-hydrated')) return
  if (!(event.target instanceof Element)) return
  if (!waitingPartOf(event.target)) return
  let target: Element | null
  if (event.type === 'submit') target = event.target
  else if (event.type === 'keydown') {
    const key = event as KeyboardEvent
    const control = appControlOf(event.target)
    const byBrowser = key.key === 'Tab' || key.ctrlKey || key.metaKey || key.altKey || key.repeat
    // A button turns Enter and Space into a click by itself: that click is kept.
    const clicks = control?.localName === 'button' && (key.key === 'Enter' || key.key === ' ')
    target = byBrowser || clicks ? null : control
  } else {
    const click = event as MouseEvent
    const link = event.target.closest('a[href]')
    const plainClick = click.button === 0 && !click.ctrlKey && !click.metaKey && !click.shiftKey && !click.altKey
    target = link && plainClick ? link : appControlOf(event.target)
  }
  if (!target) return
  event.preventDefault()
  event.stopPropagation()
  // A second press while the part's code is on its way would undo the first (a menu opened and closed).
  if (event.type !== 'keydown' && takenWhileWaiting.has(target)) return
  takenWhileWaiting.add(target)
  // A form sent shows it was taken on the button that sent it, as before the start (start-app.ts).
  const busy = event.type === 'keydown' ? null : event.type === 'submit' ? ((event as SubmitEvent).submitter ?? target) : target
  const kept: KeptInput = { event, target, busy }
  kept.busy?.setAttribute('aria-busy', 'true')
  const hydrated = hydratePartOf(target)
  void hydrated?.then(() => {
    takenWhileWaiting.delete(target)
    carryOut(kept)
  })
}

/** Controls and forms with a kept press or submission: each is carried out once. */
const takenWhileWaiting = new WeakSet<Element>()

/**
 * Pointing at or focusing a part wakes that part. A press or key anywhere wakes every part: it may lead
 * to a client-side navigation, which React holds back until each waiting part has hydrated (with what it
 * showed before), because the part's links and menus follow the address.
 */
function onIntent(event: Event) {
  if (event.type === 'pointerover' || event.type === 'focusin') {
    if (event.target instanceof Element) hydratePartOf(event.target)
  } else wakeAll()
}

function wakeAll() {
  for (const part of [...waitingParts.values()]) part.wake()
}

let listening = false
function listen() {
  if (listening) return
  listening = true
  for (const type of ['click', 'keydown', 'submit']) window.addEventListener(type, keepForWaitingPart, true)
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true })
  window.addEventListener('popstate', wakeAll)
}

/** Runs `run` when the browser is idle after the start (at most IDLE_TIMEOUT_MS later). */
export function whenIdle(run: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
  else setTimeout(run, 1)
}

/** What each waiting frame part's hydration resolves. */
const hydratedParts = new Map<string, Promise<void>>()

/** Resolves with the part's code once it is wanted (see the file's comment); one promise per part. */
const partCode = new Map<string, Settled<ComponentType<never>>>()
function codeWhenWanted<Props>(options: FramePartOptions<Props>): Settled<ComponentType<Props>> {
  const known = partCode.get(options.selector)
  if (known) return known as Settled<ComponentType<Props>>
  let wake!: () => void
  const wanted = new Promise<void>((resolve) => (wake = resolve))
  const code: Settled<ComponentType<Props>> = wanted.then(options.load).then((component) => {
    // Marked settled, so React's use() reads it without suspending again.
    code.status = 'fulfilled'
    code.value = component
    return component
  })
  partCode.set(options.selector, code as Settled<ComponentType<never>>)

  let cleanUp = () => {}
  waitForPart(options.selector, {
    wake: () => {
      cleanUp()
      wake()
    },
    hydrated: () => hydratedParts.get(options.selector) ?? Promise.resolve(),
  })
  if (window.hydrateAtOnce) wake()
  else if (options.whenNear) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) wake()
      },
      { rootMargin: NEAR_MARGIN },
    )
    for (const element of document.querySelectorAll(options.selector)) observer.observe(element)
    cleanUp = () => observer.disconnect()
  } else whenIdle(wake)
  if (options.onScroll) {
    const onScroll = () => wake()
    window.addEventListener('scroll', onScroll, { once: true, passive: true })
    const before = cleanUp
    cleanUp = () => {
      before()
      window.removeEventListener('scroll', onScroll)
    }
  }
  return code
}

/** Marks the part hydrated, then tells it about what the visitor changed in its fields while it waited. */
function PartHydrated({ selector, onHydrated }: { selector: string; onHydrated: () => void }) {
  useEffect(() => {
    partHydrated(selector)
    for (const element of document.querySelectorAll(selector)) announceChangedFields(element)
    onHydrated()
  }, [selector, onHydrated])
  return null
}

/** The part's view, once its code is in. */
function Loaded<Props extends object>({
  code,
  props,
  selector,
  onHydrated,
}: {
  code: Promise<ComponentType<Props>>
  props: Props
  selector: string
  onHydrated: () => void
}) {
  // The part's code is cached per part, so its identity is stable across renders.
  const part = createElement(use(code), props)
  return (
    <>
      {part}
      <PartHydrated selector={selector} onHydrated={onHydrated} />
    </>
  )
}

/**
 * A frame part that hydrates on use. Rendered fresh (on the server, after a client-side start on the 404
 * page, or in a test) it loads its code at once.
 */
export function framePart<Props extends object>(options: FramePartOptions<Props>): ComponentType<Props> {
  let resolveHydrated!: () => void
  const hydrated = new Promise<void>((resolve) => (resolveHydrated = resolve))
  let freshCode: Promise<ComponentType<Props>> | undefined

  // Memoised: a prop or state change reaching a part that waits would make React drop its prerendered HTML.
  return memo(function FramePart(props: Props) {
    // Chosen once, at mount: the part's prerendered HTML is there only when the app hydrates the page.
    const [code] = useState(() => {
      if (typeof document === 'undefined') return (freshCode ??= options.load())
      if (!document.querySelector(options.selector)) {
        // Drawn fresh: nothing to keep input for, but the page is not ready until the part is drawn.
        waitForPart(options.selector, { wake: () => {}, hydrated: () => hydrated })
        return (freshCode ??= options.load())
      }
      hydratedParts.set(options.selector, hydrated)
      return codeWhenWanted(options)
    })
    return (
      <Suspense fallback={null}>
        <Loaded code={code} props={props} selector={options.selector} onHydrated={resolveHydrated} />
      </Suspense>
    )
  })
}
