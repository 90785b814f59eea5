/**
 * Publish and History in the editor (decision 252), on the dev server's copy of the site made a git repository
 * of its own, with a bare repository beside it as the "publish" remote (README, "Publishing"): a price changed
 * in the form and a new post, published as exactly one commit of exactly those files, after the checks and the
 * build, and sent to the remote; the product's History showing both versions, and Restore bringing the old
 * price back unsaved; a file with a problem refused, nothing committed. The screens axe-clean.
 * The tests run in order (each starts where the one before left the repository); afterwards the copy's files
 * are put back as they were and its repository removed, for the other specs.
 * The copy's `npm run build` is a stand-in that passes at once: the real build of the whole site took 13 of this
 * journey's 21 s. Publish running the real `npm run build` (into a folder of its own, dist/ untouched, a failure's
 * last lines shown) is src/editor-server/publish.test.ts's, on the small site.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { simpleGit, type SimpleGit } from 'simple-git'
import { expectNoAxeViolations } from '#tests/e2e/fixtures.ts'
import { devSiteDir } from './dev-site-location.mjs'
import { expect, watchedTest as test } from './dev-site.ts'

const PRODUCTS = 'data/products.json'
const POSTS = 'data/blog-posts.json'
const site = devSiteDir()
let git: SimpleGit
let remote: string
let start: string

test.describe.configure({ mode: 'serial' })

/** The copy's package.json as dev-site.mjs copied it, put back afterwards. */
let packageJson: string

test.beforeAll(async () => {
  packageJson = readFileSync(join(site, 'package.json'), 'utf8')
  const manifest = JSON.parse(packageJson) as { scripts: Record<string, string> }
  manifest.scripts.build = `node -e "console.log('The build: a stand-in for this test')"`
  writeFileSync(join(site, 'package.json'), JSON.stringify(manifest, null, 2))
  writeFileSync(join(site, '.gitignore'), 'node_modules\n.vite/\ndist/\ndist-*/\n.editor-saves/\n')
  git = simpleGit(site)
  await git.init()
  await git.addConfig('user.name', 'Site Developer').addConfig('user.email', 'developer@example.org')
  await git.add('.').commit('The site as it was')
  start = (await git.revparse(['HEAD'])).trim()
  remote = mkdtempSync(join(tmpdir(), 'publish-remote-'))
  await simpleGit(remote).init(true)
  await git.addRemote('publish', remote)
})

test.afterAll(async () => {
  await git.reset(['--hard', start])
  await git.clean('f', ['-d', '--', 'data', 'pages-schema', 'public/art'])
  rmSync(join(site, '.git'), { recursive: true, force: true })
  rmSync(join(site, '.gitignore'), { force: true })
  writeFileSync(join(site, 'package.json'), packageJson)
  rmSync(remote, { recursive: true, force: true })
})

const form = (page: Page) => page.getByRole('region', { name: 'The product’s fields' })

async function openPublish(page: Page) {
  await page.goto('/__edit?publish')
  await expect(page.getByRole('heading', { level: 1, name: 'Publish' })).toBeVisible({ timeout: 30_000 })
  // git status and diff, on a busy machine.
  await expect(page.getByText('Looking for what changed…')).toBeHidden({ timeout: 90_000 })
}

