// @vitest-environment node
// Which page an address shows, from the real page files: a page number a list numbered by path does not have is
// the not-found page, as the static server answers there (issue 52, item 6); an unknown id is its record page's.
import { routes } from 'virtual:site'
import { describe, expect, it } from 'vitest'
import { routeAt } from './route-finder.ts'

const numbered = routes.filter((route) => route.pageNumber)
const blogStandard = routes.find((route) => route.name === 'blog-standard')!

describe('routeAt', () => {
  it('knows the lists numbered by path and how many pages each has', () => {
    expect(numbered.map((route) => route.name)).toEqual(['blog-standard'])
    expect(blogStandard.pageNumber).toEqual({ param: 'page', pageCount: 5 })
  })

  it('gives a list numbered by path its pages, and the not-found page at any other page number', () => {
    for (const url of ['/blog-standard', '/blog-standard/1', '/blog-standard/5'])
      expect(routeAt(url).route.name, url).toBe('blog-standard')
    for (const url of ['/blog-standard/0', '/blog-standard/6', '/blog-standard/99', '/blog-standard/abc', '/blog-standard/01'])
      expect(routeAt(url).route.name, url).toBe('not-found')
  })

  it('gives an unknown id its record page (which shows its view of an unknown id)', () => {
    expect(routeAt('/farmer-details/0').route.name).toBe('farmer-details')
  })
})
