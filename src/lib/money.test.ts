// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  amountText,
  centsToDecimal,
  centsToPriceText,
  discountPercent,
  formatCents,
  parseAmount,
  priceCents,
  priceTextToCents,
} from './money.ts'

describe('money', () => {
  it('shows amounts with "$", thousands grouped and two decimals', () => {
    expect(formatCents(125000)).toBe('$1,250.00')
    expect(formatCents(123456)).toBe('$1,234.56')
    expect(formatCents(5)).toBe('$0.05')
    expect(formatCents(-1250)).toBe('-$12.50')
  })

  it('reads and writes prices as the data files do, without grouping', () => {
    expect(priceTextToCents('$12.00')).toBe(1200)
    expect(centsToPriceText(700)).toBe('$7.00')
    expect(centsToPriceText(125000)).toBe('$1250.00')
    expect(centsToDecimal(1205)).toBe('12.05')
  })

  it('reads what an editor types as cents', () => {
    expect(parseAmount('7')).toBe(700)
    expect(parseAmount('7.5')).toBe(750)
    expect(parseAmount(' $8.50 ')).toBe(850)
    expect(parseAmount('12,05')).toBe(1205)
    expect(parseAmount('seven')).toBeUndefined()
    expect(parseAmount('7.505')).toBeUndefined()
    expect(parseAmount('')).toBeUndefined()
  })

  it('shows a file’s price as an amount, and reads only prices as the file writes them', () => {
    expect(amountText('$7.00')).toBe('7.00')
    expect(priceCents('$7.00')).toBe(700)
    expect(priceCents('$1,250.00')).toBeUndefined()
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
