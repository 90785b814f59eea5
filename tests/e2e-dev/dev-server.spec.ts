import { expect, visitUntil, watchedTest as test } from './dev-site.ts'

// The dev server answers over a copy of the site, and a test's edits reach the browser: an open page
// reloads once the server has compiled the changed file, and the next visit shows the change.
test('the dev server shows the home page, and a changed page title reaches the browser', async ({ page, devFiles }) => {
  // What the page did, for the failure message: its navigations and its console lines (the dev client's).
  const events: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) events.push(`navigated to ${frame.url()}`)
  })
  page.on('console', (message) => events.push(`console ${message.type()}: ${message.text()}`))

  try {
    await page.goto('/')
    await expect(page.getByRole('banner')).toBeVisible()
    const reloaded = page.waitForEvent('load', { timeout: 45_000 })
    const file = 'pages-schema/about-us.json'
    const original = JSON.parse(devFiles.read(file)) as { title: string }
    devFiles.write(
      file,
      devFiles.read(file).replace(JSON.stringify(original.title), JSON.stringify('About Us — edited in a test')),
    )
    await reloaded

    // A reload sent for an earlier test's files may cut the first visit short: visit again until the edit shows.
    await visitUntil(page, '/about-us', async () => {
      await expect(page).toHaveTitle(/About Us — edited in a test/, { timeout: 15_000 })
    })
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n\nWhat the page did:\n${events.join('\n')}`, {
      cause: error,
    })
  }
})

test("a post's text written as data/blog-posts/<id>.md reaches its open page, and a problem in it is shown", async ({
  page,
  devFiles,
}) => {
  await page.goto('/blog-single/2')
  const article = page.locator('main').getByRole('article')
  await expect(article.getByText(/^On a winter morning the first light in the valley/)).toBeVisible()
  devFiles.write('data/blog-posts/2.md', 'Milking starts at half past five.\n\n## In the parlour\n\nThe herd knows the way.\n')
  // The open page reloads once the server has compiled the new file; a reload sent earlier may cut a visit short.
  await expect(async () => {
    await expect(article.getByText('Milking starts at half past five.')).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 45_000 })
  await expect(article.getByRole('heading', { level: 3, name: 'In the parlour' })).toBeVisible()

  devFiles.write('data/blog-posts/2.md', 'Milking starts at half past five. See [the herd](/herd).\n')
  await expect(page.getByText(/data\/blog-posts\/2\.md:1:50 .*no page has the path "\/herd"/)).toBeVisible({ timeout: 45_000 })
})
