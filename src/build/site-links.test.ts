// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { sitePath } from '#data/schemas.ts'
import { parseJsonWithPositions } from '#page-model/json-positions.ts'
import { formatProblem, pathInWords } from '#page-model/problem.ts'
import { checkSiteLink, findLinks, linkProblems, type LinkTarget } from './site-links.ts'

const page = (path: string, extra: Partial<LinkTarget> = {}): LinkTarget => ({
  file: `pages-schema${path === '/' ? '/home' : path.split('/:')[0]}.json`,
  path,
  anchors: [],
  hiddenAnchors: [],
  ...extra,
})

const targets: LinkTarget[] = [
  page('/', { anchors: ['banner', 'why-choose-us', 'faq'], hiddenAnchors: ['summer-promo'] }),
  page('/home-2'),
  page('/home-3'),
  page('/about-us', { anchors: ['team'] }),
  page('/shop', { listPages: 3, categories: ['fruit', 'vegetables', 'dairy'], sorts: ['latest', 'price-asc', 'rating'] }),
  page('/shop-single/:id', { entity: { param: 'id', ids: ['1', '2', '24'], noun: 'product' } }),
  page('/blog-standard/:page?', { pageNumber: { param: 'page', pageCount: 5 }, listPages: 5 }),
  page('/service-details/:id', { entity: { param: 'id', ids: ['1', '2'], noun: 'service' } }),
  page('/blog-with-sidebar', {
    listPages: 5,
    postFilters: { category: ['the-dairy', 'soil-crops'], tag: ['cheese', 'jersey-cows'], month: ['2024-12', '2024-11'] },
  }),
  page('/contact'),
  page('/search', { searchKinds: ['product', 'post', 'page', 'person'] }),
]
const verdict = (href: string) => checkSiteLink(href, targets)

describe('checkSiteLink', () => {
  it.each([
    '/',
    '/about-us',
    '/shop-single/24',
    '/blog-standard',
    '/blog-standard/5',
    '/shop?page=3',
    '/blog-standard?page=2',
    '/shop?category=dairy',
    '/shop?category=vegetables&page=2',
    '/shop?category=dairy&sort=price-asc&page=2',
    '/search?q=goat+cheese',
    '/search?q=cheese&kind=product',
    '/blog-with-sidebar?tag=cheese',
    '/blog-with-sidebar?category=the-dairy&page=2',
    '/blog-with-sidebar?month=2024-11',
    '/#why-choose-us',
    '/about-us#team',
    '/service-details/',
    'tel:+15550102030',
    'mailto:hello@greenvalley.example',
    'https://www.facebook.com/',
  ])('lets %s through', (href) => expect(verdict(href)).toBeUndefined())

  it('names a path no page has, with the nearest one', () => {
    expect(verdict('/home-sprng')).toEqual({ message: 'no page has the path "/home-sprng"', hint: 'did you mean "/home-2"?' })
    expect(verdict('/shop-singel/2')).toEqual({
      message: 'no page has the path "/shop-singel/2"',
      hint: 'did you mean "/shop-single/2"?',
    })
    // Cut short: the address it begins, not the one fewest letters away ("/").
    expect(verdict('/sh')).toEqual({ message: 'no page has the path "/sh"', hint: 'did you mean "/shop"?' })
  })

  it('names a record id that does not exist on an entity page', () => {
    expect(verdict('/shop-single/99')).toEqual({
      message: 'there is no product with the id "99" for "/shop-single/:id"',
      hint: 'ids are 1–24',
    })
  })

  it('names a page number past the end of a numbered list, in the path or the query', () => {
    expect(verdict('/blog-standard/6')).toEqual({
      message: '"/blog-standard/6" is not a page of the list',
      hint: 'it has pages 1 to 5',
    })
    expect(verdict('/shop?page=4')).toEqual({ message: '"?page=4" is not a page of the list', hint: 'it has pages 1 to 3' })
    expect(verdict('/shop?page=0')?.message).toBe('"?page=0" is not a page of the list')
  })

  it('refuses a query the page does not read', () => {
    expect(verdict('/about-us?page=2')).toEqual({
      message: 'the page "/about-us" does not read "?page"',
      hint: 'only pages with a numbered list read "?page=N"; remove the query',
    })
    expect(verdict('/blog-standard?sort=price')).toEqual({
      message: 'the page "/blog-standard/:page?" does not read "?sort"',
      hint: 'it reads "?page=N" only',
    })
    expect(verdict('/shop?colour=red')).toEqual({
      message: 'the page "/shop" does not read "?colour"',
      hint: 'it reads "?page=N", "?category=" (fruit, vegetables or dairy) and "?sort=" (latest, price-asc or rating) only',
    })
  })

  it('refuses a category the shop does not have, with the nearest one, and a category on a page without the filter', () => {
    expect(verdict('/shop?category=diary')).toEqual({
      message: '"?category=diary" is not a product category of "/shop"',
      hint: 'did you mean "?category=dairy"?',
    })
    expect(verdict('/shop?category=cheese&page=2')).toEqual({
      message: '"?category=cheese" is not a product category of "/shop"',
      hint: 'categories are fruit, vegetables or dairy',
    })
    expect(verdict('/shop?category=')?.message).toBe('"?category=" is not a product category of "/shop"')
    expect(verdict('/blog-standard?category=dairy')).toEqual({
      message: 'the page "/blog-standard/:page?" does not read "?category"',
      hint: 'it reads "?page=N" only',
    })
    expect(verdict('/shop?category=dairy&page=4')?.message).toBe('"?page=4" is not a page of the list')
  })

  it('refuses a tag, category or month no post of the list has, with the nearest one', () => {
    expect(verdict('/blog-with-sidebar?tag=chese')).toEqual({
      message: '"?tag=chese" is no tag of the posts "/blog-with-sidebar" lists',
      hint: 'did you mean "?tag=cheese"?',
    })
    expect(verdict('/blog-with-sidebar?tag=Cheese')?.message).toBe(
      '"?tag=Cheese" is no tag of the posts "/blog-with-sidebar" lists',
    )
    expect(verdict('/blog-with-sidebar?category=fashion&page=2')).toEqual({
      message: '"?category=fashion" is no category of the posts "/blog-with-sidebar" lists',
      hint: 'it has the-dairy or soil-crops',
    })
    expect(verdict('/blog-with-sidebar?month=2023-08')).toEqual({
      message: '"?month=2023-08" is no month of the posts "/blog-with-sidebar" lists',
      hint: 'it has 2024-12 or 2024-11',
    })
    expect(verdict('/blog-with-sidebar?sort=new')).toEqual({
      message: 'the page "/blog-with-sidebar" does not read "?sort"',
      hint: 'it reads "?page=N" and "?category=", "?tag=" or "?month=" (a group of its posts) only',
    })
  })

  it('refuses a sort the shop does not offer, with the nearest one', () => {
    expect(verdict('/shop?sort=ratings')).toEqual({
      message: '"?sort=ratings" is not a sort "/shop" offers',
      hint: 'did you mean "?sort=rating"?',
    })
    expect(verdict('/shop?category=dairy&sort=cheapest-first')).toEqual({
      message: '"?sort=cheapest-first" is not a sort "/shop" offers',
      hint: 'it offers latest, price-asc or rating',
    })
  })

  it('refuses a kind of result the search page does not show, and a search query on another page', () => {
    expect(verdict('/search?q=cheese&kind=products')).toEqual({
      message: '"?kind=products" is not a kind of result "/search" shows',
      hint: 'did you mean "?kind=product"?',
    })
    expect(verdict('/search?page=2')).toEqual({
      message: 'the page "/search" does not read "?page"',
      hint: 'it reads "?q=" (the words searched) and "?kind=" (product, post, page or person) only',
    })
    expect(verdict('/contact?q=cheese')?.message).toBe('the page "/contact" does not read "?q"')
  })

  it('names an anchor that is no block of the page, or a hidden one', () => {
    expect(verdict('/#why-chose-us')).toEqual({
      message: 'no block on "/" has the id "why-chose-us"',
      hint: 'did you mean "#why-choose-us"?',
    })
    expect(verdict('/about-us#history')).toEqual({
      message: 'no block on "/about-us" has the id "history"',
      hint: 'block ids there: team',
    })
    expect(verdict('/#summer-promo')).toEqual({
      message: 'the block "summer-promo" on "/" is hidden, so "#summer-promo" leads nowhere',
      hint: 'show the block (remove "hidden") or link to another block',
    })
  })

  it('needs a page with a parameter after a link prefix', () => {
    expect(verdict('/service-detail/')).toEqual({
      message: 'no page has a path that starts with "/service-detail/" followed by an id',
      hint: 'did you mean "/service-details/"?',
    })
  })

  it('does not report links to a page whose file has problems of its own', () => {
    const broken = [...targets, page('/farmers', { unreadable: true })]
    expect(checkSiteLink('/farmers#team', broken)).toBeUndefined()
  })
})

