// @vitest-environment node
import { existsSync, readFileSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteWith } from '#tests/unit/site-folder.ts'
import { collections } from '#data/collections.ts'
import { compileSite, expandRoutePaths } from './compile-site.ts'
import { resolveCollectionRef } from '#data/collection-ref.ts'
import { formatProblem } from '#page-model/problem.ts'
import { doubleDensity } from '#lib/art.ts'

const base = { schemaVersion: 1, title: 'T', description: 'D' }
// Pages indexed at their own address need their own title and description: each test page has its own.
const notFound = {
  ...base,
  title: 'Not found',
  description: 'Nothing here',
  path: '/not-found',
  blocks: [{ id: 'message', type: 'not-found', props: {} }],
}
/** The real site with its not-found page and `pages` (file name → what the page file holds besides `base`) in place. */
const compiledWith = (pages: Record<string, Record<string, unknown>>) =>
  compileSite(
    siteWith({
      'not-found.json': notFound,
      ...Object.fromEntries(Object.entries(pages).map(([file, page]) => [file, { ...base, ...page }])),
    }),
  )
/** A file of a test's site with `from` written as `to`. */
const replaceIn = (file: string, from: string, to: string) => writeFileSync(file, readFileSync(file, 'utf8').replace(from, to))

describe('compileSite', () => {
  it('compiles the real site without problems', () => {
    const site = compileSite(process.cwd())
    expect(site.problems).toEqual([])
    expect(site.pages.map((p) => p.path)).toContain('/not-found')
  }, 30_000) // the first compile loads every block schema (decision 150, Timeouts)

  it('drops hidden blocks and applies defaults', () => {
    const site = compiledWith({
      'about-us.json': {
        path: '/about-us',
        blocks: [
          { id: 'banner', type: 'page-banner', props: { title: 'About Us' } },
          { id: 'promo', type: 'page-banner', hidden: true, props: {} },
        ],
      },
    })
    expect(site.problems).toEqual([])
    const about = site.pages.find((p) => p.path === '/about-us')!
    expect(about.blocks).toEqual([
      {
        id: 'banner',
        type: 'page-banner',
        when: undefined,
        firstScreen: true,
        props: { title: 'About Us', crumb: '404', image: '/art/banners/page-banner.webp' },
      },
    ])
  })

  it("marks the blocks on a phone's first screen: the first, and the second unless the first is a hero", () => {
    const block = (id: string, type: string) => ({ id, type, props: {} })
    const site = compiledWith({
      'inner.json': { path: '/inner', blocks: [block('a', 'page-banner'), block('b', 'about-intro'), block('c', 'faq')] },
      'home.json': {
        title: 'Home',
        description: 'The farm',
        path: '/',
        blocks: [
          {
            id: 'a',
            type: 'hero-slider',
            props: { slides: [{ image: '/art/scenes/hero-dawn.svg', title: 'T', description: 'D' }] },
          },
          block('b', 'about-intro'),
        ],
      },
    })
    expect(site.problems).toEqual([])
    const firstScreen = (path: string) => site.pages.find((p) => p.path === path)!.blocks.map((b) => b.firstScreen)
    expect(firstScreen('/inner')).toEqual([true, true, false])
    expect(firstScreen('/')).toEqual([true, false])
  })

  it('refuses a site without a not-found page', () => {
    const site = compileSite(siteWith({ 'a.json': { ...base, path: '/a', blocks: [] } }, { realPages: false }))
    expect(site.problems.map((p) => p.message)).toContain('no page file has the path "/not-found"')
  })

  it('leaves out a page file listed but gone before it is read, as when the dev server compiles while a test or an editor removes it', () => {
    const dir = siteWith({ 'a.json': { ...base, path: '/a', blocks: [] } })
    // A link to nothing: listed by readdir, gone by the time it is read.
    symlinkSync(join(dir, 'no-such-file.json'), join(dir, 'pages-schema/gone.json'))
    const site = compileSite(dir)
    expect(site.problems.map(formatProblem)).toEqual([])
    expect(site.pages.map((page) => page.path)).toContain('/a')
    expect(site.files).not.toContain(join(dir, 'pages-schema/gone.json'))
  })

  it('names the line of a picture that does not ship, and the file it probably meant', () => {
    const site = compiledWith({
      'about-us.json': {
        path: '/about-us',
        blocks: [{ id: 'banner', type: 'page-banner', props: { title: 'About', image: '/art/services/service-2.svg' } }],
      },
    })
    expect(site.problems).toEqual([
      {
        file: 'pages-schema/about-us.json',
        line: 12,
        column: 18,
        where: 'blocks[0] (page-banner "banner") → props.image',
        message: '"/art/services/service-2.svg" is not a file in public/',
        hint: 'did you mean "/art/services/service-2.webp"?',
      },
    ])
  })

  it('every picture and video the site names ships in public/ (product photos at both sizes), defaults included', () => {
    const { pages } = compileSite(process.cwd())
    const named = new Set(JSON.stringify(pages).match(/\/(art|video)\/[a-z0-9/._-]+\.[a-z0-9]+/g))
    expect(named.size).toBeGreaterThan(50)
    const files = [...named].flatMap((path) => [path, doubleDensity(path) ?? path]) // product photos come in two sizes
    expect(files.filter((path) => !existsSync(join(process.cwd(), 'public', path)))).toEqual([])
  })

  it('expands entity pages to one URL per record', () => {
    const site = compiledWith({
      'blog-single.json': { path: '/blog-single/:id', entity: { collection: 'blog-posts', param: 'id' }, blocks: [] },
    })
    const paths = expandRoutePaths(site.pages).filter((path) => path.startsWith('/blog-single/'))
    expect(paths).toContain('/blog-single/1')
    expect(paths).toContain('/blog-single/15')
    expect(paths).toHaveLength(15)
  })
})

