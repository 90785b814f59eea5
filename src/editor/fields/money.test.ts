// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { amountText, discountPercent, formatPrice, parseAmount, priceCents } from './money.ts'

describe('prices typed as amounts', () => {
  it('reads what an editor types as cents', () => {
    expect(parseAmount('7')).toBe(700)
    expect(parseAmount('7.5')).toBe(750)
    expect(parseAmount(' $8.50 ')).toBe(850)
    expect(parseAmount('12,05')).toBe(1205)
    expect(parseAmount('seven')).toBeUndefined()
    expect(parseAmount('7.505')).toBeUndefined()
    expect(parseAmount('')).toBeUndefined()
  })

  it('writes prices as the data files do, and shows them as amounts', () => {
    expect(formatPrice(700)).toBe('$7.00')
    expect(formatPrice(1205)).toBe('$12.05')
    expect(amountText('$7.00')).toBe('7.00')
    expect(priceCents('$7.00')).toBe(700)
    expect(priceCents('7.00')).toBeUndefined()
    expect(priceCents(null)).toBeUndefined()
  })

  it('works the sale badge out from the two prices, rounded as the build does', () => {
    expect(discountPercent('$7.00', '$8.50')).toBe(18)
    expect(discountPercent('$5.20', '$6.50')).toBe(20)
    expect(discountPercent('$1.90', '$2.40')).toBe(21)
    expect(discountPercent('$6.50', '$6.50')).toBeUndefined()
    expect(discountPercent('$6.50', undefined)).toBeUndefined()
  })
})
