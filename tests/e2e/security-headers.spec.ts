// The security headers with the real policy in force (decision 110): scripts/serve.mjs sends serve.json's
// headers, which the build wrote from the same table as dist/_headers. Every kind of response carries the
// headers, and a page with one more inline script, or with its start script changed by a byte, is caught.
// That every page template loads and shows every block without a violation is routes.spec.ts's loop.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { APIResponse, Page } from '@playwright/test'
import { allowConsole, cspViolations, distDir, expect, gotoAndSettle, test } from './fixtures.ts'

/** The headers dist/_headers gives every path ("/*"), as the build wrote them. */
function builtSecurityHeaders(): Record<string, string> {
  const file = readFileSync(path.join(distDir, '_headers'), 'utf8')
  const block = file.split(/\n\s*\n/).find((rule) => rule.trimStart().startsWith('/*\n'))
  expect(block, `no "/*" rule in ${distDir}/_headers`).toBeDefined()
  return Object.fromEntries(
    block!
      .split('\n')
      .slice(1)
      .map(
        (line) =>
          line
            .trim()
            .split(/: (.*)/s)
            .slice(0, 2) as [string, string],
      ),
  )
}

/** The CSP source of a script's text, as a browser computes it. */
const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers()
  for (const [name, value] of Object.entries(builtSecurityHeaders()))
    expect(headers[name.toLowerCase()], `${what}: ${name}`).toBe(value)
}

test.describe('headers', () => {
  test('the policy allows exactly the inline start script every page carries, by its hash', async ({ request }) => {
    const headers = builtSecurityHeaders()
    const policy = Object.fromEntries(
      headers['Content-Security-Policy']!.split('; ').map((directive) => {
        const [name, ...sources] = directive.split(' ')
        return [name!, sources]
      }),
    )
    const html = await (await request.get('/')).text()
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)]
    expect(inline, 'inline scripts on /').toHaveLength(1)
    expect(policy['script-src']).toEqual(["'self'", hashSource(inline[0]![1]!)])
    expect(policy).toMatchObject({
      'default-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'media-src': ["'self'"],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    })
    expect(headers).toMatchObject({
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Content-Type-Options': 'nosniff',
    })
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(headers['Permissions-Policy']).toContain(`${feature}=()`)
  })

  test('every kind of response carries them: pages, files, the 404 page, redirects and refusals', async ({ request }) => {
    const asset = readdirSync(path.join(distDir, 'assets')).find((file) => file.endsWith('.js'))
    const responses: [string, number, APIResponse][] = [
      ['a page', 200, await request.get('/about-us')],
      ['a hashed asset', 200, await request.get(`/assets/${asset}`)],
      ['a file from public/', 200, await request.get('/favicon.svg')],
      ['an unknown path', 404, await request.get('/no-such-page')],
      ['a dotfile', 404, await request.get('/.env')],
      ['a malformed URL', 400, await request.get('/shop-single/%E0%A4%A')],
      ['a trailing slash', 301, await request.get('/about-us/', { maxRedirects: 0 })],
      ['a POST', 405, await request.post('/')],
    ]
    for (const [what, status, response] of responses) {
      expect(response.status(), what).toBe(status)
      expectSecurityHeaders(response, what)
    }
  })
})

test.describe('the policy catches', () => {
  /** Serves `/` as the real server sends it (its headers, so its policy), with the body changed. */
  async function serveHomeChanged(page: Page, change: (html: string) => string) {
    await page.route('**/', async (route) => {
      if (!route.request().isNavigationRequest()) return route.fallback()
      const response = await route.fetch()
      await route.fulfill({ response, body: change(await response.text()) })
    })
  }

  test('an injected inline script: blocked and reported, while the start script still runs', async ({ page }) => {
    allowConsole(page, /Content Security Policy|CSP violation/)
    await serveHomeChanged(page, (html) =>
      html.replace('</head>', '<script>document.documentElement.dataset.injected = "ran"</script></head>'),
    )
    await gotoAndSettle(page, '/')
    expect(await page.locator('html').getAttribute('data-injected')).toBeNull()
    expect(cspViolations(page)).toEqual([expect.stringMatching(/^script-src-elem blocked inline at /)])
  })

  test('a start script changed by one byte: blocked, so the app never starts', async ({ page }) => {
    allowConsole(page, /Content Security Policy|CSP violation/)
    await serveHomeChanged(page, (html) => html.replace(/(<script data-app-entry[^>]*>)/, '$1;'))
    await page.goto('/')
    await page.waitForLoadState('load')
    await expect.poll(() => cspViolations(page)).toEqual([expect.stringMatching(/^script-src-elem blocked inline at /)])
    // The start script is what keeps early input and imports the app: neither happened.
    expect(await page.evaluate(() => 'keptInput' in window)).toBe(false)
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull()
  })
})
