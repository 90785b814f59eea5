import { expect, watchedTest as test } from './dev-site.ts'

// The dev server answers over a copy of the site, and a test's edits reach the browser: an open page
// reloads once the server has compiled the changed file, and the next visit shows the change.
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