const block = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('banner'),
    props: z.strictObject({ buttonLink: sitePath.default('/about-us') }).prefault({}),
  }),
  z.strictObject({
    type: z.literal('menu'),
    props: z.strictObject({
      items: z.array(z.strictObject({ label: z.string(), href: sitePath.describe('Where it goes') })),
      image: z.string().optional(),
    }),
  }),
])
const pageSchema = z.strictObject({ path: z.string(), blocks: z.array(block) })

describe('findLinks', () => {
  it('finds every link field through the schema, and the defaults a file leaves out', () => {
    const value = {
      path: '/not-a-link-field',
      blocks: [
        { type: 'menu', props: { items: [{ label: 'Home', href: '/' }], image: '/art/a.webp' } },
        { type: 'banner' },
        { type: 'banner', props: { buttonLink: '/contact' } },
      ],
    }
    expect(findLinks(pageSchema, value).map(({ path, href, isDefault }) => [pathInWords(path), href, isDefault])).toEqual([
      ['blocks[0].props.items[0].href', '/', false],
      ['blocks[1].props.buttonLink', '/about-us', true],
      ['blocks[2].props.buttonLink', '/contact', false],
    ])
  })
})

describe('linkProblems', () => {
  it('puts each problem at its line and column, and a left-out default at the object that would hold it', () => {
    const text = JSON.stringify(
      {
        path: '/x',
        blocks: [
          { type: 'menu', props: { items: [{ label: 'Home', href: '/home-sprng' }] } },
          { type: 'banner', props: {} },
          { type: 'banner', props: { buttonLink: '/shop?category=milk' } },
        ],
      },
      null,
      2,
    )
    const withoutAboutUs = targets.filter((target) => target.path !== '/about-us')
    const problems = linkProblems('pages-schema/x.json', parseJsonWithPositions(text), pageSchema, withoutAboutUs, (_v, path) =>
      pathInWords(path),
    )
    expect(problems.map(formatProblem)).toEqual([
      'pages-schema/x.json:10:21  blocks[0].props.items[0].href: no page has the path "/home-sprng" — did you mean "/home-2"?',
      'pages-schema/x.json:17:16  blocks[1].props.buttonLink: no page has the path "/about-us" (the default, as "buttonLink" is left out) — did you mean "/home-2"?; set "buttonLink" to a page that exists',
      'pages-schema/x.json:22:23  blocks[2].props.buttonLink: "?category=milk" is not a product category of "/shop" — categories are fruit, vegetables or dairy',
    ])
  })
})
