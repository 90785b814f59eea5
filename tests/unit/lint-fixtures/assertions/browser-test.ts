// lint as: tests/e2e/demo.spec.ts (a browser test: each test asserts, itself or through a helper whose name starts with "expect")
// A line ending in "// reported: <rule>", or the line after that comment alone, must get that rule's error; no other line gets an error from an assertion rule.
import { expect, expectNoAxeViolations, test, type Page } from './fixtures.ts'

async function expectTitle(page: Page, title: string) {
  await expect(page).toHaveTitle(title)
}

// reported: playwright/expect-expect
test('opens the page and asserts nothing: it passes whatever the page shows', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Shop' }).click()
})

test('waits a fixed time instead of for what it needs', async ({ page }) => {
  await page.goto('/')
  await page.waitForTimeout(500) // reported: playwright/no-wait-for-timeout
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('asserts through a helper named expect…', async ({ page }) => {
  await page.goto('/')
  await expectTitle(page, 'Green Valley')
})

test('asserts through the axe helper', async ({ page }) => {
  await page.goto('/')
  await expectNoAxeViolations(page)
})
