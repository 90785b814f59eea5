// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { searchTerm, searchWords } from './search-words.ts'

describe('search words', () => {
  it.each([
    ['Strawberries', 'strawberry'],
    ['EGGS', 'egg'],
    ['grass', 'grass'],
    ['Crème', 'creme'],
    ['Jalapeños', 'jalapeno'],
    ['is', 'is'],
    ['yes', 'yes'],
    ['Yoghurts', 'yogurt'],
  ])('"%s" is kept as "%s"', (word, term) => {
    expect(searchTerm(word)).toBe(term)
  })

  it('splits a text into words, keeping an apostrophe inside one', () => {
    expect(searchWords('Farmer’s market: 12 jars, half-price!')).toEqual(['Farmer’s', 'market', '12', 'jars', 'half', 'price'])
  })
})