test('a price and a new post, published: one commit of exactly those files, after the checks and the build step, sent to the remote', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.goto('/__edit?collection=products&id=3')
  // The first visit waits for the dev server to compile the editor.
  await expect(form(page).getByRole('heading', { level: 2 })).toHaveText('Garden Strawberries', { timeout: 180_000 })
  await form(page).getByRole('textbox', { name: 'Price', exact: true }).fill('4.80')
  await expect(page.getByText('Ready to save (Ctrl+S).')).toBeVisible({ timeout: 30_000 })
  await page.keyboard.press('Control+s')
  await expect(page.getByRole('status').filter({ hasText: /^Saved the products at/ })).toBeVisible({ timeout: 30_000 })
  // A post saved as the editor saves one (the new-post form is another test's).
  const posts = JSON.parse(readFileSync(join(site, POSTS), 'utf8')) as { 'blog-posts': Record<string, unknown>[] }
  posts['blog-posts'].push({
    ...posts['blog-posts'][0],
    id: 16,
    title: 'First Frost on the Kale',
    date: '2025-11-20',
    comments: [],
  })
  writeFileSync(join(site, POSTS), `${JSON.stringify(posts, null, 2)}\n`)
  // Not content: never committed by Publish.
  writeFileSync(join(site, 'src/unrelated-note.txt'), 'left alone')

  await openPublish(page)
  const changes = page.getByRole('region', { name: 'Changed since the last publish' })
  await expect(changes.getByRole('listitem')).toHaveText([
    'New post: First Frost on the Kale',
    'Garden Strawberries: price $5.20 → $4.80',
  ])
  await expect(page.getByRole('textbox', { name: 'What changed' })).toHaveValue(/^New post: First Frost on the Kale and 1 more/)
  await changes.getByText(/The changes in detail/).click()
  await expect(changes.getByText('-      "price": "$5.20",')).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('textbox', { name: 'What changed' }).fill('Cheaper strawberries, and the frost post')
  await page.getByRole('textbox', { name: 'Your name' }).fill('Anna Field')
  await page.getByRole('button', { name: 'Publish' }).click()
  const outcome = page.getByRole('alert').filter({ hasText: /Published as version/ })
  await expect(outcome).toBeVisible({ timeout: 60_000 })
  const steps = page.getByRole('list', { name: 'Steps' })
  await expect(steps.getByRole('listitem').filter({ hasText: 'Build' })).toContainText('passed')

  const log = await git.log({ from: start, to: 'HEAD' })
  expect(log.all.map((entry) => [entry.message, entry.author_name])).toEqual([
    ['Cheaper strawberries, and the frost post', 'Anna Field'],
  ])
  expect((await git.show(['--name-only', '--format=', 'HEAD'])).trim().split('\n')).toEqual([POSTS, PRODUCTS])
  expect((await simpleGit(remote).log()).latest?.hash).toBe(log.latest?.hash)
  expect((await git.status()).not_added).toContain('src/unrelated-note.txt')
  rmSync(join(site, 'src/unrelated-note.txt'))
  // The list is empty now: everything is published.
  await expect(page.getByRole('heading', { name: 'Nothing has changed since the last publish' })).toBeVisible()
})

test('History on the product: both versions, what changed side by side, and Restore bringing the old price back unsaved', async ({
  page,
}) => {
  const onDisk = readFileSync(join(site, PRODUCTS), 'utf8')
  await page.goto('/__edit?collection=products&id=3')
  // The dev server reads the products again after the publish's commit: on a busy machine, more than a few seconds.
  await expect(form(page).getByRole('heading', { level: 2 })).toHaveText('Garden Strawberries', { timeout: 60_000 })
  const price = form(page).getByRole('textbox', { name: 'Price', exact: true })
  await expect(price).toHaveValue('4.80')
  await page.getByRole('button', { name: 'History' }).click()
  const history = page.getByRole('dialog', { name: 'History of Garden Strawberries' })
  const versions = history.getByRole('list', { name: 'Published versions' }).getByRole('listitem')
  await expect(versions).toHaveCount(2)
  await expect(versions.first()).toContainText('Cheaper strawberries, and the frost post')
  await expect(versions.first()).toContainText('Anna Field')
  // The developers' first commit is theirs, its message under Details (decision 263).
  await expect(versions.last()).toContainText('Changed by the site’s developers')
  await expect(versions.last().getByText(/^The site as it was/)).toBeHidden()
  const priceRow = history.getByRole('row', { name: /^Price/ })
  await expect(priceRow.getByRole('cell')).toHaveText(['$5.20', '$4.80'])
  await expectNoAxeViolations(page, { exclude: ['iframe'] })

  await versions
    .last()
    .getByRole('button', { name: /^Restore the version of .*: Changed by the site’s developers$/ })
    .click()
  await expect(history).toBeHidden()
  await expect(price).toHaveValue('5.20')
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible()
  expect(readFileSync(join(site, PRODUCTS), 'utf8')).toBe(onDisk)
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(price).toHaveValue('4.80')
})

test('a change with a problem: Publish refuses, says what to fix with a link to it, and commits nothing', async ({
  page,
  devFiles,
}) => {
  const head = (await git.revparse(['HEAD'])).trim()
  devFiles.write(PRODUCTS, devFiles.read(PRODUCTS).replace('"price": "$4.80"', '"price": "about five dollars"'))
  await openPublish(page)
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Garden Strawberries: price $4.80 → about five dollars' }),
  ).toBeVisible()
  await page.getByRole('textbox', { name: 'Your name' }).fill('Anna Field')
  await page.getByRole('button', { name: 'Publish' }).click()
  const refusal = page.getByRole('alert').filter({ hasText: /The checks found (a problem|\d+ problems)/ })
  await expect(refusal).toBeVisible({ timeout: 60_000 })
  // Named by the product, linked to its form; the file's path only under Details.
  await expect(refusal.getByRole('link', { name: 'Garden Strawberries' }).first()).toHaveAttribute(
    'href',
    '/__edit?collection=products&id=3',
  )
  await expect(page.getByRole('list', { name: 'Steps' }).getByRole('listitem').first()).toContainText('failed')
  await expectNoAxeViolations(page)
  expect((await git.revparse(['HEAD'])).trim()).toBe(head)
  expect((await git.status()).modified).toEqual([PRODUCTS])
})
