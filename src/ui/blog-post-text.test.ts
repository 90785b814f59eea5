// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { neighbourLabel, neighbourPosts, shortenTitle, shownDate } from './blog-post-text.ts'

describe('shortenTitle', () => {
  const exactly47 = 'Planting Blueberries for a Lifetime of Harvests'
  it('cuts a title longer than 47 characters and adds " ..."', () => {
    expect(shortenTitle('How We Build Living Soil Without Synthetic Fertilisers')).toBe(
      'How We Build Living Soil Without Synthetic Fert ...',
    )
    expect(shortenTitle(`${exactly47}!`)).toBe(`${exactly47} ...`)
  })
  it('keeps a title of exactly 47 characters and shorter ones as they are', () => {
    expect(exactly47).toHaveLength(47)
    expect(shortenTitle(exactly47)).toBe(exactly47)
    expect(shortenTitle('Meet the Calves')).toBe('Meet the Calves')
    expect(shortenTitle('')).toBe('')
  })
})

describe('neighbourPosts', () => {
  const posts = [{ id: 1 }, { id: 2 }, { id: 3 }]
  it('gives the posts on either side', () => {
    expect(neighbourPosts(posts, 2)).toEqual({ previous: { id: 1 }, next: { id: 3 } })
  })
  it('wraps around: previous of the first is the last, next of the last is the first', () => {
    expect(neighbourPosts(posts, 1)).toEqual({ previous: { id: 3 }, next: { id: 2 } })
    expect(neighbourPosts(posts, 3)).toEqual({ previous: { id: 2 }, next: { id: 1 } })
  })
  it('has no neighbours for an unknown id or a single post', () => {
    expect(neighbourPosts(posts, 9)).toEqual({})
    expect(neighbourPosts([{ id: 1 }], 1)).toEqual({})
  })
})

describe('neighbourLabel', () => {
  it('takes the first two words of the title', () => {
    expect(neighbourLabel('Morning Milking: A Day in the Life')).toBe('Morning Milking:')
    expect(neighbourLabel('  Seven   Heirloom Tomatoes ')).toBe('Seven Heirloom')
    expect(neighbourLabel('Compost')).toBe('Compost')
  })
  it('says "No Title" when there is none', () => {
    expect(neighbourLabel('')).toBe('No Title')
    expect(neighbourLabel('   ')).toBe('No Title')
    expect(neighbourLabel(undefined)).toBe('No Title')
  })
})

describe('shownDate', () => {
  it('shows a post\'s ISO day as the badge\'s day, month and year and as "28 Dec 2024" in lists', () => {
    expect(shownDate('2024-12-28')).toEqual({ day: '28', month: 'Dec', year: '2024', full: '28 Dec 2024' })
    expect(shownDate('2024-11-02')).toEqual({ day: '02', month: 'Nov', year: '2024', full: '02 Nov 2024' })
  })
  it('reads the day from the text, so no time zone moves it to the day before', () => {
    const zone = process.env.TZ
    process.env.TZ = 'America/Los_Angeles'
    try {
      expect(shownDate('2025-01-01').full).toBe('01 Jan 2025')
    } finally {
      process.env.TZ = zone
    }
  })
})
