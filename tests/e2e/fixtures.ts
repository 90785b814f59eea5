// Shared e2e helpers. Import `test` and `expect` from here instead of '@playwright/test'.
//
// Every browser context a test opens is watched automatically (the `context` fixture is extended, so
// tests that need no browser, like js-budget.spec.ts, do not start one). At the end of the test it fails on
//  - any request to an origin other than the site's own (data:, blob:, about: are ignored);
//  - any console.error, uncaught page error, hydration warning, or Content-Security-Policy violation (the
//    server sends the real policy, decision 110) — unless the test allowed it with
//    `allowConsole(page, /pattern/)` or `test.use({ allowedConsoleErrors: [/pattern/] })`.
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type BrowserContext, type Locator, type Page, type Response } from '@playwright/test'

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
const NOT_FOUND_LOG = 'Failed to load resource: the server responded with a status of 404'

const allowedByContext = new WeakMap<BrowserContext, RegExp[]>()
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

type Options = {
  /** Console/page error patterns a whole file or describe block expects: `test.use({ allowedConsoleErrors: [/x/] })`. */
  allowedConsoleErrors: RegExp[]
}

export const test = base.extend<Options>({
  allowedConsoleErrors: [[], { option: true }],

  context: async ({ context, baseURL, allowedConsoleErrors }, use) => {
    const ownOrigin = new URL(baseURL ?? 'http://127.0.0.1').origin
    const foreignRequests: string[] = []
    const problems: { text: string; url: string }[] = []
    const notFoundDocuments = new Set<string>()

    context.on('request', (request) => {
      const url = request.url()
      if (!IGNORED_SCHEMES.test(url) && new URL(url).origin !== ownOrigin) {
        foreignRequests.push(`${request.method()} ${url}`)
      }
    })
    // A 404 page is a legitimate answer for the document itself; Chromium still logs it as an error.
    context.on('response', (response) => {
      if (response.status() === 404 && response.request().isNavigationRequest()) notFoundDocuments.add(response.url())
    })
    context.on('console', (message) => {
      const text = message.text()
      if (message.type() === 'error' || (message.type() === 'warning' && HYDRATION_WARNING.test(text))) {
        problems.push({ text: `console.${message.type()}: ${text}`, url: message.location().url })
      }
    })
    // Every violation is reported, whether or not the browser also logs it: the page tells a binding.
    const violations: string[] = []
    violationsByContext.set(context, violations)
    await context.exposeBinding('reportCspViolation', ({ page }, violation: string) => {
      violations.push(violation)
      problems.push({ text: `CSP violation: ${violation}`, url: page.url() })
    })
    await context.addInitScript(() =>
      window.addEventListener(
        'securitypolicyviolation',
        (event) => {
          const report = (window as unknown as { reportCspViolation: (violation: string) => void }).reportCspViolation
          report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`)
        },
        true,
      ),
    )
    context.on('weberror', (webError) => {
      const error = webError.error()
      problems.push({ text: `uncaught ${error.stack ?? error.message}`, url: webError.page()?.url() ?? '' })
    })

    await use(context)

    const allowed = [...allowedConsoleErrors, ...(allowedByContext.get(context) ?? [])]
    const unexpected = problems
      .filter(({ text, url }) => !(text.includes(NOT_FOUND_LOG) && notFoundDocuments.has(url)))
      .filter(({ text }) => !allowed.some((pattern) => pattern.test(text)))
      .map(({ text, url }) => (url ? `${text}  (at ${url})` : text))

    expect(foreignRequests, `requests left the site's own origin ${ownOrigin}`).toEqual([])
    expect(unexpected, 'console errors or uncaught page errors (allow expected ones with allowConsole)').toEqual([])
  },
})

/** Navigates to `url` and waits until React has hydrated (the app sets html[data-hydrated="true"]). */
export async function gotoAndSettle(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url)
  // The app starts once the first screen is shown (decision 140); how long to wait: decision 150, Timeouts.
  await expect(page.locator('html'), `${url} never hydrated`).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 })
  return response
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

/** Runs axe (WCAG 2.0–2.2 A/AA) on the current page and fails with one line per violated rule. */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  // Not `resultTypes: ['violations']`: faster, but it reports landmark-unique falsely (axe 4.13, /blog-with-sidebar).
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS)
  if (options.include) builder = builder.include(options.include)
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector)
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules)

  // Content off screen is skipped by content-visibility: auto and has no geometry for axe to measure
  // (target sizes, contrast): render everything for the scan, then put the page back.
  const unskip = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
  const { violations } = await builder.analyze()
  await unskip.evaluate((style) => (style as HTMLStyleElement).remove())
  if (violations.length > 0) {
    await test.info().attach('axe-violations.json', {
      body: JSON.stringify(violations, null, 2),
      contentType: 'application/json',
    })
  }
  const summary = violations.map((violation) => {
    const targets = violation.nodes.map((node) => node.target.join(' >>> '))
    const shown = targets.slice(0, 5).join(' | ') + (targets.length > 5 ? ` | …${targets.length - 5} more` : '')
    return `${violation.id} [${violation.impact ?? 'unknown'}] ${violation.help} — ${shown} (${violation.helpUrl})`
  })
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}

/** Closes the visible toasts, so the next assertion sees only the next toast. */
async function dismissToasts(page: Page) {
  for (const close of await page.getByRole('alert').getByRole('button', { name: 'close' }).all()) {
    await close.click().catch(() => undefined)
  }
  await expect(page.getByRole('alert')).toHaveCount(0)
}

/** The toast saying `text` shows; then every toast is closed, so the next check sees only the next toast. */
export async function expectToast(page: Page, text: string) {
  await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible()
  await dismissToasts(page)
}
