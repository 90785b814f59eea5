/**
 * Drafts, schedules, blank new records and newest first in the editor (issue 51, decision 253), as a farm's editor
 * would do them: a new page marked as a draft and a new post dated tomorrow, made in the editor, are left out of
 * the site's pages, its sitemap and its search today and there in the site as built tomorrow (SITE_DATE); New
 * farmer opens an empty form; the post, moved to today, leads /blog-standard and the recent posts.
 * What the build would write is seen through the build's own compile (compileSite with the build's date, as
 * scripts/build.ts prerenders it): a Vite build of the copy takes 60–90 s, the compile a few.
 */
import type { Page } from '@playwright/test'
import { matchPath } from 'react-router-dom'
import { compileSite, expandRoutePaths, type CompiledSite } from '#build/compile-site.ts'
import { scheduleReport } from '#build/schedule-report.ts'
import { searchDocuments } from '#build/search-documents.ts'
import { pageHead } from '#app/page-head.ts'
import { isoDayOf } from '#lib/dates.ts'
import { formatProblem } from '#page-model/problem.ts'
import { sitemapXml } from '#page-model/site-documents.ts'
import { expectNoAxeViolations } from '#tests/e2e/fixtures.ts'
import { expect, watchedTest as test } from './dev-site.ts'
import { fillNewPost } from './post-form.ts'

const PAGE_FILE = 'pages-schema/harvest-festival.json'
const POSTS = 'data/blog-posts.json'
const POST_TEXT = 'data/blog-posts/16.md'
const TODAY = isoDayOf(new Date())
const TOMORROW = isoDayOf(new Date(Date.now() + 24 * 60 * 60 * 1000))
const SITE_URL = 'https://example.org'

/** What the build writes for the site as of `day`: its pages' addresses, its sitemap and its search index. */
function builtAsOf(rootDir: string, day: string) {
  const site = compileSite(rootDir, { publishedOn: day })
  const urls = expandRoutePaths(site.pages)
  return {
    site,
    urls,
    sitemap: sitemapXml(SITE_URL, sitemapPaths(site)),
    search: searchDocuments(site.pages).map((document) => document.id),
  }
}

/** The addresses the build's sitemap lists: each prerendered page whose canonical address is its own (scripts/build.ts). */
function sitemapPaths(site: CompiledSite): string[] {
  return site.pages.flatMap((page) =>
    expandRoutePaths([page]).filter((url) => {
      const params = matchPath(page.path, url)?.params ?? {}
      return pageHead({ page, site: site.site!, pathname: url, params }).canonicalPath === url
    }),
  )
}

const loc = (path: string) => `<loc>${SITE_URL}${path}</loc>`
const postFields = (page: Page) => page.getByRole('region', { name: 'The post’s fields' })
/** The save's status, naming what was saved in words: "Saved the page at 09:05". */
const saved = (page: Page, what: string) => page.getByRole('status').filter({ hasText: new RegExp(`^(Saved|Created) ${what}`) })

test('a draft page: off the site, its sitemap and search, today and tomorrow, until published from its settings', async ({
  page,
  devFiles,
}) => {
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

  // Built today: the draft is not a page, in the sitemap or found by search; the build says it was left out.
  const today = builtAsOf(devFiles.path('.'), TODAY)
  expect(today.site.problems.map(formatProblem)).toEqual([])
  expect(today.urls).not.toContain('/harvest-festival')
  expect(today.sitemap).not.toContain(loc('/harvest-festival'))
  expect(today.search).not.toContain('page-harvest-festival')
  expect(scheduleReport(today.site)).toContain('  left out, a draft: the page "Harvest Festival" (/harvest-festival)')

  // Built with SITE_DATE set to tomorrow: a draft waits for no date.
  expect(builtAsOf(devFiles.path('.'), TOMORROW).urls).not.toContain('/harvest-festival')

  // The draft published from its settings: the page is out today.
  await settings.getByRole('combobox', { name: 'Status' }).selectOption('published')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(saved(page, 'the page')).toBeVisible({ timeout: 30_000 })
  const published = builtAsOf(devFiles.path('.'), TODAY)
  expect(published.urls).toContain('/harvest-festival')
  expect(published.sitemap).toContain(loc('/harvest-festival'))
  expect(published.search).toContain('page-harvest-festival')
})

