import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notify } from '#lib/toasts.tsx'
import CartTable from './cart-table.tsx'
import { cartTableProps } from './schema.ts'
import { forgetTestState } from '#tests/unit/forget-test-state.ts'
import { inShop } from '#tests/unit/in-shop.tsx'

vi.mock('#lib/toasts.tsx', () => ({ notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }))

const props = cartTableProps.parse({})

/** Saves a cart as the site does (ids and quantities; titles and prices come from the catalogue), then shows the cart page. */
// In July, when the blueberries in these carts are in season: a line out of season says it is a pre-order.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 6, 15) })
})

function renderCart(lines: { id: number; quantity: number; options?: Record<string, string> }[]) {
  localStorage.setItem('cartState', JSON.stringify(lines))
  const view = inShop(<CartTable {...props} />)
  render(view)
  return view
}

const saved = () =>
  (JSON.parse(localStorage.getItem('cartState')!) as { id: number; quantity: number }[]).map(({ id, quantity }) => [id, quantity])
const row = (title: string) => screen.getByRole('rowheader', { name: title }).closest('tr')!
const cells = (title: string) =>
  within(row(title))
    .getAllByRole('cell')
    .map((cell) => cell.textContent)
const quantity = (title: string) => screen.getByRole('spinbutton', { name: `Quantity of ${title}` })
const totals = () =>
  within(screen.getByRole('complementary', { name: 'Cart totals' }))
    .getAllByRole('row')
    .map((line) => line.textContent)
const HINT = 'Please enter a valid quantity: a whole number from 1 to 999.'

afterEach(forgetTestState)

