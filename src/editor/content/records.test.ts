// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { CollectionSummary, PageFileSummary } from '#page-model/editor-api-types.ts'
import { listingAddresses, matchingRecords, recordAddresses, recordTitle, searchable } from './records.ts'

const farmers = { titleField: 'name', noun: 'farmer', label: 'Farmers' } as CollectionSummary

const pages: PageFileSummary[] = [
  {
    name: 'blog-single.json',
    path: '/blog-single/:id',
    title: '{title}',
    entity: { collection: 'blog-posts', param: 'id' },
    lists: [],
  },
  { name: 'blog-standard.json', path: '/blog-standard/:page?', title: 'Blog | Green Valley', lists: ['blog-posts'] },
  { name: 'home.json', path: '/', title: 'Home | Green Valley', lists: ['blog-posts', 'products'] },
  { name: 'about-us.json', path: '/about-us', title: 'About Us', lists: [] },
]

describe('finding records', () => {
  it('compares titles without case or accents', () => {
    expect(searchable('  Crème Fraîche ')).toBe('creme fraiche')
    const records = [{ name: 'Zoë Martín' }, { name: 'Daniel Whitmore' }, { name: '' }]
    expect(matchingRecords(records, farmers, 'MARTIN')).toEqual([0])
    expect(matchingRecords(records, farmers, '')).toEqual([0, 1, 2])
    expect(recordTitle(records[2]!, farmers)).toBe('Untitled farmer')
  })

  it('gives a record’s own page, filled with its id, and the pages that list its collection', () => {
    expect(recordAddresses(pages, 'blog-posts', 16)).toEqual([{ url: '/blog-single/16', page: 'blog-single.json' }])
    expect(recordAddresses(pages, 'farmers', 1)).toEqual([])
    expect(listingAddresses(pages, 'blog-posts')).toEqual([
      { url: '/blog-standard', label: 'Blog · /blog-standard', page: 'blog-standard.json' },
      { url: '/', label: 'Home · /', page: 'home.json' },
    ])
  })
})
