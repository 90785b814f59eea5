/**
 * "25000" → "25,000": a whole number with comma thousands separators, as the specification shows
 * counters and prices. Written out instead of toLocaleString('en-US'), whose first call loads the
 * locale's number data: a long task of ~18 ms on the home page's hydration (decision 005).
 */
export function groupThousands(value: number): string {
  const whole = Math.round(value)
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return whole < 0 ? `-${digits}` : digits
}

/** Pages of a list of `itemCount` items shown `perPage` a page: at least one, so an empty list still has its page. */
export function listPageCount(itemCount: number, perPage: number): number {
  return Math.max(1, Math.ceil(itemCount / perPage))
}
