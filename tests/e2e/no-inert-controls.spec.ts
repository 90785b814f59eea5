// No button or link on the shop or a product page leaves the page as it was (issue 26: the template's
// wishlist, quick view, compare and sort did nothing). Each kind of control in <main> is pressed in turn and
// something a visitor can see or keep must differ afterwards: the address, the page's content or a state
// (pressed, expanded, selected), an open dialog, a toast, a new window, or what is stored. The exceptions
// are the controls that say they are already in effect (the current page's link, the selected tab, a
// disabled one), and a form's submit button while the form is incomplete: the browser then names the
// missing field, and the form itself is tested where it lives.
import type { Page } from '@playwright/test'
import { expect, gotoAndSettle, test, untilStarted } from './fixtures.ts'

/**
 * Everything the visitor could notice (the address, what <main> holds, the page's text, what is stored, windows
 * opened), as one number to compare before and after a press, and how many dialogs are open. Hashed in the page:
 * one small answer a press, not the whole page twice.
 */
function whatTheVisitorHas(page: Page, popups: number): Promise<{ state: number; dialogs: number }> {
  return page.evaluate((opened) => {
    const text = JSON.stringify([
      location.href,
      document.querySelector('main')?.innerHTML,
      document.body.innerText,
      Object.entries(localStorage).sort(),
      Object.entries(sessionStorage).sort(),
      opened,
    ])
    let state = 0
    for (let i = 0; i < text.length; i++) state = (Math.imul(state, 31) + text.charCodeAt(i)) | 0
    return { state, dialogs: document.querySelectorAll('dialog[open], [role="dialog"]').length }
  }, popups)
}

/**
 * Numbers the visible buttons and links in <main> (data-press="0", "1", …) and returns the kind of each: the
 * numbers stay on the same controls while states change around them. Controls of one kind are the same part of the
 * same component (the wishlist heart of each of eight product cards, each page number of the pagination), told
 * apart by the path of tags and base classes (BEM modifiers left out) from <main> to them: the first of each kind
 * that can be pressed is pressed for all. What a component's control does for every record is its component
 * test's to check.
 */
function numberTheControls(page: Page): Promise<string[]> {
  const main = page.locator('main')
  return main
    .getByRole('button')
    .or(main.getByRole('link'))
    .filter({ visible: true })
    .evaluateAll((controls) =>
      controls.map((control, index) => {
        control.setAttribute('data-press', String(index))
        const path: string[] = []
        for (let element: Element | null = control; element && element.localName !== 'main'; element = element.parentElement)
          path.push([element.localName, ...[...element.classList].filter((name) => !name.includes('--')).sort()].join('.'))
        return `${control.getAttribute('role') ?? ''} ${path.join(' < ')}`
      }),
    )
}

/**
 * The control numbered `index`, brought into view, if it is there to press: not gone in this state (a list
 * re-sorted, a dialog closed), not hidden, not saying that pressing it would change nothing (disabled, or the
 * current page, photo or tab), and not the submit button of an incomplete form. One round trip.
 */
function controlToPress(page: Page, index: number) {
  return page.evaluate((index) => {
    const element = document.querySelector<HTMLElement>(`[data-press="${index}"]`)
    if (!element?.checkVisibility()) return undefined
    const inEffect =
      element.matches(':disabled, [aria-disabled="true"], [aria-selected="true"]') ||
      (element.hasAttribute('aria-current') && element.getAttribute('aria-current') !== 'false')
    const incompleteForm =
      element instanceof HTMLButtonElement && element.type === 'submit' && element.form?.checkValidity() === false
    if (inEffect || incompleteForm) return undefined
    element.scrollIntoView({ block: 'center', behavior: 'instant' })
    return {
      name: `${element.tagName} "${element.innerText || element.getAttribute('aria-label')}"`,
      // A dialog's code may load on first use: wait for it, or the next press lands on an inert page.
      opensDialog: element.getAttribute('aria-haspopup') === 'dialog',
    }
  }, index)
}

for (const route of ['/shop', '/shop-single/1', '/shop-single-thumb/27']) {
  test(`every button and link on ${route} does something`, async ({ page }) => {
    let popups = 0
    page.on('popup', (popup) => {
      popups += 1
      void popup.close()
    })
    await gotoAndSettle(page, route)
    const kinds = await numberTheControls(page)
    const count = kinds.length
    expect(count, `${route} has controls to press`).toBeGreaterThan(10)
    const inert: string[] = []
    const pressedKinds = new Set<string>()

    for (let index = 0; index < count; index += 1) {
      // Back to the page after a press that changed the address (a product, a category, a page): one step back in
      // the history, as a visitor would, not a new load.
      const { pathname, search } = new URL(page.url())
      if (pathname + search !== route) {
        await page.goBack()
        await expect(page).toHaveURL(route)
        await untilStarted(page)
        await numberTheControls(page)
      }
      if (pressedKinds.has(kinds[index]!)) continue
      const control = await controlToPress(page, index)
      if (!control) continue
      const before = await whatTheVisitorHas(page, popups)
      await page.locator(`[data-press="${index}"]`).click()
      pressedKinds.add(kinds[index]!)
      const changed = await expect
        .poll(async () => (await whatTheVisitorHas(page, popups)).state, { timeout: 3000 })
        .not.toBe(before.state)
        .then(
          () => true,
          () => false,
        )
      if (!changed) inert.push(control.name)
      if (control.opensDialog) await expect(page.getByRole('dialog'), `${control.name} opens a dialog`).toBeVisible()
      if ((await whatTheVisitorHas(page, popups)).dialogs > 0) {
        await page.keyboard.press('Escape')
        await expect(page.getByRole('dialog')).toHaveCount(0)
      }
    }
    expect(inert, `controls on ${route} that changed nothing`).toEqual([])
    // Most kinds of control were pressed, not skipped (a skip is a control in effect, gone, or an incomplete form's).
    expect(pressedKinds.size, `kinds of control pressed on ${route}, of ${new Set(kinds).size}`).toBeGreaterThan(
      new Set(kinds).size / 2,
    )
  })
}
