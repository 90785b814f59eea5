/**
 * Money, one way for the site, the build and the editor. Amounts are whole cents, so sums never drift. A data
 * file writes a price as text, "$12.00" (`priceTextToCents`, `centsToPriceText`); everything the site and the
 * editor show goes through `formatCents`, "$1,250.00".
 */
import { groupThousands } from './numbers.ts'

/** The "$" of every price is the US dollar (the farm is in California); search engines read it as this code. */
export const PRICE_CURRENCY = 'USD'

/** A price as the data files write it: "$", whole dollars without separators, a point and two digits. */
const PRICE_TEXT = /^\$\d+\.\d{2}$/

/** "$12.00" → 1200. */
export function priceTextToCents(text: string): number {
  return Math.round(Number(text.replace('$', '')) * 100)
}

/** 1250 → "$12.50", a price as the data files write it (no thousands separator): what the editor saves. */
export function centsToPriceText(cents: number): string {
  return `$${centsToDecimal(cents)}`
}

/** 1250 → "12.50", a price as structured data writes it (no symbol, no thousands separator). */
export function centsToDecimal(cents: number): string {
  return (cents / 100).toFixed(2)
}

/** 125000 → "$1,250.00": every price the site and the editor show. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}$${groupThousands(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`
}

/** The percent off a sale badge shows ("-18%" for 700 from 850): whole percent, rounded; the build and the editor both use it. */
export function salePercent(cents: number, earlierCents: number): number {
  return Math.round((1 - cents / earlierCents) * 100)
}

/** The cents a typed amount means, or undefined when it is not an amount ("12", "12.5", "$12.50", "12,50"). */
export function parseAmount(typed: string): number | undefined {
  const match = /^\s*\$?\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(typed)
  if (!match) return undefined
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** The cents of a price as the file holds it ("$7.00" → 700), or undefined for anything else. */
export function priceCents(price: unknown): number | undefined {
  return typeof price === 'string' && PRICE_TEXT.test(price) ? parseAmount(price) : undefined
}

/** The amount a price field shows for editing: "7.00" for "$7.00". */
export function amountText(price: unknown): string {
  return typeof price === 'string' ? price.replace(/^\$/, '') : ''
}

/**
 * The percent off the sale badge shows, rounded as the build works it out (decision 203): −18% for $7.00
 * from $8.50; undefined until both are prices and the earlier one is above.
 */
export function discountPercent(price: unknown, earlierPrice: unknown): number | undefined {
  const now = priceCents(price)
  const before = priceCents(earlierPrice)
  if (now === undefined || before === undefined || before <= now) return undefined
  return salePercent(now, before)
}
