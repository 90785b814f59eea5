// /home-2 (Our Farm Story): banner slideshow, FAQ accordion, counters, timeline, the carousels and the
// gallery with their links, reduced motion and accessibility. Run against the built site (DIST_DIR, PORT).
import type { Locator, Page } from '@playwright/test'
import farmersFile from '#data-files/farmers.json' with { type: 'json' }
import { expect, gotoAndSettle, stopTheClock, test, untilStarted } from './fixtures.ts'

// Motion as most visitors see it: what slides, fades and counts here is part of the behaviour (the config's default is
// reduced motion, decision 269).
test.use({ reducedMotion: 'no-preference' })

const { farmers } = farmersFile

const FIRST_FARMERS = farmers.slice(0, 3).map((farmer) => farmer.name)
const SLIDE_TITLES = ['Farm Company Growing Organic', 'Best Harvest of the Season']
const banner = (page: Page) => page.getByRole('region', { name: 'Green Valley farming' })
/** The title of the slide on show (the others are hidden). */
const shownTitle = (page: Page) => banner(page).getByRole('heading').filter({ visible: true })

/** How many of the region's items lie wholly inside it, left to right: the slides in view. */
async function itemsInView(region: Locator, items: Locator): Promise<number> {
  const box = (await region.boundingBox())!
  const boxes = await items.evaluateAll((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect()
      return { left: rect.left, right: rect.right }
    }),
  )
  return boxes.filter((item) => item.left >= box.x - 1 && item.right <= box.x + box.width + 1).length
}

/** Scrolls so the element sits just below the fold: its block has taken over, but it is not yet seen. */
const justBelowTheFold = (element: SVGElement | HTMLElement) =>
  window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - window.innerHeight + 1)

const questions = [
  'Do you use any additives in your soil?',
  'Do you spray herbicides on your crops?',
  'Where does the water for your fields come from?',
]
const faq = (page: Page) => page.locator('#faq')
const question = (page: Page, n: number) => faq(page).getByRole('button', { name: questions[n]! })

/** Only question n (0-based, or none) is expanded, and only its answer shows. */
async function expectOpen(page: Page, n: number | null) {
  for (let i = 0; i < questions.length; i++) {
    await expect(question(page, i)).toHaveAttribute('aria-expanded', String(i === n))
    const answer = page.locator(`[id="${await question(page, i).getAttribute('aria-controls')}"]`)
    if (i === n) await expect(answer).toBeVisible()
    else await expect(answer).toBeHidden()
  }
}

test('the banner shows Farm Company first, advances every 5 s and keeps going after the visitor uses the arrows, which change the fading slides, looping both ways', async ({
  page,
}) => {
  await stopTheClock(page)
  await gotoAndSettle(page, '/home-2')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SLIDE_TITLES[0]!)
  await expect(page.getByRole('heading', { level: 1 }).locator('strong')).toHaveText('Farm')
  await expect(shownTitle(page)).toHaveText(SLIDE_TITLES[0]!)
  await expect(banner(page).getByRole('button', { name: /Go to slide/ })).toHaveCount(0)

  // The slideshow's clock runs from the moment it stops announcing its slides (aria-live "off"): 5 s each.
  await expect(banner(page).locator('[aria-live="off"]')).toBeAttached()
  await page.clock.runFor(4_000)
  await expect(shownTitle(page)).toHaveText(SLIDE_TITLES[0]!)
  await page.clock.runFor(1_500)
  await expect(shownTitle(page)).toHaveText(SLIDE_TITLES[1]!)

  await banner(page).getByRole('button', { name: 'Next slide' }).click()
  await expect(shownTitle(page)).toHaveText(SLIDE_TITLES[0]!)
  // The slideshow goes on 5 s after the visitor's move has settled (its 0.9 s fade), and every 5.9 s after.
  await page.clock.runFor(5_500)
  await expect(shownTitle(page)).toHaveText(SLIDE_TITLES[0]!)
  await page.clock.runFor(500)
  await expect(shownTitle(page)).toHaveText(SLIDE_TITLES[1]!)
  await page.clock.runFor(5_900)
  await expect(shownTitle(page)).toHaveText(SLIDE_TITLES[0]!)

  // Only the arrows move the slides now: the clock stands still.
  const next = banner(page).getByRole('button', { name: 'Next slide' })
  const previous = banner(page).getByRole('button', { name: 'Previous slide' })
  await next.click()
  await expect(shownTitle(page)).toHaveText(SLIDE_TITLES[1]!)
  await next.click()
  await expect(shownTitle(page)).toHaveText(SLIDE_TITLES[0]!)
  await previous.click()
  await expect(shownTitle(page)).toHaveText(SLIDE_TITLES[1]!)

  const discover = banner(page).getByRole('link', { name: 'Discover More' }).filter({ visible: true })
  await expect(discover).toHaveAttribute('href', '/about-us')
  await discover.click()
  await expect(page).toHaveURL(/\/about-us$/)
})

