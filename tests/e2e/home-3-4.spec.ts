// The shop's home, In Season Now (/home-3), and the dairy's home, Our Dairy (/home-4), both declared only in JSON:
// banners, the product filter, the dairy timeline, the video dialog, farmers, the FAQ, reduced motion and
// accessibility (adding to the cart, counters and circles: storefront.spec.ts, home.spec.ts and their blocks' tests). Run against the built site (DIST_DIR, PORT).
import type { Locator, Page } from '@playwright/test'
import { expect, expectNoAxeViolations, gotoAndSettle, stopTheClock, test, untilHydrated } from './fixtures.ts'

// Motion as most visitors see it: what slides, fades and counts here is part of the behaviour (the config's default is
// reduced motion, decision 269).
test.use({ reducedMotion: 'no-preference' })

async function expectSlide(banner: Locator, n: number, title: string) {
  await expect(banner.getByRole('button', { name: `Go to slide ${n}` })).toHaveAttribute('aria-current', 'true')
  await expect(banner.getByRole('heading')).toHaveText(title)
}

/** Waits until React has taken over the element's prerendered HTML (its block hydrates when near). */

/** Clicks the button and lists the dialog's running transitions right then (visible properties only). */
const pressAndListTransitions = (button: Locator) =>
  button.evaluate((element: HTMLElement) => {
    element.click()
    return document
      .querySelector('dialog')!
      .getAnimations()
      .filter((animation): animation is CSSTransition => animation instanceof CSSTransition)
      .filter((transition) => ['opacity', 'scale'].includes(transition.transitionProperty))
      .map((transition) => `${transition.transitionProperty} ${transition.effect?.getTiming().duration}`)
      .sort()
  })

test.describe('/home-3 In Season Now', () => {
  const SLIDES = ['Organic Produce Delivered Fresh', 'Boxes Packed by Hand Twice a Week', 'Healthy Food for Every Table']

  test('the banner changes slides with the arrows and bullets, looping both ways; the category carousel slides and its tiles lead to products and shelves; testimonials and the blog follow', async ({
    page,
  }) => {
    await gotoAndSettle(page, '/home-3')
    await expect(page).toHaveTitle('In Season Now | Green Valley Organic Farm')
    const banner = page.getByRole('region', { name: 'Green Valley Farm Shop' })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SLIDES[0]!)
    await banner.getByRole('button', { name: 'Pause slideshow' }).click()

    await banner.getByRole('button', { name: 'Next slide' }).click()
    await expectSlide(banner, 2, SLIDES[1]!)
    await banner.getByRole('button', { name: 'Previous slide' }).click()
    await banner.getByRole('button', { name: 'Previous slide' }).click()
    await expectSlide(banner, 3, SLIDES[2]!)
    await banner.getByRole('button', { name: 'Go to slide 1' }).click()
    await expectSlide(banner, 1, SLIDES[0]!)
    // The slides out of view are inert: only the shown slide's links can be reached.
    await expect(banner.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/shop')
    await expect(banner.getByRole('link', { name: /Green Valley Farm Shop/ })).toHaveAttribute('href', '/shop')

    // The category carousel slides with its arrows and every tile leads to its product or its shelf of the shop.
    const carousel = page.getByRole('region', { name: 'Shop by Category' })
    await carousel.scrollIntoViewIfNeeded()
    const tiles = carousel.getByRole('link')
    await expect(tiles).toHaveCount(6)
    await expect(tiles.first()).toHaveAccessibleName(/^Blueberry/)
    expect(await tiles.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/shop-single/1',
      '/shop-single/3',
      '/shop-single/2',
      '/shop-single/4',
      '/shop-single/5',
      '/shop?category=fruit',
    ])

    const firstLeft = () => tiles.first().evaluate((tile) => Math.round(tile.getBoundingClientRect().left))
    const start = await firstLeft()
    await carousel.getByRole('button', { name: 'Next slide' }).click()
    await expect.poll(firstLeft).toBeLessThan(start)
    await carousel.getByRole('button', { name: 'Previous slide' }).click()
    await expect.poll(firstLeft).toBe(start)

    // The testimonials and the blog block follow the products.
    await expect(page.getByRole('region', { name: 'What Our Customers Say' })).toBeAttached()
    const blog = page.locator('#blog')
    await expect(blog.getByRole('article')).toHaveCount(3)
    await expect(blog.getByRole('link', { name: /^Continue Reading/ }).first()).toHaveAttribute('href', '/blog-single/1')
  })

  test('the filter narrows the grid to a category by mouse and keyboard, without moving the page below', async ({ page }) => {
    await gotoAndSettle(page, '/home-3')
    const grid = page.locator('#all-products')
    await grid.scrollIntoViewIfNeeded()
    const filters = grid.getByRole('group', { name: 'Show products' })
    const all = filters.getByRole('button', { name: 'All' })
    const fruit = filters.getByRole('button', { name: 'Fruit' })
    const vegetables = filters.getByRole('button', { name: 'Vegetables' })
    const titles = () => grid.getByRole('article').getByRole('heading').allTextContents()
    const height = () => grid.evaluate((section) => section.getBoundingClientRect().height)

    await expect(all).toHaveAttribute('aria-pressed', 'true')
    await expect(fruit).toHaveAttribute('aria-pressed', 'false')
    expect(await titles()).toEqual([
      'Tart Green Apples',
      'Tenderstem Broccoli',
      'Honey Pears',
      'Purple Eggplant',
      'Summer Peaches',
      'New Potatoes',
      'Dark Sweet Cherries',
      'Crunchy Cucumbers',
    ])
    const fullHeight = await height()

    await fruit.click()
    await expect(fruit).toHaveAttribute('aria-pressed', 'true')
    await expect(all).toHaveAttribute('aria-pressed', 'false')
    await expect.poll(titles).toEqual(['Tart Green Apples', 'Honey Pears', 'Summer Peaches', 'Dark Sweet Cherries'])
    await expect(grid.getByRole('status')).toHaveText('Showing 4 products')
    expect(await height()).toBe(fullHeight)

    // Keyboard: Tab to the next filter and press it with Space, then Enter.
    await fruit.focus()
    await page.keyboard.press('Tab')
    await expect(vegetables).toBeFocused()
    await page.keyboard.press('Space')
    await expect(vegetables).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(titles).toEqual(['Tenderstem Broccoli', 'Purple Eggplant', 'New Potatoes', 'Crunchy Cucumbers'])
    expect(await height()).toBe(fullHeight)
    await all.focus()
    await page.keyboard.press('Enter')
    await expect.poll(titles).toHaveLength(8)

    // The products of the other categories are out of reach (not shown, not focusable).
    await vegetables.click()
    await expect(grid.getByRole('button', { name: /Add to cart: Honey Pears/ })).toHaveCount(0)
  })
})

