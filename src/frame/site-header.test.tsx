import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore, Provider } from 'jotai'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { cartItemsAtom } from '#cart/cart-store.ts'
import { wishlist } from '#cart/wishlist-store.ts'
import { SiteHeader } from './site-header.tsx'

/** Draws the header above a page; returns a user to click and type with. */
function renderHeader(store = createStore()) {
  const user = userEvent.setup()
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/']}>
        <SiteHeader />
        <main>page</main>
      </MemoryRouter>
    </Provider>,
  )
  return user
}

afterEach(() => {
  localStorage.clear()
  document.body.className = ''
})

describe('desktop menu', () => {
  it('has the six groups, each a collapsed disclosure button', () => {
    renderHeader()
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!
    const groups = within(nav).getAllByRole('button')
    expect(groups.map((button) => button.textContent)).toEqual(['Home', 'Pages', 'Projects', 'Services', 'Blog', 'Shop'])
    expect(groups.every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(true)
  })

  it('opens one group at a time by click, and Escape closes it and returns focus to its button', async () => {
    const user = renderHeader()
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!
    const pages = within(nav).getByRole('button', { name: 'Pages' })
    const blog = within(nav).getByRole('button', { name: 'Blog' })

    await user.click(pages)
    expect(pages).toHaveProperty('ariaExpanded', 'true')
    await user.click(blog)
    expect(pages.getAttribute('aria-expanded')).toBe('false')
    expect(blog.getAttribute('aria-expanded')).toBe('true')

    within(nav).getByRole('link', { name: 'Farm Journal' }).focus()
    await user.keyboard('{Escape}')
    expect(blog.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(blog)
  })

  it('opens with ArrowDown and moves between the links with the arrow keys', async () => {
    const user = renderHeader()
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!
    within(nav).getByRole('button', { name: 'Projects' }).focus()
    await user.keyboard('{ArrowDown}')
    await new Promise((resolve) => requestAnimationFrame(resolve))
    expect(document.activeElement).toBe(within(nav).getByRole('link', { name: 'All Projects' }))
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(within(nav).getByRole('link', { name: 'The Heritage Orchard' }))
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(within(nav).getByRole('link', { name: 'All Projects' }))
  })
})

describe('mobile menu and side panel', () => {
  it('the mobile menu adds the body class, makes the page inert, and Escape closes it back onto its button', async () => {
    const user = renderHeader()
    const button = screen.getByRole('button', { name: 'Menu' })
    await user.click(button)
    expect(document.body.classList.contains('mobile-menu-open')).toBe(true)
    expect(screen.getByRole('main').inert).toBe(true)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close menu' }))

    await user.keyboard('{Escape}')
    expect(document.body.classList.contains('mobile-menu-open')).toBe(false)
    expect(screen.getByRole('main').inert).toBe(false)
    expect(document.activeElement).toBe(button)
  })

  it('the panels are empty shells until first opened, and keep their contents after closing (for the slide out)', async () => {
    const user = renderHeader()
    const menu = document.getElementById('mobile-menu')!
    const sidePanel = document.getElementById('side-panel')!
    expect(menu.childElementCount).toBe(0)
    expect(sidePanel.childElementCount).toBe(0)
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-controls', menu.id)

    await user.click(screen.getByRole('button', { name: 'Menu' }))
    expect(within(menu).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register')
    await user.keyboard('{Escape}')
    expect(within(menu).getByRole('button', { name: 'Close menu' })).toBeInTheDocument()
    expect(sidePanel.childElementCount).toBe(0)
  })

  it('mobile menu groups toggle on click', async () => {
    const user = renderHeader()
    await user.click(screen.getByRole('button', { name: 'Menu' }))
    const dialog = screen.getByRole('dialog', { name: 'Menu' })
    const shop = within(dialog).getByRole('button', { name: 'Shop' })
    await user.click(shop)
    expect(shop.getAttribute('aria-expanded')).toBe('true')
    const checkout = within(dialog).getByRole('link', { name: 'Checkout' })
    expect(checkout).toBeVisible()
    expect(checkout).toHaveAttribute('href', '/checkout')
    await user.click(shop)
    expect(shop.getAttribute('aria-expanded')).toBe('false')
  })

  it('the side panel opens with its body class and closes with its close button', async () => {
    const user = renderHeader()
    const button = screen.getByRole('button', { name: 'About the farm' })
    await user.click(button)
    expect(document.body.classList.contains('side-panel-open')).toBe(true)
    const dialog = screen.getByRole('dialog', { name: 'About Green Valley Organic Farm' })
    expect(within(dialog).getAllByRole('link', { name: /opens in a new tab/ })).toHaveLength(4)
    await user.click(within(dialog).getByRole('button', { name: 'Close info panel' }))
    expect(document.body.classList.contains('side-panel-open')).toBe(false)
    expect(document.activeElement).toBe(button)
  })
})

describe('cart dropdown', () => {
  it('says the cart is empty', async () => {
    const user = renderHeader()
    await user.click(screen.getByRole('button', { name: 'Cart, 0 items' }))
    const panel = document.getElementById('cart-panel')
    expect(panel).not.toHaveAttribute('inert')
    expect(panel).toHaveTextContent('Your cart is empty.')
  })

  it('lists each line with quantity × price and the total; removing moves focus to the next line', async () => {
    const store = createStore()
    store.set(cartItemsAtom, [
      { id: 1, title: 'Wild Blueberries', thumb: '/art/products/blueberries.webp', options: {}, priceCents: 650, quantity: 2 },
      { id: 4, title: 'Sweet Corn', thumb: '/art/products/sweet-corn.webp', options: {}, priceCents: 190, quantity: 1 },
    ])
    const user = renderHeader(store)
    await user.click(screen.getByRole('button', { name: 'Cart, 3 items' }))
    const lines = screen.getAllByRole('listitem').filter((item) => item.classList.contains('cart-line'))
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringContaining('2 × $6.50'),
      expect.stringContaining('1 × $1.90'),
    ])
    const panel = document.getElementById('cart-panel')!
    expect(within(panel).getByText('Total').parentElement).toHaveTextContent('Total$14.90')
    expect(within(panel).getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart')
    expect(within(panel).getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout')

    await user.click(screen.getByRole('button', { name: 'Remove Wild Blueberries from cart' }))
    expect(screen.queryByText('Wild Blueberries')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Sweet Corn from cart' }))
    expect(screen.getByRole('button', { name: /^Cart,/ })).toHaveAccessibleName('Cart, 1 item')
  })
})

describe('wishlist link', () => {
  it('links to /wishlist beside the cart, its name counting the saved products, and follows the wishlist', () => {
    localStorage.setItem('wishlistState', '[1,3]')
    const store = createStore()
    renderHeader(store)
    const link = screen.getByRole('link', { name: 'Wishlist, 2 items' })
    expect(link).toHaveAttribute('href', '/wishlist')
    act(() => store.set(wishlist.itemsAtom, [3]))
    expect(link).toHaveAccessibleName('Wishlist, 1 item')
    act(() => store.set(wishlist.itemsAtom, []))
    expect(link).toHaveAccessibleName('Wishlist, 0 items')
  })

  it('is in the Shop group of the menus', async () => {
    const user = renderHeader()
    await user.click(screen.getByRole('button', { name: 'Menu' }))
    const dialog = screen.getByRole('dialog', { name: 'Menu' })
    await user.click(within(dialog).getByRole('button', { name: 'Shop' }))
    expect(within(dialog).getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist')
  })
})
