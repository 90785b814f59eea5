import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notify } from '#lib/toasts.tsx'
import { shopCatalogProps } from './schema.ts'
import ShopCatalog from './shop-catalog.tsx'
import { standInMotionPreference } from '#tests/unit/stand-ins.ts'

vi.mock('#lib/toasts.tsx', () => ({ notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }))

function LocationProbe() {
  const location = useLocation()
  return <output aria-label="location">{location.pathname + location.search}</output>
}

function renderShop(props: Record<string, unknown> = {}, url = '/shop') {
  render(
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={[url]}>
        <ShopCatalog {...shopCatalogProps.parse(props)} />
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  )
}

/** A small shop for the paging rules: the first six products, two a page, so three pages. */
const sixByTwo = { products: { collection: 'products', first: 6 }, perPage: 2 }

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
const count = () => screen.getByText(/^Showing /)
const location = () => screen.getByRole('status', { name: 'location' })
const pages = () => screen.getByRole('navigation', { name: 'Shop pages' })
const currentPage = () => within(pages()).getByRole('link', { current: 'page' })

beforeEach(() => {
  standInMotionPreference()
})
afterEach(() => {
  localStorage.clear()
  vi.clearAllMocks()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('shop-catalog', () => {
  it('shows 8 products a page and says, as a status, which of the 24 they are', () => {
    renderShop()
    expect(titles()).toEqual([
      'Wild Blueberries',
      'Savoy Cabbage',
      'Garden Strawberries',
      'Sweet Corn',
      'Juicy Oranges',
      'Heirloom Tomatoes',
      'Crisp Red Apples',
      'Rainbow Carrots',
    ])
    expect(count()).toHaveTextContent('Showing 1–8 of 24 results')
    expect(count()).toHaveAttribute('role', 'status')
    expect(currentPage()).toHaveAccessibleName('Page 1, current page')
    expect(
      within(pages())
        .getAllByRole('link', { name: /^Page \d/ })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['?page=1', '?page=2', '?page=3'])
  })

  it('reads the page from ?page=N', () => {
    renderShop({}, '/shop?page=2')
    expect(titles()).toHaveLength(8)
    expect(titles()[0]).toBe('Tart Green Apples')
    expect(count()).toHaveTextContent('Showing 9–16 of 24 results')
    expect(currentPage()).toHaveAccessibleName('Page 2, current page')
  })

  it.each([
    ['0', 1],
    ['-4', 1],
    ['abc', 1],
    ['', 1],
    ['2.5', 2],
    ['3abc', 3],
    ['4', 3],
    ['999', 3],
  ])('?page=%j shows the nearest page that exists, page %i', (raw, expected) => {
    renderShop(sixByTwo, `/shop?page=${raw}`)
    expect(currentPage()).toHaveAccessibleName(`Page ${expected}, current page`)
    expect(count()).toHaveTextContent(`Showing ${expected * 2 - 1}–${expected * 2} of 6 results`)
    expect(titles()).toHaveLength(2)
  })

  it('the last page may be short', () => {
    renderShop({ products: { collection: 'products', first: 5 }, perPage: 2 }, '/shop?page=3')
    expect(count()).toHaveTextContent('Showing 5–5 of 5 results')
    expect(titles()).toEqual(['Juicy Oranges'])
  })

  it('the previous arrow is disabled on the first page, the next arrow on the last', () => {
    renderShop(sixByTwo)
    expect(within(pages()).getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true')
    expect(within(pages()).getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'false')
    fireEvent.click(within(pages()).getByRole('link', { name: 'Page 3' }))
    expect(within(pages()).getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true')
    expect(within(pages()).getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'false')
  })

  it('a page click writes ?page=N, shows that page and scrolls to the top 200 ms later', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const scrollTo = vi.fn()
    vi.stubGlobal('scrollTo', scrollTo)
    renderShop(sixByTwo)
    fireEvent.click(within(pages()).getByRole('link', { name: 'Page 3' }))
    expect(location()).toHaveTextContent('/shop?page=3')
    expect(count()).toHaveTextContent('Showing 5–6 of 6 results')
    expect(titles()).toEqual(['Juicy Oranges', 'Heirloom Tomatoes'])
    act(() => vi.advanceTimersByTime(199))
    expect(scrollTo).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 0, left: 0, behavior: 'smooth' })

    fireEvent.click(within(pages()).getByRole('button', { name: 'Previous page' }))
    expect(location()).toHaveTextContent('/shop?page=2')
    expect(currentPage()).toHaveAccessibleName('Page 2, current page')
    expect(titles()).toEqual(['Garden Strawberries', 'Sweet Corn'])
  })

  it('has no pagination when every product fits on one page', () => {
    renderShop({ products: { collection: 'products', first: 3 } })
    expect(titles()).toHaveLength(3)
    expect(count()).toHaveTextContent('Showing 1–3 of 3 results')
    expect(screen.queryByRole('navigation', { name: 'Shop pages' })).not.toBeInTheDocument()
  })

  it('grid and list are tabs over the one product list; list adds each product’s rating', () => {
    renderShop({ products: { collection: 'products', first: 2 } })
    const grid = screen.getByRole('tab', { name: 'Grid view' })
    const list = screen.getByRole('tab', { name: 'List view' })
    expect(screen.getByRole('tablist', { name: 'Product view' })).toBeInTheDocument()
    expect(grid).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Grid view')
    expect(screen.queryByText('(24 reviews)')).not.toBeInTheDocument()

    fireEvent.click(list)
    expect(list).toHaveAttribute('aria-selected', 'true')
    expect(grid).toHaveAttribute('aria-selected', 'false')
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('List view')
    expect(screen.getByText('(24 reviews)')).toBeInTheDocument()
    expect(titles()).toEqual(['Wild Blueberries', 'Savoy Cabbage'])
  })

  it('opens in the list view when the page says so', () => {
    renderShop({ products: { collection: 'products', first: 1 }, layout: 'list' })
    expect(screen.getByRole('tab', { name: 'List view' })).toHaveAttribute('aria-selected', 'true')
  })

  it('has a labelled sort select that does not reorder the products', () => {
    renderShop({ products: { collection: 'products', first: 3 } })
    const sort = screen.getByRole('combobox', { name: 'Sort products' })
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Short by latest', 'Recent', 'Popular', 'Relevant'])
    expect(sort).toHaveValue('Short by latest')
    fireEvent.change(sort, { target: { value: 'Popular' } })
    expect(sort).toHaveValue('Popular')
    expect(titles()).toEqual(['Wild Blueberries', 'Savoy Cabbage', 'Garden Strawberries'])
  })

  it('each card links to its product, marks a sale with "Sale!" and strikes the old price through', () => {
    renderShop({ products: { collection: 'products', first: 4 } })
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
    renderShop({ products: { collection: 'products', ids: [5, 6] } })
    // The card's hidden ": title" is read after a space ("Add to cart : Juicy Oranges"), hence the pattern.
    const add = screen.getByRole('button', { name: /^Add to cart\W+Juicy Oranges$/ })
    fireEvent.click(add)
    expect(notify.success).toHaveBeenCalledExactlyOnceWith('Product added successfully')
    expect(JSON.parse(localStorage.getItem('cartState')!)).toMatchObject([
      { id: 5, title: 'Juicy Oranges', price: 4, quantity: 1 },
    ])
    fireEvent.click(add)
    expect(notify.warning).toHaveBeenCalledExactlyOnceWith('Product already in cart')
    expect(JSON.parse(localStorage.getItem('cartState')!)).toHaveLength(1)
  })
})
