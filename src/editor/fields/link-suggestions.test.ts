// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { LinkChoice } from '#page-model/editor-api-types.ts'
import { SUGGESTIONS_SHOWN, suggestFacts, suggestLinks } from './link-suggestions.ts'

const links: LinkChoice[] = [
  { href: '/', label: 'Home' },
  { href: '/about-us', label: 'About Us' },
  { href: '/blog-single/1', label: 'How We Build Living Soil Without Synthetic Fertilisers' },
  { href: '/blog-single/3', label: 'Seven Heirloom Tomatoes Worth Growing This Summer' },
  { href: '/shop', label: 'Shop' },
  { href: '/shop-single/1', label: 'Wild Blueberries' },
  { href: '/summer', label: 'Summer at Green Valley' },
  { href: '/team', label: 'Our Team' },
]
const hrefs = (typed: string, limit?: number) => suggestLinks(links, typed, limit).map((link) => link.href)

describe('suggestLinks', () => {
  it('puts the address that starts with what was typed first: "/sum" suggests "/summer", not "/"', () => {
    expect(hrefs('/sum')[0]).toBe('/summer')
    expect(hrefs('/sum').indexOf('/')).toBe(-1)
  })

  it('then titles with a word that starts with it, then addresses and titles that contain it', () => {
    expect(hrefs('/sum', 2)).toEqual(['/summer', '/blog-single/3'])
    expect(hrefs('blue', 1)).toEqual(['/shop-single/1'])
    expect(hrefs('single', 2)).toEqual(['/blog-single/1', '/blog-single/3'])
  })

  it('puts a page before its records: the shorter address first within a rank', () => {
    expect(hrefs('/shop', 2)).toEqual(['/shop', '/shop-single/1'])
  })

  it('still finds an address typed with a slip', () => {
    expect(hrefs('/abuot', 1)).toEqual(['/about-us'])
  })

  it('offers the pages in their order when nothing is typed, at most the limit', () => {
    expect(hrefs('', 3)).toEqual(['/', '/about-us', '/blog-single/1'])
    const posts = Array.from({ length: 20 }, (_, index) => ({ href: `/blog-single/${index + 1}`, label: `Post ${index + 1}` }))
    expect(suggestLinks(posts, '/blog')).toHaveLength(SUGGESTIONS_SHOWN)
  })
})

describe('fact suggestions', () => {
  const facts = [
    { name: 'hives', about: 'Beehives at the top of the orchard' },
    { name: 'herdSize', about: 'Jerseys in the herd' },
    { name: 'founded', about: 'The year the farm began' },
  ]
  const names = (typed: string) => suggestFacts(facts, typed)?.facts.map((fact) => fact.name)

  it('offers the facts once "{{" is typed, names that start with what follows first, then meanings that contain it', () => {
    expect(suggestFacts(facts, 'Our {{h')).toEqual({ start: 4, facts: [facts[0], facts[1]] })
    expect(names('{{')).toEqual(['hives', 'herdSize', 'founded'])
    expect(names('since {{ year')).toEqual(['founded'])
  })

  it('offers nothing outside a reference being typed', () => {
    expect(suggestFacts(facts, 'Our hives')).toBeUndefined()
    expect(suggestFacts(facts, 'Our {{hives}} ')).toBeUndefined()
  })
})
