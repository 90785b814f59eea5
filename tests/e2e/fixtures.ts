// Shared e2e helpers. Import `test` and `expect` from here instead of '@playwright/test'.
//
// Every browser context a test opens is watched automatically (the `context` fixture is extended, so
// tests that need no browser, like js-budget.spec.ts, do not start one): the console-and-CSP watcher, one
// set of fixtures (`consoleWatcher`) that the editor journeys in tests/e2e-dev extend their own `test` with
// too (tests/e2e-dev/dev-site.ts). At the end of the test it fails on
//  - any request to an origin other than the site's own (data:, blob:, about: are ignored);
//  - any console.error, uncaught page error, hydration warning, or Content-Security-Policy violation (the
//    server sends the real policy, decision 110) — unless the test allowed it with
//    `allowConsole(page, /pattern/)` or `test.use({ allowedConsoleErrors: [/pattern/] })`.
// The `context` and `page` are the worker's kept tab while the test's context options stay the same
// (tests/e2e/kept-tab.ts, decision 268): a fresh one costs a visit more than twice the CPU.
import type { EventEmitter } from 'node:events'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Fixtures,
  type Locator,
  type Page,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type Request,
  type Response,
  type WebError,
} from '@playwright/test'
import { KeptTab } from './kept-tab.ts'

export { expect }

/** The built site under test; DIST_DIR overrides it, as it does for scripts/serve.mjs. */
export const distDir = path.resolve(process.env.DIST_DIR ?? 'dist')

/** The text of prerendered HTML as a browser reads it: the five entities React writes, decoded. */
export const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

const IGNORED_SCHEMES = /^(data|blob|about):/
const HYDRATION_WARNING = /hydrat|did not match/i
/** How the page's init script words a Content-Security-Policy violation in the console. */
const CSP_VIOLATION = 'CSP violation: '
const NOT_FOUND_LOG = 'Failed to load resource: the server responded with a status of 404'

const allowedByContext = new WeakMap<BrowserContext, RegExp[]>()
const inFlightByContext = new WeakMap<BrowserContext, Set<Request>>()

/**
 * Waits until every request the test's pages made has been answered (or has failed): whatever a problem would show
 * as — a CSP violation, a 404, a request to another origin — has happened by then.
 */
export async function untilRequestsAnswered(page: Page): Promise<void> {
  const inFlight = inFlightByContext.get(page.context()) ?? new Set()
  await expect.poll(() => [...inFlight].map((request) => request.url()), { message: 'requests never answered' }).toEqual([])
}
const violationsByContext = new WeakMap<BrowserContext, string[]>()

/** Content-Security-Policy violations seen so far in the test's pages, e.g. "script-src-elem blocked inline at http://…/:4". */
export function cspViolations(target: Page | BrowserContext): string[] {
  const context = 'context' in target ? target.context() : target
  return [...(violationsByContext.get(context) ?? [])]
}

/** Allows console/page errors matching `pattern` for the rest of the current test. */
export function allowConsole(target: Page | BrowserContext, pattern: RegExp): void {
  const context = 'context' in target ? target.context() : target
  allowedByContext.set(context, [...(allowedByContext.get(context) ?? []), pattern])
}

export type ConsoleWatcherOptions = {
  /** Console/page error patterns a whole file or describe block expects: `test.use({ allowedConsoleErrors: [/x/] })`. */
  allowedConsoleErrors: RegExp[]
  /**
   * How the app starts in the test's pages. 'at once' (the default): as soon as the document is parsed, every
   * part hydrating at once (window.hydrateAtOnce, decision 257), so a test that is not about the start-up does
   * not wait for it. 'as for visitors': after the first screen is shown, each part on use, when near or idle —
   * for the tests of the start-up itself: `test.use({ startUp: 'as for visitors' })`.
   */
  startUp: 'at once' | 'as for visitors'
}

declare module 'playwright/test' {
  interface PlaywrightTestArgs {
    /** Playwright's own fixture (not in its types): the options it makes a test's context with, config and test.use. */
    _combinedContextOptions: BrowserContextOptions
  }
}

