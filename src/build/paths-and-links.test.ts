// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { httpsUrl, imagePath, pagePath, sitePath, videoPath } from '#data/schemas.ts'
import { siteSchema } from '#data/site-schema.ts'
import { recordFor } from '#app/entity-context.ts'
import { compileSite } from './compile-site.ts'
import { routePaths } from '#page-model/route-paths.ts'
import { siteWith } from '#tests/unit/site-folder.ts'

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
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    '/javascript:alert(1)//',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'file:///etc/passwd',
    'https:evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
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

  it.each([
    'data:image/svg+xml,<svg onload="alert(1)"></svg>',
    'data:image/png;base64,iVBORw0KGgo=',
    'javascript:alert(1)//x.png',
    'https://evil.example/pears.webp',
    'http://evil.example/pears.webp',
    '//evil.example/pears.webp',
    '/\\evil.example/pears.webp',
    '/art/pears.webp?x=1',
    '/art/pears.gif',
    '/art/pears.svg"><script>',
  ])('refuses %s', (bad) => expect(accepts(imagePath, bad)).toBe(false))
})

describe('videos', () => {
  it('are files under public/ with their own extension', () => {
    expect(accepts(videoPath('webm'), '/video/benefits.webm')).toBe(true)
    expect(accepts(videoPath('mp4'), '/video/dairy-tour.mp4')).toBe(true)
    expect(accepts(videoPath('mp4'), '/video/dairy-tour.webm')).toBe(false)
  })

  it.each([
    '//evil.example/benefits.webm',
    '/../../video/benefits.webm',
    '/video/../../benefits.webm',
    '/video/.hidden.webm',
    'https://evil.example/benefits.webm',
    'data:video/webm;base64,GkXfo0AgQoaBAUL3gQFC8oEEQvOBCEKCQAR3ZWJtQoeBAkKFgQIYU4BnQI0VSalmQCgq17FAAw9CQE2AQAZ3aGFtbXlXQUAGd2hhbW15RIlACECPQAAAAAAAFlSua0AxrkAu14EBY8WBAZyBACK1nEADdW5khkAFVl9WUDglhohAA1ZQOIOBAeBABrCBCLqBCB9DtnVAIueBAKNAHIEAAIAwAQCdASoIAAgAAUAmJaQAA3AA/vz0AAA=',
    'javascript:alert(1)//.webm',
  ])('refuses %s', (bad) => expect(accepts(videoPath('webm'), bad)).toBe(false))
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

describe('a page file with a dangerous link, picture or video', () => {
  it('is refused, naming file, line, column, the block and the rule it breaks', () => {
    const page = {
      ...base,
      path: '/danger',
      blocks: [
        { id: 'banner', type: 'page-banner', props: { image: 'data:image/svg+xml,<svg onload="alert(1)"></svg>' } },
        { id: 'message', type: 'not-found', props: { linkTo: 'javascript:alert(document.cookie)' } },
        {
          id: 'tour',
          type: 'video-section',
          props: {
            video: {
              webm: '//evil.example/tour.webm',
              mp4: '/video/dairy-tour.mp4',
              poster: '/video/dairy-tour-poster.jpg',
              title: 'Tour',
            },
          },
        },
      ],
    }
    const dir = siteWith({ 'not-found.json': notFound, 'danger.json': page })
    const site = compileSite(dir)
    const lines = readFileSync(join(dir, 'pages-schema/danger.json'), 'utf8').split('\n')
    /** 1-based line and column of the value `text` in the page file. */
    const at = (text: string) => {
      const line = lines.findIndex((l) => l.includes(JSON.stringify(text)))
      return { line: line + 1, column: lines[line]!.indexOf(JSON.stringify(text)) + 1 }
    }
    const problems = site.problems.filter((p) => p.file === 'pages-schema/danger.json')
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          ...at('data:image/svg+xml,<svg onload="alert(1)"></svg>'),
          where: 'blocks[0] (page-banner "banner") → props.image',
          hint: 'must be a file in public/ such as /art/products/pears.webp',
        }),
        expect.objectContaining({
          ...at('javascript:alert(document.cookie)'),
          where: 'blocks[1] (not-found "message") → props.linkTo',
          hint: expect.stringMatching(/^must be a site path such as \/about-us .*tel:, mailto: or https:\/\/$/),
        }),
        expect.objectContaining({
          ...at('//evil.example/tour.webm'),
          where: 'blocks[2] (video-section "tour") → props.video.webm',
          hint: 'must be a file in public/ ending in .webm, such as /video/benefits.webm',
        }),
      ]),
    )
    expect(site.pages.map((p) => p.path)).not.toContain('/danger')
  }, 30_000) // compiles the whole real site around the page (decision 150, Timeouts)
})

describe('route parameters', () => {
  it.each([
    ['/shop-single/:id/:slug', { collection: 'products', param: 'id' }, '":slug" is not bound'],
    ['/:page', undefined, '":page" is not bound'],
    ['/shop-single/:id/:id', { collection: 'products', param: 'id' }, '":id" appears twice'],
  ])(
    'refuses %s when not every parameter is bound',
    (path, entity, message) => {
      const site = compileSite(siteWith({ 'not-found.json': notFound, 'page.json': { ...base, path, entity } }))
      expect(site.problems.map((p) => p.message).join('\n')).toContain(message)
      expect(site.pages.map((p) => p.path)).not.toContain(path)
    },
    30_000,
  ) // the first compile loads every block schema (decision 150, Timeouts)

  it('refuses "//shop", which would overwrite /shop', () => {
    const site = compileSite(siteWith({ 'not-found.json': notFound, 'page.json': { ...base, path: '//shop' } }))
    expect(site.problems).toHaveLength(1)
    expect(site.problems[0]).toMatchObject({ file: 'pages-schema/page.json', where: 'path' })
  })

  it('never expands to a literal ":name" folder', () => {
    expect(() => routePaths({ path: '/a/:slug', entity: undefined })).toThrow(':slug')
    expect(routePaths({ path: '/p/:id', entity: { param: 'id', records: { 1: {}, 2: {} } } })).toEqual(['/p/1', '/p/2'])
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
