// @vitest-environment node
// Every page's <head> as the build writes it, computed from the real page and data files: each page
// indexed on its own address has its own title and description; variants name their original; the
// not-found page and unknown ids name none; link previews get a picture they can show.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { matchPath } from 'react-router-dom'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SiteSettings } from '#data/site-schema.ts'
import { compileSite } from '#build/compile-site.ts'
import { routePaths } from '#page-model/route-paths.ts'
import { numberedTitle, pageHead, type PageHead } from './page-head.ts'
import type { CompiledPage } from '#page-model/site-types.ts'

let pages: CompiledPage[]
let site: SiteSettings
/** Every prerendered URL with its head. */
let heads: Map<string, PageHead>

function headAt(url: string, queryPage?: string): PageHead {
  const page = pages.find((candidate) => matchPath(candidate.path, url))!
  const params = matchPath(page.path, url)!.params
  return pageHead({ page, site, pathname: url, params, queryPage })
}

beforeAll(() => {
  const compiled = compileSite(process.cwd())
  expect(compiled.problems).toEqual([])
  pages = compiled.pages
  site = compiled.site!
  heads = new Map(pages.flatMap(routePaths).map((url) => [url, headAt(url)]))
}, 30_000) // the first compile loads every block schema (decision 150, Timeouts)

/** Groups of URLs sharing a value, for a readable failure. */
function sharedBy(entries: [string, string][]): string[] {
  const byValue = new Map<string, string[]>()
  for (const [url, value] of entries) byValue.set(value, [...(byValue.get(value) ?? []), url])
  return [...byValue].filter(([, urls]) => urls.length > 1).map(([value, urls]) => `${urls.join(', ')}: "${value}"`)
}

describe('the head of every prerendered page', () => {
  it('has a title and a description with every {field} filled in', () => {
    expect(heads.size).toBeGreaterThan(100)
    for (const [url, { title, description }] of heads) {
      expect(title.trim(), url).not.toBe('')
      expect(description.trim(), url).not.toBe('')
      expect(`${title} ${description}`, url).not.toMatch(/[{}]|Not found/)
    }
  })

  it('gives each page indexed at its own address its own title and description', () => {
    const canonical = [...heads].filter(([url, head]) => head.canonicalPath === url)
    expect(sharedBy(canonical.map(([url, head]) => [url, head.title]))).toEqual([])
    expect(sharedBy(canonical.map(([url, head]) => [url, head.description]))).toEqual([])
  })

  it('asks search engines to leave out only the not-found page and the search results', () => {
    expect([...heads].filter(([, head]) => head.noindex).map(([url]) => url)).toEqual(['/not-found', '/search'])
  })

  it('gives the search results, whose content is the query’s, no canonical address (so no sitemap entry)', () => {
    expect(heads.get('/search')).toMatchObject({
      title: 'Search | Green Valley Organic Farm',
      canonicalPath: undefined,
      noindex: true,
    })
  })

  it('names a canonical address that is itself a prerendered page naming itself', () => {
    for (const [url, { canonicalPath }] of heads) {
      if (canonicalPath === undefined) continue
      expect(heads.get(canonicalPath)?.canonicalPath, `${url} → ${canonicalPath}`).toBe(canonicalPath)
    }
  })

  it('shows link previews a shipped picture they can read (no SVG)', () => {
    for (const [url, { image }] of heads) {
      expect(image, url).toMatch(/\.(jpg|png|webp)$/)
      expect(existsSync(join(process.cwd(), 'public', image)), `${url}: ${image}`).toBe(true)
    }
  })
})

describe('canonical addresses of variants', () => {
  it.each([
    ['/shop-single-thumb/3', '/shop-single/3'],
    ['/blog-single-with-sidebar/2', '/blog-single/2'],
    ['/farmers/4', '/farmer-details/4'],
    ['/blog-standard/1', '/blog-standard'],
    ['/blog-standard/3', '/blog-standard/3'],
    ['/shop-single/3', '/shop-single/3'],
    ['/about-us', '/about-us'],
    ['/', '/'],
  ])('%s names %s', (url, canonical) => {
    expect(heads.get(url)?.canonicalPath).toBe(canonical)
  })

  it('a page number in the query names the prerendered page of that number, the nearest one that exists', () => {
    expect(headAt('/blog-standard', '3').canonicalPath).toBe('/blog-standard/3')
    expect(headAt('/blog-standard/2', '4').canonicalPath).toBe('/blog-standard/4')
    expect(headAt('/blog-standard', '999').canonicalPath).toBe('/blog-standard/5')
    expect(headAt('/blog-standard', 'abc').canonicalPath).toBe('/blog-standard')
    expect(headAt('/blog-standard', '3').title).toBe('Farm Journal, Page 3 of 5 | Green Valley Organic Farm')
  })

  it('a list not numbered by path keeps its plain address whatever its query (the static HTML is page 1)', () => {
    expect(headAt('/shop', '2').canonicalPath).toBe('/shop')
  })
})

describe('pages that are not there', () => {
  const notFound = () => heads.get('/not-found')!

  it('the not-found page names no canonical address, asks not to be indexed and carries only the business', () => {
    expect(notFound().canonicalPath).toBeUndefined()
    expect(notFound().noindex).toBe(true)
    expect(notFound().structuredData.map((node) => (node as { '@type': string })['@type'])).toEqual(['GroceryStore'])
  })

  it.each(['/farmer-details/99', '/team-details/0', '/shop-single/abc', '/blog-single/constructor', '/project-details/7'])(
    '%s has the not-found title and description, no canonical address and no record data',
    (url) => {
      const head = headAt(url)
      expect(head).toMatchObject({
        title: notFound().title,
        description: notFound().description,
        canonicalPath: undefined,
        noindex: true,
      })
      expect(head.structuredData).toHaveLength(1)
    },
  )
})

describe('link-preview picture and type', () => {
  it('is the record’s biggest picture on entity pages', () => {
    expect(heads.get('/shop-single/1')).toMatchObject({ image: '/art/products/blueberries@2x.webp', openGraphType: 'product' })
    expect(heads.get('/blog-single/2')).toMatchObject({ image: '/art/blog/post-2.webp', openGraphType: 'article' })
    expect(heads.get('/farmer-details/1')).toMatchObject({ image: '/art/people/farmer-1.webp', openGraphType: 'website' })
  })

  it("is the hero's scene on pages that open with one, else the page file's or the site's picture", () => {
    expect(heads.get('/')?.image).toBe('/art/social/hero-dawn.jpg')
    expect(heads.get('/home-4')?.image).toBe('/art/social/hero-dairy.jpg')
    expect(heads.get('/cart')?.image).toBe(site.shareImage)
  })
})

describe('numberedTitle', () => {
  it('puts the page number after the name, before the site name', () => {
    expect(numberedTitle('Farm Journal | Green Valley', 2, 5)).toBe('Farm Journal, Page 2 of 5 | Green Valley')
    expect(numberedTitle('Journal', 3, 4)).toBe('Journal, Page 3 of 4')
  })
})
