// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatCents } from '#lib/money.ts'
import {
  addToCart,
  cartCount,
  cartLineKey,
  cartFromStorage,
  cartTotalCents,
  removeFromCart,
  mergeCartChanges,
  setCartQuantity,
  whyNotAQuantity,
  type CartItem,
  type CartProduct,
} from './cart-rules.ts'

const pears: CartProduct = { id: 1, title: 'Honey Pears', thumb: '/art/products/pears.webp', price: '$4.20' }
const corn: CartProduct = { id: 2, title: 'Sweet Corn', thumb: '/art/products/sweet-corn.webp', price: '$0.10' }
/** Priced by its size; its delivery only says what comes. */
const box: CartProduct = {
  id: 32,
  title: 'Harvest Box',
  thumb: '/art/products/harvest-box.webp',
  price: '$28.00',
  options: [
    {
      name: 'Size',
      choices: [
        { label: 'Small', price: '$28.00' },
        { label: 'Large', price: '$42.00' },
      ],
    },
    { name: 'Delivery', choices: [{ label: 'Weekly' }, { label: 'Fortnightly' }] },
  ],
}
const catalogue = [pears, corn, box]

describe('cart rules', () => {
  it('adds a product with quantity 1 and parses the price from its text', () => {
    const { items, outcome } = addToCart([], pears)
    expect(outcome).toBe('added')
    expect(items).toEqual([
      { id: 1, title: 'Honey Pears', thumb: '/art/products/pears.webp', options: {}, priceCents: 420, quantity: 1 },
    ])
  })

  it('refuses a product already in the cart', () => {
    const once = addToCart([], pears).items
    expect(addToCart(once, pears, 3)).toEqual({ items: once, outcome: 'duplicate' })
  })

  it('refuses a detail-page quantity below 1 or not whole', () => {
    for (const quantity of [0, -2, 1.5, Number.NaN])
      expect(addToCart([], pears, quantity)).toEqual({ items: [], outcome: 'invalid-quantity' })
    expect(addToCart([], pears, 3).items[0]?.quantity).toBe(3)
  })

  it('removes by line, sets quantities, ignores an invalid quantity', () => {
    const items = addToCart(addToCart([], pears).items, corn).items
    expect(removeFromCart(items, '1').map((i) => i.id)).toEqual([2])
    expect(setCartQuantity(items, '2', 5).find((i) => i.id === 2)?.quantity).toBe(5)
    expect(setCartQuantity(items, '2', 0)).toEqual(items)
  })

  it('makes a line of each product and options, priced by the chosen size; the same choice twice is a duplicate', () => {
    let items: CartItem[] = []
    for (const options of [
      { Size: 'Small', Delivery: 'Weekly' },
      { Size: 'Large', Delivery: 'Weekly' },
      { Size: 'Large', Delivery: 'Fortnightly' },
    ])
      items = addToCart(items, box, 1, options).items
    expect(items.map((item) => [item.options, item.priceCents])).toEqual([
      [{ Size: 'Small', Delivery: 'Weekly' }, 2800],
      [{ Size: 'Large', Delivery: 'Weekly' }, 4200],
      [{ Size: 'Large', Delivery: 'Fortnightly' }, 4200],
    ])
    expect(cartTotalCents(items)).toBe(2800 + 4200 + 4200)
    expect(addToCart(items, box, 2, { Delivery: 'Weekly', Size: 'Large' })).toEqual({ items, outcome: 'duplicate' })
    // Rules per line: the quantity and removal of one line leave the others.
    const key = cartLineKey(items[1]!)
    expect(key).toBe('32|Size=Large|Delivery=Weekly')
    expect(setCartQuantity(items, key, 3).map((item) => item.quantity)).toEqual([1, 3, 1])
    expect(removeFromCart(items, key).map((item) => item.options.Size)).toEqual(['Small', 'Large'])
  })

  it("adds a card's product with its first choices", () => {
    expect(addToCart([], box).items).toMatchObject([{ options: { Size: 'Small', Delivery: 'Weekly' }, priceCents: 2800 }])
  })

  it('says why a typed quantity is not one', () => {
    expect(whyNotAQuantity('1000')).toBe('“1000” is more than 999')
    expect(whyNotAQuantity('-1')).toBe('“-1” is less than 1')
    expect(whyNotAQuantity('0')).toBe('“0” is less than 1')
    expect(whyNotAQuantity('2.5')).toBe('“2.5” is not a whole number')
    expect(whyNotAQuantity('')).toBe('the field was empty')
    expect(whyNotAQuantity('1e400')).toBe('“1e400” is not a number')
  })

  it('counts quantities and totals in cents without drift', () => {
    let items: CartItem[] = addToCart([], corn, 3).items
    items = addToCart(items, pears, 2).items
    expect(cartCount(items)).toBe(5)
    // 3 × $0.10 + 2 × $4.20 = $8.70 exactly (0.1 * 3 in floating point is 0.30000000000000004)
    expect(cartTotalCents(items)).toBe(870)
    expect(formatCents(cartTotalCents(items))).toBe('$8.70')
  })
})

