import { fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notify } from '#lib/toasts.tsx'
import CheckoutForm from './checkout-form.tsx'
import { checkoutFormProps } from './schema.ts'
import { forgetTestState } from '#tests/unit/forget-test-state.ts'
import { inShop } from '#tests/unit/in-shop.tsx'

vi.mock('#lib/toasts.tsx', () => ({ notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }))

const props = checkoutFormProps.parse({})

// In July, when the blueberries in these carts are in season: a line out of season says it is a pre-order.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 6, 15) })
})

function renderCheckout(lines: { id: number; quantity: number; options?: Record<string, string> }[] = []) {
  localStorage.setItem('cartState', JSON.stringify(lines))
  render(inShop(<CheckoutForm {...props} />))
}

const country = () => screen.getByRole('combobox', { name: 'Country / Region' })
const order = () => screen.getByRole('table', { name: 'Your order' })
const orderRows = () =>
  within(order())
    .getAllByRole('row')
    .map((row) => row.textContent)
const placeOrder = () => fireEvent.click(screen.getByRole('button', { name: 'Place Order' }))

const required = {
  'First name': 'Ada',
  'Last name': 'Whitfield',
  'Street address': '24 Meadow Lane',
  'Town / City': 'Green Valley',
  'State / County': 'CA',
  'Postcode / ZIP': '95000',
  'E-mail address': 'ada@example.com',
}
const optional = {
  'Street address, second line (optional)': 'Barn 2',
  'Phone (optional)': '555 0102',
  'Order notes (optional)': 'Leave the box by the gate.',
}
/** The billing fields in the order the form shows them, by accessible name. */
const FIELD_NAMES = [
  'First name',
  'Last name',
  'Street address',
  'Street address, second line (optional)',
  'Town / City',
  'State / County',
  'Postcode / ZIP',
  'Phone (optional)',
  'E-mail address',
  'Order notes (optional)',
]

/**
 * The text fields by name, found in one pass over the form (a role query per field would check every
 * field's visibility again each time): each is checked to carry the name it is filed under.
 */
function fields(): Record<string, HTMLInputElement | HTMLTextAreaElement> {
  const boxes = screen.getAllByRole('textbox') as (HTMLInputElement | HTMLTextAreaElement)[]
  expect(boxes).toHaveLength(FIELD_NAMES.length)
  boxes.forEach((box, index) => expect(box).toHaveAccessibleName(FIELD_NAMES[index]))
  return Object.fromEntries(FIELD_NAMES.map((name, index) => [name, boxes[index]!]))
}
const fill = (values: Record<string, string>) => {
  const byName = fields()
  for (const [name, value] of Object.entries(values)) fireEvent.change(byName[name]!, { target: { value } })
}

afterEach(forgetTestState)

