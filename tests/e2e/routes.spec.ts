// The one loop over every route template (one URL per page file, and an unknown path), at 375 and 1440 px:
// the answer's status, its title, hydration without warnings, every block brought into view under the real
// Content-Security-Policy (the server sends it, decision 110) with no violation, no request to another
// origin (the fixture fails the test on either, and on any console error), and one axe scan per width.
// Other specs scan only states this loop cannot reach: an open dialog, an open menu, a filled cart.
import type { Page } from '@playwright/test'
import { oneUrlPerPageFile } from '#build/site-routes.ts'
import {
  cspViolations,
  decodeEntities,
  distDir,
  expect,
  expectNoAxeViolations,
  gotoAndSettle,
  test,
  untilRequestsAnswered,
} from './fixtures.ts'

const { routes, missing } = oneUrlPerPageFile(process.cwd(), distDir)
// A phone first: the page loads and hydrates there (most visitors are on phones; every other spec loads pages at
// 1440 px), then the window widens to 1440 px, as a turned tablet or a resized window would, without a reload.
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]

/**
 * Brings every block into view, top to bottom, a frame each (what a block starts when seen — counters, carousels,
 * lazy pictures — runs under the policy), then waits for every request the visit made to be answered and checks
 * that no picture that loaded is broken. The page is ready (every block hydrated) before this starts.
 */
async function visitEveryBlock(page: Page) {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    for (const part of document.querySelectorAll('main .block, footer')) {
      part.scrollIntoView({ block: 'center', behavior: 'instant' })
      await nextFrame()
    }
  })
  await untilRequestsAnswered(page)
  const broken = await page.evaluate(() =>
    [...document.images].filter((image) => image.complete && image.naturalWidth === 0 && image.src).map((image) => image.src),
  )
  expect(broken, 'broken pictures').toEqual([])
}

test('every page file has a built URL', () => expect(missing).toEqual([]))

for (const url of [...routes, '/no-such-page']) {
  test(`${url} at 375 and 1440 px: answers, hydrates, shows every block under the policy, passes axe`, async ({ page }) => {
    const notFound = url === '/no-such-page' || url === '/not-found'
    await page.setViewportSize(WIDTHS[0]!)
    const response = await gotoAndSettle(page, url)
    // The not-found page answers 404 at its own address too (decision 020).
    expect(response?.status(), url).toBe(notFound ? 404 : 200)
    const builtTitle = decodeEntities((await response!.text()).match(/<title>([^<]*)<\/title>/)?.[1] ?? '')
    await expect(page).toHaveTitle(notFound ? 'Page Not Found | Green Valley Organic Farm' : builtTitle)
    expect(builtTitle).toMatch(/\| Green Valley Organic Farm$/)
    await expect(page.locator('h1')).toHaveCount(1)
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport)
      await visitEveryBlock(page)
      expect(cspViolations(page), `at ${viewport.width} px`).toEqual([])
      await expectNoAxeViolations(page)
    }
  })
}

test.describe('prerendered HTML, before any script runs', () => {
  test('/ and /not-found carry their text, title and description; /not-found asks not to be indexed', async ({ request }) => {
    const home = await (await request.get('/')).text()
    expect(home).toContain('<title>Organic Fruit, Vegetables and Dairy | Green Valley Organic Farm</title>')
    expect(home).toMatch(/<meta name="description" content="[^"]+"/)
    expect(home).toMatch(/<main id="main"[^>]*>.*<h[12]/s)

    const notFound = await (await request.get('/not-found')).text()
    expect(notFound).toContain('<title>Page Not Found | Green Valley Organic Farm</title>')
    for (const text of ['404', 'Sorry Page Was Not Found!', 'Back to home']) expect(notFound).toContain(text)
    // Kept out of search results even on a static host that answers it with 200.
    expect(notFound).toContain('<meta name="robots" content="noindex"/>')
    expect(home).not.toContain('name="robots"')
  })

  test('sitemap.xml lists every page but the 404 page, and robots.txt points at it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('<loc>https://greenvalley.example/</loc>')
    expect(sitemap).not.toContain('/not-found')
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: https://greenvalley.example/sitemap.xml')
  })
})

test.describe('unknown addresses', () => {
  test('an unknown path answers 404 with the not-found page, whose link goes home', async ({ page }) => {
    const response = await gotoAndSettle(page, '/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('Sorry Page Was Not Found!')).toBeVisible()
    await expect(page).toHaveURL(/\/no-such-page$/)
    await page.getByRole('link', { name: 'Back to home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page).toHaveTitle('Organic Fruit, Vegetables and Dairy | Green Valley Organic Farm')
  })

  test("an unknown id's view is whole when the page marks itself ready: its title and banner come with the mark", async ({
    page,
  }) => {
    // What the document holds at the moment the mark is set, not a moment later (tests and axe scans start there).
    // The script runs before <html> exists, so it watches the document.
    await page.addInitScript(() => {
      const seen = window as unknown as { atMark?: { title: string; main: string } }
      new MutationObserver(() => {
        if (seen.atMark || document.documentElement.dataset.hydrated !== 'true') return
        seen.atMark = { title: document.title, main: document.querySelector('main')?.textContent ?? '' }
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
    })
    await gotoAndSettle(page, '/service-details/99')
    const atMark = await page.evaluate(() => (window as unknown as { atMark?: { title: string; main: string } }).atMark)
    expect(atMark?.title).toBe('Page Not Found | Green Valley Organic Farm')
    // The specification's view of an unknown service: its banner only.
    expect(atMark?.main).toContain('Our Services')
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
