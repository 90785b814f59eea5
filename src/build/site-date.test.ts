// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { siteDate } from './site-date.ts'

describe('the site date', () => {
  it('is SITE_DATE when given, today otherwise', () => {
    expect(siteDate({ SITE_DATE: '2026-11-15' })).toBe('2026-11-15')
    expect(siteDate({})).toBe(new Date().toISOString().slice(0, 10))
  })

  it('refuses a SITE_DATE that is not a day, saying how to write one', () => {
    expect(() => siteDate({ SITE_DATE: '15/11/2026' })).toThrow('write it as YYYY-MM-DD')
    expect(() => siteDate({ SITE_DATE: '2026-13-45' })).toThrow('is not a day')
  })
})