describe('checkout-form', () => {
  it('asks for the billing fields the specification requires, and marks the others optional', () => {
    renderCheckout()
    expect(screen.getByRole('group', { name: 'Billing details' })).toBeInTheDocument()
    const field = fields()
    for (const name of Object.keys(required)) expect(field[name]).toBeRequired()
    for (const name of Object.keys(optional)) expect(field[name]).not.toBeRequired()
    expect(field['E-mail address']).toHaveAttribute('type', 'email')
    expect(field['Phone (optional)']).toHaveAttribute('type', 'tel')
    expect(field['Order notes (optional)']!.tagName).toBe('TEXTAREA')
  })

  it('offers five countries, Canada chosen at first', () => {
    renderCheckout()
    expect(country()).toHaveTextContent('Canada')
    expect(country()).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(country())
    expect(country()).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Australia',
      'Canada',
      'China',
      'Japan',
      'Bangladesh',
    ])
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Canada')
  })

  it('summarises the order from the cart: title × quantity with its subtotal, free shipping and the total', () => {
    renderCheckout([
      { id: 1, quantity: 2 },
      { id: 11, quantity: 3 },
    ])
    expect(screen.getByRole('heading', { name: 'Your order' })).toBeInTheDocument()
    expect(orderRows()).toEqual([
      'ProductSubtotal',
      'Wild Blueberries × 2$13.00',
      'Honey Pears × 3Pre-order: ships from September$12.60',
      'Subtotal$25.60',
      'ShippingFree shipping',
      'Total$25.60',
    ])
  })

  it('names the options of each line, and the season a pre-order ships in, with the chosen prices in the totals', () => {
    vi.setSystemTime(new Date(2026, 10, 15))
    renderCheckout([
      { id: 32, quantity: 1, options: { Size: 'Small', Delivery: 'Weekly' } },
      { id: 32, quantity: 2, options: { Size: 'Large', Delivery: 'Fortnightly' } },
      { id: 15, quantity: 1 },
    ])
    expect(orderRows()).toEqual([
      'ProductSubtotal',
      'Harvest Box × 1Size: Small · Delivery: Weekly$28.00',
      'Harvest Box × 2Size: Large · Delivery: Fortnightly$84.00',
      'Dark Sweet Cherries × 1Pre-order: ships from June$8.90',
      'Subtotal$120.90',
      'ShippingFree shipping',
      'Total$120.90',
    ])
  })

  it('with an empty cart, says so and links to the shop; the totals are $0.00', () => {
    renderCheckout()
    expect(within(order()).getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop')
    expect(order()).toHaveTextContent('Your cart is empty.')
    expect(orderRows().at(-1)).toBe('Total$0.00')
  })

  it('says that no payment methods are available', () => {
    renderCheckout()
    expect(screen.getByRole('note')).toHaveTextContent(
      'Sorry, it seems that there are no available payment methods. Please contact us if you require assistance or wish to make alternate arrangements.',
    )
  })

  it('Place Order with the required fields empty sends nothing: each empty one is marked missing, nothing is cleared', () => {
    renderCheckout([{ id: 1, quantity: 1 }])
    fill({ 'First name': 'Ada', 'Order notes (optional)': 'Ring twice.' })
    placeOrder()
    expect(notify.success).not.toHaveBeenCalled()
    const field = fields()
    const missing = Object.keys(required).filter((name) => field[name]!.validity.valueMissing)
    expect(missing).toEqual(Object.keys(required).slice(1))
    for (const name of missing) expect(field[name]).toBeInvalid()
    for (const name of Object.keys(optional)) expect(field[name]).toBeValid()
    expect(field['First name']).toHaveValue('Ada')
    expect(field['Order notes (optional)']).toHaveValue('Ring twice.')
  })

  it('refuses an e-mail address that is not one', () => {
    renderCheckout()
    fill({ ...required, 'E-mail address': 'ada at example' })
    placeOrder()
    const field = fields()
    expect(field['E-mail address']).toBeInvalid()
    expect(field['E-mail address']!.validity.typeMismatch).toBe(true)
    expect(notify.success).not.toHaveBeenCalled()
    expect(field['First name']).toHaveValue('Ada')
  })

  it('a complete form clears every field, puts the country back to Canada and confirms "Thanks For Your Message"; the cart stays', () => {
    renderCheckout([{ id: 1, quantity: 2 }])
    fill({ ...required, ...optional })
    fireEvent.click(country())
    fireEvent.click(screen.getByRole('option', { name: 'Japan' }))
    expect(country()).toHaveTextContent('Japan')

    placeOrder()
    expect(notify.success).toHaveBeenCalledExactlyOnceWith('Thanks For Your Message')
    for (const box of Object.values(fields())) expect(box).toHaveValue('')
    expect(country()).toHaveTextContent('Canada')
    expect(orderRows()).toContain('Wild Blueberries × 2$13.00')
  })

  it('optional fields may stay empty', () => {
    renderCheckout()
    fill(required)
    placeOrder()
    expect(notify.success).toHaveBeenCalledExactlyOnceWith('Thanks For Your Message')
    expect(fields()['First name']).toHaveValue('')
  })
})
