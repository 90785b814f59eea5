// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { preorderNote, seasonLabel } from './seasons.ts'

const CHERRIES = [6, 7]

describe('season labels', () => {
  it('cherries (June and July) are back in June in November, and in season in June', () => {
    expect(seasonLabel(CHERRIES, 11)).toEqual({ inSeason: false, text: 'Back in June' })
    expect(seasonLabel(CHERRIES, 6)).toEqual({ inSeason: true, text: 'In season' })
    expect(seasonLabel(CHERRIES, 7)).toEqual({ inSeason: true, text: 'In season' })
  })

  it('counts round the year: oranges (December to May) are back in December in June', () => {
    expect(seasonLabel([12, 1, 2, 3, 4, 5], 6).text).toBe('Back in December')
    expect(seasonLabel([12, 1, 2, 3, 4, 5], 1).inSeason).toBe(true)
  })

  it('a product without months is in season all year', () => {
    expect(seasonLabel(undefined, 3)).toEqual({ inSeason: true, text: 'In season' })
  })
})

describe('pre-orders', () => {
  it('a product out of season is a pre-order for its next month: cherries in November ship from June', () => {
    expect(preorderNote(CHERRIES, 11)).toBe('Pre-order: ships from June')
    expect(preorderNote([12, 1, 2, 3, 4, 5], 6)).toBe('Pre-order: ships from December')
  })

  it('in season, or without months, it is no pre-order', () => {
    expect(preorderNote(CHERRIES, 6)).toBeUndefined()
    expect(preorderNote(undefined, 11)).toBeUndefined()
  })
})