describe('page numbers in the path ("pageNumber")', () => {
  const list = { id: 'posts', type: 'blog-list', props: { perPage: 4 } }
  const numbered = (extra: Record<string, unknown>) => compiledWith({ 'list.json': { path: '/journal/:page?', ...extra } })

  it('builds one address per page of the list, and the list without a number', () => {
    const site = numbered({ pageNumber: { param: 'page', block: 'posts' }, blocks: [list] })
    expect(site.problems).toEqual([])
    expect(site.pages.find((p) => p.name === 'list')!.pageNumber).toEqual({ param: 'page', block: 'posts', pageCount: 4 })
    expect(expandRoutePaths(site.pages).filter((path) => path.startsWith('/journal'))).toEqual([
      '/journal',
      '/journal/1',
      '/journal/2',
      '/journal/3',
      '/journal/4',
    ])
  })

  it('refuses a parameter the path lacks, an unknown block and a block without pages', () => {
    const messages = (extra: Record<string, unknown>) => numbered(extra).problems.map((p) => `${p.where}: ${p.message}`)
    expect(messages({ pageNumber: { param: 'n', block: 'posts' }, blocks: [list] })).toEqual([
      'pageNumber.param: the path "/journal/:page?" has no ":n" parameter',
      'path: ":page" is not bound to any values: every parameter must be the "param" of the page\'s "entity" or "pageNumber"',
    ])
    expect(messages({ pageNumber: { param: 'page', block: 'list' }, blocks: [list] })).toEqual([
      'pageNumber.block: no block on this page has the id "list"',
    ])
    expect(
      messages({ pageNumber: { param: 'page', block: 'banner' }, blocks: [{ id: 'banner', type: 'page-banner', props: {} }] }),
    ).toEqual(['pageNumber.block: a "page-banner" block has no pages; numbered lists: shop-catalog, blog-list'])
  })
})

