// Issue 9 in the browser and over HTTP: the server refuses bad requests cleanly, record lookups by
// inherited property names show the not-found view, and the cart is never lost silently.
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { allowConsole, distDir, expect, gotoAndSettle, test } from './fixtures.ts'

test.describe('server', () => {
  for (const [name, url] of [
    ['a NUL byte', '/shop-single/%00'],
    ['a broken percent escape', '/shop-single/%E0%A4%A'],
    ['a 5,000-character path', `/${'a'.repeat(5000)}`],
  ] as const) {
    test(`${name} in the URL answers 400, not 500`, async ({ request }) => {
      const response = await request.get(url)
      expect(response.status()).toBe(400)
      expect(await response.text()).toBe('Bad Request')
    })
  }

  test('files and folders starting with a dot answer 404 with the 404 page', async ({ request }) => {
    const secret = path.join(distDir, '.hardening-secret')
    writeFileSync(secret, 'never served')
    try {
      for (const url of ['/.hardening-secret', '/art/../.hardening-secret', '/.vite/manifest.json']) {
        const response = await request.get(url)
        expect(response.status(), url).toBe(404)
        expect(await response.text(), url).toContain('Sorry Page Was Not Found!')
      }
    } finally {
      rmSync(secret)
    }
  })

  test('an unsatisfiable Range answers 416 with an empty body; a good one 206', async ({ request }) => {
    const whole = await request.get('/favicon.svg')
    const size = (await whole.body()).length
    const beyond = await request.get('/favicon.svg', { headers: { Range: `bytes=${size + 1000}-` } })
    expect(beyond.status()).toBe(416)
    expect(beyond.headers()['content-range']).toBe(`bytes */${size}`)
    expect((await beyond.body()).length).toBe(0)
    const first = await request.get('/favicon.svg', { headers: { Range: 'bytes=0-9' } })
    expect(first.status()).toBe(206)
    expect((await first.body()).length).toBe(10)
  })

  test('a suffix Range longer than the file is the whole file (206), as RFC 9110 says, not a 416', async ({ request }) => {
    const whole = await (await request.get('/favicon.svg', { headers: { 'Accept-Encoding': 'identity' } })).body()
    const response = await request.get('/favicon.svg', { headers: { Range: `bytes=-${whole.length + 100}` } })
    expect(response.status()).toBe(206)
    expect(response.headers()['content-range']).toBe(`bytes 0-${whole.length - 1}/${whole.length}`)
    expect(await response.body()).toEqual(whole)
  })

  test('a Range that is not well-formed is ignored: the whole file with 200', async ({ request }) => {
    const whole = await (await request.get('/favicon.svg', { headers: { 'Accept-Encoding': 'identity' } })).body()
    for (const range of ['bytes=abc', 'bytes=9-2', 'pages=0-9', 'bytes=']) {
      const response = await request.get('/favicon.svg', { headers: { Range: range, 'Accept-Encoding': 'identity' } })
      expect(response.status(), range).toBe(200)
      expect(response.headers()['content-range'], range).toBeUndefined()
      expect(await response.body(), range).toEqual(whole)
    }
  })

  test('a path segment the file system refuses (256+ characters) answers 404, not 500, and is not cached', async ({
    request,
  }) => {
    const response = await request.get(`/assets/${'z'.repeat(1990)}`)
    expect(response.status()).toBe(404)
    expect(response.headers()['cache-control']).toBe('no-store')
  })

  test('no error answer can be cached: 400, 404, 405, 416 and a refused path are no-store', async ({ request }) => {
    const responses = [
      ['an unknown page', await request.get('/no-such-page')],
      ['an unknown asset', await request.get('/assets/no-such-file.js')],
      ['an overlong segment under /assets/', await request.get(`/assets/${'z'.repeat(300)}.js`)],
      ['a dotfile', await request.get('/.env')],
      ['a malformed URL', await request.get('/shop-single/%E0%A4%A')],
      ['a POST', await request.post('/')],
      ['an unsatisfiable Range', await request.get('/favicon.svg', { headers: { Range: 'bytes=999999-' } })],
    ] as const
    for (const [what, response] of responses) {
      expect(response.status(), what).toBeGreaterThanOrEqual(400)
      expect(response.headers()['cache-control'], what).toBe('no-store')
      expect(response.headers()['etag'], what).toBeUndefined()
    }
  })

  test('build metadata (/_headers) is not served', async ({ request }) => {
    for (const url of ['/_headers', '/_headers.br', '/_redirects']) {
      const response = await request.get(url)
      expect(response.status(), url).toBe(404)
      expect(await response.text(), url).not.toContain('Content-Security-Policy')
    }
  })

  test('the not-found page answers 404 at every address it has', async ({ request }) => {
    for (const url of ['/404', '/404.html', '/not-found', '/not-found/', '/not-found/index.html']) {
      const response = await request.get(url)
      expect(response.status(), url).toBe(404)
      expect(response.headers()['cache-control'], url).toBe('no-store')
      expect(await response.text(), url).toContain('Sorry Page Was Not Found!')
    }
  })
})

