// Projects and services: the list pages, the detail pages (known and unknown ids) and the services
// list widget, whose selection is kept in sessionStorage for the session. Queried by role and text.
import type { Page } from '@playwright/test'
import projectsFile from '#data-files/projects.json' with { type: 'json' }
import servicesFile from '#data-files/services.json' with { type: 'json' }
import { fillFacts, readFarmFacts } from '#data/farm-facts.ts'
import { expect, expectNoAxeViolations, gotoAndSettle, test } from './fixtures.ts'

const { projects } = projectsFile
const { services } = servicesFile

const SELECTION_KEY = 'selectedService'
const widgetEntries = ['Agricultural Products', 'Organic Products', 'Dairy Production', 'Sweet Exotic Fruits', 'Fresh Vegetables']

/** Hrefs of the links in <main> that go to `prefix` + an id, in page order. */
async function linkTargets(page: Page, prefix: string): Promise<string[]> {
  return page
    .locator('main')
    .getByRole('link')
    .evaluateAll(
      (links, start) => links.map((a) => a.getAttribute('href') ?? '').filter((href) => href.startsWith(start)),
      prefix,
    )
}

/** Clicks the second project's card in `gallery` at its picture, well away from the caption at its foot. */
async function expectPictureOpensProject(page: Page, gallery: string) {
  const card = page.locator(gallery).getByRole('listitem').filter({ hasText: projects[1]!.title })
  await card.scrollIntoViewIfNeeded()
  await card.click({ position: { x: 24, y: 24 } })
  await expect(page).toHaveURL(new RegExp(`/project-details/${projects[1]!.id}$`))
}

const servicesWidget = (page: Page) => page.getByRole('navigation', { name: 'Our Services' })

/** The one entry of the services widget marked as selected, checked against every other entry. */
async function expectSelected(page: Page, title: string) {
  const widget = servicesWidget(page)
  await expect(widget.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'true')
  await expect(widget.locator('[aria-current]')).toHaveCount(1)
}

test.describe('lists', () => {
  test("/project links the five projects, a card opens its project, and so does a click on a project's picture, not only its caption", async ({
    page,
  }) => {
    await gotoAndSettle(page, '/project')
    await expect(page.getByRole('heading', { level: 1, name: 'Farm Projects' })).toBeVisible()
    expect(await linkTargets(page, '/project-details/')).toEqual(projects.map((p) => `/project-details/${p.id}`))
    for (const project of projects) await expect(page.getByRole('link', { name: project.title })).toBeVisible()

    await page.getByRole('link', { name: 'Pasture-Fed Dairy Barn' }).click()
    await expect(page).toHaveURL(/\/project-details\/3$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Pasture-Fed Dairy Barn' })).toBeVisible()
    await expect(page).toHaveTitle('Pasture-Fed Dairy Barn | Projects | Green Valley Organic Farm')

    await page.goBack()
    await expectPictureOpensProject(page, 'main')
  })

  test("/home-2: a click on a project's picture, not only its caption, opens the project", async ({ page }) => {
    await gotoAndSettle(page, '/home-2')
    await expectPictureOpensProject(page, '#gallery')
  })

  test('/services and /services-2 link the eight services, and a card opens its service', async ({ page }) => {
    for (const url of ['/services', '/services-2']) {
      await gotoAndSettle(page, url)
      expect(await linkTargets(page, '/service-details/')).toEqual(services.map((s) => `/service-details/${s.id}`))
      await page.getByRole('link', { name: 'Soil Care' }).click()
      await expect(page).toHaveURL(/\/service-details\/8$/)
      await expect(page.getByRole('heading', { level: 2, name: 'Soil Care' })).toBeVisible()
    }
  })
})

/** A text as the built page shows it: the farm's facts ({{name}}) filled in, as the build fills them. */
const asBuilt = (text: string) => fillFacts('', text, readFarmFacts()).text

test.describe('prerendered detail pages', () => {
  test('every project and service has its own title and description', async ({ request }) => {
    for (const project of projects) {
      const html = await (await request.get(`/project-details/${project.id}`)).text()
      expect(html).toContain(`<title>${project.title} | Projects | Green Valley Organic Farm</title>`)
      expect(html).toContain(`<meta name="description" content="${asBuilt(project.description).replaceAll("'", '&#x27;')}"`)
    }
    for (const service of services) {
      const html = await (await request.get(`/service-details/${service.id}`)).text()
      expect(html).toContain(`<title>${service.title} | Services | Green Valley Organic Farm</title>`)
      expect(html).toContain(`<meta name="description" content="${asBuilt(service.description)}"`)
    }
  })

  test('the services widget is prerendered with the default selection', async ({ request }) => {
    const html = await (await request.get('/service-details/5')).text()
    expect(html).toMatch(/aria-current="true"[^>]*>.*?Organic Products/)
    expect(html.match(/aria-current="true"/g)).toHaveLength(1)
  })
})

test.describe('project details', () => {
  test('shows the picture, story, key facts and wrapping previous/next links', async ({ page }) => {
    await gotoAndSettle(page, '/project-details/1')
    const main = page.locator('main')
    await expect(main.getByRole('img', { name: 'Apple orchard with a basket of picked apples' })).toBeVisible()
    await expect(main.getByRole('heading', { level: 2, name: 'Heritage Apple Orchard' })).toBeVisible()
    await expect(main.getByText(/Grandfather's notebooks listed the varieties/)).toBeVisible()
    const facts = main.getByRole('complementary', { name: 'Project Facts' })
    for (const text of ['Completed', '2016', 'Area', '12 acres', 'What We Built'])
      await expect(facts.getByText(text, { exact: true })).toBeVisible()

    // The first project's previous one is the last.
    const more = main.getByRole('navigation', { name: 'More projects' })
    await expect(more.getByRole('link', { name: 'Previous Project Wildflower Beekeeping' })).toHaveAttribute(
      'href',
      '/project-details/5',
    )
    await more.getByRole('link', { name: 'Next Project Solar Greenhouse Nursery' }).click()
    await expect(page).toHaveURL(/\/project-details\/2$/)
    await expect(main.getByRole('heading', { level: 2, name: 'Solar Greenhouse Nursery' })).toBeVisible()

    // And the last one's next is the first.
    await gotoAndSettle(page, '/project-details/5')
    await expect(more.getByRole('link', { name: /^Next Project/ })).toHaveAttribute('href', '/project-details/1')
  })
})

test('unknown ids show the banner only, with the 404 status; an unknown service passes axe at 375 px', async ({ page }) => {
  for (const { url, banner } of [
    { url: '/project-details/99', banner: 'Farm Project' },
    { url: '/service-details/0', banner: 'Our Services' },
    { url: '/service-details/abc', banner: 'Our Services' },
  ]) {
    const response = await gotoAndSettle(page, url)
    expect(response?.status(), url).toBe(404)
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1, name: banner })).toBeVisible()
    await expect(main.getByRole('heading')).toHaveCount(1)
    await expect(main.getByRole('img')).toHaveCount(0)
    await expect(main.getByRole('link')).toHaveCount(1) // the breadcrumb's Home
  }
  await page.setViewportSize({ width: 375, height: 812 })
  await gotoAndSettle(page, '/service-details/99')
  await expectNoAxeViolations(page)
})

