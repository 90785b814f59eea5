import { fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ListedProduct } from '#data/collections/products.ts'
import { notify } from '#lib/toasts.tsx'
import RelatedProducts from './related-products.tsx'
import { relatedProductsProps } from './schema.ts'
import { standInMotionPreference, standInViewport } from '#tests/unit/stand-ins.ts'
import { forgetTestState } from '#tests/unit/forget-test-state.ts'
import { inShop } from '#tests/unit/in-shop.tsx'

vi.mock('#lib/toasts.tsx', () => ({ notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }))

const catalogue = relatedProductsProps.parse({}).products
const productWithId = (id: number) => catalogue.find((product) => product.id === id)

function renderRelated(current: ListedProduct | undefined, props: Record<string, unknown> = {}) {
  return render(inShop(<RelatedProducts {...relatedProductsProps.parse(props)} />, { product: current }))
}

const carousel = () => screen.getByRole('region', { name: 'Related Products' })
const titles = () =>
  within(carousel())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)

beforeEach(() => {
  // The carousel starts Swiper only when it is used: here it never is.
  standInViewport()
  standInMotionPreference()
})
afterEach(forgetTestState)

describe('related-products', () => {
  it('shows up to 8 products of the same category, never the product itself, under its heading', () => {
    renderRelated(productWithId(11)) // Honey Pears, fruit
    expect(screen.getByRole('heading', { level: 2, name: 'Related Products' })).toBeInTheDocument()
    expect(screen.getByText('You may also like')).toBeInTheDocument()
    expect(titles()).toEqual([
      'Wild Blueberries',
      'Garden Strawberries',
      'Juicy Oranges',
      'Crisp Red Apples',
      'Tart Green Apples',
      'Summer Peaches',
      'Dark Sweet Cherries',
      'Seedless Grapes',
    ])
  })

  it('fills up with other categories after the same category, in catalogue order', () => {
    renderRelated(productWithId(11), { count: 12 })
    const shown = titles()
    expect(shown).toHaveLength(12)
    expect(shown).not.toContain('Honey Pears')
    expect(shown.slice(-2)).toEqual(['Golden Kiwi', 'Savoy Cabbage'])
  })

  it('links each card to its product page', () => {
    renderRelated(productWithId(2), { count: 2 }) // Savoy Cabbage, vegetables
    expect(
      within(carousel())
        .getAllByRole('link')
        .filter((link) => !link.hasAttribute('aria-hidden'))
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Sweet Corn', '/shop-single/4'],
      ['Heirloom Tomatoes', '/shop-single/6'],
    ])
  })

  it('has labelled arrows, and no eyebrow when it is empty', () => {
    renderRelated(productWithId(2), { eyebrow: '', title: 'More From the Garden' })
    expect(screen.getByRole('region', { name: 'More From the Garden' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument()
    expect(screen.queryByText('You may also like')).not.toBeInTheDocument()
  })

  it('Add to cart puts the product in the cart', () => {
    renderRelated(productWithId(2), { count: 2 })
    fireEvent.click(within(carousel()).getByRole('button', { name: /^Add to cart\W+Sweet Corn$/ }))
    expect(notify.success).toHaveBeenCalledExactlyOnceWith('Product added successfully')
    expect(JSON.parse(localStorage.getItem('cartState')!)).toMatchObject([{ id: 4, quantity: 1 }])
  })

  it('shows nothing when no other product is left to show', () => {
    const { container } = renderRelated(productWithId(2), { products: { collection: 'products', ids: [2] } })
    expect(container).toBeEmptyDOMElement()
  })
})
