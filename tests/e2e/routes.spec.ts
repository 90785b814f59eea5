// Every route of the built site: prerendered HTML, hydration without warnings, accessibility,
// unknown paths, client-side navigation. Route list comes from dist/, i.e. from the page files.
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { distDir, expect, expectNoAxeViolations, gotoAndSettle, test } from './fixtures.ts'

/** One URL per route: each static page, and the first record of each entity page. */
function routesInDist(): string[] {
  const urls: string[] = []
  const walk = (dir: string, url: string) => {
    const entries = readdirSync(dir)
    if (entries.includes('index.html')) urls.push(url || '/')
    const children = entries.filter((name) => name !== 'assets' && statSync(path.join(dir, name)).isDirectory())
    const ids = children.filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(a) - Number(b))
    for (const name of children.filter((n) => !/^\d+$/.test(n) || n === ids[0])) walk(path.join(dir, name), `${url}/${name}`)
  }
  walk(distDir, '')
  return urls.filter((url) => !url.startsWith('/art') && !url.startsWith('/video'))
}

const routes = routesInDist()

test.describe('prerendered HTML, before any script runs', () => {
  test('/ and /not-found carry their text, title and description', async ({ request }) => {
    const home = await (await request.get('/')).text()
    expect(home).toContain('<title>Home Agriculture | Green Valley Organic Farm</title>')
    expect(home).toMatch(/<meta name="description" content="[^"]+"/)
    expect(home).toMatch(/<main id="main"[^>]*>.*<h[12]/s)

    const notFound = await (await request.get('/not-found')).text()
    expect(notFound).toContain('<title>Page Not Found | Green Valley Organic Farm</title>')
    for (const text of ['404', 'Sorry Page Was Not Found!', 'Back to home']) expect(notFound).toContain(text)
  })

  test('sitemap.xml lists every page but the 404 page, and robots.txt points at it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('<loc>https://greenvalley.example/</loc>')
    expect(sitemap).not.toContain('/not-found')
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: https://greenvalley.example/sitemap.xml')
  })
})

test.describe('every route', () => {
  for (const url of routes) {
    test(`${url} hydrates cleanly and passes axe at 1440 and 375 px`, async ({ page }) => {
      const response = await gotoAndSettle(page, url)
      expect(response?.status()).toBe(200)
      await expect(page.locator('h1')).toHaveCount(1)
      await expectNoAxeViolations(page)
      await page.setViewportSize({ width: 375, height: 812 })
      await expectNoAxeViolations(page)
    })
  }
})

test.describe('unknown addresses', () => {
  test('an unknown path answers 404 with the not-found page, whose link goes home', async ({ page }) => {
    const response = await gotoAndSettle(page, '/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('Sorry Page Was Not Found!')).toBeVisible()
    await expect(page).toHaveURL(/\/no-such-page$/)
    await page.getByRole('link', { name: 'Back to home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page).toHaveTitle('Home Agriculture | Green Valley Organic Farm')
  })
})

test.describe('client-side navigation', () => {
  test('changes the page without a reload and starts at the top', async ({ page }) => {
    await gotoAndSettle(page, '/not-found')
    await page.evaluate(() => {
      ;(window as unknown as { notReloaded: boolean }).notReloaded = true
      document.body.style.minHeight = '4000px'
      window.scrollTo(0, 1500)
    })
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await page.getByRole('link', { name: 'Back to home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)
    await page.goBack()
    await expect(page.getByText('Sorry Page Was Not Found!')).toBeVisible()
  })
})
