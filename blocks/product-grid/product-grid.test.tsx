import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Product } from '#data/collections/products.ts'
import { BuildMonthContext } from '#lib/build-month.ts'
import { sampleProduct } from '#tests/unit/sample-records.ts'
import ProductGrid from './product-grid.tsx'
import type { ProductGridProps } from './schema.ts'
import { inShop, renderShopPreview } from '#tests/unit/in-shop.tsx'

function product(id: number, title: string, category: Product['category']): Product {
  return sampleProduct({ id, title, category })
}

const products = [
  product(1, 'Honey Pears', 'fruit'),
  product(2, 'Savoy Cabbage', 'vegetables'),
  product(3, 'Summer Peaches', 'fruit'),
]

function gridProps(overrides: Partial<ProductGridProps> = {}): ProductGridProps {
  return {
    eyebrow: 'Fresh',
    title: 'Our Products',
    lead: '',
    products,
    filters: [],
    cardLayout: 'grid',
    linkText: 'View All Products',
    linkTo: '/shop',
    background: 'plain',
    ...overrides,
  }
}

/** Renders the grid; `editing(entry)` shows it as the page editor's preview does while that list entry is edited. */
function renderGrid(overrides: Partial<ProductGridProps> = {}) {
  return renderShopPreview(<ProductGrid {...gridProps(overrides)} />)
}

const shownTitles = () =>
  screen
    .getAllByRole('heading', { level: 3 })
    .filter((heading) => !heading.closest('[inert]'))
    .map((heading) => heading.textContent)

const filters: ProductGridProps['filters'] = [
  { label: 'All', category: 'all' },
  { label: 'Fruit', category: 'fruit' },
  { label: 'Vegetables', category: 'vegetables' },
]

describe('product grid', () => {
  it('without filters shows every product as a shop card with Add to cart, and no filter buttons', () => {
    renderGrid()
    expect(shownTitles()).toEqual(['Honey Pears', 'Savoy Cabbage', 'Summer Peaches'])
    expect(screen.getAllByRole('button', { name: /^Add to cart/ })).toHaveLength(3)
    expect(screen.queryByRole('group', { name: 'Show products' })).toBeNull()
    expect(screen.getByRole('link', { name: 'View All Products' }).getAttribute('href')).toBe('/shop')
  })

  it('filter buttons are toggle buttons; the first is pressed and all products show', () => {
    renderGrid({ filters })
    const group = screen.getByRole('group', { name: 'Show products' })
    const buttons = within(group).getAllByRole('button')
    expect(buttons.map((button) => [button.textContent, button.getAttribute('aria-pressed')])).toEqual([
      ['All', 'true'],
      ['Fruit', 'false'],
      ['Vegetables', 'false'],
    ])
    expect(shownTitles()).toEqual(['Honey Pears', 'Savoy Cabbage', 'Summer Peaches'])
  })

  it('narrows the grid to the chosen category and says how many show', async () => {
    const user = userEvent.setup()
    renderGrid({ filters })
    await user.click(screen.getByRole('button', { name: 'Fruit' }))
    expect(screen.getByRole('button', { name: 'Fruit' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false')
    expect(shownTitles()).toEqual(['Honey Pears', 'Summer Peaches'])
    expect(screen.getByRole('status').textContent).toBe('Showing 2 products')

    await user.click(screen.getByRole('button', { name: 'Vegetables' }))
    expect(shownTitles()).toEqual(['Savoy Cabbage'])
    await user.click(screen.getByRole('button', { name: 'All' }))
    expect(shownTitles()).toEqual(['Honey Pears', 'Savoy Cabbage', 'Summer Peaches'])
  })

  it('keeps the other products in the grid, hidden behind the shown ones and inert, so its height never changes', async () => {
    renderGrid({ filters })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Vegetables' }))
    const items = [...document.querySelectorAll('li.product-grid__item')]
    expect(items).toHaveLength(3)
    expect(items.map((item) => [item.querySelector('h3')?.textContent, item.hasAttribute('inert')])).toEqual([
      ['Honey Pears', true],
      ['Savoy Cabbage', false],
      ['Summer Peaches', true],
    ])
    expect(items.filter((item) => item.classList.contains('product-grid__item--filtered-out'))).toHaveLength(2)
  })

  it('in the page editor, chooses the filter being edited; the visitor can still choose another', async () => {
    const pressed = () => screen.getAllByRole('button', { pressed: true }).map((button) => button.textContent)
    const { editing } = renderGrid({ filters })
    editing({ setting: 'filters', index: 2 })
    expect(pressed()).toEqual(['Vegetables'])
    expect(shownTitles()).toEqual(['Savoy Cabbage'])
    // An entry of another list (none here shows as a filter) changes nothing.
    editing({ setting: 'other', index: 1 })
    expect(pressed()).toEqual(['Vegetables'])
    await userEvent.setup().click(screen.getByRole('button', { name: 'Fruit' }))
    expect(pressed()).toEqual(['Fruit'])
    editing({ setting: 'filters', index: 0 })
    expect(pressed()).toEqual(['All'])
  })
})

describe('product-grid: picks in season', () => {
  const produce = [
    sampleProduct({ id: 15, title: 'Dark Sweet Cherries', category: 'fruit', months: [6, 7] }),
    sampleProduct({ id: 2, title: 'Savoy Cabbage', category: 'vegetables', months: [10, 11, 12, 1, 2, 3] }),
    sampleProduct({ id: 24, title: 'Chestnut Mushrooms', category: 'vegetables' }),
    sampleProduct({ id: 7, title: 'Crisp Red Apples', category: 'fruit', months: [9, 10, 11, 12, 1, 2] }),
  ]
  const renderPicks = (buildMonth: number, picksInSeason?: number) =>
    render(
      inShop(
        <BuildMonthContext value={buildMonth}>
          <ProductGrid {...gridProps({ products: produce, picksInSeason })} />
        </BuildMonthContext>,
      ),
    )

  it('in a build dated November, shows only what is in season then, the first so many, in the listed order', () => {
    renderPicks(11, 2)
    expect(shownTitles()).toEqual(['Savoy Cabbage', 'Chestnut Mushrooms'])
  })

  it('in a build dated June, the cherries are picked; products without months are in season all year', () => {
    renderPicks(6, 8)
    expect(shownTitles()).toEqual(['Dark Sweet Cherries', 'Chestnut Mushrooms'])
  })

  it('without picksInSeason, every product listed shows, in season or not', () => {
    renderPicks(11)
    expect(shownTitles()).toEqual(['Dark Sweet Cherries', 'Savoy Cabbage', 'Chestnut Mushrooms', 'Crisp Red Apples'])
  })
})
