import { fireEvent, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Product } from '#data/collections/products.ts'
import { notify } from '#lib/toasts.tsx'
import { sampleProduct } from '#tests/unit/sample-records.ts'
import RecentlyViewed from './recently-viewed.tsx'
import { recentlyViewedProps } from './schema.ts'
import { forgetTestState } from '#tests/unit/forget-test-state.ts'
import { inShop } from '#tests/unit/in-shop.tsx'

vi.mock('#lib/toasts.tsx', () => ({ notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }))

const props = recentlyViewedProps.parse({})
/** The page's own product: Wild Blueberries (id 1 in data/products.json). */
const blueberries: Product = sampleProduct({ id: 1, title: 'Wild Blueberries' })

function view(current: Product | undefined = blueberries) {
  return inShop(<RecentlyViewed {...props} />, { product: current })
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Recently Viewed' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)

afterEach(forgetTestState)

describe('recently-viewed', () => {
  it("shows the products viewed last, newest first, without the page's own product", () => {
    localStorage.setItem('recentlyViewedState', '[1,3,2,5]')
    render(view())
    expect(screen.getByRole('heading', { level: 2, name: 'Recently Viewed' })).toBeInTheDocument()
    expect(titles()).toEqual(['Garden Strawberries', 'Savoy Cabbage', 'Juicy Oranges'])
  })

  it('gives each card the actions of every product card: the heart saves to the wishlist', () => {
    localStorage.setItem('recentlyViewedState', '[3]')
    render(view())
    const heart = screen.getByRole('button', { name: 'Add Garden Strawberries to wishlist' })
    expect(heart).toHaveAttribute('aria-pressed', 'false')
    fireEvent.click(heart)
    expect(heart).toHaveAttribute('aria-pressed', 'true')
    expect(heart).toHaveAccessibleName('Remove Garden Strawberries from wishlist')
    expect(notify.success).toHaveBeenCalledWith('Garden Strawberries added to your wishlist')
    fireEvent.click(heart)
    expect(heart).toHaveAttribute('aria-pressed', 'false')
    expect(notify.error).toHaveBeenCalledWith('Garden Strawberries removed from your wishlist')
    expect(localStorage.getItem('wishlistState')).toBe('[]')
  })

  it('shows nothing when only this product, or nothing, was viewed', () => {
    localStorage.setItem('recentlyViewedState', '[1]')
    const { container, unmount } = render(view())
    expect(container).toBeEmptyDOMElement()
    unmount()
    localStorage.clear()
    expect(render(view()).container).toBeEmptyDOMElement()
  })

  it('is not in the prerendered HTML, which cannot know what this visitor viewed', () => {
    localStorage.setItem('recentlyViewedState', '[3,2]')
    expect(renderToString(view())).toBe('')
  })
})
