// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { expandRoutePaths, fillParam, pageNumberCanonical, pathParams } from './route-paths.ts'

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

describe('expandRoutePaths', () => {
  it('gives static paths, one URL per record, and one per page of a numbered list', () => {
    const pages = [
      { path: '/about-us' },
      { path: '/post/:id', entity: { collection: 'blog-posts', param: 'id', records: { 1: {}, 2: {} } } },
      { path: '/blog-standard/:page?', pageNumber: { param: 'page', block: 'posts', pageCount: 3 } },
      { path: '/archive/:page', pageNumber: { param: 'page', block: 'posts', pageCount: 2 } },
    ]
    expect(expandRoutePaths(pages)).toEqual([
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

describe('pageNumberCanonical', () => {
  it('names the prerendered path form of the page, page 1 as the plain list', () => {
    expect(pageNumberCanonical('/blog-standard/:page?', 'page', 3)).toBe('/blog-standard/3')
    expect(pageNumberCanonical('/blog-standard/:page?', 'page', 1)).toBe('/blog-standard')
  })
})
