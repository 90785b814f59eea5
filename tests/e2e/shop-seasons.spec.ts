// Seasons in the browser (issue 53): the pages are prerendered for the build's month; the browser's own clock,
// set here to another month, takes over once the app starts. Cherries' label and the "In season now" shelf
// follow it without moving the page (CLS ≤ 0.01 at 375 and 1440 px), and the shelf is a keyboard-usable,
// axe-clean link of the shop's filter. The build's own month is checked in src/build/seasons-in-build.test.tsx.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { isInSeason, seasonLabel } from '#lib/seasons.ts'
import { expect, expectNoAxeViolations, gotoAndSettle, test } from './fixtures.ts'

const CHERRIES_PAGE = '/shop-single/15'

const products = (JSON.parse(readFileSync('data/products.json', 'utf8')) as { products: { title: string; months?: number[] }[] })
  .products
/** On the shop's first page (newest first), picked September to April. */
const PEARS = products.find((product) => product.title === 'Honey Pears')!

/** What the cherries' prerendered page says of their season: the build's month's words. */
async function buildSaysOfCherries(page: Page): Promise<string> {
  const html = await (await page.request.get(CHERRIES_PAGE)).text()
  const label = /class="season-label [^"]*"[^>]*>([^<]+)</.exec(html)
  expect(label, `the prerendered ${CHERRIES_PAGE} has a season label`).not.toBeNull()
  return label![1]!
}

/** Every layout shift from the start of each page, without those right after the visitor's input. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = []
    Object.assign(window, { shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number
        hadRecentInput: boolean
        sources: { node?: Node }[]
      }[])
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            sources: entry.sources.map((source) =>
              source.node instanceof Element ? source.node.className : String(source.node?.nodeName),
            ),
          })
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

async function expectNoLayoutShift(page: Page) {
  await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))))
  const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; sources: string[] }[] }).shifts)
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
  expect(total, `layout shifts on ${page.url()}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(0.01)
}

for (const width of [375, 1440]) {
  test(`at ${width} px, the labels and the shelf follow the browser's month, move nothing, and the shelf works by keyboard`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 })
    // A month other than the build's: June if the build says cherries are back in June, else November.
    const buildOutOfSeason = (await buildSaysOfCherries(page)).startsWith('Back in')
    const month = buildOutOfSeason ? 6 : 11
    await page.clock.install({ time: new Date(2026, month - 1, 15, 10) })
    await recordLayoutShifts(page)

    // The shop's first page: each card's label, and the shelf's count, are the browser month's.
    await gotoAndSettle(page, '/shop')
    const pears = page.getByRole('article').filter({ hasText: PEARS.title })
    await expect(pears.getByText(seasonLabel(PEARS.months, month).text, { exact: true })).toBeVisible()
    const shelves = page.getByRole('navigation', { name: 'Product categories' })
    const inSeason = products.filter((product) => isInSeason(product.months, month)).length
    const shelf = shelves.getByRole('link', { name: `In season now ${inSeason} products` })
    await expect(shelf).toBeVisible()
    await expectNoLayoutShift(page)

    // The cherries' own page: in season in June, back in June in November.
    await gotoAndSettle(page, CHERRIES_PAGE)
    await expect(page.locator('.product-details__season')).toHaveText(seasonLabel([6, 7], month).text)
    await expectNoLayoutShift(page)

    // By keyboard: Tab reaches it after Dairy, Enter opens it; it is then the current shelf, in the address.
    await gotoAndSettle(page, '/shop')
    await shelves.getByRole('link', { name: /^Dairy/ }).focus()
    await page.keyboard.press('Tab')
    await expect(shelf).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/shop\?category=in-season$/)
    await expect(shelf).toHaveAttribute('aria-current', 'page')
    await expect(page.getByText(`Showing 1–8 of ${inSeason} results`)).toBeVisible()
    await expect(
      page
        .locator('.shop-catalog')
        .getByRole('article')
        .getByText(/^Back in /),
    ).toHaveCount(0)
    await expectNoAxeViolations(page, { include: '.shop-catalog' })
  })
}
