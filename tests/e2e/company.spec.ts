// Company pages: about, farmers and farmer details, team, contact, register and login (issue 11).
import type { Page } from '@playwright/test'
import farmersFile from '#data-files/farmers.json' with { type: 'json' }
import { expect, gotoAndSettle, stopTheClock, test } from './fixtures.ts'

const SITE = 'https://greenvalley.example'

const pages = [
  { url: '/about-us', title: 'About Us | Green Valley Organic Farm', h1: 'About Us' },
  { url: '/farmers', title: 'Our Farmers | Green Valley Organic Farm', h1: 'Our Farmers' },
  { url: '/farmer-details/1', title: 'Daniel Whitmore | Farmers | Green Valley Organic Farm', h1: 'Meet the Farmer' },
  { url: '/farmers/1', title: 'Daniel Whitmore | Farmers | Green Valley Organic Farm', h1: 'Meet the Farmer' },
  { url: '/team', title: 'Our Team | Green Valley Organic Farm', h1: 'Our Team' },
  { url: '/team-details/1', title: 'Claire Whitfield | Our Team | Green Valley Organic Farm', h1: 'Meet the Team' },
  { url: '/contact', title: 'Contact Us | Green Valley Organic Farm', h1: 'Contact Us' },
  { url: '/register', title: 'Create an Account | Green Valley Organic Farm', h1: 'Create an Account' },
  { url: '/login', title: 'Log In | Green Valley Organic Farm', h1: 'Log In' },
]

const farmers = ['Daniel Whitmore', 'Maria Alvarez', 'Samuel Okafor', 'Emma Hartley', 'Luis Moreno', 'Hannah Brooks'] as const