test.describe('/home-4 Our Dairy', () => {
  test('the dairy banner changes slides with the arrows, looping; the farmers carousel shows the first three farmers, each linking to their page', async ({
    page,
  }) => {
    await gotoAndSettle(page, '/home-4')
    await expect(page).toHaveTitle('Our Dairy | Green Valley Organic Farm')
    const banner = page.getByRole('region', { name: 'Green Valley Dairy' })
    await expect(banner.locator('img').first()).toHaveAttribute('src', '/art/scenes/hero-dairy.svg')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pure Milk From Grass-Fed Cows')
    await banner.getByRole('button', { name: 'Pause slideshow' }).click()
    await banner.getByRole('button', { name: 'Next slide' }).click()
    await expectSlide(banner, 2, 'Butter, Cheese and Yogurt the Slow Way')
    await banner.getByRole('button', { name: 'Next slide' }).click()
    await expectSlide(banner, 1, 'Pure Milk From Grass-Fed Cows')
    await banner.getByRole('button', { name: 'Previous slide' }).click()
    await expectSlide(banner, 2, 'Butter, Cheese and Yogurt the Slow Way')

    // The farmers carousel shows the first three farmers, each linking to their page.
    const farmers = page.locator('#farmers')
    await expect(farmers.getByRole('heading', { level: 2 })).toHaveText('The People Who Farm Green Valley')
    const names = farmers.getByRole('heading', { level: 3 })
    await expect(names).toHaveText(['Daniel Whitmore', 'Maria Alvarez', 'Samuel Okafor'])
    for (const [index, name] of ['Daniel Whitmore', 'Maria Alvarez', 'Samuel Okafor'].entries()) {
      await expect(farmers.getByRole('link', { name })).toHaveAttribute('href', `/farmer-details/${index + 1}`)
    }
    await expect(farmers.getByRole('link', { name: 'Meet All Farmers' })).toHaveAttribute('href', '/farmers')
  })

  test.describe('the video dialog', () => {
    const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'A morning on the Green Valley pasture' })
    const videoState = (page: Page) =>
      page.locator('#video video').evaluate((video: HTMLVideoElement) => ({ paused: video.paused, time: video.currentTime }))

    /** Opens the dialog; the first time, checks the farm's own file plays in a 16:9 frame, later only that it plays. */
    async function openVideo(page: Page, { firstTime = false } = {}) {
      const play = page.getByRole('button', { name: 'Play the dairy tour video' })
      await play.scrollIntoViewIfNeeded()
      await play.click()
      const dialog = dialogOf(page)
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('button', { name: 'Close video' })).toBeFocused()
      if (firstTime) {
        await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(0.2)
        const frame = await dialog.locator('video').boundingBox()
        expect(Math.abs(frame!.width / frame!.height - 16 / 9)).toBeLessThan(0.02)
      } else await expect.poll(async () => (await videoState(page)).paused).toBe(false)
      return { play, dialog }
    }

    async function expectClosed(page: Page, play: Locator) {
      await expect(dialogOf(page)).toBeHidden()
      await expect(play).toBeFocused()
      expect(await videoState(page)).toEqual({ paused: true, time: 0 })
    }

    test("fetches nothing until opened, then plays the farm's own file in a 16:9 frame; keeps focus inside while open; passes axe; the close button closes it, stops the video and returns focus", async ({
      page,
    }) => {
      const videoRequests: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/video/dairy-tour.') && !request.url().endsWith('.jpg')) videoRequests.push(request.url())
      })
      await gotoAndSettle(page, '/home-4')
      await page.getByRole('button', { name: 'Play the dairy tour video' }).scrollIntoViewIfNeeded()
      await expect(page.locator('#video video source')).toHaveCount(0)
      expect(videoRequests).toEqual([])
      const { play, dialog } = await openVideo(page, { firstTime: true })
      expect(new URL(videoRequests[0]!).pathname).toBe('/video/dairy-tour.webm')

      // Focus stays inside while open: Tab and Shift+Tab never reach the page behind.
      const focusInDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab')
        expect(await focusInDialog()).toBe(true)
      }
      await dialog.getByRole('button', { name: 'Close video' }).focus()
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Shift+Tab')
        expect(await focusInDialog()).toBe(true)
      }
      // The page behind is out of reach of the mouse too.
      await expect(page.getByRole('link', { name: 'Meet All Farmers' })).toBeAttached()
      expect(await page.evaluate(() => document.querySelector('main')?.matches(':modal'))).toBe(false)
      expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true)
      await expectNoAxeViolations(page, { include: 'dialog' })
      await dialog.getByRole('button', { name: 'Close video' }).click()
      await expectClosed(page, play)
    })

    test('Escape and a click on the backdrop close it too, stopping the video; a click on the frame keeps it open', async ({
      page,
    }) => {
      await gotoAndSettle(page, '/home-4')
      let { play, dialog } = await openVideo(page)
      await page.keyboard.press('Escape')
      await expectClosed(page, play)
      ;({ play, dialog } = await openVideo(page))
      // A click on the page beside the frame lands on the backdrop.
      await page.mouse.click(8, 300)
      await expectClosed(page, play)

      // A click on the frame itself keeps it open.
      ;({ play, dialog } = await openVideo(page))
      await dialog.getByRole('heading', { name: 'A morning on the Green Valley pasture' }).click()
      await expect(dialog).toBeVisible()
      await page.keyboard.press('Escape')
      await expectClosed(page, play)
    })

    test('opens and closes with a 300 ms fade and scale', async ({ page }) => {
      await gotoAndSettle(page, '/home-4')
      const play = page.getByRole('button', { name: 'Play the dairy tour video' })
      await play.scrollIntoViewIfNeeded()
      await untilHydrated(play)
      expect(await pressAndListTransitions(play)).toEqual(['opacity 300', 'scale 300'])
      await expect(dialogOf(page)).toBeVisible()
      // Once it has finished opening (a transition reversed halfway would be shortened), closing fades too.
      await expect.poll(() => dialogOf(page).evaluate((dialog) => dialog.getAnimations().length)).toBe(0)
      const close = dialogOf(page).getByRole('button', { name: 'Close video' })
      expect(await pressAndListTransitions(close)).toEqual(['opacity 300', 'scale 300'])
      await expectClosed(page, play)
    })
  })
})

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('/home-4: the counter at 150+ at once, the banner still; the video dialog opens and closes without animation', async ({
    page,
  }) => {
    await stopTheClock(page)
    await gotoAndSettle(page, '/home-4')
    await expect(page.locator('#features').getByText('Years of Dairy Farming', { exact: true }).locator('..')).toHaveText(
      '150+Years of Dairy Farming',
    )
    await page.clock.runFor(12_000)
    await expectSlide(page.getByRole('region', { name: 'Green Valley Dairy' }), 1, 'Pure Milk From Grass-Fed Cows')

    const play = page.getByRole('button', { name: 'Play the dairy tour video' })
    await play.scrollIntoViewIfNeeded()
    await untilHydrated(play)
    expect(await pressAndListTransitions(play)).toEqual([])
    const dialog = page.getByRole('dialog', { name: 'A morning on the Green Valley pasture' })
    await expect(dialog).toBeVisible()
    expect(await pressAndListTransitions(dialog.getByRole('button', { name: 'Close video' }))).toEqual([])
    await expect(dialog).toBeHidden()
    await expect(play).toBeFocused()
  })
})
