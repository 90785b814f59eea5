/**
 * The editor's Content and Settings (/__edit?content, `npm run dev` only), as the farm's marketing person
 * uses them: a product put on sale in the form, saved to data/products.json with only those lines
 * changed; a product a page still shows refused deletion with that page named; the screens axe-clean.
 */
import { existsSync, readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from '#tests/e2e/fixtures.ts'
import { expect, test as base } from './dev-site.ts'

const PRODUCTS = 'data/products.json'

/** Every test fails on a console error or an uncaught error in the editor or its preview. */
const test = base.extend<{ page: Page }>({
  page: async ({ page }, provide) => {
    const errors: string[] = []
    page.on('console', (message) => {
      // The endpoint's refusals are answers the editor shows (the tests check them), not errors.
      const refusal = message.text().startsWith('Failed to load resource') && message.location().url.includes('/__edit/api/')
      if (message.type() === 'error' && !refusal) errors.push(`console.error: ${message.text()}`)
    })
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
    await provide(page)
    expect(errors, 'errors in the editor').toEqual([])
  },
})

const form = (page: Page) => page.getByRole('region', { name: 'The product’s fields' })
const records = (page: Page) => page.getByRole('region', { name: 'Products' })

async function openProduct(page: Page, id: number, title: string) {
  await page.goto(`/__edit?collection=products&id=${id}`)
  await expect(form(page).getByRole('heading', { level: 2 })).toHaveText(title)
  await expect(page.getByText('Nothing to save.')).toBeVisible()
}

test('Wild Blueberries put on sale at $7.00 from $8.50 in the form: the file changes by exactly those lines', async ({
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
  await form(page).getByRole('textbox', { name: 'Price', exact: true }).fill('7.00')
  await expect(form(page).getByRole('status', { name: 'Sale badge' })).toHaveText('−18%')
  await expect(page.getByText('Ready to save (Ctrl+S).')).toBeVisible()
  await page.keyboard.press('Control+s')
  await expect(page.getByRole('status').filter({ hasText: /^Saved data\/products\.json at/ })).toBeVisible()

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
  await expect(dialog.getByRole('listitem').filter({ hasText: 'pages-schema/home-3.json' })).toBeVisible()
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
  await form(page).getByRole('button', { name: 'Add a new picture for Thumb' }).click()
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
  await expect(form(page).getByRole('textbox', { name: 'Thumb' })).toHaveValue('/art/products/spring-cabbage.webp')
  expect(existsSync(devFiles.path('public/art/products/spring-cabbage@2x.webp'))).toBe(true)
  const thumb = form(page).locator('.ed-picture__thumb img').first()
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await expect(page.getByText('Unsaved changes')).toBeVisible()
})

test('the content screens are axe-clean: the collections, a product with its sale, the settings', async ({ page }) => {
  await page.goto('/__edit?content')
  await expect(page.getByRole('heading', { name: 'Which content do you want to edit?' })).toBeVisible()
  await expectNoAxeViolations(page)

  await openProduct(page, 3, 'Garden Strawberries')
  await expect(form(page).getByRole('status', { name: 'Sale badge' })).toHaveText('−20%')
  await expectNoAxeViolations(page, { exclude: ['iframe'] })

  await page.goto('/__edit?settings')
  await expect(page.getByRole('heading', { name: 'Site settings' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Menu' })).toBeVisible()
  await expectNoAxeViolations(page, { exclude: ['iframe'] })
})
