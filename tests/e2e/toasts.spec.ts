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

  // Its 5000 ms run out on its progress bar's CSS animation (react-toastify closes the toast at that
  // animation's end), so the test reads that animation instead of waiting 5 s of real time.
  const timer = toast.getByRole('progressbar', { name: 'notification timer', includeHidden: true })
  const timers = () =>
    timer.evaluate((node) =>
      node.getAnimations().map((animation) => ({
        duration: animation.effect?.getTiming().duration,
        state: animation.playState,
      })),
    )
  await expect.poll(timers).toEqual([{ duration: 5000, state: 'running' }])

  // Keyboard users reach the notification without hunting for it: Alt+T. It pauses it; once focus leaves (a click elsewhere, not only Escape), it runs on.
  await page.mouse.move(0, viewport.height - 1)
  await page.keyboard.press('Alt+t')
  const notifications = page.getByRole('region', { name: /^Notifications/ })
  await expect.poll(() => notifications.evaluate((region) => region.contains(document.activeElement))).toBe(true)
  await expect.poll(timers).toEqual([{ duration: 5000, state: 'paused' }])
  await page.locator('body').click({ position: { x: 5, y: viewport.height - 5 } })
  await expect.poll(timers).toEqual([{ duration: 5000, state: 'running' }])

  // When its 5000 ms are over, it closes by itself.
  await timer.evaluate((node) => node.getAnimations().forEach((animation) => animation.finish()))
  await expect(toast).toBeHidden()
})