describe('cartFromStorage', () => {
  const line = (id: number, quantity: number) => ({ id, title: 'x', thumb: '/x.svg', price: 999, quantity })

  it('restores valid lines, taking title, image and price from the catalogue', () => {
    expect(cartFromStorage([line(1, 2)], catalogue)).toEqual({
      items: [{ id: 1, title: 'Honey Pears', thumb: '/art/products/pears.webp', options: {}, priceCents: 420, quantity: 2 }],
      dropped: 0,
    })
  })

  it('restores lines with options at the chosen price; a line stored before options has the first choices', () => {
    const large = { ...line(32, 2), options: { Size: 'Large', Delivery: 'Fortnightly' } }
    expect(cartFromStorage([large, line(32, 1)], catalogue)).toMatchObject({
      items: [
        { id: 32, options: { Size: 'Large', Delivery: 'Fortnightly' }, priceCents: 4200, quantity: 2 },
        { id: 32, options: { Size: 'Small', Delivery: 'Weekly' }, priceCents: 2800, quantity: 1 },
      ],
      dropped: 0,
    })
  })

  it.each([
    ['an object', { id: 1 }],
    ['a string', 'cart'],
    ['a number', 42],
  ])('drops stored data that is %s', (_, stored) => {
    expect(cartFromStorage(stored, catalogue)).toEqual({ items: [], dropped: 1 })
  })

  it('treats nothing stored as an empty cart', () => {
    expect(cartFromStorage(null, catalogue)).toEqual({ items: [], dropped: 0 })
  })

  it.each([
    ['a negative quantity', line(1, -1)],
    ['a zero quantity', line(1, 0)],
    ['a fractional quantity', line(1, 1.5)],
    ['a non-numeric quantity', { ...line(1, 1), quantity: 'two' }],
    ['a huge quantity', line(1, 1e9)],
    ['an unknown product', line(77, 1)],
    ['a non-numeric id', { ...line(1, 1), id: '1' }],
    ['null', null],
    ['options of another shape', { ...line(32, 1), options: ['Large'] }],
    ['an unknown choice', { ...line(32, 1), options: { Size: 'Huge', Delivery: 'Weekly' } }],
    ['a choice missing', { ...line(32, 1), options: { Size: 'Large' } }],
    ['an option the product does not have', { ...line(1, 1), options: { Size: 'Large' } }],
    ['a choice that is not text', { ...line(32, 1), options: { Size: 42, Delivery: 'Weekly' } }],
  ])('drops a line with %s and keeps the good ones', (_, bad) => {
    expect(cartFromStorage([bad, line(2, 1)], catalogue)).toMatchObject({ items: [{ id: 2, quantity: 1 }], dropped: 1 })
  })

  it('keeps only the first of repeated lines', () => {
    expect(cartFromStorage([line(1, 1), line(1, 4)], catalogue)).toMatchObject({ items: [{ id: 1, quantity: 1 }], dropped: 1 })
    const weekly = { ...line(32, 1), options: { Size: 'Small', Delivery: 'Weekly' } }
    expect(cartFromStorage([line(32, 1), weekly], catalogue)).toMatchObject({ items: [{ id: 32 }], dropped: 1 })
  })
})

describe('mergeCartChanges', () => {
  const item = (id: number, quantity = 1, options = {}): CartItem => ({
    id,
    title: `#${id}`,
    thumb: '/x.svg',
    options,
    priceCents: 100,
    quantity,
  })

  it('keeps a product another tab added while this tab added a different one', () => {
    expect(mergeCartChanges([], [item(2)], [item(1)])).toEqual([item(1), item(2)])
  })

  it("applies this tab's removals and quantity changes to what is stored now", () => {
    const base = [item(1), item(2)]
    const mine = [item(2, 5)]
    const stored = [item(1), item(2), item(3)]
    expect(mergeCartChanges(base, mine, stored)).toEqual([item(2, 5), item(3)])
  })

  it('tells lines of one product apart by their options', () => {
    const small = item(32, 1, { Size: 'Small' })
    const large = item(32, 1, { Size: 'Large' })
    expect(mergeCartChanges([small], [small, large], [small])).toEqual([small, large])
    expect(mergeCartChanges([small, large], [large], [small, large])).toEqual([large])
  })

  it('keeps what is stored when this tab changed nothing', () => {
    expect(mergeCartChanges([item(1)], [item(1)], [item(1, 4), item(7)])).toEqual([item(1, 4), item(7)])
  })
})
