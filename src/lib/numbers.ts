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
