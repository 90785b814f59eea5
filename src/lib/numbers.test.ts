// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { groupThousands } from './numbers.ts'

describe('groupThousands', () => {
  it('separates thousands with commas, as en-US does', () => {
    for (const value of [0, 5, 25, 999, 1000, 25000, 123456, 1234567, 1000000000, -1234, 999.6]) {
      expect(groupThousands(value)).toBe(Math.round(value).toLocaleString('en-US'))
    }
  })
})