test.describe('service details and the services widget', () => {
  test('shows the service with what it includes and the contact call-out from site.json', async ({ page }) => {
    await gotoAndSettle(page, '/service-details/3')
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 2, name: 'Dairy Production' })).toBeVisible()
    await expect(main.getByRole('img', { name: 'Milk, cheese and butter with cows grazing behind' })).toBeVisible()
    await expect(main.getByRole('heading', { name: 'What This Service Includes' })).toBeVisible()
    await expect(main.getByRole('listitem').filter({ hasText: 'Twelve-month clothbound farmhouse cheddar' })).toBeVisible()
    await expect(main.getByRole('link', { name: '+1 (555) 010-2030' })).toHaveAttribute('href', 'tel:+15550102030')
    await expect(main.getByRole('link', { name: 'hello@greenvalley.example' })).toHaveAttribute(
      'href',
      'mailto:hello@greenvalley.example',
    )
    const widget = servicesWidget(page)
    await expect(widget.getByRole('link')).toHaveText(widgetEntries)
  })

  test('selects the second entry in a new session; a click selects and survives navigation and reload', async ({ page }) => {
    await gotoAndSettle(page, '/service-details/1')
    await expectSelected(page, 'Organic Products')

    await servicesWidget(page).getByRole('link', { name: 'Dairy Production' }).click()
    await expect(page).toHaveURL(/\/service-details\/3$/)
    await expectSelected(page, 'Dairy Production')
    expect(await page.evaluate((key) => window.sessionStorage.getItem(key), SELECTION_KEY)).toBe('2')

    // Away through the services list, back by another card: the selection stays.
    await page.getByRole('link', { name: 'Services', exact: true }).first().click()
    await expect(page).toHaveURL(/\/services$/)
    await page.getByRole('link', { name: 'Farm Delivery' }).click()
    await expect(page).toHaveURL(/\/service-details\/7$/)
    await expectSelected(page, 'Dairy Production')

    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await expectSelected(page, 'Dairy Production')

    // By keyboard too.
    await servicesWidget(page).getByRole('link', { name: 'Fresh Vegetables' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/service-details\/5$/)
    await expectSelected(page, 'Fresh Vegetables')
  })

  test('a new session starts again from the second entry', async ({ page, browser }) => {
    await gotoAndSettle(page, '/service-details/1')
    await servicesWidget(page).getByRole('link', { name: 'Sweet Exotic Fruits' }).click()
    await expectSelected(page, 'Sweet Exotic Fruits')

    const newSession = await browser.newContext()
    const newPage = await newSession.newPage()
    await gotoAndSettle(newPage, '/service-details/4')
    await expectSelected(newPage, 'Organic Products')
    await newSession.close()
  })

  // Which stored values are refused (banana, 5, -1, 2.5, '', 1e0) is src/ui/services/service-selection.test.ts.
  test('recovers from a stored value it cannot use with the default, and a click replaces it', async ({ page }) => {
    await page.addInitScript(
      ([key, value]) => {
        if (!window.sessionStorage.getItem('seeded')) {
          window.sessionStorage.setItem(key!, value!)
          window.sessionStorage.setItem('seeded', 'yes')
        }
      },
      [SELECTION_KEY, 'banana'],
    )
    await gotoAndSettle(page, '/service-details/2')
    await expectSelected(page, 'Organic Products')
    await servicesWidget(page).getByRole('link', { name: 'Agricultural Products' }).click()
    await expectSelected(page, 'Agricultural Products')
    expect(await page.evaluate((key) => window.sessionStorage.getItem(key), SELECTION_KEY)).toBe('0')
  })

  test('a valid stored selection replaces the default after hydration, below the fold too', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.addInitScript((key) => window.sessionStorage.setItem(key, '4'), SELECTION_KEY)
    await gotoAndSettle(page, '/service-details/6')
    await servicesWidget(page).scrollIntoViewIfNeeded()
    await expectSelected(page, 'Fresh Vegetables')
  })
})
