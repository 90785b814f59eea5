/**
 * The one inline script of every page. scripts/build.ts compiles this file on its own (so it has no
 * imports) and writes it into <head> as a classic script, which runs before anything is painted:
 *
 * 1. keepInput(): from the first paint until the app runs, a press on a control the app handles, a key
 *    pressed on one, or a form submission is kept, in order, for the app to carry out once the block it
 *    targets has hydrated (carry-out-kept-input.ts). The control shows it was taken (aria-busy), a second
 *    press on it is ignored, and a form is never submitted natively (no fields in the URL). Links and
 *    form fields are left to the browser. Decision 008.
 * 2. startAppOnceShown(): once the page has loaded and its first screen has been shown (its first
 *    contentful paint and its first-screen pictures painted), preloads every chunk of the page (no import
 *    waterfall) and imports the start's chunks one at a time, then the entry, so the page's text, images
 *    and fonts get the bandwidth and the main thread first (decisions 004 and 140), and no one task
 *    evaluates the whole start (decision 243). The script's data attributes list the page's initial JS
 *    (data-app-entry, data-app-modules: the JS budget test reads them) and the page's own code, which the
 *    app loads right after its start (data-page-modules, route-page.tsx, decision 237), and the header's, which
 *    it loads once the browser is idle (data-frame-modules, decision 238).
 */

/** One press, key or submission kept before the app started. */
export interface KeptInput {
  /** The visitor's event, copied when it is carried out. */
  event: Event
  /** Where it is carried out: the control, or the submitted form. */
  target: Element
  /** The control marked aria-busy until then. */
  busy: Element | null
}

declare global {
  interface Window {
    /** What keepInput() kept, oldest first; the app takes it once, when it has hydrated. */
    keptInput?: KeptInput[]
    /** The value last chosen in each list, kept by keepInput() for the list's block to take when it hydrates. */
    keptChoices?: WeakMap<HTMLSelectElement, string>
    /**
     * Set by a test before the page loads (tests/e2e/fixtures.ts), never by the site: the app starts as soon as the
     * document is parsed and every part of the page hydrates at once, instead of after the first screen is shown,
     * on use, when near or when idle. For tests that are not about the start-up (decision 257).
     */
    hydrateAtOnce?: boolean
  }
}

/**
 * The control an event on `target` belongs to, when the app handles it: a button or an element with a
 * widget role. Links, form fields and their labels work without the app, and a submit or reset button
 * does its job through its form (a submission is kept as such).
 */
export function appControlOf(target: EventTarget | null): Element | null {
  if (!(target instanceof Element)) return null
  const control = target.closest(
    'a[href], input, select, textarea, label, button, [role="button"], [role="tab"], [role="option"], [role="menuitem"], [role="switch"], [role="checkbox"], [role="radio"]',
  )
  if (!control || control.matches('a[href], input, select, textarea, label')) return null
  if (control instanceof HTMLButtonElement && control.form && control.type !== 'button') return null
  return control
}

/** Keys a button turns into a click by itself (kept as that click), and keys that are the browser's. */
const BUTTON_KEYS = new Set(['Enter', ' '])
const BROWSER_KEYS = new Set(['Tab', 'Shift', 'Control', 'Alt', 'Meta', 'CapsLock'])

export function keepInput(win: Window = window): void {
  const root = win.document.documentElement
  const kept: KeptInput[] = (win.keptInput = [])
  /** Controls and forms with a kept press or submission: each is carried out once. */
  const taken = new WeakSet<Element>()
  const types = ['click', 'keydown', 'submit']

  function keep(event: Event) {
    // From the moment the app has hydrated, it handles everything itself.
    if (root.hasAttribute('data-hydrated')) {
      for (const type of types) win.removeEventListener(type, keep, true)
      return
    }
    let target: Element | null
    let busy: Element | null = null
    if (event.type === 'submit') {
      // Never a native GET or POST: the fields would end up in the URL, and the page would reload.
      event.preventDefault()
      target = event.target as HTMLFormElement
      busy = (event as SubmitEvent).submitter ?? target
    } else if (event.type === 'click') {
      target = busy = appControlOf(event.target)
    } else {
      const key = event as KeyboardEvent
      const control = appControlOf(key.target)
      const byBrowser = BROWSER_KEYS.has(key.key) || key.ctrlKey || key.metaKey || key.altKey || key.repeat
      target = !control || byBrowser || (control.localName === 'button' && BUTTON_KEYS.has(key.key)) ? null : control
    }
    if (!target) return
    // React may already listen on the page while it hydrates: it must not act on the event as well.
    event.stopPropagation()
    if (busy) {
      if (taken.has(target)) return
      taken.add(target)
      busy.setAttribute('aria-busy', 'true')
    }
    kept.push({ event, target, busy })
  }

  // On the window, in the capture phase: before any listener of the page.
  for (const type of types) win.addEventListener(type, keep, true)

  // A choice made in a list works without the app, but hydrating the list's block puts the prerendered
  // choice back: the block takes this one when it hydrates (carry-out-input.ts). Kept for the page's whole
  // life, since blocks hydrate as they come near; the app hears every later choice itself.
  const choices: WeakMap<HTMLSelectElement, string> = (win.keptChoices = new WeakMap())
  win.addEventListener(
    'change',
    (event) => {
      const list = event.target as HTMLSelectElement
      if (list.localName === 'select') choices.set(list, list.value)
    },
    true,
  )
}

