// The results page, /search?q=…, as a visitor uses it: typos forgiven, hits by kind, the kind filter and
// the query in the address, the empty states, and the search engine downloaded only when a search is made.
import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, gotoAndSettle, test } from './fixtures.ts'

/** The scripts of the search engine (MiniSearch and the index) the page has downloaded so far. */
function watchSearchDownloads(page: Page): () => Promise<string[]> {
  const scripts: Promise<string | undefined>[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (!url.pathname.endsWith('.js')) return
    scripts.push(
      response
        .text()
        .then((body) =>
          /search-documents-|search-engine-/.test(url.pathname) || body.includes('MiniSearch') ? url.pathname : undefined,
        )
        .catch(() => undefined),
    )
  })
  return async () => (await Promise.all(scripts)).filter((path): path is string => path !== undefined)
}

test('/search?q=bluebery lists Wild Blueberries among the products, and opens it; the kind links keep one kind in the address, and Back returns to every kind; a misspelling with no near match offers the nearest word, which finds it', async ({
  page,
}) => {
  await gotoAndSettle(page, '/search?q=bluebery')
  const main = page.locator('main')
  await expect(main.getByRole('heading', { name: '3 results for “bluebery”' })).toBeVisible()
  await expect(main.getByRole('searchbox', { name: 'Search the farm' })).toHaveValue('bluebery')
  const products = main.getByRole('region', { name: 'Products (1)' })
  await expect(products.locator('mark')).toHaveText('Blueberries')
  await products.getByRole('link', { name: 'Wild Blueberries' }).click()
  await expect(page).toHaveURL(/\/shop-single\/1$/)
  await expect(main.getByRole('heading', { level: 2, name: 'Wild Blueberries' })).toBeVisible()

  await gotoAndSettle(page, '/search?q=cheese')
  const kinds = main.getByRole('navigation', { name: 'Kinds of result' })
  await expect(kinds.getByRole('link', { name: /^All \d+ results?$/ })).toHaveAttribute('aria-current', 'page')
  await kinds.getByRole('link', { name: /^Products \d+ results?$/ }).click()
  await expect(page).toHaveURL(/\/search\?q=cheese&kind=product$/)
  await expect(kinds.getByRole('link', { name: /^Products \d+ results?$/ })).toHaveAttribute('aria-current', 'page')
  await expect(main.getByRole('region', { name: /^(Posts|Pages|People) / })).toHaveCount(0)
  await expect(
    main
      .getByRole('region', { name: /^Products / })
      .getByRole('heading', { level: 3 })
      .first(),
  ).toHaveText('Clothbound Cheddar')
  await page.goBack()
  await expect(page).toHaveURL(/\/search\?q=cheese$/)
  await expect(main.getByRole('region', { name: /^Pages / })).toBeVisible()

  await gotoAndSettle(page, '/search?q=blubery')
  await expect(main.getByRole('heading', { name: 'Nothing matched your search' })).toBeVisible()
  await main.getByRole('link', { name: 'blueberry' }).click()
  await expect(page).toHaveURL(/\/search\?q=blueberry$/)
  await expect(main.getByRole('link', { name: 'Wild Blueberries' })).toBeVisible()
})

test('nothing is downloaded for search until a query is made; a query that finds nothing suggests one that does', async ({
  page,
}) => {
  const searchDownloads = watchSearchDownloads(page)
  for (const url of ['/', '/shop', '/search']) await gotoAndSettle(page, url)
  const main = page.locator('main')
  await expect(main.getByRole('heading', { name: 'What are you looking for?' })).toBeVisible()
  expect(await searchDownloads()).toEqual([])

  const field = main.getByRole('searchbox', { name: 'Search the farm' })
  await field.fill('strawbery icecream')
  await field.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=strawbery\+icecream$/)
  await expect(main.getByRole('heading', { name: /^\d+ results? for “strawbery icecream”$/ })).toBeVisible()
  expect(await searchDownloads()).toHaveLength(3)

  await field.fill('qwxz')
  await field.press('Enter')
  await expect(main.getByRole('heading', { name: 'Nothing matched your search' })).toBeVisible()
  await expect(main.getByText('No results for “qwxz”.')).toBeVisible()
  await expect(main.getByRole('link', { name: 'Dairy' })).toHaveAttribute('href', '/shop?category=dairy')

  await field.fill('chedar chese')
  await field.press('Enter')
  await expect(main.getByRole('heading', { name: /results? for “chedar chese”$/ })).toBeVisible()
  await field.fill('')
  await field.press('Enter')
  await expect(page).toHaveURL(/\/search$/)
  await expect(main.getByRole('heading', { name: 'What are you looking for?' })).toBeVisible()
})

test('results, and the empty results, pass axe at 375 and 1440 px', async ({ page }) => {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await gotoAndSettle(page, '/search?q=cheese')
    await expect(page.getByRole('region', { name: /^Products / })).toBeVisible()
    await expectNoAxeViolations(page)
    await gotoAndSettle(page, '/search?q=qwxz')
    await expect(page.getByRole('heading', { name: 'Nothing matched your search' })).toBeVisible()
    await expectNoAxeViolations(page)
  }
})

test('/search asks search engines not to index it and stays out of sitemap.xml', async ({ request }) => {
  const html = await (await request.get('/search')).text()
  expect(html).toContain('<meta name="robots" content="noindex"/>')
  expect(html).not.toContain('rel="canonical"')
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('<loc>https://greenvalley.example/shop</loc>')
  expect(sitemap).not.toContain('/search')
})
