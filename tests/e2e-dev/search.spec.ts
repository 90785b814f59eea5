import { expect, visitUntil, watchedTest as test } from './dev-site.ts'

// Search under `npm run dev`: the index is served by the dev server, and a record saved to data/ is found
// once the server has compiled it, with no build.
test('a product added to data/products.json is found on /search after the save', async ({ page, devFiles }) => {
  await page.goto('/search?q=bluebery')
  await expect(page.locator('main').getByRole('link', { name: 'Wild Blueberries' })).toBeVisible({ timeout: 30_000 })

  const file = 'data/products.json'
  const data = JSON.parse(devFiles.read(file)) as { products: { id: number; sku: string; title: string; tags: string[] }[] }
  const cheddar = data.products.find((product) => product.title === 'Clothbound Cheddar')!
  data.products.push({ ...cheddar, id: 99, sku: 'GV-DAI-099', title: 'Fresh Goat Cheese', tags: ['Goat', 'Fresh'] })
  devFiles.write(file, `${JSON.stringify(data, null, 2)}\n`)

  // The save reloads open pages: visit again until the new record is in the index.
  await visitUntil(
    page,
    '/search?q=goat',
    async () => {
      await expect(page.locator('main').getByRole('link', { name: 'Fresh Goat Cheese' })).toHaveAttribute(
        'href',
        '/shop-single/99',
        { timeout: 10_000 },
      )
    },
    60_000,
  )
})
