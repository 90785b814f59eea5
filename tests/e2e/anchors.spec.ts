// Anchors: a block's id is its address (/#why-choose-us). Opening such an address, following an in-site
// link with a hash, or following it again from elsewhere on the page brings the block to the top of the
// window, below the sticky header; other route changes start at the top. Run against the built site.
import type { Locator, Page } from '@playwright/test'
import { expect, gotoAndSettle, test } from './fixtures.ts'

// Motion as most visitors see it: what slides, fades and counts here is part of the behaviour (the config's default is
// reduced motion, decision 269).
test.use({ reducedMotion: 'no-preference' })

/** How far the block's top is below the bottom of the sticky header bar (negative: the header covers it). */
async function gapBelowHeader(page: Page, block: Locator): Promise<number> {
  const header = await page.locator('.site-header__bar').boundingBox()
  const box = await block.boundingBox()
  return Math.round(box!.y - (header!.y + header!.height))
}

/** The block sits at the top of the window, just under the sticky header, not under it. */
async function expectAtTop(page: Page, block: Locator) {
  await expect.poll(() => gapBelowHeader(page, block)).toBeGreaterThanOrEqual(0)
  expect(await gapBelowHeader(page, block)).toBeLessThanOrEqual(40)
}

const whyChooseUs = (page: Page) => page.locator('#why-choose-us')

test.describe('as the page starts for visitors', () => {
  // Blocks above the anchor take over their HTML as they come near, pictures load: the start-up itself.
  test.use({ startUp: 'as for visitors' })

  test('/#why-choose-us opens the home page at that block, below the header, and keeps it there; a route change without a hash then starts at the top of the new page', async ({
    page,
  }) => {
    await gotoAndSettle(page, '/#why-choose-us')
    await expect(whyChooseUs(page).getByRole('heading', { name: 'Honest Farming You Can Taste in Every Bite' })).toBeInViewport()
    await expectAtTop(page, whyChooseUs(page))
    // Blocks above it hydrate and pictures load: it stays put.
    await page.waitForLoadState('load')
    await expectAtTop(page, whyChooseUs(page))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test('a phone opens /#why-choose-us at the block too', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await gotoAndSettle(page, '/#why-choose-us')
  await expectAtTop(page, whyChooseUs(page))
})

test('an in-site link with a hash leads to its block after a client navigation, and again from further down; with reduced motion it jumps at once instead of gliding', async ({
  page,
}) => {
  await gotoAndSettle(page, '/about-us')
  const footer = page.getByRole('contentinfo')
  await footer.getByRole('link', { name: 'Volunteers' }).click()
  await expect(page).toHaveURL(/\/team#volunteers$/)
  const volunteers = page.locator('#volunteers')
  await expectAtTop(page, volunteers)

  // Further down the same page, the same link brings the block back (the address does not change).
  await footer.getByRole('link', { name: 'Volunteers' }).scrollIntoViewIfNeeded()
  expect(await gapBelowHeader(page, volunteers)).toBeLessThan(-100)
  await footer.getByRole('link', { name: 'Volunteers' }).click()
  await expectAtTop(page, volunteers)

  // With reduced motion, from the footer again: the window jumps at once instead of gliding.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await footer.getByRole('link', { name: 'Volunteers' }).scrollIntoViewIfNeeded()
  // The positions the window passes on its way from where it was at the click.
  await page.evaluate(() => {
    const seen: number[] = []
    ;(window as unknown as { scrollPositions: number[] }).scrollPositions = seen
    let from: number | undefined
    window.addEventListener('click', () => (from = Math.round(window.scrollY)), { capture: true })
    window.addEventListener('scroll', () => {
      const y = Math.round(window.scrollY)
      if (from !== undefined && y !== from) seen.push(y)
    })
  })
  await footer.getByRole('link', { name: 'Volunteers' }).click()
  await expectAtTop(page, page.locator('#volunteers'))
  const positions = await page.evaluate(() => (window as unknown as { scrollPositions: number[] }).scrollPositions)
  expect(new Set(positions).size, `scroll positions on the way: ${positions.join(', ')}`).toBe(1)
})