test('prerendered HTML, before any script runs: each company page has its title, description and banner; every farmer their own title and name; /farmers/{id} names /farmer-details/{id} as canonical, and only that one is in the sitemap', async ({
  request,
}) => {
  for (const { url, title, h1 } of pages) {
    const response = await request.get(url)
    expect(response.status(), url).toBe(200)
    const html = await response.text()
    expect(html).toContain(`<title>${title}</title>`)
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/)
    expect(html).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`))
    expect(html).toMatch(/<nav aria-label="Breadcrumb"[^>]*>.*?<a [^>]*href="\/"[^>]*>Home<\/a>/s)
  }
  for (const [index, name] of farmers.entries()) {
    const html = await (await request.get(`/farmer-details/${index + 1}`)).text()
    expect(html).toContain(`<title>${name} | Farmers | Green Valley Organic Farm</title>`)
    expect(html).toContain(`>${name}</h2>`)
  }
  for (const id of [1, 4]) {
    const alias = await (await request.get(`/farmers/${id}`)).text()
    expect(alias).toContain(`<link rel="canonical" href="${SITE}/farmer-details/${id}"/>`)
    const canonical = await (await request.get(`/farmer-details/${id}`)).text()
    expect(canonical).toContain(`<link rel="canonical" href="${SITE}/farmer-details/${id}"/>`)
  }
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`<loc>${SITE}/farmer-details/6</loc>`)
  expect(sitemap).toContain(`<loc>${SITE}/team-details/8</loc>`)
  expect(sitemap).not.toContain('/farmers/1<')
})

/** A farmer's skill bars as data/farmers.json gives them: each farmer has their own. */
const skillsOf = (id: number) => farmersFile.farmers.find((farmer) => farmer.id === id)!.skillProgress

const skillValues = (page: Page) =>
  page
    .locator('#profile')
    .getByRole('progressbar')
    .evaluateAll((bars) => bars.map((bar) => bar.getAttribute('aria-valuenow')))

test.describe('farmer details', () => {
  // The skill bars fill as they come into view (the config's default is reduced motion, decision 269).
  test.use({ reducedMotion: 'no-preference' })

  test('/farmers lists all six farmers, each with portrait, role and social links, linking to their page; a page shows name, role, portrait, a tel: link and both member data groups', async ({
    page,
  }) => {
    await gotoAndSettle(page, '/farmers')
    const main = page.locator('main')
    for (const [index, name] of farmers.entries()) {
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/farmer-details/${index + 1}`)
      await expect(main.getByRole('list', { name: `${name} on social media` }).getByRole('link')).toHaveCount(3)
    }
    await expect(main.getByText('Farmer of tomatoes')).toBeVisible()
    await expect(main.locator('img[src="/art/people/farmer-1.webp"]')).toHaveAttribute('width', '600')

    await main.getByRole('link', { name: 'Samuel Okafor' }).click()
    await expect(page).toHaveURL(/\/farmer-details\/3$/)
    await expect(page).toHaveTitle('Samuel Okafor | Farmers | Green Valley Organic Farm')
    await expect(main.getByRole('heading', { level: 2, name: 'Samuel Okafor' })).toBeVisible()

    await gotoAndSettle(page, '/farmer-details/2')
    await expect(main.getByRole('heading', { level: 2, name: 'Maria Alvarez' })).toBeVisible()
    await expect(main.getByText('Farmer of leafy greens')).toBeVisible()
    await expect(main.getByRole('img', { name: 'Portrait of Maria Alvarez' })).toBeVisible()
    await expect(main.getByRole('link', { name: /\+1 \(555\) 010-2042/ })).toHaveAttribute('href', 'tel:+15550102042')
    for (const group of ['Main Skills', 'Personal Skills']) {
      const section = main.getByRole('region', { name: group })
      await expect(section.getByRole('heading', { name: group })).toBeVisible()
      await expect(section.getByRole('term')).toHaveCount(3)
      await expect(section.getByRole('definition')).toHaveCount(3)
    }
    await expect(main.getByRole('region', { name: 'Main Skills' }).getByText('Cabbages, kale and salad leaves')).toBeVisible()
  })

  test("skill bars wait at 0 until fully visible, then fill to the farmer's own values", async ({ page }) => {
    const skills = skillsOf(1)
    await page.setViewportSize({ width: 375, height: 812 })
    await stopTheClock(page)
    await gotoAndSettle(page, '/farmer-details/1')
    const first = page.getByRole('progressbar', { name: skills[0]!.title })
    // The block starts just below the fold, within a screen, so it takes over its HTML at once; its bars, a
    // screen and a half down, then start at 0. (Scrolling its heading into view centres it, which brought the
    // first bar wholly into view whenever the heading sat a few pixels below the fold.)
    await expect(page.locator('#profile').getByRole('heading', { name: 'Daniel Whitmore' })).toBeAttached()
    await expect(first).toHaveAttribute('aria-valuenow', '0')

    await page.getByRole('progressbar', { name: skills.at(-1)!.title }).scrollIntoViewIfNeeded()
    await page.getByRole('heading', { name: 'Skills', exact: true }).scrollIntoViewIfNeeded()
    await page.clock.runFor(2_000)
    await expect.poll(() => skillValues(page)).toEqual(skills.map((skill) => String(skill.end)))
    await expect(page.locator('#profile').getByText(`${skills[0]!.end}%`)).toBeVisible()
    await expect(first).toHaveAttribute('aria-valuetext', `${skills[0]!.end}%`)
  })

  test('with reduced motion the bars show their values at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await stopTheClock(page)
    await gotoAndSettle(page, '/farmers/5')
    await expect.poll(() => skillValues(page)).toEqual(skillsOf(5).map((skill) => String(skill.end)))
    await expect(page.locator('main').getByRole('heading', { level: 2, name: 'Luis Moreno' })).toBeVisible()
  })
})

test('unknown ids show the banner only, with the 404 status and title', async ({ page }) => {
  for (const [url, h1] of [
    ['/farmer-details/99', 'Meet the Farmer'],
    ['/farmers/abc', 'Meet the Farmer'],
    ['/team-details/99', 'Meet the Team'],
  ] as const) {
    const response = await gotoAndSettle(page, url)
    expect(response?.status(), url).toBe(404)
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1, name: h1 })).toBeVisible()
    await expect(main.locator('.block')).toHaveCount(1)
    await expect(main.getByRole('progressbar')).toHaveCount(0)
    await expect(page).toHaveTitle('Page Not Found | Green Valley Organic Farm')
  }
})

/** Everything the page logged, to check no password reached the console. */
function consoleLog(page: Page): string[] {
  const lines: string[] = []
  page.on('console', (message) => lines.push(message.text()))
  return lines
}