test('a post scheduled for tomorrow: off the site, its sitemap and search today, there in the site built tomorrow; moved to today, it leads the blog', async ({
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

  // The editor's dev server previews it (in a second tab: the editor stays open in the first).
  const preview = await page.context().newPage()
  await preview.goto('/blog-single/16')
  await expect(preview.getByRole('heading', { name: 'After the frost' })).toBeVisible({ timeout: 30_000 })
  await preview.close()

  // Built today: the post is not a page, in the sitemap or found by search; the build says what waits.
  const today = builtAsOf(devFiles.path('.'), TODAY)
  expect(today.site.problems.map(formatProblem)).toEqual([])
  expect(today.urls).not.toContain('/blog-single/16')
  expect(today.urls).toContain('/blog-single/15')
  expect(today.sitemap).toContain(loc('/blog-single/15'))
  expect(today.sitemap).not.toContain(loc('/blog-single/16'))
  expect(today.search).not.toContain('post-16')
  expect(scheduleReport(today.site)).toContainEqual(
    expect.stringMatching(/^ {2}waiting: post "First Frost on the Kale", scheduled for /),
  )

  // Built with SITE_DATE set to tomorrow: the post is out, its page in the sitemap and search.
  const tomorrow = builtAsOf(devFiles.path('.'), TOMORROW)
  expect(tomorrow.site.problems.map(formatProblem)).toEqual([])
  expect(tomorrow.urls).toContain('/blog-single/16')
  expect(tomorrow.sitemap).toContain(loc('/blog-single/16'))
  expect(tomorrow.search).toContain('post-16')

  // The post moved to today: the newest, it opens /blog-standard and the sidebar's recent posts.
  await fields.getByLabel('Date', { exact: true }).fill(TODAY)
  await expect(fields.getByText(/^Scheduled for/)).toBeHidden()
  await expect(page.getByText('Ready to save (Ctrl+S).')).toBeVisible({ timeout: 30_000 })
  await page.keyboard.press('Control+s')
  await expect(saved(page, 'the blog posts')).toBeVisible({ timeout: 30_000 })
  expect(builtAsOf(devFiles.path('.'), TODAY).urls).toContain('/blog-single/16')
  await page.goto('/blog-standard')
  const firstCard = page.locator('main').getByRole('article').first()
  await expect(firstCard.getByRole('heading', { name: 'First Frost on the Kale' })).toBeVisible({ timeout: 30_000 })
  await page.goto('/blog-with-sidebar')
  const recent = page.getByRole('region', { name: 'Recent Posts' }).getByRole('link')
  await expect(recent.first()).toHaveText('First Frost on the Kale')
})

test('New farmer opens an empty form: the first farmer’s words only as examples, the fields a farmer needs marked Required', async ({
  page,
}) => {
  await page.goto('/__edit?collection=farmers')
  const fields = page.getByRole('region', { name: 'The farmer’s fields' })
  await expect(page.getByRole('button', { name: 'New farmer' })).toBeEnabled({ timeout: 120_000 })
  await page.getByRole('button', { name: 'New farmer' }).click()
  const name = fields.getByRole('textbox', { name: 'Name', exact: true })
  await expect(name).toHaveValue('')
  await expect(name).toHaveAttribute('placeholder', 'e.g. Daniel Whitmore')
  // Nothing of Daniel Whitmore's but examples: no phone, title or portrait, no skills, no story.
  for (const field of ['Phone', 'Title']) {
    const box = fields.getByRole('textbox', { name: field, exact: true })
    await expect(box).toHaveValue('')
    await expect(box).toHaveAttribute('placeholder', /^e\.g\. /)
  }
  await expect(fields.getByRole('textbox', { name: 'Portrait', exact: true })).toHaveValue('')
  await expect(fields.getByRole('group', { name: 'Skills' }).getByRole('listitem')).toHaveCount(0)
  await expect(fields.getByRole('group', { name: 'Farmer’s story' }).getByRole('listitem')).toHaveCount(0)
  // Each field a farmer needs says so beside its label, until it is filled in.
  const nameField = fields.locator('.ed-field').filter({ has: page.getByRole('textbox', { name: 'Name', exact: true }) })
  await expect(nameField.getByText('Required', { exact: true })).toBeVisible()
  await name.fill('Rosa Okafor')
  await expect(nameField.getByText('Required', { exact: true })).toBeHidden()
  await expectNoAxeViolations(page, { exclude: ['iframe'] })
})
