// @vitest-environment node
// The static server's table (scripts/static-table.mjs, decision 020): which file each clean URL names, the
// headers serve.json's rules give it, and its bodies (in memory or streamed), on a small dist/ made here.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  IN_MEMORY_FILE_LIMIT,
  buildTable,
  candidateFiles,
  globPattern,
  headerRules,
  type HeaderRule,
} from '#scripts/static-table.mjs'

const serveJson = JSON.parse(readFileSync('serve.json', 'utf8')) as { headers: HeaderRule[] }

describe('serve.json globs', () => {
  it('"**" matches every file; "**/*.html" HTML at any depth; "assets/**" only under assets/', () => {
    expect(globPattern('**').test('a/b/c.js')).toBe(true)
    expect(['index.html', 'about-us/index.html', 'a/b/c.html'].every((file) => globPattern('**/*.html').test(file))).toBe(true)
    expect(globPattern('**/*.html').test('index.htm')).toBe(false)
    expect(globPattern('**/*.html').test('index.html.br')).toBe(false)
    expect(globPattern('assets/**').test('assets/index-AbC.js')).toBe(true)
    expect(globPattern('assets/**').test('art/assets/x.js')).toBe(false)
    expect(globPattern('assets/**').test('assets-old/x.js')).toBe(false)
    expect(globPattern('*.txt').test('robots.txt')).toBe(true)
    expect(globPattern('*.txt').test('a/robots.txt')).toBe(false)
    expect(globPattern('a?.js').test('ab.js')).toBe(true)
    expect(globPattern('a?.js').test('a.js')).toBe(false)
    expect(globPattern('a.js').test('aXjs')).toBe(false)
  })

  it('refuses glob syntax it would read differently from `npx serve`', () => {
    for (const source of ['**/*.{js,css}', '!assets/**', 'img/[ab].png'])
      expect(() => globPattern(source), source).toThrow(/syntax the server does not read/)
  })

  it("serve.json's rules, matched once per file: later rules win, as serve-handler applied them", () => {
    const headersOf = headerRules(serveJson.headers)
    expect(headersOf('assets/index-AbC.js')['Cache-Control']).toBe('public, max-age=31536000, immutable')
    expect(headersOf('about-us/index.html')['Cache-Control']).toBe('no-cache')
    expect(headersOf('favicon.svg')['Cache-Control']).toBe('public, max-age=3600')
    expect(headersOf('img/hero.avif')['Content-Type']).toBe('image/avif')
    for (const file of ['index.html', 'assets/index-AbC.js', 'favicon.svg'])
      expect(headersOf(file)['Content-Security-Policy'], file).toContain("default-src 'self'")
  })
})

describe('clean URLs', () => {
  it('are tried as serve-handler tried them: the path with an extension, its index.html, + ".html", the path', () => {
    expect(candidateFiles('/')).toEqual(['index.html', ''])
    expect(candidateFiles('/about-us')).toEqual(['about-us/index.html', 'about-us.html', 'about-us'])
    expect(candidateFiles('/favicon.svg')).toEqual(['favicon.svg', 'favicon.svg/index.html', 'favicon.svg.html', 'favicon.svg'])
  })
})

