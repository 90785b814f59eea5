// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { nearestPage, pageSlice } from './pagination.tsx'

describe('nearestPage', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['abc', 1],
    ['2', 2],
    ['3', 3],
    ['99', 3],
    ['0', 1],
    ['-1', 1],
    ['-4', 1],
    ['2.5', 1],
    ['3abc', 1],
    [' 2', 1],
    ['1e2', 1],
    ['002', 2],
  ])('?page=%s of 3 pages → %i', (raw, expected) => {
    expect(nearestPage(raw, 3)).toBe(expected)
  })

  it('an empty list still has page 1', () => {
    expect(nearestPage('5', 0)).toBe(1)
  })
})

describe('pageSlice', () => {
  const items = Array.from({ length: 24 }, (_, i) => i + 1)
  it('gives the items and the numbers for "Showing X–Y of N results"', () => {
    expect(pageSlice(items, 2, 8)).toEqual({ shown: [9, 10, 11, 12, 13, 14, 15, 16], from: 9, to: 16, total: 24 })
    expect(pageSlice(items.slice(0, 20), 3, 8)).toMatchObject({ from: 17, to: 20, total: 20 })
    expect(pageSlice([], 1, 8)).toEqual({ shown: [], from: 0, to: 0, total: 0 })
  })
})
