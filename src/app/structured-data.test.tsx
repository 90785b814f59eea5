// The JSON-LD builders against the real data files, and the head tags against markup in data: a title
// holding "</script><script>" must stay text in the title, the description and the JSON-LD.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderToString } from 'react-dom/server'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { collections } from '#data/collections.ts'
import type { BlogPost } from '#data/collections/blog-posts.ts'
import type { Product } from '#data/collections/products.ts'
import type { SiteSettings } from '#data/site-schema.ts'
import type { CompiledPage } from '#page-model/site-types.ts'
import { blogPostingNode, breadcrumbNode, businessNode, jsonLdText, productNode } from './structured-data.ts'

const readJson = <T,>(file: string): T => JSON.parse(readFileSync(join(process.cwd(), file), 'utf8')) as T
const site = readJson<SiteSettings>('data/site.json')
// As the build resolves them: the review count and average worked out from each product's reviews.
const products = collections.products.records as Product[]
const posts = readJson<{ 'blog-posts': BlogPost[] }>('data/blog-posts.json')['blog-posts']
const ATTACK = '</script><script>alert(document.domain)</script><!--'

vi.mock('virtual:site/settings', async () => {
  const { testSiteSettings } = await import('#tests/unit/site-settings.ts')
  return {
    site: testSiteSettings({
      name: 'Green Valley </script><script>alert(1)</script>',
      openingHours: { from: 'Sunday', to: 'Friday', opens: '08:00', closes: '17:00' },
    }),
  }
})

describe('structured data from the data files', () => {
  it('describes the farm with its address, phone, e-mail and opening hours from site.json', () => {
    expect(businessNode(site)).toMatchObject({
      '@type': 'GroceryStore',
      name: 'Green Valley Organic Farm',
      url: 'https://greenvalley.example/',
      image: 'https://greenvalley.example/art/social/hero-dawn.jpg',
      telephone: '+1 (555) 010-2030',
      email: 'hello@greenvalley.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '24 Meadow Lane',
        addressLocality: 'Green Valley',
        addressRegion: 'CA',
        postalCode: '95000',
        addressCountry: 'US',
      },
      openingHoursSpecification: {
        dayOfWeek: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`),
        opens: '08:00',
        closes: '17:00',
      },
    })
  })

  it('describes a product with its SKU, the rating of its reviews and one offer: its price in US dollars, in stock, at its address', () => {
    const strawberries = products.find((product) => product.id === 3)!
    const url = 'https://greenvalley.example/shop-single/3'
    expect(productNode(site, strawberries, url, 'https://greenvalley.example/x.webp', 'Fresh')).toMatchObject({
      '@type': 'Product',
      name: 'Garden Strawberries',
      sku: 'GV-FRU-003',
      // Its three reviews in data/products.json give 5, 4 and 5 stars.
      aggregateRating: { ratingValue: 4.7, reviewCount: 3 },
      offers: {
        '@type': 'Offer',
        price: '5.20',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url,
        seller: { '@id': 'https://greenvalley.example/#business' },
      },
    })
  })

  it('gives a product with options an offer for each way it can be bought, at its price', () => {
    const box = products.find((product) => product.title === 'Harvest Box')!
    const offers = productNode(site, box, 'https://greenvalley.example/shop-single/32', '', 'A box').offers as unknown as {
      name: string
      price: string
    }[]
    expect(offers.map(({ name, price }) => [name, price])).toEqual([
      ['Harvest Box (Small, Weekly)', '28.00'],
      ['Harvest Box (Small, Fortnightly)', '28.00'],
      ['Harvest Box (Large, Weekly)', '42.00'],
      ['Harvest Box (Large, Fortnightly)', '42.00'],
    ])
    expect(offers[0]).toMatchObject({ '@type': 'Offer', priceCurrency: 'USD', availability: 'https://schema.org/InStock' })
  })

  it('describes a post with its headline, date, author and picture; "Admin" posts are by the farm', () => {
    const url = 'https://greenvalley.example/blog-single/2'
    const byStaff = blogPostingNode(site, posts[1]!, url, 'https://greenvalley.example/art/blog/post-2.webp')
    expect(byStaff).toMatchObject({
      '@type': 'BlogPosting',
      headline: posts[1]!.title,
      datePublished: '2024-12-24',
      author: { '@type': 'Person', name: 'Emma Hartley' },
      image: 'https://greenvalley.example/art/blog/post-2.webp',
      url,
    })
    const byAdmin = blogPostingNode(site, posts[2]!, url, '')
    expect(posts[2]!.author).toBe('Admin')
    expect(byAdmin.author).toEqual({ '@id': 'https://greenvalley.example/#business' })
  })

  it('gives the breadcrumb Home then the page, as the banner shows it', () => {
    expect(breadcrumbNode(site, 'About Us', 'https://greenvalley.example/about-us').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://greenvalley.example/' },
      { '@type': 'ListItem', position: 2, name: 'About Us', item: 'https://greenvalley.example/about-us' },
    ])
  })
})

describe('jsonLdText', () => {
  it('cannot end its script: "<", ">" and "&" are escaped, and the JSON reads back the same', () => {
    const node = { '@type': 'Thing', name: `${ATTACK} & \u2028` } as const
    const text = jsonLdText([node])
    expect(text).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(text)).toEqual({ '@context': 'https://schema.org', '@graph': [node] })
  })
})

describe('PageHeadTags with markup in the data', () => {
  it('keeps it text in the title, meta tags and JSON-LD', async () => {
    const { PageHeadTags } = await import('./page-head-tags.tsx')
    const page: CompiledPage = {
      name: 'shop-single',
      path: '/shop-single/:id',
      title: '{title} | Shop',
      description: 'Buy {title} "now"',
      shareImage: '/art/social/hero-dawn.jpg',
      breadcrumb: ATTACK,
      entity: {
        collection: 'products',
        param: 'id',
        records: { '1': { ...products[0]!, title: ATTACK } },
      },
      blocks: [],
    }
    const html = renderToString(
      <MemoryRouter initialEntries={['/shop-single/1']}>
        <Routes>
          <Route path={page.path} element={<PageHeadTags page={page} />} />
        </Routes>
      </MemoryRouter>,
    )
    const doc = new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html')
    const scripts = [...doc.querySelectorAll('script')]
    expect(scripts.map((script) => script.type)).toEqual(['application/ld+json'])
    expect(doc.title).toBe(`${ATTACK} | Shop`)
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(`Buy ${ATTACK} "now"`)
    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(`${ATTACK} | Shop`)
    const graph = JSON.parse(scripts[0]!.textContent!)['@graph'] as { '@type': string; name?: string }[]
    expect(graph.map((node) => node['@type'])).toEqual(['GroceryStore', 'BreadcrumbList', 'Product'])
    expect(graph[0]!.name).toBe('Green Valley </script><script>alert(1)</script>')
    expect(graph[2]!.name).toBe(ATTACK)
  })
})
