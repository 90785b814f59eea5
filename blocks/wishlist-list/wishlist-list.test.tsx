import { fireEvent, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notify } from '#lib/toasts.tsx'
import { wishlistListProps } from './schema.ts'
import WishlistList from './wishlist-list.tsx'
import { forgetTestState } from '#tests/unit/forget-test-state.ts'
import { inShop } from '#tests/unit/in-shop.tsx'

vi.mock('#lib/toasts.tsx', () => ({ notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }))

const props = wishlistListProps.parse({})

function view() {
  return inShop(<WishlistList {...props} />)
}

/** Saves a wishlist as the site does (product ids), then shows the wishlist page. */
function renderWishlist(ids: number[]) {
  localStorage.setItem('wishlistState', JSON.stringify(ids))
  render(view())
}

const rows = () => within(screen.getByRole('list')).getAllByRole('listitem')
const titles = () => rows().map((row) => within(row).getByRole('heading', { level: 3 }).textContent)

afterEach(forgetTestState)

describe('wishlist-list', () => {
  it('lists each saved product in the order saved, with its picture, link, price and sale price, each price with its unit', () => {
    renderWishlist([3, 1])
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Saved for later (2 products)')
    expect(titles()).toEqual(['Garden Strawberries', 'Wild Blueberries'])
    const strawberries = rows()[0]!
    expect(within(strawberries).getByRole('link', { name: 'Garden Strawberries' })).toHaveAttribute('href', '/shop-single/3')
    expect(strawberries.querySelector('img')).toHaveAttribute('src', expect.stringContaining('/art/products/'))
    expect(strawberries).toHaveTextContent('Was $6.50')
    expect(strawberries).toHaveTextContent('Now $5.20 / punnetper punnet')
    expect(rows()[1]).toHaveTextContent('$6.50 / punnetper punnet')
  })

  it('Add to cart puts the product in the cart by the cart’s rules, and the product stays saved', () => {
    renderWishlist([1])
    const add = screen.getByRole('button', { name: /^Add to cart\W+Wild Blueberries$/ })
    fireEvent.click(add)
    expect(notify.success).toHaveBeenCalledExactlyOnceWith('Product added successfully')
    expect(JSON.parse(localStorage.getItem('cartState')!)).toMatchObject([{ id: 1, quantity: 1 }])
    fireEvent.click(add)
    expect(notify.warning).toHaveBeenCalledExactlyOnceWith('Product already in cart')
    expect(titles()).toEqual(['Wild Blueberries'])
  })

  it('Remove takes the product off the list, says so, and moves focus to the next Remove', () => {
    renderWishlist([3, 1])
    fireEvent.click(screen.getByRole('button', { name: 'Remove Garden Strawberries from wishlist' }))
    expect(titles()).toEqual(['Wild Blueberries'])
    expect(notify.error).toHaveBeenCalledExactlyOnceWith('Garden Strawberries removed from your wishlist')
    expect(localStorage.getItem('wishlistState')).toBe('[1]')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Wild Blueberries from wishlist' }))
  })

  it('removing the last product shows the empty wishlist, with focus on its heading', () => {
    renderWishlist([1])
    fireEvent.click(screen.getByRole('button', { name: 'Remove Wild Blueberries from wishlist' }))
    const heading = screen.getByRole('heading', { name: 'Your wishlist is empty' })
    expect(document.activeElement).toBe(heading)
  })

  it('an empty wishlist says so and points to the shop', () => {
    renderWishlist([])
    expect(screen.getByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument()
    expect(screen.getByText(props.emptyText)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop')
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })

  it('the prerendered HTML holds a neutral placeholder, since the wishlist lives in the browser', () => {
    localStorage.setItem('wishlistState', '[1]')
    const container = document.createElement('div')
    container.innerHTML = renderToString(view())
    expect(container).toHaveTextContent('Loading your wishlist…')
    expect(container).not.toHaveTextContent('Wild Blueberries')
    expect(container).not.toHaveTextContent('Your wishlist is empty')
    expect(container.querySelector('section')).toHaveAttribute('aria-busy', 'true')
  })
})
