/**
 * The editor's Content and Settings (/__edit?content, `npm run dev` only), as the farm's marketing person
 * uses them: a product put on sale in the form, saved to data/products.json with only those lines
 * changed; a product a page still shows refused deletion with that page named; a new post with its own
 * text and picture, and a new farmer with a photo and skills, on the site's pages; a new page added to the
 * Home menu by picking it; unsaved changes asked about on reload and offered back; the screens axe-clean.
 */
import { existsSync, readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { compileSite } from '#build/compile-site.ts'
import { formatProblem } from '#page-model/problem.ts'
import { expectNoAxeViolations } from '#tests/e2e/fixtures.ts'
import { expect, visitUntil, watchedTest as test } from './dev-site.ts'
import { fillNewPost } from './post-form.ts'

const PRODUCTS = 'data/products.json'

const form = (page: Page) => page.getByRole('region', { name: 'The product’s fields' })
const records = (page: Page) => page.getByRole('region', { name: 'Products' })

async function openProduct(page: Page, id: number, title: string) {
  await page.goto(`/__edit?collection=products&id=${id}`)
  await expect(form(page).getByRole('heading', { level: 2 })).toHaveText(title)
  await expect(page.getByText('Nothing to save.')).toBeVisible()
}

test('Wild Blueberries put on sale at $7.00 from $8.50 in the form: a reload first asks, then offers the changes back; the file changes by exactly those lines', async ({
  page,
  devFiles,
}) => {
  devFiles.remember(PRODUCTS)
  const before = devFiles.read(PRODUCTS)
  await page.goto('/__edit')
  await page.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Content' }).click()
  await page.getByRole('link', { name: /^Products/ }).click()
  await records(page).getByRole('searchbox').fill('wild blue')
  await records(page)
    .getByRole('button', { name: /^Wild Blueberries/ })
    .click()
  await expect(page).toHaveURL(/\/__edit\?collection=products&id=1$/)

  await form(page).getByRole('checkbox', { name: 'On sale' }).check()
  const earlier = form(page).getByRole('textbox', { name: 'Earlier price' })
  await expect(earlier).toHaveValue('6.50')
  await expect(
    form(page)
      .getByText(/The earlier price must be above the price|must be above the price/)
      .first(),
  ).toBeVisible()
  await earlier.fill('8.50')
  const price = form(page).getByRole('textbox', { name: 'Price', exact: true })
  await price.fill('7.00')
  await expect(form(page).getByRole('status', { name: 'Sale badge' })).toHaveText('−18%')
  await expect(page.getByText('Ready to save (Ctrl+S).')).toBeVisible()

  // A reload with the changes unsaved asks first; the record opens as saved, with the changes offered back.
  const asked: string[] = []
  page.once('dialog', (dialog) => {
    asked.push(dialog.type())
    void dialog.accept()
  })
  await page.reload()
  expect(asked).toEqual(['beforeunload'])
  const offer = page.getByRole('region', { name: 'Unsaved changes from before' })
  await expect(offer).toContainText(/You have unsaved changes from \d\d:\d\d to the products\./)
  await expect(price).toHaveValue('6.50')
  await expect(form(page).getByRole('checkbox', { name: 'On sale' })).not.toBeChecked()
  await offer.getByRole('button', { name: 'Restore' }).click()
  await expect(price).toHaveValue('7.00')
  await expect(earlier).toHaveValue('8.50')
  await expect(offer).toBeHidden()
  await expect(form(page).getByRole('status', { name: 'Sale badge' })).toHaveText('−18%')
  await expect(page.getByText('Ready to save (Ctrl+S).')).toBeVisible()
  await page.keyboard.press('Control+s')
  await expect(page.getByRole('status').filter({ hasText: /^Saved the products at/ })).toBeVisible()

  const after = devFiles.read(PRODUCTS)
  const expected = before.replace('      "price": "$6.50",\n', '      "price": "$7.00",\n      "oldPrice": "$8.50",\n')
  expect(expected).not.toBe(before)
  expect(after).toBe(expected)

  // The address keeps the record: a reload opens it again, as saved.
  await page.reload()
  await expect(form(page).getByRole('textbox', { name: 'Earlier price' })).toHaveValue('8.50')
  await expect(page.getByTitle(/^Preview of \/shop-single\/1 /)).toBeVisible()
})

test('a product a page shows cannot be deleted: the page is named, with a button that opens it', async ({ page, devFiles }) => {
  devFiles.remember(PRODUCTS)
  const before = devFiles.read(PRODUCTS)
  await openProduct(page, 9, 'Tart Green Apples')
  await records(page).getByRole('button', { name: 'Delete Tart Green Apples' }).click()
  const dialog = page.getByRole('dialog', { name: '“Tart Green Apples” is still in use' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('listitem').filter({ hasText: '“In Season Now” (/home-3)' }).first()).toBeVisible()
  await expectNoAxeViolations(page)
  await dialog
    .getByRole('link', { name: /^Open / })
    .first()
    .click()
  await expect(page).toHaveURL(/\/__edit\?page=home-3$/)
  expect(devFiles.read(PRODUCTS)).toBe(before)
})

test('a new photo for a product: chosen from the computer with its alt text, stored in the site’s sizes and taken by the field at once', async ({
  page,
  devFiles,
}) => {
  for (const file of [
    'public/art/products/spring-cabbage.webp',
    'public/art/products/spring-cabbage@2x.webp',
    'data/picture-alts.json',
  ])
    devFiles.remember(file)
  await openProduct(page, 2, 'Savoy Cabbage')
  await form(page).getByRole('button', { name: 'Add a new picture for Photo' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add a picture' })
  await dialog.getByLabel('Picture file').setInputFiles({
    name: 'Spring Cabbage.jpg',
    mimeType: 'image/jpeg',
    buffer: readFileSync('public/art/social/hero-dawn.jpg'),
  })
  await expect(dialog.getByRole('combobox', { name: 'Folder in public/art' })).toHaveValue('products')
  await expect(dialog.getByRole('button', { name: 'Add and use this picture' })).toBeDisabled()
  await dialog.getByRole('textbox', { name: 'What the picture shows (alt text)' }).fill('A savoy cabbage in the spring frost')
  await dialog.getByRole('button', { name: 'Add and use this picture' }).click()

  await expect(dialog).toBeHidden()
  await expect(form(page).getByRole('textbox', { name: 'Photo' })).toHaveValue('/art/products/spring-cabbage.webp')
  expect(existsSync(devFiles.path('public/art/products/spring-cabbage@2x.webp'))).toBe(true)
  const thumb = form(page).locator('.ed-picture__thumb img').first()
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await expect(page.getByText('Unsaved changes')).toBeVisible()
})

test('the content screens are axe-clean, and the preview draws what the form holds before it is saved: a price, a phone number in Settings', async ({
  page,
  devFiles,
}) => {
  const before = devFiles.read(PRODUCTS)
  await page.goto('/__edit?content')
  await expect(page.getByRole('heading', { name: 'Which content do you want to edit?' })).toBeVisible()
  await expectNoAxeViolations(page)

  await openProduct(page, 3, 'Garden Strawberries')
  const badge = form(page).getByRole('status', { name: 'Sale badge' })
  await expect(badge).toHaveText('−20%')
  await expectNoAxeViolations(page, { exclude: ['iframe'] })
  const productPage = page.frameLocator('iframe[title^="Preview of /shop-single/3 "]')
  await expect(productPage.getByRole('heading', { name: 'Garden Strawberries' }).first()).toBeVisible()
  await expect(productPage.getByText('$5.85')).toHaveCount(0)
  await form(page).getByRole('textbox', { name: 'Price', exact: true }).fill('5.85')
  await expect(badge).toHaveText('−10%')
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible()
  await expect(productPage.getByText('$5.85').first()).toBeVisible()
  expect(devFiles.read(PRODUCTS)).toBe(before)

  // Leaving with the unsaved price asks first.
  page.once('dialog', (dialog) => void dialog.accept())
  await page.goto('/__edit?settings')
  await expect(page.getByRole('heading', { name: 'Site settings' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Menu' })).toBeVisible()
  await expectNoAxeViolations(page, { exclude: ['iframe'] })
  const homePage = page.frameLocator('iframe[title^="Preview of / "]')
  await expect(homePage.getByText('+1 (555) 010-2030').first()).toBeVisible()
  const settings = page.getByRole('region', { name: 'Site settings' })
  await settings.getByRole('textbox', { name: 'Phone' }).fill('+1 (555) 010-7788')
  await expect(homePage.getByText('+1 (555) 010-7788').first()).toBeVisible()
  // The site itself still shows the saved settings.
  expect(devFiles.read('data/site.json')).toContain('+1 (555) 010-2030')
})

/** A PNG drawn in the page (a green-to-straw gradient), as a photo chosen from the computer would be. */
async function drawnPng(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas')
      canvas.width = w!
      canvas.height = h!
      const context = canvas.getContext('2d')!
      const gradient = context.createLinearGradient(0, 0, w!, h!)
      gradient.addColorStop(0, '#3b7a3b')
      gradient.addColorStop(1, '#e8d27a')
      context.fillStyle = gradient
      context.fillRect(0, 0, w!, h!)
      return canvas.toDataURL('image/png')
    },
    [width, height],
  )
  return Buffer.from(dataUrl.split(',')[1]!, 'base64')
}

/** Adds a new picture to a picture field through its "Add a new picture" dialog; gives back the stored path. */
async function addPicture(page: Page, fields: Locator, field: string, name: string, alt: string): Promise<string> {
  const png = await drawnPng(page, 1400, 1000)
  await fields.getByRole('button', { name: `Add a new picture for ${field}`, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Add a picture' })
  await dialog.getByLabel('Picture file').setInputFiles({ name, mimeType: 'image/png', buffer: png })
  await dialog.getByRole('textbox', { name: 'What the picture shows (alt text)' }).fill(alt)
  await dialog.getByRole('button', { name: 'Add and use this picture' }).click()
  await expect(dialog).toBeHidden()
  return fields.getByRole('textbox', { name: field, exact: true }).inputValue()
}

/** The save's status, naming what was saved in words: "Saved the blog posts at 09:05". */
const savedStatus = (page: Page, what: string) => page.getByRole('status').filter({ hasText: new RegExp(`^Saved ${what} at`) })

test('a new post with its own Markdown text and a new picture: saved from the form, its page shows both, and the files compile as the build compiles them', async ({
  page,
  devFiles,
}) => {
  for (const file of [
    'data/blog-posts.json',
    'data/blog-posts/16.md',
    'data/picture-alts.json',
    ...['', '@720w', '@360w'].map((size) => `public/art/blog/lambs-in-the-meadow${size}.webp`),
  ])
    devFiles.remember(file)
  await page.goto('/__edit?collection=blog-posts')
  const fields = page.getByRole('region', { name: 'The post’s fields' })
  await page.getByRole('button', { name: 'New post' }).click()
  // A new post starts empty: every field a post needs is filled in here, none copied from another post.
  await fillNewPost(fields, {
    title: 'Lambs in the meadow',
    date: '2026-11-20',
    author: 'Emma Hartley',
    description: 'Twelve lambs were born in the meadow.',
    category: 'Animals',
    tag: 'Lambs',
  })
  const picture = await addPicture(page, fields, 'Picture', 'Lambs in the meadow.png', 'Twelve lambs in the spring meadow')
  expect(picture).toBe('/art/blog/lambs-in-the-meadow.webp')
  await fields.getByRole('textbox', { name: 'Big picture', exact: true }).fill(picture)
  await expect(fields.getByText('Save the new post first, then write its text here.')).toBeVisible()
  await expect(page.getByText('Ready to save (Ctrl+S).')).toBeVisible()
  await page.keyboard.press('Control+s')
  await expect(savedStatus(page, 'the blog posts')).toBeVisible()
  await expect(page).toHaveURL(/\/__edit\?collection=blog-posts&id=16$/)

  await fields
    .getByRole('textbox', { name: /^Text in Markdown/ })
    .fill(`## Born in spring\n\nTwelve lambs arrived this week.\n\n![Twelve lambs in the spring meadow](${picture})\n`)
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible()
  await expect(page.getByText('Ready to save (Ctrl+S).')).toBeVisible()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(fields.getByText('Text saved just now')).toBeVisible()
  expect(devFiles.read('data/blog-posts/16.md')).toContain('Twelve lambs arrived this week.')
  expect(JSON.parse(devFiles.read('data/blog-posts.json'))['blog-posts'].at(-1)).toMatchObject({
    id: 16,
    title: 'Lambs in the meadow',
    date: '2026-11-20',
    thumb: picture,
  })

  await page.goto('/blog-single/16')
  await expect(page.getByRole('heading', { name: 'Born in spring' })).toBeVisible()
  await expect(page.getByText('Twelve lambs arrived this week.')).toBeVisible()
  const inText = page.getByRole('img', { name: 'Twelve lambs in the spring meadow' }).last()
  await expect(inText).toBeVisible()
  await expect.poll(() => inText.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

  // The saved files compile as the build compiles them: no problem in any file (the new picture's sizes included),
  // and the post's page carries its text. The prerender of a post's Markdown is the same for the fifteen posts
  // every run's build writes (a build of the copy here took 60–90 s).
  const site = compileSite(devFiles.path('.'))
  expect(site.problems.map(formatProblem)).toEqual([])
  const postPage = site.pages.find((compiled) => compiled.path === '/blog-single/:id')
  expect(JSON.stringify(postPage?.entity?.records['16'])).toContain('Twelve lambs arrived this week.')
})

test('a new farmer, from an empty form, with a photo and three skills: /farmers shows them, and their page the skills', async ({
  page,
  devFiles,
}) => {
  for (const file of ['data/farmers.json', 'data/picture-alts.json', 'public/art/people/rosa-okafor.webp'])
    devFiles.remember(file)
  await page.goto('/__edit?collection=farmers')
  const fields = page.getByRole('region', { name: 'The farmer’s fields' })
  await page.getByRole('button', { name: 'New farmer' }).click()
  // A new farmer starts empty, not as a copy of Daniel Whitmore: his words only as examples, no skills until added,
  // and each field a farmer needs says so beside its label until it is filled in (collection-editor.test.tsx
  // has the rest of a new record's form).
  const name = fields.getByRole('textbox', { name: 'Name', exact: true })
  await expect(name).toHaveValue('')
  await expect(name).toHaveAttribute('placeholder', 'e.g. Daniel Whitmore')
  const nameField = fields.locator('.ed-field').filter({ has: page.getByRole('textbox', { name: 'Name', exact: true }) })
  await expect(nameField.getByText('Required', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page, { exclude: ['iframe'] })
  await name.fill('Rosa Okafor')
  await expect(nameField.getByText('Required', { exact: true })).toBeHidden()
  await fields.getByRole('textbox', { name: 'Phone', exact: true }).fill('+1 (555) 010-2077')
  await fields.getByRole('textbox', { name: 'Title', exact: true }).fill('Beekeeper')
  const photo = await addPicture(page, fields, 'Portrait', 'Rosa Okafor.png', 'Rosa Okafor among the beehives')
  expect(photo).toBe('/art/people/rosa-okafor.webp')
  const skills = fields.getByRole('group', { name: 'Skills' })
  await expect(skills.getByRole('listitem')).toHaveCount(0)
  for (const [index, skill] of ['Beekeeping', 'Cider apples', 'Hedge laying'].entries()) {
    await skills.getByRole('button', { name: 'Add skill' }).click()
    await skills.getByRole('listitem').nth(index).getByRole('textbox', { name: 'Title', exact: true }).fill(skill)
  }
  await expect(page.getByText('Ready to save (Ctrl+S).')).toBeVisible()
  await page.keyboard.press('Control+s')
  await expect(savedStatus(page, 'the farmers')).toBeVisible()
  await expect(page).toHaveURL(/\/__edit\?collection=farmers&id=7$/)

  // The photo was written a moment ago, and Vite serves a new file of public/ once its watcher has seen it: a
  // visit before that gets no picture (and the page does not ask again), so visit until the portrait shows.
  const card = page.getByRole('listitem').filter({ hasText: 'Rosa Okafor' })
  const portrait = card.locator('img[src*="/art/people/rosa-okafor"]')
  await visitUntil(page, '/farmers', async () => {
    await expect(card).toBeVisible({ timeout: 5_000 })
    await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 5_000 }).toBeGreaterThan(0)
  })
  await page.goto('/farmers/7')
  await expect(page.getByRole('heading', { name: 'Rosa Okafor' })).toBeVisible()
  for (const skill of ['Beekeeping', 'Cider apples', 'Hedge laying']) await expect(page.getByText(skill).first()).toBeVisible()
})

test('a new /summer page goes in the Home menu by picking it from the suggestions, and the site’s menu shows it', async ({
  page,
  devFiles,
}) => {
  const summer = JSON.parse(devFiles.read('pages-schema/home-2.json')) as Record<string, unknown>
  devFiles.write(
    'pages-schema/summer.json',
    `${JSON.stringify(
      {
        ...summer,
        path: '/summer',
        title: 'Summer at Green Valley',
        // Each page has its own description (the build refuses a copy's).
        description: 'Summer on the farm: strawberries in the fields, hay in the barn and long evenings at the shop.',
      },
      null,
      2,
    )}\n`,
  )
  devFiles.remember('data/site.json')
  await page.goto('/__edit?settings')
  const menu = page.getByRole('group', { name: 'Menu' })
  await menu.getByRole('button', { name: /^Menu entry 1 Home/ }).click()
  const entries = menu.getByRole('group', { name: 'Links' }).first()
  await entries.getByRole('button', { name: 'Add link' }).click()
  const added = entries.getByRole('listitem').last()
  await added.getByRole('textbox', { name: 'Label' }).fill('Summer')
  await added.getByRole('combobox', { name: 'Link' }).fill('/sum')
  const first = added.getByRole('listbox', { name: 'Pages of the site' }).getByRole('option').first()
  await expect(first).toHaveText(/^\/summer/)
  await first.click()
  await expect(added.getByRole('combobox', { name: 'Link' })).toHaveValue('/summer')
  await expect(page.getByText('Ready to save (Ctrl+S).')).toBeVisible()
  await page.keyboard.press('Control+s')
  await expect(savedStatus(page, 'the site settings')).toBeVisible()
  const site = JSON.parse(devFiles.read('data/site.json')) as { menu: { label: string; children: unknown[] }[] }
  expect(site.menu[0]!.children).toContainEqual({ label: 'Summer', href: '/summer' })

  // The dev server compiles the saved settings a moment after the save: visit until the menu has them.
  await visitUntil(page, '/', async () => {
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Summer', exact: true, includeHidden: true }).first(),
    ).toHaveAttribute('href', '/summer', { timeout: 5_000 })
  })
})