async function expectNoTraceOf(page: Page, secret: string, logged: string[]) {
  expect(page.url()).not.toContain(secret)
  expect(new URL(page.url()).search).toBe('')
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))
  expect(stored).not.toContain(secret)
  expect(logged.filter((line) => line.includes(secret))).toEqual([])
}

test.describe('contact', () => {
  test('shows the farm details, the illustrated map and a form that refuses empty, then thanks and clears', async ({ page }) => {
    await gotoAndSettle(page, '/contact')
    const main = page.locator('main')
    await expect(main.getByRole('link', { name: '+1 (555) 010-2030' })).toHaveAttribute('href', 'tel:+15550102030')
    await expect(main.getByRole('link', { name: 'hello@greenvalley.example' })).toHaveAttribute(
      'href',
      'mailto:hello@greenvalley.example',
    )
    await expect(main.getByText('24 Meadow Lane, Green Valley, CA 95000').first()).toBeVisible()
    await expect(main.getByText('Sunday to Friday, 08:00 am to 05:00 pm')).toBeVisible()
    await expect(main.getByRole('img', { name: /Illustrated map of Green Valley farm/ })).toHaveAttribute(
      'src',
      '/art/places/farm-map.webp',
    )
    await expect(main.getByText('Pick-your-own berries')).toBeAttached()

    const form = main.getByRole('form', { name: 'We Would Love to Hear From You' })
    const toast = page.getByText('Thanks For Your Message')
    await expect(form.getByLabel('Your Name')).toHaveAttribute('autocomplete', 'name')
    await expect(form.getByLabel('Email Address')).toHaveAttribute('type', 'email')
    await expect(form.getByLabel('Phone Number')).toHaveAttribute('type', 'tel')
    await expect(form.getByLabel('Phone Number')).toHaveAttribute('autocomplete', 'tel')
    await expect(form.getByLabel('Comments')).toHaveAttribute('placeholder', 'Tell Us About Project')

    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByLabel('Your Name')).toBeFocused()
    await expect(toast).toHaveCount(0)

    await form.getByLabel('Your Name').fill('Ruth Calloway')
    await form.getByLabel('Email Address').fill('not-an-address')
    await form.getByLabel('Phone Number').fill('+1 (555) 010-2030')
    await form.getByLabel('Comments').fill('Do you take school groups in May?')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByLabel('Email Address')).toBeFocused()
    await expect(toast).toHaveCount(0)

    await form.getByLabel('Email Address').fill('ruth@example.com')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(toast).toBeVisible()
    for (const label of ['Your Name', 'Email Address', 'Phone Number', 'Comments']) {
      await expect(form.getByLabel(label)).toHaveValue('')
    }
  })
})

