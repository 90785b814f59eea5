/** Money is computed in whole cents so sums never drift; shown with "$" and two decimals. */
import { groupThousands } from './numbers.ts'

/** The "$" of every price is the US dollar (the farm is in California); search engines read it as this code. */
export const PRICE_CURRENCY = 'USD'

/** "$12.00" → 1200. */
export function priceTextToCents(text: string): number {
  return Math.round(Number(text.replace('$', '')) * 100)
}

/** 12.5 (dollars) → 1250. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100)
}

/** 1250 → "12.50", a price as structured data writes it (no symbol, no thousands separator). */
export function centsToDecimal(cents: number): string {
  return (cents / 100).toFixed(2)
}

/** 1250 → "$12.50". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}$${groupThousands(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`
}

/** The percent off a sale badge shows ("-18%" for 700 from 850): whole percent, rounded; the build and the editor both use it. */
export function salePercent(cents: number, earlierCents: number): number {
  return Math.round((1 - cents / earlierCents) * 100)
}