test("the Home menu leads to Our Farm Story, whose FAQ opens one answer at a time, under features, the services carousel's 8 links 60 px apart, the first 3 of 6 farmers and four partners' logos with a call to action", async ({
  page,
}) => {
  await gotoAndSettle(page, '/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('button', { name: 'Home', exact: true }).hover()
  await nav.getByRole('link', { name: 'Our Farm Story' }).click()
  await expect(page).toHaveURL(/\/home-2$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SLIDE_TITLES[0]!)
  await expect(page).toHaveTitle('Our Farm Story | Green Valley Organic Farm')

  // The FAQ opens the first answer; a click opens another and closes the one before.
  await expectOpen(page, 0)
  await expect(faq(page).getByRole('region', { name: questions[0] })).toContainText('compost')
  await question(page, 1).click()
  await expectOpen(page, 1)
  await question(page, 2).click()
  await expectOpen(page, 2)
  await question(page, 2).click()
  await expectOpen(page, null)
  await question(page, 0).click()
  await expectOpen(page, 0)

  // The feature block shows the two features and four product icons.
  const features = page.locator('#features')
  await expect(features.getByRole('heading', { level: 3 })).toHaveText(['Best Quality Standards', 'Natural Healthy Products'])
  await expect(features.getByRole('list').last().getByRole('listitem')).toHaveText([
    'Vegetables',
    'Fresh Fruits',
    'Dairy Products',
    'Grains & Cereals',
  ])

  // The services carousel links all 8 services, 60 px apart.
  const services = page.getByRole('region', { name: 'Services From Our Fields and Dairy' })
  const links = services.getByRole('link')
  await expect(links).toHaveCount(8)
  for (let id = 1; id <= 8; id++) await expect(links.nth(id - 1)).toHaveAttribute('href', `/service-details/${id}`)
  const cards = services.getByRole('article')
  const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!]
  expect(Math.round(second.x - (first.x + first.width))).toBe(60)

  // The farmers carousel shows the first 3 of 6 farmers, each linking to their page.
  const farmers = page.getByRole('region', { name: 'Meet the Hands Behind Your Harvest' })
  await expect(farmers.getByRole('link')).toHaveText(FIRST_FARMERS)
  for (let id = 1; id <= 3; id++) {
    await expect(farmers.getByRole('link').nth(id - 1)).toHaveAttribute('href', `/farmer-details/${id}`)
  }
  await expect(page.locator('#farmers').getByRole('link', { name: 'Meet All Farmers' })).toHaveAttribute('href', '/farmers')

  // The call to action leads to the contact page, under four partner logos.
  const partners = page.locator('#partners')
  await expect(partners.getByRole('heading', { level: 2 })).toHaveText('Stock Green Valley Produce in Your Shop')
  await expect(partners.getByRole('link', { name: 'Become a Partner' })).toHaveAttribute('href', '/contact')
  const logos = page.getByRole('region', { name: 'Our partners' }).getByRole('img')
  await expect(logos).toHaveCount(4)
  for (const name of ['Meadowlark Co-op', 'Riverbend Dairy', 'Hearth & Harvest', 'Oakridge Mills']) {
    await expect(logos.filter({ visible: true }).and(page.getByAltText(name))).toHaveCount(1)
  }
})

test('the gallery links the 5 projects, the first twice as wide, laid out before its pictures load', async ({ page }) => {
  // Pictures never arrive: the grid must already have its final shape.
  await page.route('**/art/projects/*', () => {})
  await gotoAndSettle(page, '/home-2')
  const gallery = page.locator('#gallery')
  const items = gallery.getByRole('listitem')
  await expect(items).toHaveCount(5)
  for (let id = 1; id <= 5; id++) {
    await expect(items.nth(id - 1).getByRole('link')).toHaveAttribute('href', `/project-details/${id}`)
  }
  const boxes = await Promise.all([0, 1, 2].map(async (n) => (await items.nth(n).boundingBox())!))
  expect(boxes[0]!.width).toBeGreaterThan(boxes[1]!.width * 2)
  expect(boxes[0]!.height).toBeCloseTo(boxes[1]!.height, 0)
  expect(boxes[1]!.height).toBeGreaterThan(200)
  await gallery.getByRole('link', { name: 'Pasture-Fed Dairy Barn' }).click()
  await expect(page).toHaveURL(/\/project-details\/3$/)
})

test('slides per view at 375, 768 and 1440 px: services, farmers and logos in view', async ({ page }) => {
  const cases = [
    { width: 375, services: 1, farmers: 1, logos: 2 },
    { width: 768, services: 2, farmers: 2, logos: 3 },
    { width: 1440, services: 3, farmers: 2, logos: 4 },
  ]
  for (const [index, { width, services, farmers, logos }] of cases.entries()) {
    await page.setViewportSize({ width, height: 900 })
    if (index === 0) await gotoAndSettle(page, '/home-2')
    else {
      await page.reload()
      await untilStarted(page)
    }
    const servicesRegion = page.getByRole('region', { name: 'Services From Our Fields and Dairy' })
    const farmersRegion = page.getByRole('region', { name: 'Meet the Hands Behind Your Harvest' })
    const logosRegion = page.getByRole('region', { name: 'Our partners' })
    expect(await itemsInView(servicesRegion, servicesRegion.getByRole('article')), `services at ${width} px`).toBe(services)
    expect(await itemsInView(farmersRegion, farmersRegion.getByRole('article')), `farmers at ${width} px`).toBe(farmers)
    expect(await itemsInView(logosRegion, logosRegion.getByRole('img')), `logos at ${width} px`).toBe(logos)
  }
})

test.describe('reduced motion', () => {
  test('counters show their final values at once and nothing moves by itself', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await stopTheClock(page)
    await gotoAndSettle(page, '/home-2')
    const customers = page.locator('#why-choose-us').getByText('Customers a Year').locator('..')
    await customers.evaluate(justBelowTheFold)
    await expect(customers).toHaveText('38KCustomers a Year')
    for (const id of ['services', 'farmers', 'partners']) await page.locator(`#${id}`).scrollIntoViewIfNeeded()
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0)
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.clock.runFor(12_000)
    await expect(shownTitle(page)).toHaveText(SLIDE_TITLES[0]!)
  })
})
