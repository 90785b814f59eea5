import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore, Provider } from 'jotai'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EditedEntryContext, type EditedEntry } from '#app/edited-entry-context.ts'
import { EntityContext } from '#app/entity-context.ts'
import type { Product } from '#data/schemas.ts'
import { RECENTLY_VIEWED_STORAGE_KEY, WISHLIST_STORAGE_KEY } from '#cart/wishlist-store.ts'
import { notify } from '#lib/toasts.tsx'
import { sampleProduct } from '#tests/unit/sample-records.ts'
import ProductDetails from './product-details.tsx'
import { productDetailsProps } from './schema.ts'

vi.mock('#lib/toasts.tsx', () => ({ notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }))

afterEach(() => {
  localStorage.clear()
  vi.clearAllMocks()
})

const pears: Product = sampleProduct({
  id: 11,
  title: 'Honey Pears',
  tags: ['Orchard', 'Sweet'],
  price: '$4.20',
  ratings: 4.5,
  reviews: 12,
})

const shared = productDetailsProps.parse({ gallery: 'lightbox' })

/** Renders the product's page; `editing(entry)` shows it as the page editor's preview does while that list entry is edited. */
function renderProduct(product: Product) {
  const store = createStore()
  const view = (entry?: EditedEntry) => (
    <Provider store={store}>
      <MemoryRouter>
        <EntityContext value={product}>
          <EditedEntryContext value={entry}>
            <ProductDetails {...shared} />
          </EditedEntryContext>
        </EntityContext>
      </MemoryRouter>
    </Provider>
  )
  const rendered = render(view())
  return { editing: (entry?: EditedEntry) => rendered.rerender(view(entry)) }
}

describe('product-details', () => {
  it("shows the product's own description beside the price and its own details in the Description tab", async () => {
    renderProduct({
      ...pears,
      description: 'Buttery pears, ripened in our store room.',
      details: ['Picked firm in September.', 'Ready when the neck gives a little.'],
    })
    expect(screen.getByText('Buttery pears, ripened in our store room.')).toBeVisible()
    expect(screen.queryByText(shared.summary)).toBeNull()
    await userEvent.click(screen.getByRole('tab', { name: 'Description' }))
    const tab = screen.getByRole('tabpanel').textContent
    expect(tab).toContain('Picked firm in September.')
    expect(tab).toContain('Ready when the neck gives a little.')
    expect(tab).not.toContain(shared.description[0])
  })

  it('shows the shared texts for a product without its own', async () => {
    renderProduct(pears)
    expect(screen.getByText(shared.summary)).toBeVisible()
    await userEvent.click(screen.getByRole('tab', { name: 'Description' }))
    expect(screen.getByRole('tabpanel').textContent).toContain(shared.description[0])
  })

  it('in the page editor, shows the tab whose paragraph, row or review is being edited', async () => {
    const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent
    const { editing } = renderProduct(pears)
    expect(selectedTab()).toBe('Description')
    editing({ setting: 'reviews', index: 1 })
    expect(selectedTab()).toBe(`Review (${shared.reviews.length})`)
    editing({ setting: 'additionalInfo', index: 0 })
    expect(selectedTab()).toBe('Additional Information')
    expect(screen.getByRole('tabpanel').textContent).toContain('Dimensions')
    // Other lists (features, categories) show outside the tabs: the tab stays.
    editing({ setting: 'features', index: 0 })
    expect(selectedTab()).toBe('Additional Information')
    await userEvent.click(screen.getByRole('tab', { name: 'Description' }))
    expect(selectedTab()).toBe('Description')
    editing({ setting: 'description', index: 1 })
    expect(selectedTab()).toBe('Description')
    editing({ setting: 'reviews', index: 0 })
    expect(selectedTab()).toBe(`Review (${shared.reviews.length})`)
  })

  it('the heart saves the product to the wishlist and removes it again, saying so each time', async () => {
    renderProduct(pears)
    const heart = screen.getByRole('button', { name: 'Add Honey Pears to wishlist' })
    expect(heart).toHaveAttribute('aria-pressed', 'false')
    expect(heart).toHaveTextContent(/^Add Honey Pears to wishlist$/)

    await userEvent.click(heart)
    expect(heart).toHaveAttribute('aria-pressed', 'true')
    expect(heart).toHaveAccessibleName('Remove Honey Pears from wishlist')
    expect(notify.success).toHaveBeenCalledWith('Honey Pears added to your wishlist')
    expect(localStorage.getItem(WISHLIST_STORAGE_KEY)).toBe('[11]')

    await userEvent.click(heart)
    expect(heart).toHaveAttribute('aria-pressed', 'false')
    expect(heart).toHaveAccessibleName('Add Honey Pears to wishlist')
    expect(notify.error).toHaveBeenCalledWith('Honey Pears removed from your wishlist')
    expect(localStorage.getItem(WISHLIST_STORAGE_KEY)).toBe('[]')
  })

  it('offers no Compare: every control on the product page does something', () => {
    renderProduct(pears)
    expect(screen.queryByRole('button', { name: /compare/i })).toBeNull()
  })

  it("records the product first in the visitor's recently viewed products", () => {
    localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, '[1,2]')
    renderProduct(pears)
    expect(localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY)).toBe('[11,1,2]')
  })
})
