// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { matchRoutePath } from './route-match.ts'
import { fillParam, pageNumberCanonical, pathParams, routePaths, routeTable } from './route-paths.ts'
import type { CompiledPage } from './site-types.ts'

describe('pathParams', () => {
  it('names every parameter, optional ones without their "?"', () => {
    expect(pathParams('/about-us')).toEqual([])
    expect(pathParams('/shop-single/:id')).toEqual(['id'])
    expect(pathParams('/blog-standard/:page?')).toEqual(['page'])
  })
})

describe('fillParam', () => {
  it('fills a parameter in, or leaves an optional one out', () => {
    expect(fillParam('/shop-single/:id', 'id', '7')).toBe('/shop-single/7')
    expect(fillParam('/blog-standard/:page?', 'page', '3')).toBe('/blog-standard/3')
    expect(fillParam('/blog-standard/:page?', 'page', undefined)).toBe('/blog-standard')
    expect(fillParam('/:page?', 'page', undefined)).toBe('/')
  })
})

describe('routePaths', () => {
  it('gives static paths, one URL per record, and one per page of a numbered list', () => {
    const pages = [
      { path: '/about-us' },
      { path: '/post/:id', entity: { param: 'id', records: { 1: {}, 2: {} } } },
      { path: '/blog-standard/:page?', pageNumber: { param: 'page', block: 'posts', pageCount: 3 } },
      { path: '/archive/:page', pageNumber: { param: 'page', block: 'posts', pageCount: 2 } },
    ]
    expect(pages.flatMap(routePaths)).toEqual([
      '/about-us',
      '/post/1',
      '/post/2',
      '/blog-standard',
      '/blog-standard/1',
      '/blog-standard/2',
      '/blog-standard/3',
      '/archive/1',
      '/archive/2',
    ])
  })
})

describe('routeTable', () => {
  const page = (name: string, extra: Partial<CompiledPage>): CompiledPage => ({
    name,
    path: `/${name}`,
    title: name,
    description: name,
    shareImage: '/art/share.webp',
    blocks: [],
    ...extra,
  })

  it('lists each page file once, with its path and its URLs, the plain path first', () => {
    const table = routeTable([
      page('about-us', {}),
      page('blog-standard', {
        path: '/blog-standard/:page?',
        pageNumber: { param: 'page', block: 'posts', pageCount: 2 },
      }),
      page('shop-single', {
        path: '/shop-single/:id',
        entity: { collection: 'products', param: 'id', records: { 3: {}, 1: {} } },
      }),
    ])
    expect(table).toEqual([
      { name: 'about-us', path: '/about-us', urls: ['/about-us'] },
      { name: 'blog-standard', path: '/blog-standard/:page?', urls: ['/blog-standard', '/blog-standard/1', '/blog-standard/2'] },
      { name: 'shop-single', path: '/shop-single/:id', urls: ['/shop-single/1', '/shop-single/3'] },
    ])
  })

  it('accepts record ids instead of records (pages the links check sees before they compile)', () => {
    expect(routePaths({ path: '/p/:id', entity: { param: 'id', ids: ['7', '9'] } })).toEqual(['/p/7', '/p/9'])
  })
})

describe('matchRoutePath', () => {
  it("reads a path's parameters from an address, optional ones included", () => {
    expect(matchRoutePath('/shop-single/:id', '/shop-single/12')).toEqual(new Map([['id', '12']]))
    expect(matchRoutePath('/blog-standard/:page?', '/blog-standard')).toEqual(new Map())
    expect(matchRoutePath('/blog-standard/:page?', '/blog-standard/2')).toEqual(new Map([['page', '2']]))
    expect(matchRoutePath('/farmer-details/:id', '/farmer-details/caf%C3%A9')).toEqual(new Map([['id', 'café']]))
  })

  it('refuses other addresses: another path, a missing parameter, an extra segment, other letter case', () => {
    expect(matchRoutePath('/shop-single/:id', '/shop/12')).toBeUndefined()
    expect(matchRoutePath('/shop-single/:id', '/shop-single')).toBeUndefined()
    expect(matchRoutePath('/shop-single/:id', '/shop-single/1/2')).toBeUndefined()
    expect(matchRoutePath('/about-us', '/About-Us')).toBeUndefined()
  })
})

describe('pageNumberCanonical', () => {
  it('names the prerendered path form of the page, page 1 as the plain list', () => {
    expect(pageNumberCanonical('/blog-standard/:page?', 'page', 3)).toBe('/blog-standard/3')
    expect(pageNumberCanonical('/blog-standard/:page?', 'page', 1)).toBe('/blog-standard')
  })
})
