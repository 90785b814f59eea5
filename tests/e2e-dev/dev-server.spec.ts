import { test, expect } from './dev-site.ts'

// The dev server answers over a copy of the site, and a test's edits reach the browser.
test('the dev server shows the home page, and a changed page title reaches the browser', async ({ page, devFiles }) => {
  await page.goto('/')
  await expect(page.getByRole('banner')).toBeVisible()
  const file = 'pages-schema/about-us.json'
  const original = JSON.parse(devFiles.read(file)) as { title: string }
  devFiles.write(file, devFiles.read(file).replace(JSON.stringify(original.title), JSON.stringify('About Us — edited in a test')))
  await expect(async () => {
    await page.goto('/about-us')
    await expect(page).toHaveTitle(/About Us — edited in a test/, { timeout: 1_000 })
  }).toPass({ timeout: 45_000 })
})
