/**
 * The cart's rules as pure functions (the specification's section 4), so they can be tested
 * without React or storage. Messages are the specification's error catalogue.
 */
import { chosenPriceCents, firstChoices, validChoices, type ChosenOptions, type ProductOption } from '#lib/product-options.ts'
import { isProductId } from './product-lists.ts'

/** A line of the cart: a product and its options (issue 53); the same product with other options is another line. */
export interface CartItem {
  id: number
  title: string
  thumb: string
  /** The choice made for each of the product's options, in their order; {} for a product without options. */
  options: ChosenOptions
  /** The price of one with those options, in cents, from the catalogue's price text ("$4.20" → 420). */
  priceCents: number
  quantity: number
}

/** The product fields the cart needs. */
export interface CartProduct {
  id: number
  title: string
  thumb: string
  price: string
  options?: readonly ProductOption[] | undefined
}

/** What tells one line from another: the product and its choices ("32|Size=Large|Delivery=Weekly"). */
export function cartLineKey(line: Pick<CartItem, 'id' | 'options'>): string {
  return [line.id, ...Object.entries(line.options).map(([name, choice]) => `${name}=${choice}`)].join('|')
}

export const MAX_QUANTITY = 999

export const cartMessages = {
  added: 'Product added successfully',
  duplicate: 'Product already in cart',
  invalidQuantity: 'Please enter a valid quantity',
  removed: 'Product removed from cart',
  /** Not in the specification: told once when localStorage refuses the cart (private mode, full). */
  notSaved: "Your cart can't be saved in this browser; it will be kept until you close this page",
} as const

export type AddOutcome = 'added' | 'duplicate' | 'invalid-quantity'

export function isValidQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_QUANTITY
}

/** Why a quantity typed into a field is not one, in words: "“1000” is more than 999". */
export function whyNotAQuantity(typed: string): string {
  const value = Number(typed)
  if (typed.trim() === '') return 'the field was empty'
  if (!Number.isFinite(value)) return `“${typed}” is not a number`
  if (!Number.isInteger(value)) return `“${typed}” is not a whole number`
  if (value < 1) return `“${typed}” is less than 1`
  return `“${typed}” is more than ${MAX_QUANTITY}`
}

/** A line as its remove button and quantity name it, told from the product's other lines: "Harvest Box, Large, Weekly". */
export function cartLineName(line: Pick<CartItem, 'title' | 'options'>): string {
  return [line.title, ...Object.values(line.options)].join(', ')
}

/** `options`: a full choice for the product's options (validChoices); left out, the first choices. */
export function toCartItem(product: CartProduct, quantity: number, options = firstChoices(product.options)): CartItem {
  return {
    id: product.id,
    title: product.title,
    thumb: product.thumb,
    options,
    priceCents: chosenPriceCents(product, options),
    quantity,
  }
}

/**
 * Adds a product with its options (left out: the first choices, as a card's Add to cart); a line of the same
 * product and options already there, or a quantity below 1, is refused and the list stays as it was.
 */
export function addToCart(
  items: readonly CartItem[],
  product: CartProduct,
  quantity = 1,
  options?: ChosenOptions,
): { items: CartItem[]; outcome: AddOutcome } {
  if (!isValidQuantity(quantity)) return { items: [...items], outcome: 'invalid-quantity' }
  // Options that are not a full choice for the product (none given, as from a card) are its first choices.
  const line = toCartItem(product, quantity, validChoices(product.options, options))
  if (items.some((item) => cartLineKey(item) === cartLineKey(line))) return { items: [...items], outcome: 'duplicate' }
  return { items: [...items, line], outcome: 'added' }
}

/** `key`: the line's cartLineKey. */
export function removeFromCart(items: readonly CartItem[], key: string): CartItem[] {
  return items.filter((item) => cartLineKey(item) !== key)
}

/** Sets a line's quantity (`key`: its cartLineKey); an invalid quantity leaves the cart unchanged. */
export function setCartQuantity(items: readonly CartItem[], key: string, quantity: number): CartItem[] {
  if (!isValidQuantity(quantity)) return [...items]
  return items.map((item) => (cartLineKey(item) === key ? { ...item, quantity } : item))
}

export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0)
}

export function lineTotalCents(item: CartItem): number {
  return item.priceCents * item.quantity
}

export function cartTotalCents(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + lineTotalCents(item), 0)
}

const isQuantity = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= MAX_QUANTITY

/**
 * A stored line as a line of the catalogue's product, if its id, quantity and options are valid (any other field
 * is ignored). A line saved before products had options (none stored) has the product's first choices.
 */
function storedLine(entry: unknown, catalogue: readonly CartProduct[]): CartItem | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined
  const { id, quantity, options } = entry as Record<string, unknown>
  const product = isProductId(id) && isQuantity(quantity) ? catalogue.find((p) => p.id === id) : undefined
  const chosen = product && (options === undefined ? firstChoices(product.options) : validChoices(product.options, options))
  return product && chosen && toCartItem(product, quantity as number, chosen)
}

/**
 * Reads a stored cart back without trusting it: anything that is not a list is dropped whole; a line with a
 * bad id, quantity or options, a product the shop does not sell, or a repeated line is dropped; titles, images
 * and prices always come from the catalogue, never from storage. So a cart saved before prices were kept in
 * cents (its "price" in dollars, decision 251), or before products had options, reads back as a new one.
 */
export function cartFromStorage(stored: unknown, catalogue: readonly CartProduct[]): { items: CartItem[]; dropped: number } {
  if (!Array.isArray(stored)) return { items: [], dropped: stored === null || stored === undefined ? 0 : 1 }
  const items: CartItem[] = []
  for (const entry of stored) {
    const line = storedLine(entry, catalogue)
    if (!line || items.some((item) => cartLineKey(item) === cartLineKey(line))) continue
    items.push(line)
  }
  return { items, dropped: stored.length - items.length }
}

/**
 * Another tab may have saved the cart since this one last read it. Rather than overwrite that, apply
 * this tab's changes (lines added, quantities changed, lines removed since `base`, the cart as this
 * tab last read or saved it) to what is stored now. Lines are matched by product and options (cartLineKey).
 */
export function mergeCartChanges(base: readonly CartItem[], mine: readonly CartItem[], stored: readonly CartItem[]): CartItem[] {
  const before = new Map(base.map((item) => [cartLineKey(item), item]))
  const mineKeys = new Set(mine.map(cartLineKey))
  const changed = new Map(
    mine.filter((item) => before.get(cartLineKey(item))?.quantity !== item.quantity).map((item) => [cartLineKey(item), item]),
  )
  const removed = new Set(base.map(cartLineKey).filter((key) => !mineKeys.has(key)))
  const merged = stored.filter((item) => !removed.has(cartLineKey(item))).map((item) => changed.get(cartLineKey(item)) ?? item)
  const storedKeys = new Set(stored.map(cartLineKey))
  return [...merged, ...[...changed].filter(([key]) => !storedKeys.has(key)).map(([, item]) => item)]
}
