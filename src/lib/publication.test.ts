// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { linkGoesAhead, publicationBadge, publicationInWords, publicationOn, type Publication } from './publication.ts'

const DAY = '2026-11-29'

describe('publicationOn', () => {
  it('is out without a status or a date still to come; a draft with "status": "draft"; else waiting for its day', () => {
    expect(publicationOn({ title: 'Kale' }, DAY)).toEqual({ state: 'out' })
    expect(publicationOn({ status: 'published', publishOn: DAY }, DAY)).toEqual({ state: 'out' })
    expect(publicationOn({ status: 'draft', publishOn: '2026-01-01' }, DAY)).toEqual({ state: 'draft' })
    expect(publicationOn({ publishOn: '2026-12-03' }, DAY)).toEqual({ state: 'scheduled', on: '2026-12-03' })
  })

  it('reads a post’s publish date from its own field', () => {
    expect(publicationOn({ date: '2026-11-30' }, DAY, 'date')).toEqual({ state: 'scheduled', on: '2026-11-30' })
    expect(publicationOn({ date: '2026-11-30' }, DAY)).toEqual({ state: 'out' })
  })
})

describe('what the editor and messages say', () => {
  it('"Scheduled for 3 Dec" this year, with the year another year; "Draft"; nothing when out', () => {
    expect(publicationBadge({ state: 'scheduled', on: '2026-12-03' }, DAY)).toBe('Scheduled for 3 Dec')
    expect(publicationBadge({ state: 'scheduled', on: '2027-01-10' }, DAY)).toBe('Scheduled for 10 Jan 2027')
    expect(publicationBadge({ state: 'draft' }, DAY)).toBe('Draft')
    expect(publicationBadge({ state: 'out' }, DAY)).toBeUndefined()
    expect(publicationInWords({ state: 'scheduled', on: '2026-12-03' })).toBe('scheduled for 3 Dec 2026')
  })
})

describe('linkGoesAhead', () => {
  const out: Publication = { state: 'out' }
  const draft: Publication = { state: 'draft' }
  const on = (day: string): Publication => ({ state: 'scheduled', on: day })

  it('from what is out: to a draft or to what is scheduled', () => {
    expect(linkGoesAhead(out, draft)).toBe(true)
    expect(linkGoesAhead(out, on('2026-12-03'))).toBe(true)
    expect(linkGoesAhead(out, out)).toBe(false)
  })

  it('from a draft: never; from a scheduled page: to a draft or to what comes out after it', () => {
    expect(linkGoesAhead(draft, draft)).toBe(false)
    expect(linkGoesAhead(on('2026-12-03'), on('2026-12-03'))).toBe(false)
    expect(linkGoesAhead(on('2026-12-03'), on('2026-12-04'))).toBe(true)
    expect(linkGoesAhead(on('2026-12-03'), draft)).toBe(true)
  })
})
