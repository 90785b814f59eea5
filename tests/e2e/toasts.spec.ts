// Notifications as the specification sets them: top-right, closing after 5000 ms, Alt+T focuses them.
import { expect, gotoAndSettle, test } from './fixtures.ts'

test('a confirmation toast sits top-right, takes focus on Alt+T and closes by itself after 5 s', async ({ page }) => {
  await gotoAndSettle(page, '/not-found')
  const footer = page.getByRole('contentinfo')
  await footer.getByRole('textbox', { name: 'Get farm news in your inbox' }).fill('ada@example.com')
  await footer.getByRole('button', { name: 'Go' }).click()

  const toast = page.getByRole('alert').filter({ hasText: 'Thanks For Subscribe' })
  await expect(toast).toBeVisible()
  const box = (await toast.boundingBox())!
  const viewport = page.viewportSize()!
  expect(box.x + box.width).toBeGreaterThan(viewport.width - 80)
  expect(box.y).toBeLessThan(120)

  // Keyboard users reach the notification without hunting for it.
  await page.mouse.move(0, viewport.height - 1)
  await page.keyboard.press('Alt+t')
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.Toastify')))).toBe(true)

  // Alt+T pauses it; once focus leaves (a click elsewhere, not only Escape), it closes after 5000 ms.
  await page.locator('body').click({ position: { x: 5, y: viewport.height - 5 } })
  const leftAt = Date.now()
  await expect(toast).toBeHidden({ timeout: 9000 })
  expect(Date.now() - leftAt).toBeGreaterThan(3000)
})