describe('two page files with one path (a copied page that kept its "path")', () => {
  const copy = {
    ...(JSON.parse(readFileSync(join(process.cwd(), 'pages-schema/home.json'), 'utf8')) as object),
    title: 'Home copy',
    description: 'A copy of the home page',
  }
  const setChanged = (dir: string, name: string, seconds: number) => {
    const time = new Date(Date.UTC(2026, 0, 1, 12, 0, seconds))
    utimesSync(join(dir, 'pages-schema', name), time, time)
  }

  it('reports the file changed most recently, naming the other, at its "path"; the other keeps its route', () => {
    const dir = siteWith({ 'home-copy.json': copy })
    setChanged(dir, 'home.json', 0)
    setChanged(dir, 'home-copy.json', 30)
    const site = compileSite(dir)
    expect(site.problems.map(formatProblem)).toEqual([
      'pages-schema/home-copy.json:4:11  path: "/" is already the path of pages-schema/home.json — every page needs its own path; give this page another one, e.g. "/home-copy"',
    ])
    expect(site.pages.find((page) => page.path === '/')?.name).toBe('home')
  })

  it('when the original is the newer one, reports that one', () => {
    const dir = siteWith({ 'home-copy.json': copy })
    setChanged(dir, 'home-copy.json', 0)
    setChanged(dir, 'home.json', 30)
    expect(compileSite(dir).problems.map((problem) => `${problem.file}: ${problem.message}`)).toEqual([
      'pages-schema/home.json: "/" is already the path of pages-schema/home-copy.json',
    ])
  })

  it('reports both, each naming the other, when neither is newer; the first by name keeps the route', () => {
    const dir = siteWith({ 'home-copy.json': copy })
    setChanged(dir, 'home.json', 0)
    setChanged(dir, 'home-copy.json', 0)
    const site = compileSite(dir)
    expect(site.problems.map((problem) => `${problem.file}: ${problem.message}`)).toEqual([
      'pages-schema/home-copy.json: "/" is already the path of pages-schema/home.json',
      'pages-schema/home.json: "/" is already the path of pages-schema/home-copy.json',
    ])
    expect(site.pages.find((page) => page.path === '/')?.name).toBe('home-copy')
  })
})

/** A copy of the site whose Home menu's second link (to "/home-2", data/site.json) goes to `href`. */
function siteWithMenuLink(href: string) {
  const dir = siteWith({})
  const siteFile = join(dir, 'data/site.json')
  const original = readFileSync(siteFile, 'utf8')
  const linkTo = (to: string) => writeFileSync(siteFile, original.replace('"href": "/home-2"', `"href": "${to}"`))
  linkTo(href)
  return { dir, linkTo }
}

describe('links between pages', () => {
  it('a link to a page that does not exist is a problem at its line, with the nearest path', () => {
    const { dir } = siteWithMenuLink('/home-sprng')
    expect(compileSite(dir).problems.map(formatProblem)).toEqual([
      'data/site.json:25:46  menu "Home" → children[1].href: no page has the path "/home-sprng" — did you mean "/home-2"?',
    ])
  })

  it("the shop's list of products reads ?category= with a product category; a link in a data file is checked at its line", () => {
    const { dir } = siteWithMenuLink('/shop?category=dairy&sort=price-desc&page=2')
    const categoriesFile = join(dir, 'data/product-categories.json')
    const categoriesText = readFileSync(categoriesFile, 'utf8')
    writeFileSync(
      categoriesFile,
      categoriesText
        .replace('"/shop?category=fruit"', '"/shop?category=fruits"')
        .replace('"/shop-single/1"', '"/about-us?category=fruit"')
        .replace('"/shop-single/3"', '"/shop-single/99"'),
    )
    expect(compileSite(dir).problems.map(formatProblem)).toEqual([
      'data/product-categories.json:8:15  category 1 "Blueberry" → link: the page "/about-us" does not read "?category" — only pages with a numbered list read "?page=N"; remove the query',
      'data/product-categories.json:14:15  category 2 "Strawberry" → link: there is no product with the id "99" for "/shop-single/:id" — ids are 1–32',
      'data/product-categories.json:38:15  category 6 "Apples" → link: "?category=fruits" is not a product category of "/shop" — did you mean "?category=fruit"?',
    ])
  })

  it('a list of posts reads ?tag=, ?category= and ?month= with the groups its posts make', () => {
    const { dir, linkTo } = siteWithMenuLink('/blog-with-sidebar?tag=chese')
    expect(compileSite(dir).problems.map(formatProblem)).toEqual([
      'data/site.json:25:46  menu "Home" → children[1].href: "?tag=chese" is no tag of the posts "/blog-with-sidebar" lists — did you mean "?tag=cheese"?',
    ])
    for (const good of [
      '/blog-with-sidebar?tag=cheese&page=1',
      '/blog-with-sidebar?category=the-dairy',
      '/blog-3-column?month=2024-12',
    ]) {
      linkTo(good)
      expect(compileSite(dir).problems, good).toEqual([])
    }
  }, 60_000) // four compiles of the whole site (decision 150, Timeouts)

  it('with its category filter off or a sort not offered, the shop does not read them', () => {
    const { dir } = siteWithMenuLink('/shop?sort=rating')
    const shopFile = join(dir, 'pages-schema/shop.json')
    writeFileSync(
      shopFile,
      readFileSync(shopFile, 'utf8')
        .replace('"categoryFilter": true', '"categoryFilter": false')
        .replace('"sorts": ["latest", "price-asc", "price-desc", "popular", "rating"]', '"sorts": ["latest", "price-asc"]'),
    )
    const reads = 'it reads "?page=N" and "?sort=" (latest or price-asc) only'
    // The feature block's default product icons link to shelves of the shop too: each page using it is told.
    const defaultIcons = (at: string) =>
      [0, 1, 2].map(
        (index) =>
          `${at}  blocks[1] (feature-block "features") → props.products[${index}].link: the page "/shop" does not read "?category" (the default, as "link" is left out) — ${reads}; set "link" to a page that exists`,
      )
    expect(compileSite(dir).problems.map(formatProblem)).toEqual([
      ...defaultIcons('pages-schema/home-2.json:33:59'),
      ...defaultIcons('pages-schema/home-3.json:50:16'),
      `data/product-categories.json:38:15  category 6 "Apples" → link: the page "/shop" does not read "?category" — ${reads}`,
      'data/site.json:25:46  menu "Home" → children[1].href: "?sort=rating" is not a sort "/shop" offers — it offers latest or price-asc',
    ])
  })

  it('a link to a page whose file has problems is not reported on top of them', () => {
    const dir = siteWith({})
    const about = join(dir, 'pages-schema/about-us.json')
    replaceIn(about, '"schemaVersion": 1,', '"schemaVersion": 1')
    expect(compileSite(dir).problems.map(formatProblem)).toEqual([
      'pages-schema/about-us.json:3:21  JSON syntax error: a comma is missing — add a comma after 1',
    ])
  })
})