test('register refuses empty and mismatched passwords at the field, then thanks and clears; its link leads to login, which refuses an empty form, then says Login Successful and clears; no password is kept anywhere', async ({
  page,
}) => {
  const password = 'Meadow-Lane-1906!'
  const loginPassword = 'Orchard-Bees-40'
  const logged = consoleLog(page)
  await gotoAndSettle(page, '/register')
  const form = page.locator('main').getByRole('form', { name: 'Create Your Account' })
  const submit = form.getByRole('button', { name: 'Register' })
  const confirm = form.getByLabel('Confirm Password')
  const toast = page.getByText('Thanks For Registration')
  await expect(form.getByLabel('Email Address')).toHaveAttribute('autocomplete', 'email')
  await expect(form.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password')
  await expect(form.getByLabel('Password', { exact: true })).toHaveAttribute('autocomplete', 'new-password')
  await expect(confirm).toHaveAttribute('type', 'password')
  await expect(confirm).toHaveAttribute('autocomplete', 'new-password')

  await submit.click()
  await expect(form.getByLabel('Email Address')).toBeFocused()
  await expect(toast).toHaveCount(0)

  await form.getByLabel('Email Address').fill('ada@example.com')
  await form.getByLabel('Password', { exact: true }).fill(password)
  await confirm.fill('Meadow-Lane-1907!')
  await submit.click()
  const mismatch = 'The passwords do not match. Type the same password in both fields.'
  await expect(confirm).toBeFocused()
  expect(await confirm.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(mismatch)
  await expect(form.getByText(mismatch)).toBeVisible()
  await expect(confirm).toHaveAccessibleDescription(mismatch)
  await expect(toast).toHaveCount(0)

  await confirm.fill(password)
  await expect(form.getByText(mismatch)).toHaveCount(0)
  await submit.click()
  await expect(toast).toBeVisible()
  for (const label of ['Email Address', 'Confirm Password']) await expect(form.getByLabel(label)).toHaveValue('')
  await expect(form.getByLabel('Password', { exact: true })).toHaveValue('')
  await expectNoTraceOf(page, password, logged)

  await form.locator('..').getByRole('link', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/login$/)

  const loginForm = page.locator('main').getByRole('form', { name: 'Log In to Your Account' })
  const logIn = loginForm.getByRole('button', { name: 'Log In' })
  const loggedIn = page.getByText('Login Successful')
  await expect(loginForm.getByLabel('Password')).toHaveAttribute('autocomplete', 'current-password')

  await logIn.click()
  await expect(loginForm.getByLabel('Email Address')).toBeFocused()
  await loginForm.getByLabel('Email Address').fill('ada@example.com')
  await logIn.click()
  await expect(loginForm.getByLabel('Password')).toBeFocused()
  await expect(loggedIn).toHaveCount(0)

  await loginForm.getByLabel('Password').fill(loginPassword)
  await page.keyboard.press('Enter')
  await expect(loggedIn).toBeVisible()
  await expect(loginForm.getByLabel('Email Address')).toHaveValue('')
  await expect(loginForm.getByLabel('Password')).toHaveValue('')
  await expectNoTraceOf(page, loginPassword, logged)

  await page.locator('main').getByRole('link', { name: 'Create an account' }).click()
  await expect(page).toHaveURL(/\/register$/)
})

test('/about-us tells the story: counter, timeline, promises, farmers and testimonials; its footer leads to the team, staff and volunteers, each linking to their page', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await gotoAndSettle(page, '/about-us')
  const main = page.locator('main')
  await expect(main.getByRole('heading', { level: 2, name: 'A Family Farm That Has Never Taken a Shortcut' })).toBeVisible()
  await expect(main.getByText('Customers a Year')).toBeVisible()
  for (const year of ['1906', '1920', '1925', '1930']) await expect(main.getByText(year, { exact: true })).toBeAttached()
  await expect(main.getByRole('progressbar', { name: 'Organic Solutions' })).toHaveAttribute('aria-valuenow', '83')
  await expect(main.locator('a[href="/farmer-details/6"]').first()).toBeAttached()
  await expect(main.getByRole('heading', { name: 'Families Who Fill Their Table From Our Fields' })).toBeAttached()

  const explore = page.getByRole('contentinfo')
  await expect(explore.getByRole('link', { name: 'Meet Our Team' })).toHaveAttribute('href', '/team')
  await explore.getByRole('link', { name: 'Volunteers' }).click()
  await expect(page).toHaveURL(/\/team#volunteers$/)
  const volunteers = page.locator('#volunteers')
  await expect(volunteers.getByRole('heading', { name: 'Friends Who Lend a Hand' })).toBeInViewport()

  const staff = page.locator('#staff')
  await expect(staff.getByRole('heading', { level: 3 })).toHaveCount(5)
  await expect(volunteers.getByRole('heading', { level: 3 })).toHaveCount(3)
  await expect(staff.getByRole('link', { name: 'Tomas Rivera' })).toHaveAttribute('href', '/team-details/2')

  await volunteers.getByRole('link', { name: 'Priya Sharma' }).click()
  await expect(page).toHaveURL(/\/team-details\/7$/)
  await expect(main.getByRole('heading', { level: 2, name: 'Priya Sharma' })).toBeVisible()
  await expect(main.getByRole('link', { name: /010-2057/ })).toHaveAttribute('href', 'tel:+15550102057')
  await expect(main.getByRole('heading', { name: 'Personal Skills' })).toBeVisible()
  await expect(main.getByRole('link', { name: 'The whole team' })).toHaveAttribute('href', '/team')
})
