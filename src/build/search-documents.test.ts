// @vitest-environment node
/**
 * What the search index holds: every record of the searched collections at its own address (the route
 * table's), every findable page with its headings and questions, and nothing a visitor never looks for;
 * small enough to download on first use.
 */
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { collections } from '#data/collections.ts'
import { expandRoutePaths } from '#page-model/route-paths.ts'
import { SEARCH_PAGE_PATH } from '#search/search-path.ts'
import { compileSite } from './compile-site.ts'
import { searchDocuments, searchDocumentsModule, UNSEARCHED_PATHS } from './search-documents.ts'

const { pages } = compileSite(process.cwd())
const documents = searchDocuments(pages)
const urls = new Set(expandRoutePaths(pages))
const byId = new Map(documents.map((document) => [document.id, document]))

/** The most the index may weigh, gzipped, for today's content (issue 27). */
const MAX_GZIPPED_BYTES = 30 * 1024

describe('search documents', () => {
  it.each([
    ['products', 'product', 'product', '/shop-single/'],
    ['blog-posts', 'post', 'post', '/blog-single/'],
    ['farmers', 'farmer', 'person', '/farmer-details/'],
    ['team', 'team', 'person', '/team-details/'],
    ['services', 'service', 'page', '/service-details/'],
    ['projects', 'project', 'page', '/project-details/'],
  ] as const)('every record of %s is a %s document of kind "%s" at its own page, %s<id>', (collection, prefix, kind, path) => {
    const records = collections[collection].records as { id: number }[]
    expect(records.length).toBeGreaterThan(0)
    for (const { id } of records) {
      const document = byId.get(`${prefix}-${id}`)
      expect(document, `${prefix}-${id}`).toMatchObject({ kind, url: `${path}${id}` })
      expect(urls.has(document!.url), document!.url).toBe(true)
    }
  })

  it('a person shows their role, a post its date as the site shows it', () => {
    expect(byId.get('team-2')).toMatchObject({ title: 'Tomas Rivera', role: 'Head cheesemaker' })
    expect(byId.get('post-1')).toMatchObject({ date: '28 Dec 2024' })
  })

  it('a post with its own text is found by its section headings and first paragraph', () => {
    const soil = byId.get('post-1')!.text
    expect(soil).toContain('Feeding the soil, not the plant')
    expect(soil).toContain('Slower, and worth it')
    expect(soil.length).toBeLessThan(1200)
    expect(byId.get('post-2')!.text).toContain('From straw to parlour')
  })

  it('every findable page is a document, titled without the site’s name, with its headings and FAQ questions', () => {
    expect(byId.get('page-about-us')).toMatchObject({ kind: 'page', title: 'About Us', url: '/about-us' })
    expect(byId.get('page-blog-standard')).toMatchObject({ url: '/blog-standard' })
    const farmingHome = byId.get('page-home-2')!
    expect(farmingHome.text).toContain('Do you use any additives in your soil?')
    for (const document of documents.filter((each) => each.kind === 'page')) {
      expect(urls.has(document.url), document.url).toBe(true)
      expect(document.title).not.toContain('Green Valley Organic Farm')
    }
  })

  it('leaves out the pages no one looks for, the results page itself, and twin addresses of a record', () => {
    const found = new Set(documents.map((document) => document.url))
    for (const path of [...UNSEARCHED_PATHS, SEARCH_PAGE_PATH]) expect(found.has(path), path).toBe(false)
    expect(urls.has(SEARCH_PAGE_PATH)).toBe(true)
    expect(documents.some((document) => /^\/(shop-single-thumb|farmers|blog-single-with-sidebar)\/\d/.test(document.url))).toBe(
      false,
    )
    expect(new Set(documents.map((document) => document.id)).size).toBe(documents.length)
  })

  it('a record added to the data is a document with the next build, at the address its page gives it', () => {
    const product = collections.products.records[0] as { id: number; title: string }
    const added = { ...product, id: 999, title: 'Fresh Goat Cheese' }
    const withAdded = searchDocuments(pages, {
      ...collections,
      products: { ...collections.products, records: [...collections.products.records, added] },
    })
    expect(withAdded.find((document) => document.id === 'product-999')).toMatchObject({
      title: 'Fresh Goat Cheese',
      url: '/shop-single/999',
    })
  })

  it(`downloads as a module of at most ${MAX_GZIPPED_BYTES / 1024} KB gzipped for today's content, that gives the documents back`, async () => {
    const module = searchDocumentsModule(pages)
    expect(gzipSync(module).length).toBeLessThanOrEqual(MAX_GZIPPED_BYTES)
    const loaded = (await import(`data:text/javascript,${encodeURIComponent(module)}`)) as { default: unknown }
    expect(loaded.default).toEqual(documents)
  })
})
