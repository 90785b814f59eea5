// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { slugOf } from './slug.ts'

describe('slugOf', () => {
  it('writes a label as lower-case words joined by hyphens, without accents or signs', () => {
    expect(slugOf('Cheese')).toBe('cheese')
    expect(slugOf('Soil & Crops')).toBe('soil-crops')
    expect(slugOf('  Jersey   Cows ')).toBe('jersey-cows')
    expect(slugOf('Crème Fraîche')).toBe('creme-fraiche')
    expect(slugOf('In the Kitchen!')).toBe('in-the-kitchen')
  })

  it('is empty for a label with no letter or digit', () => {
    expect(slugOf('— & —')).toBe('')
  })
})