describe('a data file with problems', () => {
  /** A copy of the site whose data/products.json has the first product's price line written otherwise. */
  function siteWithFirstPrice(from: string, to: string) {
    const dir = siteWith({})
    const productsFile = join(dir, 'data/products.json')
    replaceIn(productsFile, from, to)
    return { dir, productsFile }
  }

  it('that is not JSON has its syntax error as its one message: links to its records elsewhere are not judged until it is fixed', () => {
    const { dir, productsFile } = siteWithFirstPrice('"price": "$6.50",', '"price": "$6.50"')
    const site = compileSite(dir)
    expect(site.problems.map(formatProblem)).toEqual([
      'data/products.json:17:23  JSON syntax error: a comma is missing — add a comma after "$6.50"',
    ])
    expect(site.unusableDataFiles).toEqual(['data/products.json'])
    // Fixed, but with a link to a product that does not exist: that is reported again, in full.
    replaceIn(productsFile, '"price": "$6.50"', '"price": "$6.50",')
    const site2 = join(dir, 'data/site.json')
    replaceIn(site2, '"/shop-single/1"', '"/shop-single/99"')
    expect(compileSite(dir).problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^data\/site\.json:\d+:\d+ {2}menu "Shop" → children\[1\]\.href: there is no product with the id "99" for "\/shop-single\/:id" — ids are 1–\d+$/,
      ),
    ])
  })

  it.each(Object.values(collections).map((collection) => collection.name))(
    'one comma missing in data/%s.json, read at a start, is the only message: nothing that uses it is blamed',
    (name) => {
      const collection = collections[name]
      const dir = siteWith({})
      const file = join(dir, collection.file)
      const text = readFileSync(file, 'utf8')
      const comma = text.indexOf(',', text.indexOf('"id": 2'))
      writeFileSync(file, text.slice(0, comma) + text.slice(comma + 1))
      // A start of validate, the build or the dev server reads no record from a file that is not JSON.
      const lastValid = collection.records
      collection.records = []
      try {
        expect(compileSite(dir).problems.map(formatProblem)).toEqual([
          expect.stringMatching(new RegExp(`^${collection.file}:\\d+:\\d+ {2}JSON syntax error: a comma is missing`)),
        ])
      } finally {
        collection.records = lastValid
      }
    },
    30_000, // a compile of the whole site (decision 150, Timeouts)
  )

  it('is never used: pages keep the last valid records, and the file is named as unusable', () => {
    const site = compileSite(siteWithFirstPrice('"price": "$6.50"', '"price": "7,40 €"').dir)
    expect(site.problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^data\/products\.json:17:16 {2}product 1 "Wild Blueberries" → price: write prices as "\$12\.00"/),
    ])
    expect(site.unusableDataFiles).toEqual(['data/products.json'])
    const shopSingle = site.pages.find((page) => page.path === '/shop-single/:id')!
    expect(shopSingle.entity?.records['1']).toMatchObject({ title: 'Wild Blueberries', price: '$6.50' })
    expect(collections.products.records).toContainEqual(expect.objectContaining({ id: 1, price: '$6.50' }))
  })
})

