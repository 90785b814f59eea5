// The shop's sort and category filter as a shopper uses them: the order the cards show, the address that
// keeps it across reloads and history, and axe on a filtered list. The sort and filter rules themselves are
// unit tests (src/lib/product-query.test.ts) and component tests (blocks/shop-catalog).
import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, gotoAndSettle, test } from './fixtures.ts'

const main = (page: Page) => page.locator('main')
const sortSelect = (page: Page) => main(page).getByRole('combobox', { name: 'Sort products' })
const categories = (page: Page) => main(page).getByRole('navigation', { name: 'Product categories' })
const currentCategory = (page: Page) => categories(page).locator('a[aria-current="page"]')
const shopPages = (page: Page) => main(page).getByRole('navigation', { name: 'Shop pages' })
const titles = (page: Page) => main(page).getByRole('article').getByRole('heading', { level: 3 }).allTextContents()

/** The price paid on each card, in cents: the last price on it (a sale card shows the old one first). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await main(page).getByRole('article').allInnerTexts()
  return texts.map((text) =>
    Math.round(
      Number(
        text
          .match(/\$(\d+\.\d{2})/g)!
          .at(-1)!
          .slice(1),
      ) * 100,
    ),
  )
}

const ascending = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1]! <= value)

/** What the shopper sees: the address's query, the cards, the select and the current category and page. */
async function shown(page: Page) {
  return {
    search: new URL(page.url()).search,
    titles: await titles(page),
    sort: await sortSelect(page).inputValue(),
    category: await currentCategory(page).textContent(),
    page: await shopPages(page)
      .getByRole('link', { name: /, current page$/ })
      .textContent(),
  }
}

/** What the shopper sees once the list has changed from `before` (the address changes a moment before the list). */
async function shownAfter(page: Page, before: Awaited<ReturnType<typeof shown>>) {
  await expect.poll(() => titles(page)).not.toEqual(before.titles)
  return shown(page)
}

test('prices read from the cards ascend, then descend, across pages', async ({ page }) => {
  await gotoAndSettle(page, '/shop')
  const newestFirst = await cardPrices(page)
  await sortSelect(page).selectOption({ label: 'Sort by price: low to high' })
  await expect(page).toHaveURL(/\/shop\?sort=price-asc$/)
  // The list follows the address a moment later (React renders a navigation as a transition).
  await expect.poll(() => cardPrices(page)).not.toEqual(newestFirst)
  const firstPage = await cardPrices(page)
  expect(firstPage).toHaveLength(8)
  expect(ascending(firstPage), `prices ${firstPage.join(', ')}`).toBe(true)

  await shopPages(page).getByRole('link', { name: 'Page 2', exact: true }).click()
  await expect(page).toHaveURL(/\/shop\?sort=price-asc&page=2$/)
  await expect.poll(() => cardPrices(page)).not.toEqual(firstPage)
  const bothPages = [...firstPage, ...(await cardPrices(page))]
  expect(ascending(bothPages), `prices ${bothPages.join(', ')}`).toBe(true)

  // A new order starts again at page 1.
  await sortSelect(page).selectOption({ label: 'Sort by price: high to low' })
  await expect(page).toHaveURL(/\/shop\?sort=price-desc$/)
  await expect(shopPages(page).getByRole('link', { name: 'Page 1, current page' })).toBeVisible()
  const descending = await cardPrices(page)
  expect(ascending(descending.toReversed()), `prices ${descending.join(', ')}`).toBe(true)
  expect(descending[0]).toBeGreaterThanOrEqual(Math.max(...bothPages))
})

test('category, sort and page survive a reload, back and forward', async ({ page }) => {
  await gotoAndSettle(page, '/shop')
  const all = await shown(page)
  expect(all).toMatchObject({ search: '', sort: 'latest', page: '1' })
  expect(all.category).toMatch(/^All/)

  await categories(page)
    .getByRole('link', { name: /^Vegetables/ })
    .click()
  await expect(page).toHaveURL(/\/shop\?category=vegetables$/)
  const vegetables = await shownAfter(page, all)
  expect(vegetables.category).toMatch(/^Vegetables/)

  await sortSelect(page).selectOption('price-desc')
  await expect(page).toHaveURL(/\/shop\?category=vegetables&sort=price-desc$/)
  const sorted = await shownAfter(page, vegetables)

  await shopPages(page).getByRole('link', { name: 'Page 2', exact: true }).click()
  await expect(page).toHaveURL(/\/shop\?category=vegetables&sort=price-desc&page=2$/)
  const secondPage = await shownAfter(page, sorted)
  expect(secondPage).toMatchObject({ sort: 'price-desc', page: '2' })

  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 })
  await expect.poll(() => shown(page)).toEqual(secondPage)

  await page.goBack()
  await expect.poll(() => shown(page)).toEqual(sorted)
  await page.goBack()
  await expect.poll(() => shown(page)).toEqual(vegetables)
  await page.goBack()
  await expect.poll(() => shown(page)).toEqual(all)
  await page.goForward()
  await page.goForward()
  await page.goForward()
  await expect.poll(() => shown(page)).toEqual(secondPage)
})

test('addresses opened directly: garbage in the query shows the default list; a filtered, sorted shop passes axe on a phone and on a desktop and names /shop as its canonical address', async ({
  page,
}) => {
  await gotoAndSettle(page, '/shop?sort=zzz&page=3abc&category=%3Cscript%3E')
  expect(await shown(page)).toMatchObject({ sort: 'latest', page: '1' })
  await expect(currentCategory(page)).toHaveText(/^All/)

  await gotoAndSettle(page, '/shop?category=vegetables&sort=popular&page=2')
  await expect(currentCategory(page)).toHaveText(/^Vegetables/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/shop$/)
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/shop$/)

  await gotoAndSettle(page, '/shop?category=fruit&sort=price-asc&page=2')
  await expect(shopPages(page).getByRole('link', { name: 'Page 2, current page' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 375, height: 800 })
  await expectNoAxeViolations(page)
})
