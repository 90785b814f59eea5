import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore, Provider } from 'jotai'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Product } from '#data/collections/products.ts'
import { BuildMonthContext } from '#lib/build-month.ts'
import { notify } from '#lib/toasts.tsx'
import { SORT_KEYS } from '#lib/product-query.ts'
import { SEARCH_FAILED_MESSAGE, SearchLoaderContext } from '#search/use-search.ts'
import type { SearchEngine } from '#search/search-types.ts'
import { fakeSearchEngine } from '#tests/unit/fake-search-engine.ts'
import { sampleProduct } from '#tests/unit/sample-records.ts'
import { standInMotionPreference } from '#tests/unit/stand-ins.ts'
import { shopCatalogProps, type ShopCatalogProps } from './schema.ts'
import ShopCatalog from './shop-catalog.tsx'
import { forgetTestState } from '#tests/unit/forget-test-state.ts'
import { linkWordsAndTargets } from '#tests/unit/link-list.ts'

vi.mock('#lib/toasts.tsx', () => ({ notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }))

/** A small shop whose products differ in every sorted field. */
const shelf: Product[] = [
  sampleProduct({
    id: 1,
    title: 'Wild Blueberries',
    category: 'fruit',
    added: '2024-10-12',
    price: '$6.50',
    reviews: 24,
    ratings: 4.8,
  }),
  sampleProduct({
    id: 2,
    title: 'Savoy Cabbage',
    category: 'vegetables',
    added: '2024-04-09',
    price: '$2.80',
    reviews: 11,
    ratings: 4.3,
  }),
  sampleProduct({
    id: 3,
    title: 'Garden Strawberries',
    category: 'fruit',
    added: '2024-11-17',
    price: '$5.20',
    oldPrice: '$6.50',
    onSale: true,
    reviews: 31,
    ratings: 4.6,
  }),
  sampleProduct({
    id: 4,
    title: 'Sweet Corn',
    category: 'vegetables',
    added: '2024-05-15',
    price: '$1.90',
    oldPrice: '$2.40',
    onSale: true,
    reviews: 22,
    ratings: 4.6,
  }),
  sampleProduct({
    id: 5,
    title: 'Juicy Oranges',
    category: 'fruit',
    added: '2024-12-23',
    price: '$4.00',
    reviews: 12,
    ratings: 4.3,
  }),
  sampleProduct({
    id: 6,
    title: 'Heirloom Tomatoes',
    category: 'vegetables',
    added: '2024-06-20',
    price: '$4.40',
    reviews: 38,
    ratings: 4.8,
  }),
]

/** The shelf in each order (ties keep the shelf's order). */
const LATEST = ['Juicy Oranges', 'Garden Strawberries', 'Wild Blueberries', 'Heirloom Tomatoes', 'Sweet Corn', 'Savoy Cabbage']
const BY_ORDER = {
  latest: LATEST,
  'price-asc': ['Sweet Corn', 'Savoy Cabbage', 'Juicy Oranges', 'Heirloom Tomatoes', 'Garden Strawberries', 'Wild Blueberries'],
  'price-desc': ['Wild Blueberries', 'Garden Strawberries', 'Heirloom Tomatoes', 'Juicy Oranges', 'Savoy Cabbage', 'Sweet Corn'],
  popular: ['Heirloom Tomatoes', 'Garden Strawberries', 'Wild Blueberries', 'Sweet Corn', 'Juicy Oranges', 'Savoy Cabbage'],
  // Equal averages: the product with more reviews first.
  rating: ['Heirloom Tomatoes', 'Wild Blueberries', 'Garden Strawberries', 'Sweet Corn', 'Juicy Oranges', 'Savoy Cabbage'],
}

function catalogProps(overrides: Partial<ShopCatalogProps> = {}): ShopCatalogProps {
  return {
    products: shelf,
    perPage: 2,
    layout: 'grid',
    sorts: [...SORT_KEYS],
    defaultSort: 'latest',
    categoryFilter: true,
    searchField: true,
    ...overrides,
  }
}

/** The search over the shelf, as the build's index would find its products (ids "product-3"). */
const shelfSearch = fakeSearchEngine(
  shelf.map((product) => ({
    kind: 'product',
    id: `product-${product.id}`,
    title: product.title,
    url: `/shop-single/${product.id}`,
  })),
)
const loadShelfSearch = () => Promise.resolve(shelfSearch)

