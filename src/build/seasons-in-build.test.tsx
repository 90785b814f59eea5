/**
 * Issue 53's done-when, at the level that sees it: the site compiled for a build dated 15 November or 15 June
 * (SITE_DATE, read as the build reads it), drawn by the real block views as the prerender draws them, with the
 * build's month. In November cherries say "Back in June", are not on "In season now" and are not among home-3's
 * picks; in June they say "In season" and are. (The browser's own month after the start: shop-seasons.spec.ts.)
 */
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { afterAll, describe, expect, it } from 'vitest'
import { PageRenderer } from '#app/page-renderer.tsx'
import { preloadRoute } from '#app/start-up/index.ts'
import { collections } from '#data/collections.ts'
import type { Product } from '#data/collections/products.ts'
import { BuildMonthContext } from '#lib/build-month.ts'
import { IN_SEASON_SHELF, shelfProducts } from '#lib/product-query.ts'
import { compileSite } from './compile-site.ts'
import { monthOf, siteDate } from './site-date.ts'

const CHERRIES = 'Dark Sweet Cherries'

/** The site as built with SITE_DATE=`day`: its pages and the month its pages are drawn for. */
function builtOn(day: string) {
  const site = compileSite(process.cwd(), { publishedOn: siteDate({ SITE_DATE: day }) })
  expect(site.problems).toEqual([])
  return { site, month: monthOf(site.day) }
}

/** A page of that build as prerendered HTML, in a detached element to query. */
async function prerendered({ site, month }: ReturnType<typeof builtOn>, path: string): Promise<HTMLElement> {
  const page = site.pages.find((candidate) => candidate.path === path)!
  await preloadRoute({ name: `${page.name}-${site.day}`, path: page.path, load: async () => ({ default: page }) })
  const container = document.createElement('div')
  container.innerHTML = renderToString(
    <BuildMonthContext value={month}>
      <MemoryRouter initialEntries={[path]}>
        <PageRenderer page={page} />
      </MemoryRouter>
    </BuildMonthContext>,
  )
  return container
}

const cardOf = (html: HTMLElement, title: string) =>
  [...html.querySelectorAll('article')].find((card) => card.querySelector('h3')?.textContent === title)
const titlesIn = (block: Element | null) => [...(block?.querySelectorAll('article h3') ?? [])].map((h) => h.textContent)
const shelfLink = (html: HTMLElement) =>
  [...html.querySelectorAll('a')].find((link) => link.getAttribute('href') === '/shop?category=in-season')
/** The products the shop's "In season now" shelf lists in that build's month. */
function inSeasonShelf({ site, month }: ReturnType<typeof builtOn>): string[] {
  const shop = site.pages.find((page) => page.path === '/shop')!.blocks.find((block) => block.type === 'shop-catalog')!
  return shelfProducts(shop.props.products as Product[], IN_SEASON_SHELF, month).map((product) => product.title)
}

// Compiling the site reads every data file and page (decision 150, Timeouts).
describe('seasons in a dated build', { timeout: 60_000 }, () => {
  const lastValid = collections.products.records
  afterAll(() => {
    collections.products.records = lastValid
  })

  it('dated 15 November: cherries are back in June, off "In season now" and off the picks', async () => {
    const november = builtOn('2026-11-15')
    expect(november.month).toBe(11)
    const home3 = await prerendered(november, '/home-3')
    expect(cardOf(home3, CHERRIES)?.textContent).toContain('Back in June')
    expect(titlesIn(home3.querySelector('#featured-products'))).toHaveLength(8)
    expect(titlesIn(home3.querySelector('#featured-products'))).not.toContain(CHERRIES)
    expect(inSeasonShelf(november)).not.toContain(CHERRIES)
    expect(inSeasonShelf(november)).toContain('Whole Jersey Milk')
    const shop = await prerendered(november, '/shop')
    expect(shelfLink(shop)?.textContent).toBe(`In season now ${inSeasonShelf(november).length} products`)
  })

  it('dated 15 June: cherries are in season, on the shelf and among the picks', async () => {
    const june = builtOn('2026-06-15')
    const home3 = await prerendered(june, '/home-3')
    expect(cardOf(home3, CHERRIES)?.textContent).toContain('In season')
    expect(titlesIn(home3.querySelector('#featured-products'))).toContain(CHERRIES)
    expect(inSeasonShelf(june)).toContain(CHERRIES)
    const shop = await prerendered(june, '/shop')
    expect(shelfLink(shop)?.textContent).toBe(`In season now ${inSeasonShelf(june).length} products`)
  })
})
