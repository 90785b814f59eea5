/**
 * Prices as the data files write them ("$12.00") and as an editor types them ("12.5", "$12.50"). Amounts
 * are whole cents, so no sum is off by a fraction of a cent.
 */
import { salePercent } from '#lib/money.ts'

/** The cents a typed amount means, or undefined when it is not an amount ("12", "12.5", "$12.50", "12,50"). */
export function parseAmount(typed: string): number | undefined {
  const match = /^\s*\$?\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(typed)
  if (!match) return undefined
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** "$7.00" from 700. */
export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`
}

/** The cents of a price as the file holds it ("$7.00" → 700), or undefined for anything else. */
export function priceCents(price: unknown): number | undefined {
  return typeof price === 'string' && /^\$\d+\.\d{2}$/.test(price) ? parseAmount(price) : undefined
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
