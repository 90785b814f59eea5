import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore, Provider } from 'jotai'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cartItemsAtom } from '#cart/cart-store.ts'
import { useProductCardActions } from '#cart/use-product-card-actions.ts'
import type { Product } from '#data/collections/products.ts'
import { notify } from '#lib/toasts.tsx'
import { sampleProduct } from '#tests/unit/sample-records.ts'
import { ProductCard } from './product-card.tsx'
import { DEFAULT_PRODUCT_SUMMARY } from '#lib/product-summary.ts'
import { forgetTestState } from '#tests/unit/forget-test-state.ts'

vi.mock('#lib/toasts.tsx', () => ({ notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }))

const kefir = sampleProduct({
  id: 7,
  title: 'Cultured Kefir',
  description: 'Tangy, lightly fizzy and alive with cultures.',
  price: '$4.50',
  unit: 'per 500 ml',
  oldPrice: '$5.25',
  onSale: true,
  ratings: 4.5,
  reviews: 9,
})

/** A card wired to the real cart, as every list wires it; returns the store to read the cart from. */
function renderCard(product: Product, layout: 'grid' | 'list' = 'grid') {
  const store = createStore()
  function Card() {
    return <ProductCard product={product} {...useProductCardActions()} layout={layout} />
  }
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/shop']}>
        <Routes>
          <Route path="/shop" element={<Card />} />
          <Route path="/shop-single/:id" element={<h1>Product page</h1>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
  return store
}

const eye = (title: string) => screen.getByRole('button', { name: `Quick view of ${title}` })

async function openQuickView(product: Product) {
  await userEvent.click(eye(product.title))
  return screen.findByRole('dialog', { name: product.title })
}

beforeEach(() => localStorage.clear())
afterEach(forgetTestState)

describe('the card', () => {
  it('shows the price with what it buys, and in a list the stars and the review count', () => {
    renderCard({ ...kefir, reviews: 1, ratings: 4 }, 'list')
    expect(screen.getByText('$4.50')).toHaveTextContent('$4.50 / 500 mlper 500 ml')
    expect(screen.getByText('(1 review)')).toBeVisible()
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible()
  })

  it('a product sold by the piece reads "each"', () => {
    renderCard({ ...kefir, unit: 'each' })
    expect(screen.getByText('$4.50')).toHaveTextContent(/\$4\.50 eacheach$/)
  })
})

describe('quick view', () => {
  it("opens from the card's eye with the product's picture, prices, rating and description, focus inside", async () => {
    renderCard(kefir)
    const dialog = await openQuickView(kefir)
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(within(dialog).getByRole('heading', { name: 'Cultured Kefir' })).toBeVisible()
    expect(dialog.querySelector('img')).toHaveAttribute('src', kefir.thumb)
    expect(within(dialog).getByText('$5.25').closest('del')).not.toBeNull()
    // Seen as "$4.50 / 500 ml", heard as "$4.50 per 500 ml".
    expect(within(dialog).getByText('$4.50')).toHaveTextContent('$4.50 / 500 mlper 500 ml')
    expect(within(dialog).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible()
    expect(within(dialog).getByText('(9 customer reviews)')).toBeVisible()
    expect(within(dialog).getByText('Tangy, lightly fizzy and alive with cultures.')).toBeVisible()
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
  })

  it("says whether the product is in season in the browser's month, as its card does", async () => {
    vi.useFakeTimers({ now: new Date('2026-11-15T12:00:00'), toFake: ['Date'] })
    const cherries = sampleProduct({ id: 15, title: 'Dark Sweet Cherries', months: [6, 7] })
    renderCard(cherries)
    const dialog = await openQuickView(cherries)
    expect(within(dialog).getByText('Back in June')).toBeVisible()
  })

  it("shows the product page's shared text for a product without its own description", async () => {
    const plain = sampleProduct({ id: 8, title: 'Farm Butter' })
    renderCard(plain)
    const dialog = await openQuickView(plain)
    expect(within(dialog).getByText(DEFAULT_PRODUCT_SUMMARY)).toBeVisible()
  })

  it.each([
    ['Escape', () => userEvent.keyboard('{Escape}')],
    ['the close button', () => userEvent.click(screen.getByRole('button', { name: 'Close quick view' }))],
    ['a click on the backdrop', () => userEvent.click(document.querySelector<HTMLElement>('.quick-view__backdrop')!)],
  ])('closes on %s and gives focus back to the eye', async (_way, close) => {
    renderCard(kefir)
    await openQuickView(kefir)
    await close()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(eye(kefir.title)).toHaveFocus()
  })

  it('keeps Tab inside the dialog', async () => {
    renderCard(kefir)
    const dialog = await openQuickView(kefir)
    for (let press = 0; press < 8; press++) {
      await userEvent.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
  })

  it('adds the chosen quantity to the cart and says so', async () => {
    const store = renderCard(kefir)
    const dialog = await openQuickView(kefir)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to cart' }))
    expect(notify.success).toHaveBeenCalledExactlyOnceWith('Product added successfully')
    expect(store.get(cartItemsAtom)).toEqual([expect.objectContaining({ id: 7, quantity: 3, priceCents: 450 })])
  })

  it.each(['0', '1.5', ''])('refuses a quantity of "%s" with the specification\'s message', async (typed) => {
    const store = renderCard(kefir)
    const dialog = await openQuickView(kefir)
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantity' })
    await userEvent.clear(quantity)
    if (typed) await userEvent.type(quantity, typed)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to cart' }))
    expect(notify.warning).toHaveBeenCalledExactlyOnceWith('Please enter a valid quantity')
    expect(notify.success).not.toHaveBeenCalled()
    expect(store.get(cartItemsAtom)).toEqual([])
  })

  it('refuses a product already in the cart with its message and leaves the line as it was', async () => {
    const store = renderCard(kefir)
    await userEvent.click(screen.getByRole('button', { name: /^Add to cart\W+Cultured Kefir/ }))
    const dialog = await openQuickView(kefir)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to cart' }))
    expect(notify.warning).toHaveBeenCalledExactlyOnceWith('Product already in cart')
    expect(store.get(cartItemsAtom)).toEqual([expect.objectContaining({ id: 7, quantity: 1 })])
  })

  it('offers the options with their prices: the price follows the choice, and each choice is a line of its own', async () => {
    const cheddar = sampleProduct({
      id: 27,
      title: 'Clothbound Cheddar',
      price: '$9.60',
      unit: 'per wedge',
      options: [
        {
          name: 'Weight',
          choices: [
            { label: '250 g', price: '$9.60' },
            { label: '500 g', price: '$18.40' },
          ],
        },
      ],
    })
    const store = renderCard(cheddar)
    // The card adds the first choice, as its page shows it first.
    await userEvent.click(screen.getByRole('button', { name: /^Add to cart\W+Clothbound Cheddar/ }))
    const dialog = await openQuickView(cheddar)
    const weight = within(dialog).getByRole('group', { name: 'Weight' })
    expect(within(weight).getByRole('radio', { name: '250 g $9.60' })).toBeChecked()
    await userEvent.click(within(weight).getByRole('radio', { name: '500 g $18.40' }))
    expect(dialog.querySelector('.quick-view__price')).toHaveTextContent(/^\$18\.40/)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to cart' }))
    expect(store.get(cartItemsAtom)).toEqual([
      expect.objectContaining({ id: 27, options: { Weight: '250 g' }, priceCents: 960 }),
      expect.objectContaining({ id: 27, options: { Weight: '500 g' }, priceCents: 1840 }),
    ])
  })

  it("links to the product's full page and closes on the way", async () => {
    renderCard(kefir)
    const dialog = await openQuickView(kefir)
    const link = within(dialog).getByRole('link', { name: 'View full details' })
    expect(link).toHaveAttribute('href', '/shop-single/7')
    await userEvent.click(link)
    expect(screen.getByRole('heading', { name: 'Product page' })).toBeVisible()
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
