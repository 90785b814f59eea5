// Every search box as a visitor uses it (issue 27): the header's suggestions with the keyboard alone, the
// blog sidebar's search of the posts, the shop's search field, and the search downloaded only when a box
// gets focus. The results page itself: search-page.spec.ts.
import type { Page } from '@playwright/test'
import {
  expect,
  expectNoAxeViolations,
  gotoAndSettle,
  test,
  untilHydrated,
  untilRequestsAnswered,
  untilStarted,
} from './fixtures.ts'

/** The chunks the build makes of the search: MiniSearch, the engine and the search documents. */
const SEARCH_CHUNK = /\/(minisearch|search-engine|search-documents)[^/]*\.js$/

/** The requests for the search's chunks from now on, by path. */
function watchSearchRequests(page: Page): string[] {
  const requested: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (SEARCH_CHUNK.test(pathname)) requested.push(pathname)
  })
  return requested
}

const headerField = (page: Page) => page.getByRole('combobox', { name: 'Search the site' })
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' })

async function openHeaderSearch(page: Page) {
  const toggle = page.getByRole('button', { name: 'Site search' })
  await untilHydrated(toggle)
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(headerField(page)).toBeFocused()
  return toggle
}

test('header search with the keyboard alone: Escape closes the suggestions, a second Escape the bar; Enter alone opens the results page; "bluebery", ArrowDown, Enter opens Wild Blueberries', async ({
  page,
}) => {
  await gotoAndSettle(page, '/about-us')
  const toggle = await openHeaderSearch(page)
  await page.keyboard.type('cheese')
  await expect(suggestions(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(suggestions(page)).toBeHidden()
  await expect(headerField(page)).toHaveAttribute('aria-expanded', 'false')
  await expect(headerField(page)).toHaveValue('cheese')
  await page.keyboard.press('Escape')
  await expect(headerField(page)).toBeHidden()
  await expect(toggle).toBeFocused()

  await openHeaderSearch(page)
  await page.keyboard.type('strawbery')
  await expect(suggestions(page)).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=strawbery$/)
  await expect(page.locator('main').getByRole('heading', { name: /results? for “strawbery”/ })).toBeVisible()

  await openHeaderSearch(page)
  await page.keyboard.type('bluebery')
  const products = suggestions(page).getByRole('group', { name: 'Products' })
  await expect(products.getByRole('option').first()).toContainText('Wild Blueberries')
  await expect(products.getByRole('option').first().locator('mark')).toHaveText('Blueberries')
  await expect(suggestions(page).getByRole('option', { name: /^See all \d+ results$/ })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /suggestions/ })).toHaveText(/^\d+ suggestions, \d+ results in all/)

  await expect(headerField(page)).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(products.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
  // The list is still open after the key (an option can read selected in a list that has closed).
  await expect(headerField(page)).toHaveAttribute('aria-expanded', 'true')
  await expect(headerField(page)).toHaveAttribute(
    'aria-activedescendant',
    (await products.getByRole('option').first().getAttribute('id'))!,
  )
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/shop-single\/1$/)
  await expect(page.locator('main').getByRole('heading', { level: 2, name: 'Wild Blueberries' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Site search' })).toBeFocused()
})

test('the blog sidebar finds posts: the best under the field, the rest on the results page', async ({ page }) => {
  await gotoAndSettle(page, '/blog-with-sidebar')
  const sidebar = page.getByRole('complementary', { name: 'Blog sidebar' })
  const box = sidebar.getByRole('searchbox', { name: 'Search the farm journal' })
  await untilHydrated(box)
  await box.fill('soil')
  const found = sidebar.getByRole('list', { name: 'Posts matching “soil”' })
  await expect(found.getByRole('link', { name: 'How We Build Living Soil Without Synthetic Fertilisers' })).toBeVisible()
  await expect(found.locator('mark').first()).toHaveText(/^soil$/i)
  await expect(sidebar.getByRole('link', { name: 'All results for “soil”' })).toHaveAttribute('href', '/search?q=soil&kind=post')

  await box.fill('qwxz')
  await expect(sidebar.getByText('No posts match “qwxz”.')).toBeVisible()

  await box.fill('honey')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=honey&kind=post$/)
  await expect(page.locator('main').getByRole('link', { name: 'From Hive to Jar: Harvesting Wildflower Honey' })).toBeVisible()
})

test('/shop?q= narrows the shop to what the search finds, with the category; the field rewrites it', async ({ page }) => {
  await gotoAndSettle(page, '/shop?q=strawbery')
  const main = page.locator('main')
  // A product is found by what it is (issue 53): Double Cream, whose description suggests strawberries, is not.
  await expect(main.getByText(/^Showing 1–2 of 2 results for “strawbery”$/)).toBeVisible()
  await expect(main.getByRole('heading', { level: 3 })).toHaveText(['Strawberry Ice Cream', 'Garden Strawberries'])

  await main.getByRole('link', { name: /^Fruit/ }).click()
  await expect(page).toHaveURL(/\/shop\?q=strawbery&category=fruit$/)
  await expect(main.getByRole('heading', { level: 3 })).toHaveText(['Garden Strawberries'])

  const field = main.getByRole('searchbox', { name: 'Search products' })
  await expect(field).toHaveValue('strawbery')
  await field.fill('tractor')
  await expect(main.getByText('No products match “tractor” on the Fruit shelf.')).toBeVisible()
  await expect(page).toHaveURL(/\/shop\?q=tractor&category=fruit$/)
  await main.getByRole('link', { name: 'Clear search' }).click()
  await expect(page).toHaveURL(/\/shop\?category=fruit$/)
  await expect(field).toHaveValue('')
  await expect(main.getByText(/^Showing 1–8 of \d+ results$/)).toBeVisible()
})

test('nothing of the search is requested before a search box gets focus', async ({ page }) => {
  const requested = watchSearchRequests(page)
  // Each page ready (every block hydrated) and every request it made answered: nothing asked for the search.
  for (const url of ['/', '/shop', '/blog-with-sidebar']) {
    await gotoAndSettle(page, url)
    await untilRequestsAnswered(page)
  }
  expect(requested).toEqual([])

  await untilHydrated(page.getByRole('searchbox', { name: 'Search the farm journal' }))
  await page.getByRole('searchbox', { name: 'Search the farm journal' }).focus()
  await expect.poll(() => requested.length).toBeGreaterThanOrEqual(2)

  requested.length = 0
  await gotoAndSettle(page, '/shop')
  await untilRequestsAnswered(page)
  expect(requested).toEqual([])
  const field = page.locator('main').getByRole('searchbox', { name: 'Search products' })
  await untilHydrated(field)
  await field.focus()
  await expect.poll(() => requested.length).toBeGreaterThanOrEqual(2)

  requested.length = 0
  await gotoAndSettle(page, '/')
  await untilRequestsAnswered(page)
  expect(requested).toEqual([])
  await openHeaderSearch(page)
  await expect.poll(() => requested.length).toBeGreaterThanOrEqual(2)
})

test("axe finds nothing with the header's suggestions open, at 375 and 1440 px", async ({ page }) => {
  for (const [index, viewport] of [
    { width: 375, height: 812 },
    { width: 1440, height: 900 },
  ].entries()) {
    await page.setViewportSize(viewport)
    if (index === 0) await gotoAndSettle(page, '/')
    else {
      await page.reload()
      await untilStarted(page)
    }
    await openHeaderSearch(page)
    await page.keyboard.type('milk')
    await expect(suggestions(page).getByRole('group')).not.toHaveCount(0)
    await page.keyboard.press('ArrowDown')
    await expectNoAxeViolations(page)
  }
})