describe('the table of a dist/', () => {
  const dist = mkdtempSync(join(tmpdir(), 'serve-table-'))
  afterAll(() => rmSync(dist, { recursive: true, force: true }))
  const write = (file: string, body: string | Buffer) => {
    mkdirSync(join(dist, file, '..'), { recursive: true })
    writeFileSync(join(dist, file), body)
  }
  write('index.html', '<p>home</p>')
  write('404.html', '<p>not found</p>')
  write('about/index.html', '<p>about, the folder</p>')
  write('about.html', '<p>about, the file</p>')
  write('contact.html', '<p>contact</p>')
  write('assets/app.js', 'console.log("app")')
  write('assets/app.js.br', 'brotli bytes')
  write('assets/app.js.gz', 'gzip bytes')
  write('notes.txt', 'Green Valley. '.repeat(200))
  write('tiny.txt', 'small')
  write('photo.webp', Buffer.alloc(100))
  write('video/tour.mp4', Buffer.alloc(IN_MEMORY_FILE_LIMIT + 1))
  write('.secret', 'never')
  write('_headers', '/*\n  X: y\n')
  mkdirSync(join(dist, 'empty-folder'))
  symlinkSync(join(dist, 'contact.html'), join(dist, 'linked.html'))

  const table = buildTable(dist, serveJson)

  it('maps each clean URL to the file serve-handler chose: index.html before ".html"', async () => {
    const { routes } = await table
    const fileAt = (url: string) => routes.get(url)?.file
    expect(fileAt('/')).toBe('index.html')
    expect(fileAt('/about')).toBe('about/index.html')
    expect(fileAt('/contact')).toBe('contact.html')
    expect(fileAt('/assets/app.js')).toBe('assets/app.js')
    expect(fileAt('/assets/app.js.br')).toBe('assets/app.js.br')
  })

  it('leaves out dotfiles, build metadata, folders and symbolic links', async () => {
    const { routes } = await table
    for (const url of ['/.secret', '/_headers', '/empty-folder', '/assets', '/linked', '/linked.html'])
      expect(routes.has(url), url).toBe(false)
  })

  it('gives a file with copies a brotli, a gzip and an identity body, each with its length and own ETag', async () => {
    const entry = (await table).routes.get('/assets/app.js')!
    expect(entry.variants.map(({ encoding, size }) => [encoding, size])).toEqual([
      ['br', 'brotli bytes'.length],
      ['gzip', 'gzip bytes'.length],
      ['identity', 'console.log("app")'.length],
    ])
    const [br, gzip, identity] = entry.variants
    expect(identity!.etag).toMatch(/^"[0-9a-f]{40}"$/)
    expect(br!.etag).toBe(identity!.etag.replace(/"$/, '-br"'))
    expect(gzip!.etag).toBe(identity!.etag.replace(/"$/, '-gz"'))
    expect(br!.headers).toMatchObject({
      'Content-Encoding': 'br',
      'Content-Length': 'brotli bytes'.length,
      'Content-Type': 'application/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
    })
    expect(identity!.headers['Content-Encoding']).toBeUndefined()
    expect(entry.compressedOnTheFly).toBeUndefined()
  })

  it('gives a 304 its ETag, Vary and rule headers, and none of the body headers', async () => {
    const br = (await table).routes.get('/assets/app.js')!.variants[0]!
    expect(br.notModified).toMatchObject({ ETag: br.etag, Vary: 'Accept-Encoding', 'Cache-Control': br.headers['Cache-Control'] })
    for (const name of ['Content-Length', 'Content-Type', 'Content-Encoding', 'Accept-Ranges'])
      expect(br.notModified[name], name).toBeUndefined()
  })

  it('compresses on the fly only a compressible file without copies of 1 KB or more, and without ETag', async () => {
    const { routes } = await table
    const notes = routes.get('/notes.txt')!
    expect(notes.variants.map(({ encoding }) => encoding)).toEqual(['identity'])
    expect(notes.compressedOnTheFly?.gzip).toMatchObject({ 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' })
    expect(notes.compressedOnTheFly?.gzip.ETag).toBeUndefined()
    expect(notes.compressedOnTheFly?.gzip['Content-Length']).toBeUndefined()
    expect(routes.get('/tiny.txt')!.compressedOnTheFly).toBeUndefined()
    expect(routes.get('/video/tour.mp4')!.compressedOnTheFly).toBeUndefined()
  })

  it('holds small bodies in memory and streams large ones; a copy asked for by name is streamed', async () => {
    const { routes, notFound } = await table
    expect(routes.get('/')!.identity.body?.toString()).toBe('<p>home</p>')
    expect(routes.get('/assets/app.js')!.variants[0]!.body?.toString()).toBe('brotli bytes')
    expect(routes.get('/video/tour.mp4')!.identity.body).toBeUndefined()
    expect(routes.get('/video/tour.mp4')!.identity.path).toBe(join(dist, 'video/tour.mp4'))
    expect(routes.get('/assets/app.js.br')!.identity.body).toBeUndefined()
    expect(notFound.identity.body?.toString()).toBe('<p>not found</p>')
  })

  it('streams whatever is past the memory budget, the HTML, scripts and styles being held first', async () => {
    // The small text files' bodies come to 134 bytes; the picture's 100 would pass the budget.
    const { routes, notFound } = await buildTable(dist, serveJson, { memoryBudget: 200 })
    expect(routes.get('/')!.identity.body).toBeDefined()
    expect(routes.get('/assets/app.js')!.variants.every(({ body }) => body !== undefined)).toBe(true)
    expect(routes.get('/notes.txt')!.identity.body).toBeUndefined()
    expect(routes.get('/photo.webp')!.identity.body).toBeUndefined()
    // The not-found page is always in memory: the server's own 404s send it.
    expect(notFound.identity.body).toBeDefined()
  })
})
