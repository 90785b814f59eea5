// Findable: what search engines and link previews read. The prerendered HTML of sample pages (scripts
// off) carries Open Graph and X card tags and JSON-LD that match the data files and the visible page;
// client navigation replaces them; unknown ids carry none of a record's; sitemap.xml lists exactly the
// pages that are their own canonical address. Decision 111.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { distDir, expect, gotoAndSettle, test } from './fixtures.ts'

const SITE = 'https://greenvalley.example'
const readData = <T>(file: string): T => JSON.parse(readFileSync(path.join('data', file), 'utf8')) as T
const products = readData<{
  products: { id: number; title: string; price: string; sku: string; reviews: { rating: number }[]; thumb: string }[]
}>('products.json').products
const posts = readData<{
  'blog-posts': { id: number; title: string; author: string; thumbFull: string; date: { day: string } }[]
}>('blog-posts.json')['blog-posts']
const site = readData<{ name: string; contact: { phone: string; email: string } }>('site.json')

type Node = Record<string, unknown> & { '@type': string }

/** The page's JSON-LD nodes; fails unless there is exactly one JSON-LD script. */
async function structuredData(page: Page): Promise<Node[]> {
  const scripts = page.locator('script[type="application/ld+json"]')
  await expect(scripts).toHaveCount(1)
  const graph = JSON.parse((await scripts.textContent()) ?? '') as { '@context': string; '@graph': Node[] }
  expect(graph['@context']).toBe('https://schema.org')
  return graph['@graph']
}

const nodeOfType = (nodes: Node[], type: string) => nodes.find((node) => node['@type'] === type)
const meta = (page: Page, property: string) => page.locator(`meta[property="${property}"]`)

/** Title, description, canonical and Open Graph tags, each exactly once. */
async function headTags(page: Page) {
  for (const selector of ['title', 'meta[name="description"]', 'meta[property="og:title"]', 'meta[name="twitter:card"]']) {
    await expect(page.locator(selector), selector).toHaveCount(1)
  }
  const content = (locator: ReturnType<Page['locator']>) => locator.getAttribute('content')
  return {
    title: await page.title(),
    canonical: (await page.locator('link[rel="canonical"]').count())
      ? await page.locator('link[rel="canonical"]').getAttribute('href')
      : null,
    description: await content(page.locator('meta[name="description"]')),
    ogTitle: await content(meta(page, 'og:title')),
    ogDescription: await content(meta(page, 'og:description')),
    ogType: await content(meta(page, 'og:type')),
    ogUrl: (await meta(page, 'og:url').count()) ? await content(meta(page, 'og:url')) : null,
    ogImage: await content(meta(page, 'og:image')),
    ogSiteName: await content(meta(page, 'og:site_name')),
    twitterCard: await content(page.locator('meta[name="twitter:card"]')),
  }
}

test.describe('prerendered HTML, before any script runs', () => {
  test.use({ javaScriptEnabled: false })

  test('a product page: product card for previews, and a Product with its Offer from products.json', async ({
    page,
    request,
  }) => {
    const product = products.find((p) => p.id === 3)!
    await page.goto('/shop-single/3')
    const head = await headTags(page)
    expect(head).toMatchObject({
      title: `${product.title} | Shop | Green Valley Organic Farm`,
      canonical: `${SITE}/shop-single/3`,
      ogUrl: `${SITE}/shop-single/3`,
      ogTitle: head.title,
      ogDescription: head.description,
      ogType: 'product',
      ogImage: `${SITE}${product.thumb.replace(/\.webp$/, '@2x.webp')}`,
      ogSiteName: site.name,
      twitterCard: 'summary_large_image',
    })
    // The picture ships, at the path the absolute address names.
    const picture = await request.get(new URL(head.ogImage!).pathname)
    expect(picture.status()).toBe(200)
    expect(picture.headers()['content-type']).toBe('image/webp')

    const nodes = await structuredData(page)
    expect(nodes.map((node) => node['@type'])).toEqual(['GroceryStore', 'BreadcrumbList', 'Product'])
    expect(nodeOfType(nodes, 'Product')).toMatchObject({
      name: product.title,
      image: head.ogImage,
      url: head.canonical,
      sku: product.sku,
      // The stars are the average of the product's reviews, to one decimal; the count is how many there are.
      aggregateRating: {
        ratingValue:
          Math.round((product.reviews.reduce((sum, review) => sum + review.rating, 0) / product.reviews.length) * 10) / 10,
        reviewCount: product.reviews.length,
      },
      offers: {
        '@type': 'Offer',
        price: product.price.replace('$', ''),
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: head.canonical,
      },
    })
    // The page shows the same price and what it buys ("Now" is read to screen readers only).
    await expect(page.locator('main').getByText(`Now ${product.price} / punnet`).first()).toBeVisible()
  })

  test('a post: article card and a BlogPosting with headline, date, author and picture', async ({ page }) => {
    const post = posts.find((p) => p.id === 2)!
    await page.goto('/blog-single-with-sidebar/2')
    const head = await headTags(page)
    // The layout with a sidebar names the plain post as the address to index.
    expect(head).toMatchObject({ canonical: `${SITE}/blog-single/2`, ogUrl: `${SITE}/blog-single/2`, ogType: 'article' })
    expect(head.ogImage).toBe(`${SITE}${post.thumbFull}`)
    expect(nodeOfType(await structuredData(page), 'BlogPosting')).toMatchObject({
      headline: post.title,
      datePublished: post.date,
      author: { '@type': 'Person', name: post.author },
      image: head.ogImage,
      url: `${SITE}/blog-single/2`,
    })
    await expect(page.locator('main').getByRole('heading', { level: 2, name: post.title })).toBeVisible()
  })

  test('an inner page: its BreadcrumbList is the trail its banner shows', async ({ page }) => {
    await page.goto('/about-us')
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')
    const shown = (await trail.allTextContents()).map((text) => text.trim())
    const breadcrumb = nodeOfType(await structuredData(page), 'BreadcrumbList') as unknown as { itemListElement: Node[] }
    expect(breadcrumb.itemListElement.map((item) => item.name)).toEqual(shown)
    expect(breadcrumb.itemListElement.map((item) => item.item)).toEqual([`${SITE}/`, `${SITE}/about-us`])
  })

  test('the home page: the farm as a business with its contact details, and the hero scene as its picture', async ({ page }) => {
    await page.goto('/')
    const head = await headTags(page)
    expect(head).toMatchObject({ canonical: `${SITE}/`, ogType: 'website', ogImage: `${SITE}/art/social/hero-dawn.jpg` })
    const nodes = await structuredData(page)
    expect(nodes.map((node) => node['@type'])).toEqual(['GroceryStore'])
    expect(nodes[0]).toMatchObject({
      name: site.name,
      telephone: site.contact.phone,
      email: site.contact.email,
      address: { streetAddress: '24 Meadow Lane', addressLocality: 'Green Valley', addressRegion: 'CA', postalCode: '95000' },
      openingHoursSpecification: { opens: '08:00', closes: '17:00' },
    })
  })
})