describe('cart-table', () => {
  it('lists each line with its product link, price, quantity and subtotal, under the specification’s columns', () => {
    renderCart([
      { id: 1, quantity: 2 },
      { id: 3, quantity: 1 },
    ])
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Remove',
      'Thumbnail',
      'Product',
      'Price',
      'Quantity',
      'Subtotal',
    ])
    expect(screen.getByRole('link', { name: 'Wild Blueberries' })).toHaveAttribute('href', '/shop-single/1')
    expect(screen.getByRole('link', { name: 'Garden Strawberries' })).toHaveAttribute('href', '/shop-single/3')
    // Seen as "$6.50 / punnet", heard as "$6.50 per punnet".
    expect(cells('Wild Blueberries')).toEqual(['', '', '$6.50 / punnetper punnet', expect.any(String), '$13.00'])
    expect(quantity('Wild Blueberries')).toHaveValue(2)
    expect(quantity('Garden Strawberries')).toHaveValue(1)
    expect(cells('Garden Strawberries').at(-1)).toBe('$5.20')
    expect(screen.getByRole('button', { name: 'Remove Wild Blueberries from cart' })).toBeInTheDocument()
  })

  it('totals the cart with free shipping, two decimals and a $ sign, and links to checkout and the shop', () => {
    renderCart([
      { id: 1, quantity: 2 },
      { id: 3, quantity: 1 },
    ])
    expect(screen.getByRole('heading', { name: 'Cart totals' })).toBeInTheDocument()
    expect(totals()).toEqual(['Subtotal$18.20', 'ShippingFree shippingShipping to Australia.', 'Total$18.20'])
    expect(screen.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/checkout')
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/shop')
  })

  it('writes large totals with a comma thousands separator', () => {
    renderCart([{ id: 15, quantity: 999 }])
    expect(cells('Dark Sweet Cherries').at(-1)).toBe('$8,891.10')
    expect(totals().at(-1)).toBe('Total$8,891.10')
  })

  it('a new quantity changes the line’s subtotal and the totals at once, and is saved', () => {
    renderCart([
      { id: 1, quantity: 2 },
      { id: 3, quantity: 1 },
    ])
    fireEvent.change(quantity('Garden Strawberries'), { target: { value: '3' } })
    expect(cells('Garden Strawberries').at(-1)).toBe('$15.60')
    expect(totals()[0]).toBe('Subtotal$28.60')
    expect(totals()[2]).toBe('Total$28.60')
    expect(saved()).toEqual([
      [1, 2],
      [3, 3],
    ])
    expect(screen.queryByText(HINT)).not.toBeInTheDocument()
  })

  it.each([
    ['0', 'zero'],
    ['-2', 'a negative number'],
    ['2.5', 'a fraction'],
    ['1000', 'more than 999'],
    ['', 'an empty field'],
  ])('refuses %j (%s): the field says why, and the cart keeps its quantity', (typed) => {
    renderCart([{ id: 1, quantity: 2 }])
    const field = quantity('Wild Blueberries')
    fireEvent.change(field, { target: { value: typed } })
    expect(field).toBeInvalid()
    expect(field).toHaveAccessibleDescription(HINT)
    expect(cells('Wild Blueberries').at(-1)).toBe('$13.00')
    expect(totals()[2]).toBe('Total$13.00')
    expect(saved()).toEqual([[1, 2]])
  })

  it('after a refused quantity, leaving the field shows the cart’s quantity again and says why; a good one clears it', () => {
    renderCart([{ id: 1, quantity: 2 }])
    const field = quantity('Wild Blueberries')
    fireEvent.change(field, { target: { value: '0' } })
    expect(screen.getByText(HINT)).toBeInTheDocument()
    fireEvent.blur(field)
    expect(field).toHaveValue(2)
    expect(field).not.toBeInvalid()
    expect(field).toHaveAccessibleDescription('Please enter a valid quantity: “0” is less than 1, so the quantity stays 2.')

    fireEvent.change(field, { target: { value: '0' } })
    fireEvent.change(field, { target: { value: '4' } })
    expect(screen.queryByText(/Please enter a valid quantity/)).not.toBeInTheDocument()
    expect(field).not.toHaveAttribute('aria-describedby')
    expect(cells('Wild Blueberries').at(-1)).toBe('$26.00')
  })

  it('typing 1000 goes through 1, 10 and 100; left at 1000, the quantity goes back to what it was, and the field says so', async () => {
    renderCart([{ id: 1, quantity: 2 }])
    const field = quantity('Wild Blueberries')
    await userEvent.tripleClick(field)
    await userEvent.keyboard('1000')
    expect(field).toHaveAccessibleDescription(HINT)
    await userEvent.tab()
    expect(field).toHaveValue(2)
    expect(saved()).toEqual([[1, 2]])
    expect(cells('Wild Blueberries').at(-1)).toBe('$13.00')
    expect(field).toHaveAccessibleDescription('Please enter a valid quantity: “1000” is more than 999, so the quantity stays 2.')
  })

  it('a number typed over the quantity, then a wrong one, keeps the number typed', () => {
    renderCart([{ id: 1, quantity: 1 }])
    const field = quantity('Wild Blueberries')
    fireEvent.change(field, { target: { value: '2' } })
    fireEvent.change(field, { target: { value: '0' } })
    fireEvent.blur(field)
    expect(field).toHaveValue(2)
    expect(saved()).toEqual([[1, 2]])
    expect(field).toHaveAccessibleDescription('Please enter a valid quantity: “0” is less than 1, so the quantity stays 2.')
  })

  it('a minus sign is no quantity: the field says so and the cart keeps its quantity, min 1 as the specification has it', async () => {
    renderCart([{ id: 1, quantity: 1 }])
    const field = quantity('Wild Blueberries')
    await userEvent.tripleClick(field)
    await userEvent.keyboard('-1')
    await userEvent.tab()
    expect(field).toHaveValue(1)
    expect(saved()).toEqual([[1, 1]])
    expect(field).toHaveAccessibleDescription(
      expect.stringMatching(
        /^Please enter a valid quantity: (“-1” is less than 1|the field was empty), so the quantity stays 1\.$/,
      ),
    )
    expect(field).toHaveAttribute('min', '1')
  })

  it('the quantity field allows whole numbers from 1 (step 1)', () => {
    renderCart([{ id: 1, quantity: 2 }])
    const field = quantity('Wild Blueberries')
    expect(field).toHaveAttribute('min', '1')
    expect(field).toHaveAttribute('step', '1')
    expect(field).toHaveAttribute('max', '999')
  })

  it('Remove takes the line out, updates the totals and says "Product removed from cart"', () => {
    renderCart([
      { id: 1, quantity: 2 },
      { id: 3, quantity: 1 },
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Remove Wild Blueberries from cart' }))
    expect(screen.queryByRole('rowheader', { name: 'Wild Blueberries' })).not.toBeInTheDocument()
    expect(screen.getByRole('rowheader', { name: 'Garden Strawberries' })).toBeInTheDocument()
    expect(totals()[2]).toBe('Total$5.20')
    expect(saved()).toEqual([[3, 1]])
    expect(notify.error).toHaveBeenCalledExactlyOnceWith('Product removed from cart')
  })

  it('shows each harvest box of its own size and delivery as a line at its price; the rules apply to each line alone', () => {
    renderCart([
      { id: 32, quantity: 1, options: { Size: 'Small', Delivery: 'Weekly' } },
      { id: 32, quantity: 1, options: { Size: 'Large', Delivery: 'Fortnightly' } },
    ])
    const small = screen.getByRole('rowheader', { name: 'Harvest Box Size: Small · Delivery: Weekly' }).closest('tr')!
    const large = screen.getByRole('rowheader', { name: 'Harvest Box Size: Large · Delivery: Fortnightly' }).closest('tr')!
    expect(within(small).getAllByRole('cell').at(-1)).toHaveTextContent('$28.00')
    expect(within(large).getAllByRole('cell').at(-1)).toHaveTextContent('$42.00')
    expect(totals()[2]).toBe('Total$70.00')

    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity of Harvest Box, Large, Fortnightly' }), {
      target: { value: '2' },
    })
    expect(totals()[2]).toBe('Total$112.00')
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Harvest Box, Small, Weekly' })).toHaveValue(1)

    fireEvent.click(screen.getByRole('button', { name: 'Remove Harvest Box, Small, Weekly from cart' }))
    expect(notify.error).toHaveBeenCalledExactlyOnceWith('Product removed from cart')
    expect(JSON.parse(localStorage.getItem('cartState')!)).toMatchObject([
      { id: 32, quantity: 2, options: { Size: 'Large', Delivery: 'Fortnightly' } },
    ])
  })

  it('says a product out of season is a pre-order for its season, by the browser’s month', () => {
    vi.setSystemTime(new Date(2026, 10, 15))
    renderCart([
      { id: 15, quantity: 1 },
      { id: 19, quantity: 1 },
    ])
    // Cherries (June and July) in November; lemons, picked all year, are no pre-order.
    expect(screen.getByRole('rowheader', { name: 'Dark Sweet Cherries Pre-order: ships from June' })).toBeInTheDocument()
    expect(screen.getByRole('rowheader', { name: 'Unwaxed Lemons' })).toBeInTheDocument()
  })

  it('removing the last line shows the empty cart with a link back to the shop', () => {
    renderCart([{ id: 3, quantity: 1 }])
    fireEvent.click(screen.getByRole('button', { name: 'Remove Garden Strawberries from cart' }))
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument()
    expect(screen.getByText(props.emptyText)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to shop' })).toHaveAttribute('href', '/shop')
  })

  it('an empty cart shows the message and no totals or checkout link', () => {
    renderCart([])
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Proceed to checkout' })).not.toBeInTheDocument()
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument()
  })

  it('an empty cart shows the products viewed last, newest first, which can go straight into the cart', () => {
    localStorage.setItem('recentlyViewedState', '[3,1]')
    renderCart([])
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument()
    const recent = screen.getByRole('region', { name: 'Recently viewed' })
    expect(
      within(recent)
        .getAllByRole('heading', { level: 3 })
        .map((title) => title.textContent),
    ).toEqual(['Garden Strawberries', 'Wild Blueberries'])
    fireEvent.click(within(recent).getByRole('button', { name: /^Add to cart\W+Wild Blueberries$/ }))
    expect(notify.success).toHaveBeenCalledWith('Product added successfully')
    expect(saved()).toEqual([[1, 1]])
  })

  it('an empty cart with nothing viewed shows no recently viewed heading', () => {
    renderCart([])
    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).not.toBeInTheDocument()
  })

  it('Apply coupon says coupons are not offered, and changes no price', () => {
    renderCart([{ id: 1, quantity: 2 }])
    const answer = within(screen.getByRole('textbox', { name: 'Coupon code' }).closest('form')!).getByRole('status')
    expect(answer).toBeEmptyDOMElement()
    fireEvent.change(screen.getByRole('textbox', { name: 'Coupon code' }), { target: { value: 'HARVEST10' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply coupon' }))
    expect(answer).toHaveTextContent('Sorry, coupons are not available in our shop at the moment.')
    expect(totals()[2]).toBe('Total$13.00')
  })

  it('the prerendered HTML holds a neutral placeholder, since the cart lives in the browser', () => {
    localStorage.setItem('cartState', JSON.stringify([{ id: 1, quantity: 2 }]))
    const container = document.createElement('div')
    container.innerHTML = renderToString(inShop(<CartTable {...props} />))
    expect(container).toHaveTextContent('Loading your cart…')
    expect(within(container).queryByRole('table')).not.toBeInTheDocument()
    expect(within(container).queryByText('Your cart is empty')).not.toBeInTheDocument()
    expect(container.querySelector('section')).toHaveAttribute('aria-busy', 'true')
  })
})
