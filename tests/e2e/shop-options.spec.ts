// Product options as only a browser shows them (issue 53): the harvest box chosen in two sizes and two deliveries
// lands in the cart as four lines at their prices, the cart's messages are the specification's, the stored cart
// survives a reload, and the product page with its options passes axe and moves nothing when a choice is made.
// The rules themselves are unit and component tests (cart-rules, product-details, cart-table, checkout-form).
import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, expectToast, gotoAndSettle, test } from './fixtures.ts'

const storedCart = (page: Page) =>
  page.evaluate(
    () => JSON.parse(window.localStorage.getItem('cartState') ?? '[]') as { id: number; options: object; quantity: number }[],
  )

/**
 * The layout shifts of the page's content (main) seen since `watchShifts`, input or not: a choice must move nothing
 * at all. (Toasts stacking in their corner move each other, which is the toasts' own business.)
 */
const shiftsSoFar = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number }).shifts)
const watchShifts = (page: Page) =>
  page.evaluate(() => {
    const record = window as unknown as { shifts: number }
    record.shifts = 0
    const main = document.querySelector('main')!
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node | null }[] }[])
        if (entry.sources.some((source) => source.node && main.contains(source.node))) record.shifts += entry.value
    }).observe({ type: 'layout-shift' })
  })

test('the harvest box’s page with its options passes axe at 375 and 1440 px, and tells search engines each way to buy it', async ({
  page,
}) => {
  await gotoAndSettle(page, '/shop-single/32')
  await expectNoAxeViolations(page, { include: 'main' })
  await page.setViewportSize({ width: 375, height: 812 })
  await expectNoAxeViolations(page, { include: 'main' })

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  const offers = jsonLd
    .flatMap((text) => (JSON.parse(text) as { '@graph': { offers?: unknown }[] })['@graph'])
    .find((node) => node.offers)?.offers as { name: string; price: string }[]
  expect(offers.map(({ name, price }) => `${name} ${price}`)).toEqual([
    'Harvest Box (Small, Weekly) 28.00',
    'Harvest Box (Small, Fortnightly) 28.00',
    'Harvest Box (Large, Weekly) 42.00',
    'Harvest Box (Large, Fortnightly) 42.00',
  ])
})

test('the harvest box in two sizes and two deliveries is four cart lines at their prices, kept in the browser, with the specification’s messages', async ({
  page,
}) => {
  const main = page.locator('main')
  await gotoAndSettle(page, '/shop-single/32')

  const size = main.getByRole('group', { name: 'Size' })
  const delivery = main.getByRole('group', { name: 'Delivery' })
  const price = main.locator('.product-details__price')
  const add = main.getByRole('button', { name: 'Add to cart', exact: true })
  await expect(price).toHaveText(/^\$28\.00/)

  // By keyboard: the arrow keys move between the choices of a group; the price follows, and nothing moves.
  await watchShifts(page)
  await size.getByRole('radio', { name: 'Small $28.00' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(size.getByRole('radio', { name: 'Large $42.00' })).toBeChecked()
  await expect(price).toHaveText(/^\$42\.00/)
  const cartButton = (count: number) => page.getByRole('button', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` })
  await add.click()
  await expectToast(page, 'Product added successfully')
  await expect(cartButton(1)).toBeVisible()
  await delivery.getByRole('radio', { name: 'Fortnightly' }).check()
  await add.click()
  await expect(cartButton(2)).toBeVisible()
  await size.getByRole('radio', { name: 'Small $28.00' }).check()
  await expect(price).toHaveText(/^\$28\.00/)
  await add.click()
  await expect(cartButton(3)).toBeVisible()
  await delivery.getByRole('radio', { name: 'Weekly' }).check()
  await main.getByRole('spinbutton', { name: 'Quantity' }).fill('2')
  await add.click()
  await expect(cartButton(5)).toBeVisible()
  expect(await shiftsSoFar(page)).toBe(0)

  // The specification's messages, per line: the same size and delivery again, and a quantity below 1.
  await add.click()
  await expectToast(page, 'Product already in cart')
  await main.getByRole('spinbutton', { name: 'Quantity' }).fill('0')
  await add.click()
  await expectToast(page, 'Please enter a valid quantity')
  expect(await storedCart(page)).toEqual([
    expect.objectContaining({ id: 32, options: { Size: 'Large', Delivery: 'Weekly' }, quantity: 1 }),
    expect.objectContaining({ id: 32, options: { Size: 'Large', Delivery: 'Fortnightly' }, quantity: 1 }),
    expect.objectContaining({ id: 32, options: { Size: 'Small', Delivery: 'Fortnightly' }, quantity: 1 }),
    expect.objectContaining({ id: 32, options: { Size: 'Small', Delivery: 'Weekly' }, quantity: 2 }),
  ])

  // The cart page, a new document: the four lines come back from storage, each at its price, and the total follows.
  await gotoAndSettle(page, '/cart')
  const table = main.getByRole('table', { name: /Products in your cart/ })
  const total = main.getByRole('complementary', { name: 'Cart totals' }).getByRole('row', { name: /Total/ }).last()
  await expect(table.getByRole('rowheader')).toHaveText([
    'Harvest BoxSize: Large · Delivery: Weekly',
    'Harvest BoxSize: Large · Delivery: Fortnightly',
    'Harvest BoxSize: Small · Delivery: Fortnightly',
    'Harvest BoxSize: Small · Delivery: Weekly',
  ])
  await expect(total).toContainText('$168.00')
  await table.getByRole('spinbutton', { name: 'Quantity of Harvest Box, Large, Fortnightly' }).fill('3')
  await expect(total).toContainText('$252.00')
  await table.getByRole('button', { name: 'Remove Harvest Box, Small, Weekly from cart' }).click()
  await expectToast(page, 'Product removed from cart')
  await expect(total).toContainText('$196.00')

  // The checkout's summary names each line's choices at its price.
  await main.getByRole('link', { name: 'Proceed to checkout' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  const order = main.getByRole('table', { name: 'Your order' })
  await expect(order.getByRole('row', { name: /Harvest Box × 3\s*Size: Large · Delivery: Fortnightly/ })).toContainText('$126.00')
  await expect(order.getByRole('row', { name: /^Total/ })).toContainText('$196.00')
})