test.describe('in the browser', () => {
  test('client navigation replaces title, description, canonical, preview tags and JSON-LD', async ({ page }) => {
    const post = posts.find((p) => p.id === 2)!
    await gotoAndSettle(page, '/shop-single/3')
    await page.getByRole('contentinfo').getByRole('link', { name: post.title }).click()
    await expect(page).toHaveURL(/\/blog-single-with-sidebar\/2$/)
    await expect(page).toHaveTitle(`${post.title} | Farm Journal | Green Valley Organic Farm`)
    const head = await headTags(page)
    expect(head).toMatchObject({ canonical: `${SITE}/blog-single/2`, ogUrl: `${SITE}/blog-single/2`, ogType: 'article' })
    expect(head.ogTitle).toBe(head.title)
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
    expect((await structuredData(page)).map((node) => node['@type'])).toEqual(['GroceryStore', 'BreadcrumbList', 'BlogPosting'])
  })

  test('an unknown id (a farmer, a product) reads "Page Not Found", names no canonical and carries no record data', async ({
    page,
  }) => {
    for (const url of ['/farmer-details/99', '/shop-single/999']) {
      const response = await gotoAndSettle(page, url)
      expect(response?.status(), url).toBe(404)
      const head = await headTags(page)
      expect(head).toMatchObject({ title: 'Page Not Found | Green Valley Organic Farm', canonical: null, ogUrl: null })
      expect(head.description).not.toContain('Not found,')
      expect((await structuredData(page)).map((node) => node['@type'])).toEqual(['GroceryStore'])
    }
  })
})

/** Every prerendered page in dist/ with the canonical address its HTML names. */
function prerenderedCanonicals(): Map<string, string | undefined> {
  const pages = new Map<string, string | undefined>()
  for (const file of readdirSync(distDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('index.html')) continue
    const url = `/${file.split(path.sep).join('/')}`.replace(/\/?index\.html$/, '') || '/'
    const html = readFileSync(path.join(distDir, file), 'utf8')
    pages.set(url, html.match(/<link rel="canonical" href="([^"]+)"/)?.[1])
  }
  return pages
}

test('sitemap.xml lists every prerendered page that is its own canonical address, and nothing else', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
  const expected = [...prerenderedCanonicals()]
    .filter(([url, canonical]) => canonical === `${SITE}${url === '/' ? '/' : url}`)
    .map(([url]) => `${SITE}${url}`)
  expect(new Set(listed).size).toBe(listed.length)
  expect([...listed].sort()).toEqual([...expected].sort())
  // Spot checks: originals in, variants and the not-found page out.
  expect(listed).toEqual(expect.arrayContaining([`${SITE}/`, `${SITE}/shop-single/3`, `${SITE}/blog-standard/2`]))
  for (const left of ['/shop-single-thumb/3', '/blog-single-with-sidebar/2', '/farmers/1', '/blog-standard/1', '/not-found']) {
    expect(listed).not.toContain(`${SITE}${left}`)
  }
})