function LocationProbe() {
  const location = useLocation()
  return <output aria-label="location">{location.pathname + location.search}</output>
}

function shop(props: ShopCatalogProps, url: string, load: () => Promise<SearchEngine> = loadShelfSearch) {
  return (
    <Provider store={createStore()}>
      <SearchLoaderContext value={load}>
        <MemoryRouter initialEntries={[url]}>
          <ShopCatalog {...props} />
          <LocationProbe />
        </MemoryRouter>
      </SearchLoaderContext>
    </Provider>
  )
}

function renderShop(overrides: Partial<ShopCatalogProps> = {}, url = '/shop', load?: () => Promise<SearchEngine>) {
  render(shop(catalogProps(overrides), url, load))
}

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
const count = () => screen.getByText(/^Showing |^No results$/)
const location = () => screen.getByRole('status', { name: 'location' })
const pages = () => screen.getByRole('navigation', { name: 'Shop pages' })
const currentPage = () => within(pages()).getByRole('link', { current: 'page' })
const pageHrefs = () =>
  within(pages())
    .getAllByRole('link', { name: /^Page \d/ })
    .map((link) => link.getAttribute('href'))
const sortSelect = () => screen.getByRole('combobox', { name: 'Sort products' })
const categories = () => screen.getByRole('navigation', { name: 'Product categories' })
const currentCategory = () => within(categories()).getByRole('link', { current: 'page' })

beforeEach(() => {
  standInMotionPreference()
})
afterEach(forgetTestState)

describe('shop-catalog: sort', () => {
  it('opens newest first, says as a status which products show, and offers the five orders', () => {
    renderShop()
    expect(titles()).toEqual(LATEST.slice(0, 2))
    expect(count()).toHaveTextContent('Showing 1–2 of 6 results')
    expect(count()).toHaveAttribute('role', 'status')
    expect(sortSelect()).toHaveDisplayValue('Sort by latest')
    expect(
      within(sortSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Sort by latest',
      'Sort by price: low to high',
      'Sort by price: high to low',
      'Sort by popularity',
      'Sort by average rating',
    ])
    expect(pageHrefs()).toEqual(['/shop', '/shop?page=2', '/shop?page=3'])
  })

  it.each(Object.entries(BY_ORDER))('?sort=%s lists the products in that order', (sort, expected) => {
    renderShop({ perPage: 6 }, `/shop?sort=${sort}`)
    expect(titles()).toEqual(expected)
    expect(sortSelect()).toHaveValue(sort)
  })

  it('choosing an order sorts the list, writes it in the address and goes back to page 1', () => {
    renderShop({}, '/shop?page=3')
    expect(currentPage()).toHaveAccessibleName('Page 3, current page')
    fireEvent.change(sortSelect(), { target: { value: 'price-asc' } })
    expect(location()).toHaveTextContent(/^\/shop\?sort=price-asc$/)
    expect(titles()).toEqual(['Sweet Corn', 'Savoy Cabbage'])
    expect(currentPage()).toHaveAccessibleName('Page 1, current page')
    expect(pageHrefs()).toEqual(['/shop?sort=price-asc', '/shop?sort=price-asc&page=2', '/shop?sort=price-asc&page=3'])

    fireEvent.change(sortSelect(), { target: { value: 'latest' } })
    expect(location()).toHaveTextContent(/^\/shop$/)
    expect(titles()).toEqual(LATEST.slice(0, 2))
  })

  it('a page change keeps the order and the category in the address; page 1 is left out', () => {
    renderShop({}, '/shop?category=fruit&sort=price-desc')
    expect(titles()).toEqual(['Wild Blueberries', 'Garden Strawberries'])
    fireEvent.click(within(pages()).getByRole('link', { name: 'Page 2' }))
    expect(location()).toHaveTextContent(/^\/shop\?category=fruit&sort=price-desc&page=2$/)
    expect(titles()).toEqual(['Juicy Oranges'])
    expect(count()).toHaveTextContent('Showing 3–3 of 3 results')
    fireEvent.click(within(pages()).getByRole('link', { name: 'Page 1' }))
    expect(location()).toHaveTextContent(/^\/shop\?category=fruit&sort=price-desc$/)
  })

  it('a garbage address shows the defaults: newest first, all products, page 1', () => {
    renderShop({}, '/shop?sort=zzz&page=3abc&category=%3Cscript%3E')
    expect(titles()).toEqual(LATEST.slice(0, 2))
    expect(sortSelect()).toHaveValue('latest')
    expect(currentCategory()).toHaveTextContent(/^All/)
    expect(currentPage()).toHaveAccessibleName('Page 1, current page')
    expect(count()).toHaveTextContent('Showing 1–2 of 6 results')
  })

  it.each([
    ['999', 3],
    ['0', 1],
    ['2.5', 1],
  ])('?page=%s shows page %i', (raw, expected) => {
    renderShop({}, `/shop?page=${raw}`)
    expect(currentPage()).toHaveAccessibleName(`Page ${expected}, current page`)
  })
})

