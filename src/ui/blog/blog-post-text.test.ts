// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { neighbourLabel, neighbourPosts, shortenTitle } from './blog-post-text.ts'

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
