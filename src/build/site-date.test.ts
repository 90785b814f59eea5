// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { siteDate } from './site-date.ts'

describe('siteDate', () => {
  it('is SITE_DATE when set', () => {
    expect(siteDate({ SITE_DATE: '2026-12-03' })).toBe('2026-12-03')
  })

  it('is today on the build machine’s clock otherwise', () => {
    expect(siteDate({}, new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05')
  })

  it('refuses a SITE_DATE that is no day, saying how to write one', () => {
    expect(() => siteDate({ SITE_DATE: '3 Dec' })).toThrow('write it as year-month-day, e.g. SITE_DATE=2026-12-03')
    expect(() => siteDate({ SITE_DATE: '2026-02-30' })).toThrow('is not a day')
  })
})
