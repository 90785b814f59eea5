// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { LinkChoice } from '#page-model/editor-api-types.ts'
import { SUGGESTIONS_SHOWN, suggestLinks } from './link-suggestions.ts'

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
