// The storefront as a shopper uses it: shop list and pagination, product pages (carousel and
// lightbox), the cart page and checkout. Queried by role and visible text.
import type { Page } from '@playwright/test'
import { decodeEntities, expect, expectNoAxeViolations, expectToast, gotoAndSettle, test, untilStarted } from './fixtures.ts'

type StoredLine = { id: number; quantity: number }

const storedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('cartState') ?? '[]') as StoredLine[])

async function seedCart(page: Page, lines: StoredLine[]) {
  await page.addInitScript((value) => window.localStorage.setItem('cartState', value), JSON.stringify(lines))
}

test('a shopper pages through the shop and fills the cart, which a reload keeps', async ({ page }) => {
  const main = page.locator('main')

  // Shop, page 2: the query changes, the count follows and the page scrolls back to the top.
  await gotoAndSettle(page, '/shop')
  await expect(main.getByText('Showing 1–8 of 32 results')).toBeVisible()
  const pages = main.getByRole('navigation', { name: 'Shop pages' })
  await expect(pages.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true')
  await pages.getByRole('link', { name: 'Page 2', exact: true }).click()
  await expect(page).toHaveURL(/\/shop\?page=2$/)
  await expect(main.getByText('Showing 9–16 of 32 results')).toBeVisible()
  await expect(pages.getByRole('link', { name: 'Page 2, current page' })).toHaveAttribute('aria-current', 'page')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

  // Back to page 1 (the shop opens newest first: Tart Green Apples, added in March 2025, is there).
  await pages.getByRole('button', { name: 'Previous page' }).click()
  await expect(page).toHaveURL(/\/shop$/)
  await expect(main.getByText('Showing 1–8 of 32 results')).toBeVisible()

  // Add from the list, then again: refused as a duplicate.
  const apples = main.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Tart Green Apples' }) })
  await apples.getByRole('button', { name: /^Add to cart/ }).click()
  await expectToast(page, 'Product added successfully')
  await apples.getByRole('button', { name: /^Add to cart/ }).click()
  await expectToast(page, 'Product already in cart')
  expect(await storedCart(page)).toMatchObject([{ id: 9, quantity: 1 }])

  // Its product page: quantity 0 is refused and nothing is added.
  await apples.getByRole('link', { name: 'Tart Green Apples' }).click()
  await expect(page).toHaveURL(/\/shop-single\/9$/)
  await expect(main.getByRole('heading', { level: 2, name: 'Tart Green Apples' })).toBeVisible()
  const quantity = main.getByRole('spinbutton', { name: 'Quantity' })
  await expect(quantity).toHaveValue('1')
  await quantity.fill('0')
  await main.getByRole('button', { name: 'Add to cart', exact: true }).click()
  await expectToast(page, 'Please enter a valid quantity')
  expect(await storedCart(page)).toHaveLength(1)

  // A related product, three of it.
  await main.getByRole('region', { name: 'Related Products' }).getByRole('link', { name: 'Garden Strawberries' }).click()
  await expect(page).toHaveURL(/\/shop-single\/3$/)
  await expect(main.getByText('-20%')).toBeVisible()
  await main.getByRole('spinbutton', { name: 'Quantity' }).fill('3')
  await main.getByRole('button', { name: 'Add to cart', exact: true }).click()
  await expectToast(page, 'Product added successfully')
  expect(await storedCart(page)).toMatchObject([
    { id: 9, quantity: 1 },
    { id: 3, quantity: 3 },
  ])
  await expect(page.getByRole('button', { name: 'Cart, 4 items' })).toBeVisible()

  // A reload keeps the cart.
  await page.reload()
  await untilStarted(page)
  await expect(page.getByRole('button', { name: 'Cart, 4 items' })).toBeVisible()
})

test('a shopper edits the cart and checks out; the cart and the checkout with its dropdown open pass axe', async ({ page }) => {
  const main = page.locator('main')
  await seedCart(page, [
    { id: 9, quantity: 1 },
    { id: 3, quantity: 3 },
  ])

  // Cart page: a quantity edit changes subtotal and total; an invalid one is not applied.
  await gotoAndSettle(page, '/cart')
  await expectNoAxeViolations(page, { include: 'main' })
  await page.setViewportSize({ width: 375, height: 812 })
  await expectNoAxeViolations(page, { include: 'main' })
  await page.setViewportSize({ width: 1440, height: 900 })
  const table = main.getByRole('table', { name: /Products in your cart/ })
  const appleRow = table.getByRole('row', { name: /Tart Green Apples/ })
  await expect(appleRow).toContainText('$3.40')
  const totals = main.getByRole('complementary', { name: 'Cart totals' })
  await expect(totals.getByRole('row', { name: /Total/ }).last()).toContainText('$19.00')
  const appleQuantity = appleRow.getByRole('spinbutton', { name: 'Quantity of Tart Green Apples' })
  await appleQuantity.fill('2')
  await expect(appleRow).toContainText('$6.80')
  await expect(totals.getByRole('row', { name: /Total/ }).last()).toContainText('$22.40')
  await appleQuantity.fill('0')
  await expect(appleQuantity).toHaveAttribute('aria-invalid', 'true')
  await expect(totals.getByRole('row', { name: /Total/ }).last()).toContainText('$22.40')
  await appleQuantity.blur()
  await expect(appleQuantity).toHaveValue('2')
  await table.getByRole('button', { name: 'Remove Garden Strawberries from cart' }).click()
  await expectToast(page, 'Product removed from cart')
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(totals.getByRole('row', { name: /Total/ }).last()).toContainText('$6.80')
  await main.getByRole('textbox', { name: 'Coupon code' }).fill('HARVEST10')
  await main.getByRole('button', { name: 'Apply coupon' }).click()
  await expect(main.getByRole('status').filter({ hasText: 'coupons are not available' })).toBeVisible()

  // Checkout: the order summary comes from the cart; an empty form is refused by the browser.
  await main.getByRole('link', { name: 'Proceed to checkout' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(main.getByRole('row', { name: /Tart Green Apples × 2/ })).toContainText('$6.80')
  await expect(main.getByText('no available payment methods')).toBeVisible()
  await main.getByRole('button', { name: 'Place Order' }).click()
  expect(
    await main.getByRole('textbox', { name: 'First name' }).evaluate((input: HTMLInputElement) => input.validity.valid),
  ).toBe(false)
  await expect(page.getByRole('alert')).toHaveCount(0)

  // The country dropdown by keyboard: open, move, choose; Escape closes without changing.
  const country = main.getByRole('combobox', { name: 'Country / Region' })
  await expect(country).toHaveText('Canada')
  await country.focus()
  await page.keyboard.press('ArrowDown')
  await expect(country).toHaveAttribute('aria-expanded', 'true')
  await expect(main.getByRole('option', { name: 'Canada' })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(country).toHaveAttribute('aria-expanded', 'false')
  await expect(country).toHaveText('Japan')
  await page.keyboard.press('Enter')
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('Escape')
  await expect(country).toHaveText('Japan')
  // And by mouse: an outside click closes it.
  await country.click()
  await expect(main.getByRole('listbox')).toBeVisible()
  await expectNoAxeViolations(page, { include: 'main' })
  await main.getByRole('heading', { name: 'Billing details' }).click()
  await expect(main.getByRole('listbox')).toBeHidden()
  await expect(main.locator('input[type="hidden"][name="country"]')).toHaveValue('JP')

  const fields: [string, string][] = [
    ['First name', 'Ada'],
    ['Last name', 'Lovelace'],
    ['Street address', '12 Orchard Lane'],
    ['Town / City', 'Osaka'],
    ['State / County', 'Osaka'],
    ['Postcode / ZIP', '530-0001'],
    ['E-mail address', 'ada@example.com'],
  ]
  for (const [label, value] of fields) await main.getByRole('textbox', { name: label, exact: false }).first().fill(value)
  await main.getByRole('button', { name: 'Place Order' }).click()
  await expectToast(page, 'Thanks For Your Message')
  await expect(main.getByRole('textbox', { name: 'First name' })).toHaveValue('')
  await expect(country).toHaveText('Canada')
  await expect(main.locator('input[type="hidden"][name="country"]')).toHaveValue('CA')
})

// Every kind of page number is nearestPage's unit test (src/ui/primitives/pagination.test.ts); here the address reaches it.
test('/shop?page=2 opened directly shows page 2, and its list view is a tab of its own that keeps the products; ?page=99 shows the nearest page that exists', async ({
  page,
}) => {
  const main = page.locator('main')
  await gotoAndSettle(page, '/shop?page=2')
  await expect(main.getByText('Showing 9–16 of 32 results')).toBeVisible()
  await main.getByRole('tab', { name: 'Grid view' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(main.getByRole('tab', { name: 'List view' })).toHaveAttribute('aria-selected', 'true')
  await expect(main.getByRole('tabpanel').getByRole('article')).toHaveCount(8)
  await expect(main.getByRole('combobox', { name: 'Sort products' })).toHaveValue('latest')

  await gotoAndSettle(page, '/shop?page=99')
  await expect(main.getByText('Showing 25–32 of 32 results')).toBeVisible()
  await expect(main.getByRole('article')).toHaveCount(8)
})

test.describe('product descriptions', () => {
  // What the build writes into each product page; the tabs that show it are the block's component test.
  test("each product page carries the product's own description and details, not the page's shared text", async ({ request }) => {
    const cherries = decodeEntities(await (await request.get('/shop-single/15')).text())
    expect(cherries).toContain('Dark, glossy Lapins and Sweetheart cherries')
    expect(cherries).toContain('The cherry orchard sits on the warm slope behind the dairy')

    const savoy = decodeEntities(await (await request.get('/shop-single/2')).text())
    expect(savoy).toContain('A crinkled, deep-green head with tender inner leaves')
    expect(savoy).not.toContain('Dark, glossy Lapins')
    // Every product has details of its own (issue 53): the page's shared text, a default for a product without
    // them (the block's component test), shows on none.
    expect(savoy).toContain('Savoys follow the potatoes in our river-meadow rotation')
    expect(savoy).not.toContain('Everything we sell is grown in the open fields')
  })
})

test.describe('product lightbox', () => {
  const counter = (page: Page) => page.locator('.yarl__counter')

  test('by mouse, keyboard and pointer; it and the review form pass axe', async ({ page }) => {
    await gotoAndSettle(page, '/shop-single-thumb/1')
    // By mouse: a thumbnail opens it, arrows move, the close button and the backdrop close it.
    const main = page.locator('main')
    const opener = main.getByRole('button', { name: 'Open the photos of Wild Blueberries full screen' })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Photos of Wild Blueberries' })
    await expect(dialog).toBeVisible()
    await expect(counter(page)).toHaveText('1 / 3')
    await dialog.getByRole('button', { name: 'Next photo' }).click()
    await expect(counter(page)).toHaveText('2 / 3')
    await dialog.getByRole('button', { name: 'Close gallery' }).click()
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()

    await main.getByRole('button', { name: 'Open photo 3 of 3' }).click()
    await expect(counter(page)).toHaveText('3 / 3')
    await page.mouse.click(150, 450)
    await expect(dialog).toBeHidden()

    // By keyboard: Right/Left move without looping (3 photos), Escape closes.
    await page.locator('main').getByRole('button', { name: 'Open photo 1 of 3' }).focus()
    await page.keyboard.press('Enter')
    await expect(counter(page)).toHaveText('1 / 3')
    await page.keyboard.press('ArrowLeft')
    await expect(counter(page)).toHaveText('1 / 3')
    await page.keyboard.press('ArrowRight')
    await expect(counter(page)).toHaveText('2 / 3')
    await page.keyboard.press('ArrowLeft')
    await expect(counter(page)).toHaveText('1 / 3')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()

    // By pointer: a swipe over 40 px changes photo, a shorter one does not; a drag over 100 px closes.
    await page.locator('main').getByRole('button', { name: 'Open photo 1 of 3' }).click()
    await expect(counter(page)).toHaveText('1 / 3')
    const drag = async (dx: number, dy: number) => {
      await page.mouse.move(720, 450)
      await page.mouse.down()
      await page.mouse.move(720 + dx, 450 + dy, { steps: 5 })
      await page.mouse.up()
    }
    await drag(-60, 0)
    await expect(counter(page)).toHaveText('2 / 3')
    await drag(70, 0)
    await expect(counter(page)).toHaveText('1 / 3')
    await drag(0, 120)
    await expect(page.getByRole('dialog')).toBeHidden()
    // Reopened: a 30 px swipe is too short to count.
    await page.locator('main').getByRole('button', { name: 'Open photo 1 of 3' }).click()
    await drag(-30, 0)
    await expect(counter(page)).toHaveText('1 / 3')
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoAxeViolations(page, { include: '[role="dialog"][aria-modal="true"]' })
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()

    // The review form, a state the route loop cannot reach.
    await main.getByRole('tab', { name: /Review/ }).click()
    await expect(main.getByRole('radio', { name: '5 stars' })).toBeAttached()
    await expectNoAxeViolations(page, { include: 'main' })
  })
})

test('unknown product ids show the banner and a way back to the shop', async ({ page }) => {
  for (const url of ['/shop-single/999', '/shop-single-thumb/abc']) {
    await gotoAndSettle(page, url)
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1, name: 'Farm Shop' })).toBeVisible()
    await expect(main.getByRole('heading', { name: 'Product not found' })).toBeVisible()
    await main.getByRole('link', { name: 'Back to the shop' }).click()
    await expect(page).toHaveURL(/\/shop$/)
    await expect(main.getByText('Showing 1–8 of 32 results')).toBeVisible()
  }
})
