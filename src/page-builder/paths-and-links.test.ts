import { describe, expect, it } from 'vitest'
import { httpsUrl, imagePath, pagePath, sitePath } from '../data/schemas.ts'
import { siteSchema } from '../data/site-schema.ts'
import { recordFor } from '../app/entity-context.ts'
import { compileSite } from './compile-site.ts'
import { routePaths } from './route-paths.ts'
import { siteWith } from '../../tests/unit/site-folder.ts'

const accepts = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: string) => schema.safeParse(value).success

describe('page paths', () => {
  it.each(['/', '/about-us', '/home-2', '/shop-single/:id', '/blog-standard/:page'])('accepts %s', (path) => {
    expect(accepts(pagePath, path)).toBe(true)
  })
  it.each(['//shop', '/shop/', 'shop', '/Shop', '/shop//single', '/shop/../cart', '/shop?x=1', '/:', '/a b'])(
    'refuses %s',
    (path) => expect(accepts(pagePath, path)).toBe(false),
  )
})

describe('site links', () => {
  it.each([
    '/',
    '/about-us',
    '/blog-single/1',
    '/service-details/',
    '/blog-standard?page=2',
    '/#faq',
    '/shop#related',
    'tel:+15550102030',
    'tel:+1 (555) 010-2030',
    'mailto:hello@greenvalley.example',
    'https://www.facebook.com/',
    'https://greenvalley.example/shop?page=2',
  ])('accepts %s', (link) => expect(accepts(sitePath, link)).toBe(true))

  it.each([
    '//evil',
    '//2130706433',
    '/\\evil.example',
    '//evil.example/shop',
    '/shop//single',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://greenvalley.example/',
    'https://2130706433/',
    'https://user@evil.example/',
    'https://greenvalley.example/"><script>',
    'mailto:x@y.example?body=<script>',
    '/about-us"><script>',
  ])('refuses %s', (link) => expect(accepts(sitePath, link)).toBe(false))
})

describe('pictures', () => {
  it('are files under public/ without ".." or "//"', () => {
    expect(accepts(imagePath, '/art/products/pears.webp')).toBe(true)
    for (const bad of ['//art/products/pears.webp', '/art/../../etc/passwd.png', '/art/.hidden.svg', 'art/x.svg', '/art//x.svg'])
      expect(accepts(imagePath, bad), bad).toBe(false)
  })
})

describe('site settings', () => {
  it('social links are https: only', () => {
    expect(accepts(httpsUrl, 'https://www.youtube.com/')).toBe(true)
    for (const bad of ['data:text/html,<script>alert(1)</script>', 'javascript:alert(1)', 'http://x.com/', '//x.com/'])
      expect(accepts(httpsUrl, bad), bad).toBe(false)
  })

  it('siteUrl is an https: origin alone', () => {
    const siteUrl = siteSchema.shape.siteUrl
    expect(accepts(siteUrl, 'https://greenvalley.example')).toBe(true)
    for (const bad of [
      'https://greenvalley.example/"><script>alert(document.domain)</script>',
      'https://greenvalley.example/',
      'https://greenvalley.example/shop',
      'http://greenvalley.example',
      'javascript://greenvalley.example',
    ])
      expect(accepts(siteUrl, bad), bad).toBe(false)
  })
})

const base = { schemaVersion: 1, title: 'T', description: 'D', blocks: [] }
const notFound = { ...base, path: '/not-found' }

describe('route parameters', () => {
  it.each([
    ['/shop-single/:id/:slug', { collection: 'products', param: 'id' }, '":slug" is not bound'],
    ['/:page', undefined, '":page" is not bound'],
    ['/shop-single/:id/:id', { collection: 'products', param: 'id' }, '":id" appears twice'],
  ])('refuses %s when not every parameter is bound', (path, entity, message) => {
    const site = compileSite(siteWith({ 'not-found.json': notFound, 'page.json': { ...base, path, entity } }))
    expect(site.problems.map((p) => p.message).join('\n')).toContain(message)
    expect(site.pages.map((p) => p.path)).not.toContain(path)
  })

  it('refuses "//shop", which would overwrite /shop', () => {
    const site = compileSite(siteWith({ 'not-found.json': notFound, 'page.json': { ...base, path: '//shop' } }))
    expect(site.problems).toHaveLength(1)
    expect(site.problems[0]).toMatchObject({ file: 'pages-schema/page.json', where: 'path' })
  })

  it('never expands to a literal ":name" folder', () => {
    expect(() => routePaths({ path: '/a/:slug', entity: undefined })).toThrow(':slug')
    expect(routePaths({ path: '/p/:id', entity: { collection: 'x', param: 'id', records: { 1: {}, 2: {} } } })).toEqual([
      '/p/1',
      '/p/2',
    ])
  })
})

describe('record lookup', () => {
  const entity = { records: { 1: { title: 'Honey Pears' } } as Record<string, Record<string, unknown>> }
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', ''])('does not find "%s"', (id) => {
    expect(recordFor(entity, id)).toBeUndefined()
  })
  it('finds a record by its id', () => {
    expect(recordFor(entity, '1')).toEqual({ title: 'Honey Pears' })
    expect(recordFor(entity, undefined)).toBeUndefined()
  })
})