const startUpByContext = new WeakMap<BrowserContext, ConsoleWatcherOptions['startUp']>()

/** The tab a worker keeps between tests (tests/e2e/kept-tab.ts), if it has one open. */
export type KeptTabFixtures = { keptTab: { current?: KeptTab } }

/**
 * Sets up a context as the watcher needs it: the app's start-up mode and a report of every CSP violation, whether or
 * not the browser also logs it (the page logs it as an error the watcher reads; a binding the page calls costs about
 * 0.7 s of CPU a test, decision 257).
 */
async function prepareContext(context: BrowserContext, startUp: ConsoleWatcherOptions['startUp']) {
  startUpByContext.set(context, startUp)
  await context.addInitScript(
    ({ atOnce, prefix }) => {
      if (atOnce) window.hydrateAtOnce = true
      window.addEventListener(
        'securitypolicyviolation',
        (event) =>
          console.error(
            `${prefix}${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
          ),
        true,
      )
    },
    { atOnce: startUp === 'at once', prefix: CSP_VIOLATION },
  )
}

/**
 * Watches a context for one test: returns what it saw that fails the test — requests to other origins and console
 * or page errors — and stops listening.
 */
function watch(context: BrowserContext, ownOrigin: string) {
  const foreignRequests: string[] = []
  const problems: { text: string; url: string }[] = []
  const notFoundDocuments = new Set<string>()
  const inFlight = new Set<Request>()
  const violations: string[] = []
  inFlightByContext.set(context, inFlight)
  violationsByContext.set(context, violations)
  allowedByContext.set(context, [])

  const answered = (request: Request) => inFlight.delete(request)
  const onRequest = (request: Request) => {
    inFlight.add(request)
    const url = request.url()
    if (!IGNORED_SCHEMES.test(url) && new URL(url).origin !== ownOrigin) foreignRequests.push(`${request.method()} ${url}`)
  }
  // A 404 page is a legitimate answer for the document itself; Chromium still logs it as an error.
  const onResponse = (response: Response) => {
    if (response.status() === 404 && response.request().isNavigationRequest()) notFoundDocuments.add(response.url())
  }
  const onConsole = (message: ConsoleMessage) => {
    const text = message.text()
    if (text.startsWith(CSP_VIOLATION)) violations.push(text.slice(CSP_VIOLATION.length))
    if (message.type() === 'error' || (message.type() === 'warning' && HYDRATION_WARNING.test(text))) {
      problems.push({ text: `console.${message.type()}: ${text}`, url: message.location().url })
    }
  }
  const onWebError = (webError: WebError) => {
    const error = webError.error()
    problems.push({ text: `uncaught ${error.stack ?? error.message}`, url: webError.page()?.url() ?? '' })
  }
  const listeners = {
    requestfinished: answered,
    requestfailed: answered,
    request: onRequest,
    response: onResponse,
    console: onConsole,
    weberror: onWebError,
  }
  // Playwright's context is an event emitter with Node's methods; its types declare each event's listener apart.
  const emitter = context as unknown as EventEmitter
  for (const [event, listener] of Object.entries(listeners)) emitter.on(event, listener)

  return function stop(allowedConsoleErrors: RegExp[]) {
    for (const [event, listener] of Object.entries(listeners)) emitter.off(event, listener)
    const allowed = [...allowedConsoleErrors, ...(allowedByContext.get(context) ?? [])]
    // A pattern is matched against the line as the failure shows it, the address included.
    const unexpected = problems
      .filter(({ text, url }) => !(text.includes(NOT_FOUND_LOG) && notFoundDocuments.has(url)))
      .map(({ text, url }) => (url ? `${text}  (at ${url})` : text))
      .filter((line) => !allowed.some((pattern) => pattern.test(line)))
    return { foreignRequests, unexpected }
  }
}

/**
 * The watcher's fixtures, for `test.extend<ConsoleWatcherOptions, KeptTabFixtures>(consoleWatcher)` on any Playwright
 * `test`. A test's `context` and `page` are the worker's kept tab (tests/e2e/kept-tab.ts) when its context options
 * match the tab's, else a new one; a retry always gets a new one, so that its trace shows it from the start.
 */
export const consoleWatcher: Fixtures<
  ConsoleWatcherOptions,
  KeptTabFixtures,
  PlaywrightTestArgs & PlaywrightTestOptions,
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
> = {
  allowedConsoleErrors: [[], { option: true }],
  startUp: ['at once', { option: true }],
  keptTab: [
    // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature; this fixture needs no others
    async ({}, use) => {
      const holder: { current?: KeptTab } = {}
      await use(holder)
      await holder.current?.context.close()
    },
    { scope: 'worker' },
  ],

  context: async (
    { browser, _combinedContextOptions: options, baseURL, allowedConsoleErrors, startUp, keptTab },
    use,
    testInfo,
  ) => {
    const key = JSON.stringify({ options, startUp })
    if (keptTab.current && (keptTab.current.key !== key || testInfo.retry > 0)) {
      await keptTab.current.context.close()
      keptTab.current = undefined
    }
    let context: BrowserContext
    if (testInfo.retry > 0) {
      context = await browser.newContext(options)
      await prepareContext(context, startUp)
    } else {
      keptTab.current ??= await KeptTab.open(await browser.newContext(options), key, options, (fresh) =>
        prepareContext(fresh, startUp),
      )
      keptTab.current.lend()
      context = keptTab.current.context
    }

    const stopWatching = watch(context, new URL(baseURL ?? 'http://127.0.0.1').origin)
    await use(context)
    const { foreignRequests, unexpected } = stopWatching(allowedConsoleErrors)

    const passed = testInfo.status === testInfo.expectedStatus && foreignRequests.length + unexpected.length === 0
    const kept = keptTab.current?.context === context ? keptTab.current : undefined
    if (!kept || !(await kept.takeBack(passed))) {
      await context.close()
      if (kept) keptTab.current = undefined
    }
    expect(foreignRequests, `requests left the site's own origin ${new URL(baseURL ?? 'http://127.0.0.1').origin}`).toEqual([])
    expect(unexpected, 'console errors or uncaught page errors (allow expected ones with allowConsole)').toEqual([])
  },

  page: async ({ context, keptTab }, use) => {
    const kept = keptTab.current?.context === context ? keptTab.current : undefined
    await use(kept?.page ?? (await context.newPage()))
  },
}

export const test = base.extend<ConsoleWatcherOptions, KeptTabFixtures>(consoleWatcher)

/**
 * Navigates to `url` and waits until the page is ready: every part of it hydrated (html[data-ready], set once
 * no part waits for its code). With `startUp: 'as for visitors'`, until the app has hydrated the page around
 * the parts that wait to be used or to come near (html[data-hydrated]).
 */
export async function gotoAndSettle(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url)
  await untilStarted(page, url)
  return response
}

/** Waits for the mark gotoAndSettle waits for, after a reload or a navigation the test made itself. */
export async function untilStarted(page: Page, url = page.url()): Promise<void> {
  // A context the test made itself (browser.newContext()) starts as it does for visitors.
  const atOnce = startUpByContext.get(page.context()) === 'at once'
  // As for visitors, the app starts once the first screen is shown (decision 140); how long to wait: decision 150.
  await expect(page.locator('html'), `${url} never ${atOnce ? 'became ready' : 'hydrated'}`).toHaveAttribute(
    atOnce ? 'data-ready' : 'data-hydrated',
    'true',
    { timeout: 15_000 },
  )
}

/**
 * Installs Playwright's clock and stops it, so time moves only by `page.clock.runFor`, however long a busy
 * machine takes over the checks in between. (`page.clock.install()` alone keeps time running in real time.)
 * Call it before the first `goto` to hold everything from the start; the page still loads and hydrates.
 */
export async function stopTheClock(page: Page): Promise<void> {
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1000)
}

/** Waits until React has taken over this element's prerendered HTML (blocks hydrate as they come near). */
export const untilHydrated = (element: Locator) =>
  expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')))).toBe(true)

type AxeOptions = {
  /** Only scan inside this selector. */
  include?: string
  /** Leave these selectors out of the scan. */
  exclude?: string[]
  /** Rule ids to skip; say why next to the call. */
  disableRules?: string[]
}

/** axe-core's browser build, read once per worker. */
let axeSource: string | undefined

/** One violated rule, as axe reports it, with only what the failure message and the attachment need. */
interface AxeViolation {
  id: string
  impact: string | null
  help: string
  helpUrl: string
  nodes: { target: string[]; html: string; failureSummary: string }[]
}

/**
 * Runs axe (WCAG 2.0–2.2 A/AA) on the current page and fails with one line per violated rule.
 * axe runs in the page itself, which returns only the violations: @axe-core/playwright's analyze() opened a blank
 * page to merge its results and sent every passing node back too, 2–4 s a scan against 0.6–1.5 s (decision 257).
 * The page has no frames to scan. Injected through the DevTools protocol, which the page's policy does not cover.
 */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
  // Once a document: compiling axe again costs 0.3–0.5 s of CPU (a second scan after a resize reuses it).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  // Content off screen is skipped by content-visibility: auto and has no geometry for axe to measure
  // (target sizes, contrast): render everything for the scan, then put the page back.
  const unskip = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
  const violations = await page.evaluate(
    async ({ tags, include, exclude, disableRules }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') }
      // A colour half way through a transition (a tab just chosen, a button just left) is neither state's: axe
      // measures the colours the transitions end on.
      await Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((transition) => transition.finished.catch(() => undefined)),
      )
      const context = include
        ? { include: [include], exclude: exclude.map((selector) => [selector]) }
        : { exclude: exclude.map((selector) => [selector]) }
      const results = await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(disableRules.map((rule) => [rule, { enabled: false }])),
      })
      return results.violations.map(({ id, impact, help, helpUrl, nodes }) => ({
        id,
        impact: impact ?? null,
        help,
        helpUrl,
        nodes: nodes.map((node) => ({
          target: node.target.map(String),
          html: node.html,
          failureSummary: node.failureSummary ?? '',
        })),
      }))
    },
    { tags: AXE_TAGS, include: options.include, exclude: options.exclude ?? [], disableRules: options.disableRules ?? [] },
  )
  await unskip.evaluate((style) => (style as HTMLStyleElement).remove())
  if (violations.length > 0) {
    await test.info().attach('axe-violations.json', {
      body: JSON.stringify(violations, null, 2),
      contentType: 'application/json',
    })
  }
  const summary = violations.map((violation: AxeViolation) => {
    const targets = violation.nodes.map((node) => node.target.join(' >>> '))
    const shown = targets.slice(0, 5).join(' | ') + (targets.length > 5 ? ` | …${targets.length - 5} more` : '')
    return `${violation.id} [${violation.impact ?? 'unknown'}] ${violation.help} — ${shown} (${violation.helpUrl})`
  })
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}

/** Closes the visible toasts, so the next assertion sees only the next toast. */
async function dismissToasts(page: Page) {
  const close = page.getByRole('alert').getByRole('button', { name: 'close' })
  // The last first: a closed toast leaves the list, which renumbers the ones after it, never the ones before.
  for (let left = await close.count(); left > 0; left = await close.count()) {
    await close
      .last()
      .click({ timeout: 3_000 })
      // A toast that closed by its own timer meanwhile leaves nothing to click: count again. Any other failure fails.
      .catch(async (error: unknown) => {
        if ((await close.count()) >= left) throw error
      })
  }
  await expect(page.getByRole('alert')).toHaveCount(0)
}

/** The toast saying `text` shows; then every toast is closed, so the next check sees only the next toast. */
export async function expectToast(page: Page, text: string) {
  await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible()
  await dismissToasts(page)
}