describe('shop-catalog: categories', () => {
  it('links to each category that has products, with its count; the one shown is the current one', () => {
    renderShop()
    expect(linkWordsAndTargets(categories())).toEqual([
      ['All 6 products', '/shop'],
      ['Fruit 3 products', '/shop?category=fruit'],
      ['Vegetables 3 products', '/shop?category=vegetables'],
    ])
    expect(currentCategory()).toHaveAccessibleName('All 6 products')
  })

  it('a category narrows the list, keeps the order, counts only what it shows and starts at page 1', () => {
    renderShop({}, '/shop?sort=popular&page=2')
    fireEvent.click(within(categories()).getByRole('link', { name: /^Vegetables/ }))
    expect(location()).toHaveTextContent(/^\/shop\?category=vegetables&sort=popular$/)
    expect(currentCategory()).toHaveAccessibleName('Vegetables 3 products')
    expect(titles()).toEqual(['Heirloom Tomatoes', 'Sweet Corn'])
    expect(count()).toHaveTextContent('Showing 1–2 of 3 results')
    expect(currentPage()).toHaveAccessibleName('Page 1, current page')
    expect(within(categories()).getByRole('link', { name: /^All/ })).toHaveAttribute('href', '/shop?sort=popular')
  })

  it('an empty category says so and offers the way back to every product, in the same order', () => {
    renderShop({}, '/shop?category=dairy&sort=rating')
    expect(screen.getByText('Nothing on the Dairy shelf just now.')).toBeInTheDocument()
    expect(count()).toHaveTextContent('No results')
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Shop pages' })).not.toBeInTheDocument()
    expect(within(categories()).queryByRole('link', { name: /^Dairy/ })).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('link', { name: 'Show all products' }))
    expect(location()).toHaveTextContent(/^\/shop\?sort=rating$/)
    expect(titles()).toEqual(BY_ORDER.rating.slice(0, 2))
  })

  it('an unknown shelf in the address is said, with the shelves there are, over the whole list', () => {
    renderShop({}, '/shop?category=fruits&sort=price-asc')
    // The toolbar's count is a status too: the notice is the one that speaks of shelves.
    const notice = screen.getAllByRole('status').find((status) => status.textContent?.startsWith('There is no'))!
    expect(notice).toHaveTextContent('There is no “fruits” shelf in our shop, so every product is shown. Our shelves:')
    expect(linkWordsAndTargets(notice)).toEqual([
      ['Fruit', '/shop?category=fruit&sort=price-asc'],
      ['Vegetables', '/shop?category=vegetables&sort=price-asc'],
    ])
    expect(count()).toHaveTextContent('Showing 1–2 of 6 results')
    fireEvent.click(within(notice).getByRole('link', { name: 'Vegetables' }))
    expect(currentCategory()).toHaveAccessibleName('Vegetables 3 products')
    expect(screen.queryByText(/There is no/)).not.toBeInTheDocument()
  })

  it('says nothing of shelves for a known shelf, for none, or where the page has no category links', () => {
    renderShop({}, '/shop?category=fruit')
    expect(screen.queryByText(/There is no/)).not.toBeInTheDocument()
    cleanup()
    renderShop({}, '/shop?category=all')
    expect(screen.queryByText(/There is no/)).not.toBeInTheDocument()
    cleanup()
    renderShop({ categoryFilter: false }, '/shop?category=fruits')
    expect(screen.queryByText(/There is no/)).not.toBeInTheDocument()
  })

  it('has no category links when the products are all on one shelf', () => {
    renderShop({ products: shelf.filter((product) => product.category === 'fruit') })
    expect(screen.queryByRole('navigation', { name: 'Product categories' })).not.toBeInTheDocument()
  })
})

