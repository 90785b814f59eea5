/**
 * The tab a test worker keeps between tests (decision 268). A fresh browser context and tab cost a visit 1.98 CPU-s
 * against 0.84 s for the next page in a tab already open on the site (a new renderer process, V8 compiling the
 * site's scripts again, fonts and pictures decoded again): the tests' pages are opened in one kept tab, and what a
 * test changed is undone after it, or, where it cannot be undone, the tab is closed and the next test opens a fresh
 * one.
 *
 * Undone after each test: the listeners the test added, other tabs it opened, its init scripts, routes and exposed
 * functions (each call gives back a Disposable), the window size, the mouse, and the site's storage (local and
 * session storage, cookies). Given up instead: a tab whose test failed, or that the test changed in a way
 * Playwright cannot take back — the clock, emulated media, a DevTools session, permissions, extra headers, an
 * offline switch, default timeouts. The HTTP cache stays warm: that and the renderer are the saving.
 */
import type { EventEmitter } from 'node:events'
import type { BrowserContext, BrowserContextOptions, Disposable, Page } from '@playwright/test'

/** Calls on a context or its tab that give back a Disposable: disposed after the test, they leave no trace. */
const UNDOABLE_CHANGES = ['addInitScript', 'route', 'exposeBinding', 'exposeFunction'] as const
/** Calls that change a context or its tab for good: after any of them the tab is not handed to another test. */
const CHANGES_TO_EITHER = [
  'routeFromHAR',
  'routeWebSocket',
  'setExtraHTTPHeaders',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
] as const
const CONTEXT_CHANGES = [
  ...CHANGES_TO_EITHER,
  'grantPermissions',
  'clearPermissions',
  'setGeolocation',
  'setHTTPCredentials',
  'setOffline',
  'newCDPSession',
] as const
const PAGE_CHANGES = [...CHANGES_TO_EITHER, 'emulateMedia', 'addLocatorHandler'] as const
/** Every call on the clock (page.clock is the context's): an installed clock stays in the page's scripts. */
const CLOCK_CHANGES = ['install', 'pauseAt', 'resume', 'runFor', 'fastForward', 'setFixedTime', 'setSystemTime'] as const

/** A page or context's listeners by event, to take away those a test added. */
type Listener = (...args: unknown[]) => void
type Listeners = Map<string | symbol, Listener[]>
// Playwright's pages and contexts are event emitters with Node's methods; its types declare only on/off/once.
const listenersOf = (target: EventEmitter): Listeners =>
  new Map(target.eventNames().map((event) => [event, target.rawListeners(event) as Listener[]]))

function removeListenersAddedSince(target: EventEmitter, before: Listeners) {
  for (const event of target.eventNames()) {
    const kept = before.get(event) ?? []
    for (const listener of target.rawListeners(event) as Listener[])
      if (!kept.includes(listener)) target.removeListener(event, listener)
  }
}

/** Makes each named method of `target` hand what it returns to `onCall`. */
function onCalls(target: object, methods: readonly string[], onCall: (returned: unknown) => void) {
  for (const name of methods) {
    const original: unknown = Reflect.get(target, name)
    if (typeof original !== 'function') continue
    Object.defineProperty(target, name, {
      configurable: true,
      writable: true,
      value: (...args: unknown[]) => {
        const returned: unknown = Reflect.apply(original, target, args)
        onCall(returned)
        return returned
      },
    })
  }
}

export class KeptTab {
  /** Set by a call that cannot be undone: the tab is closed after the test instead of being handed on. */
  private changedForGood = false
  /** What the test's undoable calls gave back, in order: their Disposables, once they have settled. */
  private undoable: Promise<Disposable | undefined>[] = []
  private listenersBefore?: { page: Listeners; context: Listeners }

  private constructor(
    /** The context's options (and the start-up mode its init script sets): a test with other options gets a new tab. */
    readonly key: string,
    readonly context: BrowserContext,
    readonly page: Page,
    private readonly options: BrowserContextOptions,
  ) {
    const giveUp = () => (this.changedForGood = true)
    // A call that failed gives nothing to dispose (and its rejection is the test's): the tab is then given up.
    const remember = (returned: unknown) =>
      this.undoable.push(Promise.resolve(returned as Promise<Disposable>).catch(() => undefined))
    onCalls(context, CONTEXT_CHANGES, giveUp)
    onCalls(page, PAGE_CHANGES, giveUp)
    onCalls(page.clock, CLOCK_CHANGES, giveUp)
    onCalls(context, UNDOABLE_CHANGES, remember)
    onCalls(page, UNDOABLE_CHANGES, remember)
  }

  /** A context with `options`, prepared by `prepare` (its own init scripts), and its tab. */
  static async open(
    context: BrowserContext,
    key: string,
    options: BrowserContextOptions,
    prepare: (context: BrowserContext) => Promise<void>,
  ): Promise<KeptTab> {
    await prepare(context)
    return new KeptTab(key, context, await context.newPage(), options)
  }

  private emitter(target: Page | BrowserContext): EventEmitter {
    return target as unknown as EventEmitter
  }

  /** Notes what the next test starts with, so that what it adds can be taken away after it. */
  lend(): void {
    this.undoable = []
    this.listenersBefore = { page: listenersOf(this.emitter(this.page)), context: listenersOf(this.emitter(this.context)) }
  }

  /**
   * Undoes what the test did; false when that is not possible and the tab must be closed. The tab ends on the
   * site's icon (a document without script, on the site's origin, so the renderer is kept) with the site's storage
   * empty.
   */
  async takeBack(passed: boolean): Promise<boolean> {
    if (this.listenersBefore) {
      removeListenersAddedSince(this.emitter(this.page), this.listenersBefore.page)
      removeListenersAddedSince(this.emitter(this.context), this.listenersBefore.context)
    }
    if (!passed || this.changedForGood || this.page.isClosed()) return false
    try {
      for (const other of this.context.pages()) if (other !== this.page) await other.close()
      // A tab opened since, here or in a context of the test's own, took the front: the kept one would stay hidden,
      // its animations and frames held.
      await this.page.bringToFront()
      await this.page.mouse.move(-1, -1)
      // The last first: a route added later may stand in front of an earlier one.
      for (const returned of this.undoable.reverse()) {
        const disposable = await returned
        if (!disposable) return false
        await disposable.dispose()
      }
      this.undoable = []
      // A page's unload handlers may still write storage: leave it first, then empty the storage.
      await this.page.goto('/favicon.svg')
      await this.page.evaluate(() => {
        window.localStorage.clear()
        window.sessionStorage.clear()
      })
      await this.context.clearCookies()
      const { viewport } = this.options
      const size = this.page.viewportSize()
      if (viewport && (size?.width !== viewport.width || size.height !== viewport.height))
        await this.page.setViewportSize(viewport)
      return true
    } catch {
      return false
    }
  }
}