test.describe('record ids that are names of inherited properties', () => {
  // constructor, __proto__, toString, hasOwnProperty, valueOf: src/build/paths-and-links.test.ts and
  // src/app/page-head.test.ts; here the whole way, from the server's answer to the view.
  test('/shop-single/__proto__ is an unknown product: 404 and the not-found view', async ({ page }) => {
    const response = await gotoAndSettle(page, '/shop-single/__proto__')
    expect(response?.status()).toBe(404)
    const main = page.locator('main')
    await expect(main.getByRole('heading', { name: 'Product not found' })).toBeVisible()
    await expect(main.getByRole('link', { name: 'Back to the shop' })).toBeVisible()
    await expect(page).toHaveTitle('Page Not Found | Green Valley Organic Farm')
  })
})

type StoredLine = { id: number; quantity: number }
const storedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('cartState') ?? '[]') as StoredLine[])

function productCard(page: Page, title: string) {
  return page
    .locator('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title }) })
}

test.describe('cart storage', () => {
  const NOT_SAVED = "Your cart can't be saved in this browser; it will be kept until you close this page"

  test('when the browser refuses to save the cart, the visitor is told once and the cart keeps working', async ({ page }) => {
    allowConsole(page, /The cart could not be saved/)
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      }
    })
    // The fruit shelf: both berries are on its first page, whatever else the shop adds.
    await gotoAndSettle(page, '/shop?category=fruit')
    await productCard(page, 'Wild Blueberries')
      .getByRole('button', { name: /^Add to cart/ })
      .click()
    await expect(page.getByRole('alert').filter({ hasText: 'Product added successfully' })).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: NOT_SAVED })).toBeVisible()

    await productCard(page, 'Garden Strawberries')
      .getByRole('button', { name: /^Add to cart/ })
      .click()
    await expect(page.getByRole('alert').filter({ hasText: 'Product added successfully' })).toHaveCount(2)
    await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: NOT_SAVED })).toHaveCount(1)
  })

  test('two tabs adding different products at the same moment keep both', async ({ context }) => {
    const tabA = await context.newPage()
    const tabB = await context.newPage()
    await gotoAndSettle(tabA, '/shop?category=fruit')
    await gotoAndSettle(tabB, '/shop?category=fruit')
    // Both clicks at once: each tab saves before it has heard of the other's save.
    await Promise.all([
      productCard(tabA, 'Wild Blueberries')
        .getByRole('button', { name: /^Add to cart/ })
        .click(),
      productCard(tabB, 'Garden Strawberries')
        .getByRole('button', { name: /^Add to cart/ })
        .click(),
    ])
    for (const tab of [tabA, tabB]) {
      await expect(tab.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible()
      await expect.poll(async () => (await storedCart(tab)).map((line) => line.id).sort()).toEqual([1, 3])
    }
    await tabB.reload()
    await expect(tabB.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await expect(tabB.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible()
  })
})
