/** Money is computed in whole cents so sums never drift; shown with "$" and two decimals. */
import { groupThousands } from './numbers.ts'

/** "$12.00" → 1200. */
export function priceTextToCents(text: string): number {
  return Math.round(Number(text.replace('$', '')) * 100)
}

/** 12.5 (dollars) → 1250. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100)
}

/** 1250 → "$12.50". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}$${groupThousands(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`
}
