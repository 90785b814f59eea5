/**
 * Drafts and schedules made in the editor (issue 51, decision 253), as a farm's editor would: a new page marked as a
 * draft in its settings, then published from there; a new post dated tomorrow, scheduled in the list and the form,
 * previewed by the dev server, then moved to today to lead /blog-standard and the recent posts.
 * Here, what the editor writes; what the build makes of it (left out of the pages, the sitemap and search until
 * its day, and the report of what waits) is src/build/publishing.test.ts, on files written the same way.
 */
import type { Page } from '@playwright/test'
import { isoDayOf } from '#lib/dates.ts'
import { expectNoAxeViolations } from '#tests/e2e/fixtures.ts'
import { expect, watchedTest as test } from './dev-site.ts'
import { fillNewPost } from './post-form.ts'

const PAGE_FILE = 'pages-schema/harvest-festival.json'
const POSTS = 'data/blog-posts.json'
const POST_TEXT = 'data/blog-posts/16.md'
const TODAY = isoDayOf(new Date())
const TOMORROW = isoDayOf(new Date(Date.now() + 24 * 60 * 60 * 1000))
/** The date a post has in data/blog-posts.json, as the editor saved it. */
const postDate = (file: string, id: number) =>
  (JSON.parse(file) as { 'blog-posts': { id: number; date: string }[] })['blog-posts'].find((post) => post.id === id)?.date
const postFields = (page: Page) => page.getByRole('region', { name: 'The post’s fields' })
/** The save's status, naming what was saved in words: "Saved the page at 09:05". */
const saved = (page: Page, what: string) => page.getByRole('status').filter({ hasText: new RegExp(`^(Saved|Created) ${what}`) })

test('a new page marked as a draft in its settings is saved as one, then published from there', async ({ page, devFiles }) => {
  test.setTimeout(180_000)
  devFiles.remember(PAGE_FILE)

  // A new blank page, marked as a draft in its settings.
  await page.goto('/__edit?page=home-2')
  // The first visit waits for the dev server to compile the editor.
  await expect(page.getByText('Nothing to save.')).toBeVisible({ timeout: 120_000 })
  await page.getByRole('button', { name: 'New page…', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'New page' })
  await dialog.getByRole('radio', { name: /^Blank page/ }).check()
  await dialog.getByLabel('Address of the new page').fill('harvest-festival')
  await dialog.getByLabel('Title in the browser tab').fill('Harvest Festival | Green Valley Organic Farm')
  await dialog
    .getByLabel('Description for search results')
    .fill('The harvest festival on the farm: music, cider and a tractor ride.')
  await dialog.getByRole('button', { name: 'Create page' }).click()
  await expect(page).toHaveURL(/\/__edit\?page=harvest-festival$/)
  await page
    .getByRole('navigation', { name: 'Outline' })
    .getByRole('button', { name: /^Page settings/ })
    .click()
  const settings = page.getByRole('region', { name: 'Settings of the selection' })
  await settings.getByRole('combobox', { name: 'Status' }).selectOption('draft')
  await expect(settings.getByText('Draft', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page, { exclude: ['iframe'] })
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(saved(page, 'the page')).toBeVisible({ timeout: 30_000 })
  expect(JSON.parse(devFiles.read(PAGE_FILE))).toMatchObject({ path: '/harvest-festival', status: 'draft' })

  // Published from its settings: saved as published (the build then puts it out today, publishing.test.ts).
  await settings.getByRole('combobox', { name: 'Status' }).selectOption('published')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect.poll(() => (JSON.parse(devFiles.read(PAGE_FILE)) as { status?: string }).status).toBe('published')
  await expect(saved(page, 'the page')).toBeVisible({ timeout: 30_000 })
})

test('a post dated tomorrow is scheduled in the list and the form, and the dev server previews it; moved to today, it leads the blog', async ({
  page,
  devFiles,
}) => {
  test.setTimeout(180_000)
  for (const file of [POSTS, POST_TEXT]) devFiles.remember(file)

  // A new post dated tomorrow: scheduled, and the list and the form say so.
  await page.goto('/__edit?collection=blog-posts')
  const fields = postFields(page)
  // The first visit waits for the dev server to compile the editor.
  await expect(page.getByRole('button', { name: 'New post' })).toBeEnabled({ timeout: 120_000 })
  await page.getByRole('button', { name: 'New post' }).click()
  await fillNewPost(fields, {
    title: 'First Frost on the Kale',
    date: TOMORROW,
    author: 'Emma Hartley',
    description: 'The kale is sweeter after the first frost.',
    category: 'Soil & Crops',
    tag: 'Kale',
  })
  await fields.getByRole('textbox', { name: 'Picture', exact: true }).fill('/art/blog/post-3.webp')
  await fields.getByRole('textbox', { name: 'Big picture', exact: true }).fill('/art/blog/post-3.webp')
  await expect(page.getByText('Ready to save (Ctrl+S).')).toBeVisible({ timeout: 30_000 })
  await page.keyboard.press('Control+s')
  await expect(saved(page, 'the blog posts')).toBeVisible({ timeout: 30_000 })
  await expect(page).toHaveURL(/\/__edit\?collection=blog-posts&id=16$/)
  await fields.getByRole('textbox', { name: /^Text in Markdown/ }).fill('## After the frost\n\nThe kale is sweeter now.\n')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(fields.getByText('Text saved just now')).toBeVisible({ timeout: 30_000 })
  await expect(fields.getByText(/^Scheduled for \d+ \w{3}/)).toBeVisible()
  await expect(page.getByRole('button', { name: /^First Frost on the Kale/ })).toContainText(/Scheduled for/)
  expect(postDate(devFiles.read(POSTS), 16)).toBe(TOMORROW)

  // The editor's dev server previews it (in a second tab: the editor stays open in the first).
  const preview = await page.context().newPage()
  await preview.goto('/blog-single/16')
  await expect(preview.getByRole('heading', { name: 'After the frost' })).toBeVisible({ timeout: 30_000 })
  await preview.close()

  // The post moved to today: the newest, it opens /blog-standard and the sidebar's recent posts.
  await fields.getByLabel('Date', { exact: true }).fill(TODAY)
  await expect(fields.getByText(/^Scheduled for/)).toBeHidden()
  await expect(page.getByText('Ready to save (Ctrl+S).')).toBeVisible({ timeout: 30_000 })
  await page.keyboard.press('Control+s')
  await expect(saved(page, 'the blog posts')).toBeVisible({ timeout: 30_000 })
  expect(postDate(devFiles.read(POSTS), 16)).toBe(TODAY)
  await page.goto('/blog-standard')
  const firstCard = page.locator('main').getByRole('article').first()
  await expect(firstCard.getByRole('heading', { name: 'First Frost on the Kale' })).toBeVisible({ timeout: 30_000 })
  await page.goto('/blog-with-sidebar')
  const recent = page.getByRole('region', { name: 'Recent Posts' }).getByRole('link')
  await expect(recent.first()).toHaveText('First Frost on the Kale')
})
