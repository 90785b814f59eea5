/**
 * The cart's rules as pure functions (the specification's section 4), so they can be tested
 * without React or storage. Messages are the specification's error catalogue.
 */
import { priceTextToCents } from '#lib/money.ts'
import { isProductId } from './product-lists.ts'

export interface CartItem {
  id: number
  title: string
  thumb: string
  /** The price of one, in cents, from the catalogue's price text ("$4.20" → 420). */
  priceCents: number
  quantity: number
}

/** The product fields the cart needs. */
export interface CartProduct {
  id: number
  title: string
  thumb: string
  price: string
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

export function toCartItem(product: CartProduct, quantity: number): CartItem {
  return { id: product.id, title: product.title, thumb: product.thumb, priceCents: priceTextToCents(product.price), quantity }
}

/** Adds a product; a duplicate or a quantity below 1 is refused and the list stays as it was. */
export function addToCart(
  items: readonly CartItem[],
  product: CartProduct,
  quantity = 1,
): { items: CartItem[]; outcome: AddOutcome } {
  if (!isValidQuantity(quantity)) return { items: [...items], outcome: 'invalid-quantity' }
  if (items.some((item) => item.id === product.id)) return { items: [...items], outcome: 'duplicate' }
  return { items: [...items, toCartItem(product, quantity)], outcome: 'added' }
}

export function removeFromCart(items: readonly CartItem[], id: number): CartItem[] {
  return items.filter((item) => item.id !== id)
}

/** Sets a line's quantity; an invalid quantity leaves the cart unchanged. */
export function setCartQuantity(items: readonly CartItem[], id: number, quantity: number): CartItem[] {
  if (!isValidQuantity(quantity)) return [...items]
  return items.map((item) => (item.id === id ? { ...item, quantity } : item))
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

/** A stored line's id and quantity, if both are valid (any other field is ignored). */
function storedLine(entry: unknown): { id: number; quantity: number } | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined
  const { id, quantity } = entry as Record<string, unknown>
  return isProductId(id) && isQuantity(quantity) ? { id, quantity } : undefined
}

/**
 * Reads a stored cart back without trusting it: anything that is not a list is dropped whole;
 * a line with a bad id or quantity, a product the shop does not sell, or a repeated id is dropped;
 * titles, images and prices always come from the catalogue, never from storage. So a cart saved before
 * prices were kept in cents (its "price" in dollars, decision 251) reads back exactly as a new one.
 */
export function cartFromStorage(stored: unknown, catalogue: readonly CartProduct[]): { items: CartItem[]; dropped: number } {
  if (!Array.isArray(stored)) return { items: [], dropped: stored === null || stored === undefined ? 0 : 1 }
  const items: CartItem[] = []
  for (const entry of stored) {
    const line = storedLine(entry)
    const product = line && catalogue.find((p) => p.id === line.id)
    if (!line || !product || items.some((item) => item.id === product.id)) continue
    items.push(toCartItem(product, line.quantity))
  }
  return { items, dropped: stored.length - items.length }
}

/**
 * Another tab may have saved the cart since this one last read it. Rather than overwrite that, apply
 * this tab's changes (lines added, quantities changed, lines removed since `base`, the cart as this
 * tab last read or saved it) to what is stored now. Lines are matched by product id.
 */
export function mergeCartChanges(base: readonly CartItem[], mine: readonly CartItem[], stored: readonly CartItem[]): CartItem[] {
  const before = new Map(base.map((item) => [item.id, item]))
  const mineIds = new Set(mine.map((item) => item.id))
  const changed = new Map(mine.filter((item) => before.get(item.id)?.quantity !== item.quantity).map((item) => [item.id, item]))
  const removed = new Set(base.filter((item) => !mineIds.has(item.id)).map((item) => item.id))
  const merged = stored.filter((item) => !removed.has(item.id)).map((item) => changed.get(item.id) ?? item)
  const storedIds = new Set(stored.map((item) => item.id))
  return [...merged, ...[...changed.values()].filter((item) => !storedIds.has(item.id))]
}
