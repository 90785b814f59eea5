// The quick view as a shopper uses it from the shop: with the keyboard alone, with a screen reader's
// needs (axe, focus), on a phone and on a wide screen; and its code arriving only when first asked for.
import type { Locator, Page } from '@playwright/test'
import { expect, expectNoAxeViolations, gotoAndSettle, test, untilHydrated, untilStarted } from './fixtures.ts'

// Motion as most visitors see it: what slides, fades and counts here is part of the behaviour (the config's default is
// reduced motion, decision 269).
test.use({ reducedMotion: 'no-preference' })

const PHONE = { width: 375, height: 812 }

const storedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('cartState') ?? '[]') as { id: number; quantity: number }[])

/** Presses Tab until `target` has the focus, as a keyboard user would; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let press = 0; press < limit; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target, `not reached with ${limit} presses of Tab`).toBeFocused()
}

/** The first product card on the page, its title and its eye. */
async function firstCard(page: Page) {
  const card = page.locator('main').getByRole('article').first()
  const title = (await card.getByRole('heading').textContent()) ?? ''
  const eye = card.getByRole('button', { name: `Quick view of ${title}` })
  await untilHydrated(eye)
  return { card, title, eye }
}

test("the dialog's code is not requested before the first press of an eye; quick view adds to the cart with the keyboard alone, and focus comes back to the eye; with reduced motion it appears without sliding or fading", async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await gotoAndSettle(page, '/shop')
  const { title, eye } = await firstCard(page)
  // Scrolling brings every card of the page near, so everything that loads with the cards has loaded.
  await page.mouse.wheel(0, 4000)
  await page.mouse.wheel(0, -4000)
  const before = [...scripts]
  expect(before.filter((path) => /quick-view/.test(path))).toEqual([])

  await tabTo(page, eye)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: title })
  await expect(dialog).toBeVisible()
  expect(scripts.slice(before.length).filter((path) => /quick-view/.test(path))).toHaveLength(1)
  await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true)

  const quantity = dialog.getByRole('spinbutton', { name: 'Quantity' })
  await tabTo(page, quantity)
  await page.keyboard.press('ArrowUp')
  await expect(quantity).toHaveValue('2')
  await tabTo(page, dialog.getByRole('button', { name: 'Add to cart' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alert').filter({ hasText: 'Product added successfully' })).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(eye).toBeFocused()
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible()
  expect(await storedCart(page)).toHaveLength(1)
  expect((await storedCart(page))[0]?.quantity).toBe(2)

  await page.emulateMedia({ reducedMotion: 'reduce' })
  await eye.click()
  const reopened = page.getByRole('dialog', { name: title })
  await expect(reopened).toBeVisible()
  expect(await page.evaluate(() => document.querySelector('.quick-view')!.getAnimations({ subtree: true }).length)).toBe(0)
})

test('the open dialog fits the screen and passes axe at 375 and 1440 px', async ({ page }) => {
  for (const [index, viewport] of [PHONE, { width: 1440, height: 900 }].entries()) {
    await page.setViewportSize(viewport)
    if (index === 0) await gotoAndSettle(page, '/shop')
    else {
      await page.reload()
      await untilStarted(page)
    }
    const { title, eye } = await firstCard(page)
    await eye.click()
    const dialog = page.getByRole('dialog', { name: title })
    await expect(dialog).toBeVisible()
    const box = (await dialog.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.y).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
    // Everything in it can be reached: scrolled to, the last control shows inside the dialog.
    const more = dialog.getByRole('link', { name: 'View full details' })
    await more.scrollIntoViewIfNeeded()
    await expect(more).toBeInViewport()
    await expectNoAxeViolations(page)
  }
})

test("at 375 and 1440 px, toasts leave the cart badge they report on in sight, in the site's type", async ({ page }) => {
  for (const [index, viewport] of [PHONE, { width: 1440, height: 900 }].entries()) {
    await page.setViewportSize(viewport)
    if (index === 0) await gotoAndSettle(page, '/shop')
    else {
      // An empty cart again: the same two products are added at this width.
      await page.evaluate(() => localStorage.clear())
      await page.reload()
      await untilStarted(page)
    }
    const cards = page.locator('main').getByRole('article')
    // Clicking scrolls each card into view: the header is the sticky one, its cart button in the corner.
    await cards
      .nth(0)
      .getByRole('button', { name: /^Add to cart/ })
      .click()
    await cards
      .nth(1)
      .getByRole('button', { name: /^Add to cart/ })
      .click()
    const toasts = page.getByRole('alert').filter({ hasText: 'Product added successfully' })
    await expect(toasts).toHaveCount(2)
    const cart = page.getByRole('button', { name: 'Cart, 2 items' })
    await expect(cart).toBeVisible()
    const cartBox = (await cart.boundingBox())!
    // Measured in the page the moment both have slid in: a toast's 5 s start when its entrance ends, and checks made
    // one call at a time can outlast them on a busy machine.
    const shown = await toasts.evaluateAll(async (nodes) => {
      await Promise.all(nodes.flatMap((node) => node.getAnimations().map((animation) => animation.finished.catch(() => null))))
      return nodes.map((node) => {
        const { x, y, width, height } = node.getBoundingClientRect()
        return { box: { x, y, width, height }, font: getComputedStyle(node).fontFamily }
      })
    })
    expect(shown).toHaveLength(2)
    for (const { box: toastBox, font } of shown) {
      // The toast's box and the cart button's do not meet.
      const overlap =
        toastBox.x < cartBox.x + cartBox.width &&
        cartBox.x < toastBox.x + toastBox.width &&
        toastBox.y < cartBox.y + cartBox.height &&
        cartBox.y < toastBox.y + toastBox.height
      expect(overlap, `toast ${JSON.stringify(toastBox)} over cart ${JSON.stringify(cartBox)}`).toBe(false)
      expect(font).toMatch(/^"?Inter Variable/)
    }
  }
})

test.describe('on a touch screen', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true })

  test('every card action is at least 44 × 44 px and the cards still fit the screen', async ({ page }) => {
    await gotoAndSettle(page, '/shop')
    const { card, title } = await firstCard(page)
    const actions = [
      card.getByRole('button', { name: /^Add to cart/ }),
      card.getByRole('button', { name: `Add ${title} to wishlist` }),
      card.getByRole('button', { name: `Quick view of ${title}` }),
    ]
    for (const action of actions) {
      const box = (await action.boundingBox())!
      expect(box.width, (await action.getAttribute('aria-label')) ?? 'Add to cart').toBeGreaterThanOrEqual(44)
      expect(box.height).toBeGreaterThanOrEqual(44)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  })
})
