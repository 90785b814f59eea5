// Every shop door on the home pages opens the shop: a category tile, a product icon or a dairy product
// type leads to the shop filtered to its category, or to its product when there is one. What the
// filtered shop then shows is the shop's own spec; here the visitor's click reaches the address.
import { expect, gotoAndSettle, test } from './fixtures.ts'

test('/home-3: a category tile opens its product, a product icon the shop filtered to its category', async ({ page }) => {
  await gotoAndSettle(page, '/home-3')
  const carousel = page.getByRole('region', { name: 'Shop by Category' })
  await carousel.scrollIntoViewIfNeeded()
  await carousel.getByRole('link', { name: /^Blueberry/ }).click()
  await expect(page).toHaveURL(/\/shop-single\/1$/)
  await expect(page.locator('main').getByRole('heading', { level: 2, name: 'Wild Blueberries' })).toBeVisible()

  await page.goBack()
  const dairy = page.locator('#features').getByRole('link', { name: 'Dairy Products' })
  await dairy.scrollIntoViewIfNeeded()
  await dairy.click()
  await expect(page).toHaveURL(/\/shop\?category=dairy$/)
})

test('/: a category with more than one product opens its shelf of the shop, with the keyboard', async ({ page }) => {
  await gotoAndSettle(page, '/')
  const apples = page.locator('#categories').getByRole('link', { name: /^Apples/ })
  await apples.scrollIntoViewIfNeeded()
  await apples.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/shop\?category=fruit$/)
})

test('/home-4: each dairy product type and product icon opens its product in the shop', async ({ page }) => {
  await gotoAndSettle(page, '/home-4')
  const types = page.getByRole('region', { name: 'Dairy Products Made Fresh Every Morning' })
  await types.scrollIntoViewIfNeeded()
  const cards = types.getByRole('listitem').getByRole('link')
  expect(await cards.evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]))).toEqual([
    ['Fresh Milk', '/shop-single/25'],
    ['Cultured Butter', '/shop-single/26'],
    ['Farmhouse Cheese', '/shop-single/27'],
    ['Natural Yogurt', '/shop-single/28'],
    ['Custards & Cream', '/shop-single/29'],
    ['Farm Ice Cream', '/shop-single/31'],
  ])
  // The whole card is the link: a click on its picture's corner opens the product.
  await types
    .getByRole('listitem')
    .filter({ hasText: 'Farmhouse Cheese' })
    .click({ position: { x: 24, y: 24 } })
  await expect(page).toHaveURL(/\/shop-single\/27$/)
  await expect(page.locator('main').getByRole('heading', { level: 2, name: 'Clothbound Cheddar' })).toBeVisible()

  await page.goBack()
  const butter = page.locator('#features').getByRole('link', { name: 'Butter' })
  await butter.scrollIntoViewIfNeeded()
  await butter.click()
  await expect(page).toHaveURL(/\/shop-single\/26$/)
  await expect(page.locator('main').getByRole('heading', { level: 2, name: 'Cultured Butter' })).toBeVisible()
})