describe('shop-catalog: the page file’s settings', () => {
  it('offers only the sorts it lists, in its order, and opens with its default (left out of the address)', () => {
    renderShop({ sorts: ['price-desc', 'price-asc'], defaultSort: 'price-asc', perPage: 6 }, '/shop?sort=latest')
    expect(
      within(sortSelect())
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['price-desc', 'price-asc'])
    expect(sortSelect()).toHaveValue('price-asc')
    expect(titles()).toEqual(BY_ORDER['price-asc'])
    fireEvent.change(sortSelect(), { target: { value: 'price-desc' } })
    expect(location()).toHaveTextContent(/^\/shop\?sort=price-desc$/)
    fireEvent.change(sortSelect(), { target: { value: 'price-asc' } })
    expect(location()).toHaveTextContent(/^\/shop$/)
  })

  it('with one sort there is no select; without the category filter, no category links and no filtering', () => {
    renderShop({ sorts: ['popular'], defaultSort: 'popular', categoryFilter: false, perPage: 6 }, '/shop?category=fruit')
    expect(screen.queryByRole('combobox', { name: 'Sort products' })).not.toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Product categories' })).not.toBeInTheDocument()
    expect(titles()).toEqual(BY_ORDER.popular)
    expect(count()).toHaveTextContent('Showing 1–6 of 6 results')
  })

  it('the defaults: every sort, newest first, the category filter on', () => {
    expect(shopCatalogProps.parse({ products: { collection: 'products', first: 1 } })).toMatchObject({
      perPage: 8,
      layout: 'grid',
      sorts: ['latest', 'price-asc', 'price-desc', 'popular', 'rating'],
      defaultSort: 'latest',
      categoryFilter: true,
      searchField: true,
    })
  })
})

