// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { monthInWords, monthOf, shownDate, timeOrDayAndTime } from './dates.ts'

describe('shownDate', () => {
  it('shows an ISO day as the badge\'s day, month and year and as "28 Dec 2024" in lists', () => {
    expect(shownDate('2024-12-28')).toEqual({ day: '28', month: 'Dec', year: '2024', full: '28 Dec 2024' })
    expect(shownDate('2024-11-02')).toEqual({ day: '02', month: 'Nov', year: '2024', full: '02 Nov 2024' })
    expect(shownDate('2024-09-30').month).toBe('Sep')
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

describe('months', () => {
  it('gives the month of a day as an address writes it, and in words', () => {
    expect(monthOf('2024-12-28')).toBe('2024-12')
    expect(monthInWords('2024-12')).toBe('December 2024')
    expect(monthInWords('2024-13')).toBeUndefined()
    expect(monthInWords('december')).toBeUndefined()
  })
})

describe('timeOrDayAndTime', () => {
  it('names a moment of today by its time, and of another day by its date too', () => {
    const now = new Date(2026, 10, 26, 14, 32).getTime()
    expect(timeOrDayAndTime(new Date(2026, 10, 26, 9, 5).getTime(), now)).toBe('09:05')
    expect(timeOrDayAndTime(new Date(2026, 10, 24, 8, 0).getTime(), now)).toBe('24 Nov, 08:00')
    expect(timeOrDayAndTime(new Date(2026, 8, 3, 18, 45).getTime(), now)).toBe('3 Sep, 18:45')
  })
})
