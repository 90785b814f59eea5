// Unknown ids and page numbers (issue 52, item 6): what the static server sends is what the app shows once it
// starts. A record page's address with an unknown id is answered 404 with that page's view of an unknown id (the
// banner only), which the app takes over as it is; a page number the list does not have is the not-found page.
// Run against the built site, started as for visitors, so the served HTML is on screen before the app starts.
import type { Page } from '@playwright/test'
import { decodeEntities, expect, gotoAndSettle, test } from './fixtures.ts'

test.use({ startUp: 'as for visitors' })

/** The text of the served HTML's first heading inside <main>: what shows before the app starts. */
function servedHeading(html: string): string | undefined {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
  const heading = main.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]
  return heading === undefined ? undefined : decodeEntities(heading.replace(/<[^>]+>/g, '')).trim()
}

const mainHeading = (page: Page) => page.locator('main h1').first()

for (const [route, heading] of [
  ['farmer-details', 'Meet the Farmer'],
  ['project-details', 'Farm Project'],
  ['service-details', 'Our Services'],
  ['team-details', 'Meet the Team'],
  ['blog-single', 'Farm Journal'],
  ['shop-single', 'Farm Shop'],
] as const) {
  test(`/${route}/0 is answered 404 with the view of an unknown id, which the app keeps: the same heading, the same element`, async ({
    page,
    request,
  }) => {
    const url = `/${route}/0`
    const served = await request.get(url)
    expect(served.status()).toBe(404)
    expect(servedHeading(await served.text())).toBe(heading)

    // The heading as parsed, before the app starts (after the load event): the app must hydrate it, not replace it.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        ;(window as unknown as { servedHeading: Element | null }).servedHeading = document.querySelector('main h1')
      }),
    )
    const response = await gotoAndSettle(page, url)
    expect(response?.status()).toBe(404)
    await expect(mainHeading(page)).toHaveText(heading)
    await expect(page.locator('main .block').first()).toHaveClass(/block--page-banner/)
    await expect(page).toHaveTitle('Page Not Found | Green Valley Organic Farm')
    expect(
      await page.evaluate(
        () => document.querySelector('main h1') === (window as unknown as { servedHeading: Element | null }).servedHeading,
      ),
      'the served heading is the one on screen after the start',
    ).toBe(true)
  })
}

test('a page number the list does not have is the not-found page, 404, before and after the start', async ({ page, request }) => {
  for (const url of ['/blog-standard/99', '/blog-standard/0', '/blog-standard/6']) {
    const served = await request.get(url)
    expect(served.status(), url).toBe(404)
    expect(await served.text(), url).toContain('Sorry Page Was Not Found!')

    const response = await gotoAndSettle(page, url)
    expect(response?.status(), url).toBe(404)
    await expect(page.getByText('Sorry Page Was Not Found!'), url).toBeVisible()
    await expect(page.getByText(/Page \d of \d/), url).toHaveCount(0)
    await expect(page, url).toHaveTitle('Page Not Found | Green Valley Organic Farm')
  }
  // The pages that exist are as they were.
  await gotoAndSettle(page, '/blog-standard/5')
  await expect(page).toHaveTitle('Farm Journal, Page 5 of 5 | Green Valley Organic Farm')
})