describe('shop-catalog: search', () => {
  const field = () => screen.getByRole('searchbox', { name: 'Search products' })

  it('loads no search for a plain address, and starts it when the field gets focus', async () => {
    const user = userEvent.setup()
    const load = vi.fn(loadShelfSearch)
    renderShop({}, '/shop', load)
    expect(load).not.toHaveBeenCalled()
    await user.click(field())
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('?q= narrows the list to what the search finds, in the list’s order, and the count says for what', async () => {
    renderShop({ perPage: 6 }, '/shop?q=%20%20s%20')
    expect(field()).toHaveValue('s')
    expect(await screen.findByText('Showing 1–3 of 3 results for “s”')).toHaveAttribute('role', 'status')
    expect(titles()).toEqual(['Garden Strawberries', 'Sweet Corn', 'Savoy Cabbage'])
  })

  it('says "Searching…" with the whole list until the search is there', async () => {
    let ready: (engine: SearchEngine) => void = () => {}
    renderShop({ perPage: 6 }, '/shop?q=corn', () => new Promise((resolve) => (ready = resolve)))
    expect(await screen.findByText('Searching…')).toBeVisible()
    expect(titles()).toEqual(LATEST)
    await act(async () => ready(shelfSearch))
    expect(titles()).toEqual(['Sweet Corn'])
  })

  it('is combined with the category and the sort, and page links keep it', async () => {
    renderShop({ perPage: 1 }, '/shop?q=s&category=vegetables&sort=price-asc')
    await screen.findByText('Showing 1–1 of 2 results for “s”')
    expect(titles()).toEqual(['Sweet Corn'])
    expect(pageHrefs()).toEqual([
      '/shop?q=s&category=vegetables&sort=price-asc',
      '/shop?q=s&category=vegetables&sort=price-asc&page=2',
    ])
    expect(within(categories()).getByRole('link', { name: /^Fruit/ })).toHaveAttribute(
      'href',
      '/shop?q=s&category=fruit&sort=price-asc',
    )
    // Every shelf keeps its link; the counts are of what the search found.
    expect(
      within(categories())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All 3 products', 'Fruit 1 product', 'Vegetables 2 products'])
  })

  it('typing narrows the list after a pause, writes the words in the address and goes back to page 1', async () => {
    const user = userEvent.setup()
    renderShop({}, '/shop?page=3')
    await user.type(field(), 'straw')
    expect(await screen.findByText('Showing 1–1 of 1 results for “straw”')).toBeVisible()
    expect(location()).toHaveTextContent(/^\/shop\?q=straw$/)
    expect(titles()).toEqual(['Garden Strawberries'])
    await user.clear(field())
    expect(await screen.findByText('Showing 1–2 of 6 results')).toBeVisible()
    expect(location()).toHaveTextContent(/^\/shop$/)
  })

  it('Enter searches at once', async () => {
    const user = userEvent.setup()
    renderShop({}, '/shop')
    await user.type(field(), 'juicy{Enter}')
    expect(location()).toHaveTextContent(/^\/shop\?q=juicy$/)
    expect(await screen.findByText('Showing 1–1 of 1 results for “juicy”')).toBeVisible()
  })

  it('a search that finds nothing says so and offers to clear it, keeping the category', async () => {
    const user = userEvent.setup()
    renderShop({}, '/shop?q=tractor&category=fruit')
    expect(await screen.findByText('No products match “tractor” on the Fruit shelf.')).toBeVisible()
    expect(count()).toHaveTextContent('No results')
    await user.click(screen.getByRole('link', { name: 'Clear search' }))
    expect(location()).toHaveTextContent(/^\/shop\?category=fruit$/)
    expect(field()).toHaveValue('')
    expect(titles()).toEqual(['Juicy Oranges', 'Garden Strawberries'])
  })

  it('says so, and keeps the whole list, when the search cannot load', async () => {
    renderShop({ perPage: 6 }, '/shop?q=corn', () => Promise.reject(new Error('offline')))
    expect(await screen.findByText(SEARCH_FAILED_MESSAGE)).toBeVisible()
    expect(titles()).toEqual(LATEST)
  })

  it('without the search field, ?q= is ignored', () => {
    const load = vi.fn(loadShelfSearch)
    renderShop({ searchField: false, perPage: 6 }, '/shop?q=corn', load)
    expect(screen.queryByRole('search', { name: 'Products' })).toBeNull()
    expect(titles()).toEqual(LATEST)
    expect(load).not.toHaveBeenCalled()
  })
})

describe('shop-catalog: before the app starts', () => {
  /** The HTML the build writes: made without the address's query, as a static host serves it for any. */
  function prerender(url: string) {
    const container = document.createElement('div')
    document.body.append(container)
    container.innerHTML = renderToString(shop(catalogProps(), url))
    return container
  }

  it('the prerendered list is the default one, and its toolbar says so, whatever the query', () => {
    const html = prerender('/shop?sort=price-asc&category=fruit&q=corn')
    const headings = [...html.querySelectorAll('h3')].map((heading) => heading.textContent)
    expect(headings).toEqual(LATEST.slice(0, 2))
    expect(html.querySelector('select')).toHaveValue('latest')
    expect(html.querySelector('[aria-current="page"]')).toHaveTextContent(/^All/)
    expect(html.querySelector('input[type="search"]')).toHaveValue('')
    html.remove()
  })

  it('shows the address’s order once hydrated', async () => {
    const html = prerender('/shop?sort=price-asc')
    await act(async () => {
      hydrateRoot(html, shop(catalogProps(), '/shop?sort=price-asc'))
    })
    expect(
      within(html)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Sweet Corn', 'Savoy Cabbage'])
    expect(within(html).getByRole('combobox', { name: 'Sort products' })).toHaveValue('price-asc')
    html.remove()
  })

  it('an order chosen in the select before the app started is carried out when it starts', async () => {
    const html = prerender('/shop')
    html.querySelector('select')!.value = 'popular'
    await act(async () => {
      hydrateRoot(html, shop(catalogProps(), '/shop'))
    })
    expect(within(html).getByRole('status', { name: 'location' })).toHaveTextContent(/^\/shop\?sort=popular$/)
    expect(
      within(html)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(BY_ORDER.popular.slice(0, 2))
    html.remove()
  })

  // A phone's picker fires input and change in one go. The first makes React hydrate the block there and
  // then (the start carries out the choice, then re-renders the select with the order shown so far), so the
  // change that follows reads the order being left: it must not undo the choice.
  it('an order chosen while the block is hydrating is the one shown, in the address too', async () => {
    const html = prerender('/shop')
    const list = html.querySelector('select')!
    hydrateRoot(html, shop(catalogProps(), '/shop'))
    list.value = 'price-desc'
    list.dispatchEvent(new Event('input', { bubbles: true }))
    list.dispatchEvent(new Event('change', { bubbles: true }))
    await act(async () => {})
    expect(within(html).getByRole('status', { name: 'location' })).toHaveTextContent(/^\/shop\?sort=price-desc$/)
    expect(list).toHaveValue('price-desc')
    html.remove()
  })
})

describe('shop-catalog: cards and views', () => {
  it('the previous arrow is disabled on the first page, the next arrow on the last', () => {
    renderShop()
    expect(within(pages()).getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true')
    expect(within(pages()).getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'false')
    fireEvent.click(within(pages()).getByRole('link', { name: 'Page 3' }))
    expect(within(pages()).getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true')
    expect(within(pages()).getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'false')
  })

  it('a page click shows that page and scrolls to the top 200 ms later', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const scrollTo = vi.fn()
    vi.stubGlobal('scrollTo', scrollTo)
    renderShop()
    fireEvent.click(within(pages()).getByRole('link', { name: 'Page 3' }))
    expect(location()).toHaveTextContent(/^\/shop\?page=3$/)
    expect(count()).toHaveTextContent('Showing 5–6 of 6 results')
    expect(titles()).toEqual(LATEST.slice(4))
    act(() => vi.advanceTimersByTime(199))
    expect(scrollTo).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 0, left: 0, behavior: 'smooth' })
  })

  it('has no pagination when every product fits on one page', () => {
    renderShop({ perPage: 8 })
    expect(count()).toHaveTextContent('Showing 1–6 of 6 results')
    expect(screen.queryByRole('navigation', { name: 'Shop pages' })).not.toBeInTheDocument()
  })

  it('grid and list are tabs over the one product list, each card with its rating', () => {
    renderShop()
    const grid = screen.getByRole('tab', { name: 'Grid view' })
    const list = screen.getByRole('tab', { name: 'List view' })
    expect(screen.getByRole('tablist', { name: 'Product view' })).toBeInTheDocument()
    expect(grid).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Grid view')
    expect(screen.getByText('(12 reviews)')).toBeInTheDocument()

    fireEvent.click(list)
    expect(list).toHaveAttribute('aria-selected', 'true')
    expect(grid).toHaveAttribute('aria-selected', 'false')
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('List view')
    expect(screen.getByText('(12 reviews)')).toBeInTheDocument()
    expect(titles()).toEqual(LATEST.slice(0, 2))
  })

  it('opens in the list view when the page says so', () => {
    renderShop({ layout: 'list' })
    expect(screen.getByRole('tab', { name: 'List view' })).toHaveAttribute('aria-selected', 'true')
  })

  it('each card links to its product, marks a sale with "Sale!" and strikes the old price through', () => {
    renderShop({ perPage: 6 })
    const strawberries = screen.getByRole('link', { name: 'Garden Strawberries' })
    expect(strawberries).toHaveAttribute('href', '/shop-single/3')
    const card = strawberries.closest('article')!
    expect(within(card).getByText('Sale!')).toBeInTheDocument()
    expect(within(card).getByRole('deletion')).toHaveTextContent('Was $6.50')
    expect(card).toHaveTextContent('Now $5.20')
    const blueberries = screen.getByRole('link', { name: 'Wild Blueberries' }).closest('article')!
    expect(within(blueberries).queryByText('Sale!')).not.toBeInTheDocument()
    expect(within(blueberries).queryByRole('deletion')).not.toBeInTheDocument()
    expect(blueberries).toHaveTextContent('$6.50')
    expect(screen.getAllByText('Sale!')).toHaveLength(2)
  })

  it('Add to cart adds the product once with quantity 1; a second press is refused with a warning', () => {
    renderShop({ perPage: 6 })
    // The card's hidden ": title" is read after a space ("Add to cart : Juicy Oranges"), hence the pattern.
    const add = screen.getByRole('button', { name: /^Add to cart\W+Juicy Oranges$/ })
    fireEvent.click(add)
    expect(notify.success).toHaveBeenCalledExactlyOnceWith('Product added successfully')
    expect(JSON.parse(localStorage.getItem('cartState')!)).toMatchObject([
      { id: 5, title: 'Juicy Oranges', priceCents: 400, quantity: 1 },
    ])
    fireEvent.click(add)
    expect(notify.warning).toHaveBeenCalledExactlyOnceWith('Product already in cart')
    expect(JSON.parse(localStorage.getItem('cartState')!)).toHaveLength(1)
  })
})

describe('shop-catalog: In season now', () => {
  /** Cherries are picked in June and July, apples September to February; the milk is there all year. */
  const seasonal: Product[] = [
    sampleProduct({ id: 15, title: 'Dark Sweet Cherries', category: 'fruit', added: '2024-06-01', months: [6, 7] }),
    sampleProduct({ id: 7, title: 'Crisp Red Apples', category: 'fruit', added: '2024-05-01', months: [9, 10, 11, 12, 1, 2] }),
    sampleProduct({ id: 2, title: 'Savoy Cabbage', category: 'vegetables', added: '2024-04-01', months: [10, 11, 12, 1, 2, 3] }),
    sampleProduct({ id: 25, title: 'Whole Jersey Milk', category: 'dairy', added: '2024-03-01' }),
  ]
  const seasonalShop = (url: string) => shop(catalogProps({ products: seasonal, perPage: 8 }), url)
  const onTheClock = (day: string) => vi.useFakeTimers({ now: new Date(`${day}T12:00:00`), toFake: ['Date'] })
  const shelfLink = () => within(categories()).getByRole('link', { name: /^In season now/ })

  it('is the last shelf, counts what is in season in the browser’s month, and lives in the address', () => {
    onTheClock('2026-11-15')
    render(seasonalShop('/shop?sort=price-asc'))
    expect(within(categories()).getAllByRole('link').at(-1)).toBe(shelfLink())
    // Year-round products (the milk) count as in season: only what is a pre-order is left off.
    expect(shelfLink()).toHaveAccessibleName('In season now 3 products')
    fireEvent.click(shelfLink())
    expect(location()).toHaveTextContent(/^\/shop\?category=in-season&sort=price-asc$/)
    expect(currentCategory()).toBe(shelfLink())
    expect(titles()).not.toContain('Dark Sweet Cherries')
    expect(titles()).toEqual(expect.arrayContaining(['Crisp Red Apples', 'Savoy Cabbage', 'Whole Jersey Milk']))
    expect(count()).toHaveTextContent('Showing 1–3 of 3 results')
  })

  it('in a build or a browser dated 15 June, cherries are on it, with the milk', () => {
    onTheClock('2026-06-15')
    render(seasonalShop('/shop?category=in-season'))
    expect(titles()).toEqual(['Dark Sweet Cherries', 'Whole Jersey Milk'])
    expect(shelfLink()).toHaveAccessibleName('In season now 2 products')
  })

  it('the prerendered shelf counts for the build’s month, then for the browser’s once hydrated', async () => {
    onTheClock('2026-06-15')
    const container = document.createElement('div')
    document.body.append(container)
    container.innerHTML = renderToString(<BuildMonthContext value={11}>{seasonalShop('/shop')}</BuildMonthContext>)
    const link = () => within(container).getByRole('link', { name: /^In season now/ })
    expect(link()).toHaveAccessibleName('In season now 3 products')
    expect(link()).toHaveAttribute('href', '/shop?category=in-season')
    await act(async () => {
      hydrateRoot(container, <BuildMonthContext value={11}>{seasonalShop('/shop')}</BuildMonthContext>)
    })
    expect(link()).toHaveAccessibleName('In season now 2 products')
    container.remove()
  })

  it('a search that finds nothing in season says so', async () => {
    onTheClock('2026-11-15')
    const search = fakeSearchEngine(
      seasonal.map((product) => ({ kind: 'product', id: `product-${product.id}`, title: product.title, url: '/' })),
    )
    render(shop(catalogProps({ products: seasonal }), '/shop?q=cherries&category=in-season', () => Promise.resolve(search)))
    expect(await screen.findByText('No products match “cherries” in season now.')).toBeInTheDocument()
  })
})