/**
 * The first-screen pictures (src/ui/first-screen.ts marks them with this Element Timing name). Kept in
 * step by a unit test: this file is compiled on its own and imports nothing.
 */
export const FIRST_SCREEN_PICTURES = 'img[elementtiming="first-screen"]'
/** The longest wait, after load, for the browser to report those paints (a background tab paints nothing). */
export const SHOWN_WAIT_MS = 2000

/** Element Timing's entry (not in TypeScript's DOM types yet). */
interface ElementTiming extends PerformanceEntry {
  element: Element | null
}

/**
 * Resolves once the first screen has been shown: the page's first contentful paint, and the paint of
 * each first-screen picture that is loaded and in view now (the likely largest paint). Whatever the
 * browser cannot report (Element Timing is Chromium's) is not waited for, and nothing longer than
 * SHOWN_WAIT_MS. Load is not enough: a fast load can fire before the first frame is on screen, and the
 * app's JS would then compete with the largest picture's decode and paint.
 * Which pictures are in view is asked of an IntersectionObserver, which answers after the next frame's own
 * layout: reading their boxes here forced that layout (11–20 ms on this host in half the loads) inside the
 * load event's task, one long task where the browser would have made two shorter ones (decision 241).
 */
export function firstScreenShown(win: Window & typeof globalThis = window): Promise<void> {
  const document = win.document
  const reports = win.PerformanceObserver?.supportedEntryTypes ?? []
  const waiting = new Set<Element | 'first-contentful-paint'>()
  if (reports.includes('paint')) waiting.add('first-contentful-paint')
  const pictures =
    reports.includes('element') && win.IntersectionObserver
      ? [...document.querySelectorAll<HTMLImageElement>(FIRST_SCREEN_PICTURES)].filter(
          (picture) => picture.complete && picture.naturalWidth > 0,
        )
      : []
  if (waiting.size === 0 && pictures.length === 0) return Promise.resolve()
  return new Promise((resolve) => {
    const painted = new Set<Element>()
    const unplaced = new Set<Element>(pictures)
    const settle = () => {
      if (unplaced.size === 0 && waiting.size === 0) done()
    }
    const observer = new win.PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.entryType === 'paint') waiting.delete(entry.name as 'first-contentful-paint')
        else if ((entry as ElementTiming).element) {
          painted.add((entry as ElementTiming).element!)
          waiting.delete((entry as ElementTiming).element!)
        }
      }
      settle()
    })
    const placer = new win.IntersectionObserver((entries) => {
      for (const { target, isIntersecting } of entries) {
        if (isIntersecting && unplaced.has(target) && !painted.has(target)) waiting.add(target)
        unplaced.delete(target)
      }
      settle()
    })
    const timer = win.setTimeout(() => done(), SHOWN_WAIT_MS)
    function done() {
      observer.disconnect()
      placer.disconnect()
      win.clearTimeout(timer)
      resolve()
    }
    for (const picture of pictures) placer.observe(picture)
    // Buffered: paints before this moment are reported too.
    for (const type of ['paint', 'element']) if (reports.includes(type)) observer.observe({ type, buffered: true })
  })
}

/**
 * Preload links added per task. Each link starts its fetch on the main thread: 0.2–0.7 ms on these machines,
 * about 1 ms under Lighthouse's instrumentation, times the phone's slowdown; the home page's 38 modules added
 * at once made one task of 214–512 ms at Lighthouse's phone speed (decision 238).
 */
export const PRELOADS_PER_TASK = 3

/**
 * Fetches these modules side by side (no import waterfall), a few links a task; resolves once every fetch
 * has started, so that the app's imports then find them all on their way. Tasks come from a MessageChannel,
 * which neither a busy timer queue nor a test's fake clock holds back.
 */
export function preloadModules(document: Document, hrefs: string[]): Promise<void> {
  const waiting = hrefs.filter(Boolean)
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    const addSome = () => {
      for (const href of waiting.splice(0, PRELOADS_PER_TASK)) {
        const link = document.createElement('link')
        link.rel = 'modulepreload'
        link.crossOrigin = ''
        link.href = href
        document.head.append(link)
      }
      if (waiting.length > 0) channel.port2.postMessage(null)
      else {
        channel.port1.close()
        resolve()
      }
    }
    channel.port1.onmessage = addSome
    addSome()
  })
}

/**
 * Imports these modules one after another. Importing the entry alone evaluates all it imports (React DOM, the
 * router, the app's start) in one task: 20–28 ms on these machines, 170–240 ms at a mid-tier phone's speed.
 * Imported in turn, dependencies first, each module is evaluated in a task of its own (decision 243).
 */
export async function importInTurn(hrefs: string[], load: (href: string) => Promise<unknown>): Promise<void> {
  for (const href of hrefs.filter(Boolean)) await load(href)
}

export function startAppOnceShown(win: Window & typeof globalThis = window): void {
  const document = win.document
  const app = document.querySelector<HTMLScriptElement>('script[data-app-entry]')!
  const modules = app.dataset.appModules!.split(' ')
  const start = () =>
    void preloadModules(document, modules).then(() =>
      importInTurn([...modules, app.dataset.appEntry!], (href) => import(/* @vite-ignore */ href)),
    )
  if (win.hydrateAtOnce) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start)
    else start()
    return
  }
  const afterLoad = () => void firstScreenShown(win).then(start)
  if (document.readyState === 'complete') afterLoad()
  else win.addEventListener('load', afterLoad)
}
