// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { groupThousands, listPageCount } from './numbers.ts'

describe('groupThousands', () => {
  it('separates thousands with commas, as en-US does', () => {
    for (const value of [0, 5, 25, 999, 1000, 25000, 123456, 1234567, 1000000000, -1234, 999.6]) {
      expect(groupThousands(value)).toBe(Math.round(value).toLocaleString('en-US'))
    }
  })
})

describe('listPageCount', () => {
  it('counts whole pages, a last partial page included, and one page for an empty list', () => {
    expect(listPageCount(15, 3)).toBe(5)
    expect(listPageCount(16, 3)).toBe(6)
    expect(listPageCount(1, 9)).toBe(1)
    expect(listPageCount(0, 9)).toBe(1)
  })
})
