// `npm run dev` while an editor makes mistakes: the problem panel lists each one (file:line:col and the
// fix) above the last version of the page and data that had none, never the 404 page and never data
// that failed its checks; saving the fix makes the panel go away.
import type { Page } from '@playwright/test'
import { expect, visitUntil, watchedTest as test } from './dev-site.ts'

const panel = (page: Page) =>
  page.getByRole('alert').filter({ has: page.getByRole('heading', { name: /The page and data files have/ }) })

test('a broken page file shows the problem above the last good version of the page; the fix makes the panel go away', async ({
  page,
  devFiles,
}) => {
  const file = 'pages-schema/about-us.json'
  const storyTitle = page.getByRole('heading', { name: 'A Family Farm That Has Never Taken a Shortcut' })
  await visitUntil(page, '/about-us', async () => {
    await expect(storyTitle).toBeVisible({ timeout: 5_000 })
    await expect(panel(page)).toHaveCount(0)
  })

  // The comma after "schemaVersion": 1 goes missing: the problem is named at the end of that line.
  const good = devFiles.read(file)
  devFiles.write(file, good.replace('"schemaVersion": 1,', '"schemaVersion": 1'))
  await visitUntil(page, '/about-us', async () => {
    await expect(panel(page)).toContainText(
      'pages-schema/about-us.json:3:21  JSON syntax error: a comma is missing — add a comma after 1',
      {
        timeout: 5_000,
      },
    )
  })
  await expect(panel(page)).toContainText('the site shows the last version without problems of pages-schema/about-us.json')
  await expect(storyTitle).toBeVisible()
  await expect(page.getByText('Sorry Page Was Not Found!')).toHaveCount(0)

  // Fixed, with a new title: the panel goes away and the new version shows. (A load that straddles the
  // server's recompile can take the problems from before the fix and the page, loaded later, from after it.)
  devFiles.write(file, good.replace('A Family Farm That Has Never Taken a Shortcut', 'A Family Farm Since 1906'))
  await visitUntil(page, '/about-us', async () => {
    await expect(page.getByRole('heading', { name: 'A Family Farm Since 1906' })).toBeVisible({ timeout: 5_000 })
    await expect(panel(page)).toHaveCount(0)
  })
})

test('a new page file with problems shows a plain notice at its path, not the 404 page', async ({ page, devFiles }) => {
  devFiles.write(
    'pages-schema/harvest.json',
    '{\n  "$schema": "./page.schema.json",\n  "schemaVersion": 1,\n  "path": "/harvest",\n  "title": "Harvest"\n  "blocks": []\n}\n',
  )
  await visitUntil(page, '/harvest', async () => {
    await expect(page.getByRole('heading', { name: 'This page is not ready yet' })).toBeVisible({ timeout: 5_000 })
  })
  await expect(page.getByRole('main')).toContainText('pages-schema/harvest.json has problems, so its page cannot be shown.')
  await expect(panel(page)).toContainText(
    'pages-schema/harvest.json:5:21  JSON syntax error: a comma is missing — add a comma after "Harvest"',
  )
  await expect(page.getByText('Sorry Page Was Not Found!')).toHaveCount(0)
})

test('a copied page that keeps "path": "/" is reported in the copy; the home page stays', async ({ page, devFiles }) => {
  devFiles.write('pages-schema/home-copy.json', devFiles.read('pages-schema/home.json'))
  await visitUntil(page, '/', async () => {
    await expect(panel(page)).toContainText(
      'pages-schema/home-copy.json:4:11  path: "/" is already the path of pages-schema/home.json — every page needs its own path',
      { timeout: 5_000 },
    )
  })
  await expect(page.getByRole('heading', { name: /Organic Food/ }).first()).toBeVisible()
})

test('invalid product data is never drawn: the shop keeps the last valid products until the file is fixed', async ({
  page,
  devFiles,
}) => {
  const file = 'data/products.json'
  const blueberries = (p: Page) =>
    p
      .locator('main')
      .getByRole('article')
      .filter({ has: p.getByRole('heading', { name: 'Wild Blueberries' }) })
  // The fruit shelf, dearest first: the blueberries are on its first page whatever products are newest.
  const shelf = '/shop?category=fruit&sort=price-desc'
  await visitUntil(page, shelf, async () => {
    await expect(blueberries(page)).toContainText('$6.50', { timeout: 5_000 })
  })

  const good = devFiles.read(file)
  devFiles.write(file, good.replace('"price": "$6.50"', '"price": "7,40 €"'))
  await visitUntil(page, shelf, async () => {
    await expect(panel(page)).toContainText('data/products.json:', { timeout: 5_000 })
  })
  await expect(panel(page)).toContainText('product 1 "Wild Blueberries" → price: write prices as "$12.00"')
  await expect(panel(page)).toContainText('the site shows the last version without problems of data/products.json')
  await expect(page.locator('main').getByText('Showing 1–8 of 12 results')).toBeVisible()
  await expect(blueberries(page)).toContainText('$6.50')
  await expect(page.locator('main')).not.toContainText('NaN')

  // Its product page uses the last valid record too.
  await page.goto('/shop-single/1')
  await expect(page.locator('main').getByRole('heading', { level: 2, name: 'Wild Blueberries' })).toBeVisible()
  await expect(page.locator('main').getByText('$6.50').first()).toBeVisible()
  await expect(page.locator('main')).not.toContainText('NaN')

  // As above: open the shop until both the products (a module the shop loads later) and the problems are new.
  devFiles.write(file, good.replace('"price": "$6.50"', '"price": "$7.40"'))
  await visitUntil(page, shelf, async () => {
    await expect(blueberries(page)).toContainText('$7.40', { timeout: 5_000 })
    await expect(panel(page)).toHaveCount(0)
  })
})

test('a menu link to a page that does not exist is named in the panel, with the nearest path', async ({ page, devFiles }) => {
  const file = 'data/site.json'
  const text = devFiles.read(file).replace('"href": "/home-2"', '"href": "/home-sprng"')
  devFiles.write(file, text)
  // Where the typo stands in the file (1-based line and column of its value), so the test follows edits of site.json.
  const lines = text.split('\n')
  const line = lines.findIndex((candidate) => candidate.includes('"/home-sprng"'))
  const column = lines[line]!.indexOf('"/home-sprng"') + 1
  await visitUntil(page, '/', async () => {
    await expect(panel(page)).toContainText(
      `data/site.json:${line + 1}:${column}  menu "Home" → children[1].href: no page has the path "/home-sprng" — did you mean "/home-2"?`,
      { timeout: 5_000 },
    )
  })
})