describe('resolveCollectionRef', () => {
  const records = [{ id: 4 }, { id: 5 }, { id: 6 }]
  it('takes the first N, positions or ids', () => {
    expect(resolveCollectionRef(records, { collection: 'x', first: 2 }).records).toEqual([{ id: 4 }, { id: 5 }])
    expect(resolveCollectionRef(records, { collection: 'x', items: [3, 1] }).records).toEqual([{ id: 6 }, { id: 4 }])
    expect(resolveCollectionRef(records, { collection: 'x', ids: [5] }).records).toEqual([{ id: 5 }])
    expect(resolveCollectionRef(records, { collection: 'x' }).records).toHaveLength(3)
  })
  it('reports what is missing', () => {
    expect(resolveCollectionRef(records, { collection: 'x', ids: [9] }).issues).toEqual([
      { path: ['ids', 0], message: '"x" has no record with id 9 (ids are 4–6)' },
    ])
    expect(resolveCollectionRef(records, { collection: 'x', first: 5 }).issues[0]?.message).toBe(
      '"x" has only 3 records, fewer than 5',
    )
  })
})

describe('two pages with one title or description (a copied page that kept them)', () => {
  const home2 = JSON.parse(readFileSync(join(process.cwd(), 'pages-schema/home-2.json'), 'utf8')) as object
  const setChanged = (dir: string, name: string, seconds: number) => {
    const time = new Date(Date.UTC(2026, 0, 1, 12, 0, seconds))
    utimesSync(join(dir, 'pages-schema', name), time, time)
  }

  it('reports the newer file at its "description", naming the other, with what to write', () => {
    const dir = siteWith({ 'spring-home.json': { ...home2, path: '/spring-home', title: 'Spring at Green Valley' } })
    setChanged(dir, 'home-2.json', 0)
    setChanged(dir, 'spring-home.json', 30)
    expect(compileSite(dir).problems.map(formatProblem)).toEqual([
      'pages-schema/spring-home.json:6:18  description: the same description as the page /home-2 — search results show it under the page’s headline, so give each page its own: one or two sentences about this page',
    ])
  })

  it('reports a shared title the same way; both files when neither is newer', () => {
    const dir = siteWith({ 'spring-home.json': { ...home2, path: '/spring-home', description: 'Spring on the farm.' } })
    setChanged(dir, 'home-2.json', 0)
    setChanged(dir, 'spring-home.json', 0)
    expect(compileSite(dir).problems.map((problem) => `${problem.file}: ${problem.where}: ${problem.message}`)).toEqual([
      'pages-schema/home-2.json: title: the same title as the page /spring-home',
      'pages-schema/spring-home.json: title: the same title as the page /home-2',
    ])
  })

  it('lets a second address of the same content ("canonical") and texts filled from records share them', () => {
    const dir = siteWith({ 'home-2-again.json': { ...home2, path: '/home-2-again', canonical: '/home-2' } })
    expect(compileSite(dir).problems).toEqual([])
    // farmer-details.json and team-details.json both describe their person with "{…}" fields.
    expect(compileSite(process.cwd()).problems).toEqual([])
  })
})
