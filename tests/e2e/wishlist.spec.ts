// The wishlist and recently viewed products as a shopper uses them: the heart on cards and on the product
// page, the header's count, the /wishlist page, the same wishlist after a reload and in a second tab, and
// the products viewed last on product pages and under an empty cart. Queried by role and visible text.
import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, expectToast, gotoAndSettle, test } from './fixtures.ts'

const storedIds = (page: Page, key: 'wishlistState' | 'recentlyViewedState') =>
  page.evaluate((storageKey) => JSON.parse(window.localStorage.getItem(storageKey) ?? '[]') as number[], key)

test('a shopper saves products with the heart on cards and on a product page; an empty wishlist says so and passes axe', async ({
  page,
}) => {
  const main = page.locator('main')
  await gotoAndSettle(page, '/wishlist')
  await expect(main.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible()
  await expectNoAxeViolations(page)
  await main.getByRole('link', { name: 'Browse the shop' }).click()
  await expect(page).toHaveURL(/\/shop$/)
  await main
    .getByRole('navigation', { name: 'Product categories' })
    .getByRole('link', { name: /^Fruit/ })
    .click()
  await expect(page).toHaveURL(/\/shop\?category=fruit$/)

  // The heart on a card toggles, with a toast each way.
  const blueberries = main.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Wild Blueberries' }) })
  const heart = blueberries.getByRole('button', { name: 'Add Wild Blueberries to wishlist' })
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await heart.click()
  await expectToast(page, 'Wild Blueberries added to your wishlist')
  await expect(blueberries.getByRole('button', { name: 'Remove Wild Blueberries from wishlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible()

  // The heart on a product page.
  await gotoAndSettle(page, '/shop-single/2')
  await main.getByRole('button', { name: 'Add Savoy Cabbage to wishlist' }).click()
  await expectToast(page, 'Savoy Cabbage added to your wishlist')
  await expect(main.getByRole('button', { name: 'Remove Savoy Cabbage from wishlist' })).toHaveAttribute('aria-pressed', 'true')
  expect(await storedIds(page, 'wishlistState')).toEqual([1, 2])
})

test('the wishlist page: the header leads there; a saved product goes to the cart, another is removed, a third opens', async ({
  page,
}) => {
  const main = page.locator('main')
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) localStorage.setItem('wishlistState', JSON.stringify([1, 2]))
    sessionStorage.setItem('seeded', 'yes')
  })
  await gotoAndSettle(page, '/shop')

  // The header's link leads to the list.
  await page.getByRole('link', { name: 'Wishlist, 2 items' }).click()
  await expect(page).toHaveURL(/\/wishlist$/)
  await expect(main.getByRole('heading', { level: 3 })).toHaveText(['Wild Blueberries', 'Savoy Cabbage'])
  await expectNoAxeViolations(page)

  await main.getByRole('button', { name: /^Add to cart\W+Wild Blueberries$/ }).click()
  await expectToast(page, 'Product added successfully')
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible()

  await main.getByRole('button', { name: 'Remove Savoy Cabbage from wishlist' }).click()
  await expectToast(page, 'Savoy Cabbage removed from your wishlist')
  await expect(main.getByRole('heading', { level: 3 })).toHaveText(['Wild Blueberries'])
  await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible()

  await main.getByRole('link', { name: 'Wild Blueberries' }).click()
  await expect(page).toHaveURL(/\/shop-single\/1$/)
})

test('the wishlist survives a reload and shows in a second tab, which follows changes made in the first', async ({ context }) => {
  const first = await context.newPage()
  await gotoAndSettle(first, '/shop-single/3')
  await first.locator('main').getByRole('button', { name: 'Add Garden Strawberries to wishlist' }).click()
  await expect(first.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible()

  await first.reload()
  await expect(first.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(first.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible()
  await expect(first.locator('main').getByRole('button', { name: 'Remove Garden Strawberries from wishlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  const second = await context.newPage()
  await gotoAndSettle(second, '/wishlist')
  await expect(second.locator('main').getByRole('heading', { level: 3 })).toHaveText(['Garden Strawberries'])

  // A product saved in the first tab appears in the second without a reload.
  await gotoAndSettle(first, '/shop-single/4')
  await first.locator('main').getByRole('button', { name: 'Add Sweet Corn to wishlist' }).click()
  await expect(second.getByRole('link', { name: 'Wishlist, 2 items' })).toBeVisible()
  await expect(second.locator('main').getByRole('heading', { level: 3 })).toHaveText(['Garden Strawberries', 'Sweet Corn'])
})

test('products opened last show on the next product page and under an empty cart, newest first', async ({ page }) => {
  const main = page.locator('main')
  await gotoAndSettle(page, '/shop-single/1')
  // Nothing viewed before: no section, and the prerendered page had none either.
  await expect(main.getByRole('heading', { name: 'Recently Viewed' })).toHaveCount(0)

  await expect.poll(() => storedIds(page, 'recentlyViewedState')).toEqual([1])
  await gotoAndSettle(page, '/shop-single/2')
  await expect.poll(() => storedIds(page, 'recentlyViewedState')).toEqual([2, 1])
  await gotoAndSettle(page, '/shop-single-thumb/3')
  await expect.poll(() => storedIds(page, 'recentlyViewedState')).toEqual([3, 2, 1])
  // The block takes over its (empty) prerendered place as it comes near: a visitor scrolls down to it.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  const recent = main.getByRole('list', { name: 'Recently Viewed' })
  await expect(recent.getByRole('heading', { level: 3 })).toHaveText(['Savoy Cabbage', 'Wild Blueberries'])
  await expectNoAxeViolations(page)

  await gotoAndSettle(page, '/cart')
  await expect(main.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible()
  await expect(main.getByRole('list', { name: 'Recently viewed' }).getByRole('heading', { level: 3 })).toHaveText([
    'Garden Strawberries',
    'Savoy Cabbage',
    'Wild Blueberries',
  ])
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible()
  await expect(page.locator('.cart-menu__panel')).toContainText('Your cart is empty.')
})

test('the header keeps the wishlist beside the cart at 375 px, every action on one row', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await gotoAndSettle(page, '/')
  const wishlist = page.getByRole('link', { name: 'Wishlist, 0 items' })
  const cart = page.getByRole('button', { name: 'Cart, 0 items' })
  const menu = page.getByRole('button', { name: 'Menu' })
  const [wishlistBox, cartBox, menuBox] = await Promise.all([wishlist.boundingBox(), cart.boundingBox(), menu.boundingBox()])
  expect(wishlistBox && cartBox && menuBox).toBeTruthy()
  expect(Math.abs(wishlistBox!.y - cartBox!.y)).toBeLessThan(1)
  expect(menuBox!.x + menuBox!.width).toBeLessThanOrEqual(375)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375)
})
