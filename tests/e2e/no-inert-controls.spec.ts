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

/** The enabled, visible buttons and links in <main> that do not say they are already in effect. */
function pressableControls(page: Page): Locator {
  return page
    .locator('main')
    .getByRole('button')
    .or(page.locator('main').getByRole('link'))
    .filter({ visible: true })
    .and(page.locator(':not([disabled]):not([aria-disabled="true"]):not([aria-current="page"]):not([aria-selected="true"])'))
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
    const count = await pressableControls(page).count()
    expect(count, `${route} has controls to press`).toBeGreaterThan(10)
    const inert: string[] = []

    for (let index = 0; index < count; index += 1) {
      if (new URL(page.url()).pathname !== route) await gotoAndSettle(page, route)
      const control = pressableControls(page).nth(index)
      if ((await control.count()) === 0) continue // the list is shorter in this state (e.g. a dialog closed)
      await control.scrollIntoViewIfNeeded()
      await untilHydrated(control)
      const name = `${await control.evaluate((element) => element.getAttribute('role') ?? element.tagName)} "${(await control.innerText()) || (await control.getAttribute('aria-label'))}"`
      const incompleteForm = await control.evaluate(
        (element) => element instanceof HTMLButtonElement && element.type === 'submit' && element.form?.checkValidity() === false,
      )
      if (incompleteForm) continue
      const before = await whatTheVisitorHas(page, popups)
      await control.click()
      const changed = await expect
        .poll(() => whatTheVisitorHas(page, popups), { timeout: 3000 })
        .not.toBe(before)
        .then(
          () => true,
          () => false,
        )
      if (!changed) inert.push(name)
      await closeAnyDialog(page)
    }
    expect(inert, `controls on ${route} that changed nothing`).toEqual([])
  })
}
