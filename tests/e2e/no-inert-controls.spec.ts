// No button or link on the shop or a product page leaves the page as it was (issue 26: the template's
// wishlist, quick view, compare and sort did nothing). Each control in <main> is pressed in turn and
// something a visitor can see or keep must differ afterwards: the address, the page's content or a state
// (pressed, expanded, selected), an open dialog, a toast, a new window, or what is stored. The exceptions
// are the controls that say they are already in effect (the current page's link, the selected tab, a
// disabled one), and a form's submit button while the form is incomplete: the browser then names the
// missing field, and the form itself is tested where it lives.
import type { Locator, Page } from '@playwright/test'
import { expect, gotoAndSettle, test, untilHydrated } from './fixtures.ts'

/** Everything the visitor could notice, as one string to compare before and after a press. */
async function whatTheVisitorHas(page: Page, popups: number): Promise<string> {
  return page.evaluate(
    (opened) =>
      JSON.stringify([
        location.href,
        document.querySelector('main')?.innerHTML,
        document.body.innerText,
        Object.entries(localStorage).sort(),
        Object.entries(sessionStorage).sort(),
        opened,
      ]),
    popups,
  )
}

/**
 * Numbers the visible buttons and links in <main> (data-press="0", "1", …) and returns how many there
 * are: the numbers stay on the same controls while states change around them.
 */
function numberTheControls(page: Page): Promise<number> {
  const main = page.locator('main')
  return main
    .getByRole('button')
    .or(main.getByRole('link'))
    .filter({ visible: true })
    .evaluateAll((controls) => {
      controls.forEach((control, index) => control.setAttribute('data-press', String(index)))
      return controls.length
    })
}

/** Whether the control says pressing it now would change nothing: disabled, or the current page, photo or tab. */
function saysItIsInEffect(control: Locator): Promise<boolean> {
  return control.evaluate(
    (element) =>
      element.matches(':disabled, [aria-disabled="true"], [aria-selected="true"]') ||
      (element.hasAttribute('aria-current') && element.getAttribute('aria-current') !== 'false'),
  )
}

async function closeAnyDialog(page: Page) {
  if ((await page.getByRole('dialog').count()) === 0) return
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

for (const route of ['/shop', '/shop-single/1', '/shop-single-thumb/27']) {
  test(`every button and link on ${route} does something`, async ({ page }) => {
    test.slow()
    let popups = 0
    page.on('popup', (popup) => {
      popups += 1
      void popup.close()
    })
    await gotoAndSettle(page, route)
    const count = await numberTheControls(page)
    expect(count, `${route} has controls to press`).toBeGreaterThan(10)
    const inert: string[] = []
    let pressed = 0

    for (let index = 0; index < count; index += 1) {
      // Back to the page as it opened after a press that changed the address (a product, a category, a page).
      const { pathname, search } = new URL(page.url())
      if (pathname + search !== route) {
        await gotoAndSettle(page, route)
        await numberTheControls(page)
      }
      const control = page.locator(`[data-press="${index}"]`)
      // Gone in this state (a list re-sorted, a dialog closed) or hidden: nothing a visitor could press.
      if ((await control.count()) === 0 || !(await control.isVisible())) continue
      await control.scrollIntoViewIfNeeded()
      await untilHydrated(control)
      if (await saysItIsInEffect(control)) continue
      const name = `${await control.evaluate((element) => element.tagName)} "${(await control.innerText()) || (await control.getAttribute('aria-label'))}"`
      const incompleteForm = await control.evaluate(
        (element) => element instanceof HTMLButtonElement && element.type === 'submit' && element.form?.checkValidity() === false,
      )
      if (incompleteForm) continue
      // A dialog's code may load on first use: wait for it, or the next press lands on an inert page.
      const opensDialog = (await control.getAttribute('aria-haspopup')) === 'dialog'
      const before = await whatTheVisitorHas(page, popups)
      await control.click()
      pressed += 1
      const changed = await expect
        .poll(() => whatTheVisitorHas(page, popups), { timeout: 3000 })
        .not.toBe(before)
        .then(
          () => true,
          () => false,
        )
      if (!changed) inert.push(name)
      if (opensDialog) await expect(page.getByRole('dialog'), `${name} opens a dialog`).toBeVisible()
      await closeAnyDialog(page)
    }
    expect(inert, `controls on ${route} that changed nothing`).toEqual([])
    // Most controls were pressed, not skipped (a skip is a control in effect, gone, or an incomplete form's).
    expect(pressed, `controls pressed on ${route}, of ${count}`).toBeGreaterThan(count / 2)
  })
}
