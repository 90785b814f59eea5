// HTTP behaviour of scripts/serve.mjs on the real build (see docs/decisions/020-static-server.md).
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { APIResponse } from '@playwright/test'
import { distDir, expect, test } from './fixtures'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** A prerendered route other than "/", e.g. "/about-us" (dist/about-us/index.html). */
function innerRoute(): string {
  const directory = readdirSync(distDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(distDir, entry.name, 'index.html')))
    .map((entry) => entry.name)
    .sort()[0]
  expect(directory, `no dist/<route>/index.html in ${distDir}`).toBeDefined()
  return `/${directory}`
}

test('"/" is HTML, compressed when the client accepts gzip, never cached without revalidation', async ({ request }) => {
  const response = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } })
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('text/html')
  expect(response.headers()['content-encoding']).toBe('gzip')
  expect(response.headers()['cache-control']).toBe('no-cache')
})

test('an inner route is served at its clean URL; the trailing-slash form redirects to it once', async ({ request }) => {
  const route = innerRoute()
  const clean = await request.get(route, { maxRedirects: 0 })
  expect(clean.status()).toBe(200)
  expect(clean.headers()['content-type']).toContain('text/html')
  expect(clean.headers()['cache-control']).toBe('no-cache')

  const slashed = await request.get(`${route}/`, { maxRedirects: 0 })
  expect(slashed.status()).toBe(301)
  expect(slashed.headers()['location']).toBe(route)
})

test('an unknown path answers 404 with the 404 page', async ({ request }) => {
  const response = await request.get('/this-page-does-not-exist')
  expect(response.status()).toBe(404)
  expect(response.headers()['content-type']).toContain('text/html')
  expect(await response.text()).toContain('Sorry Page Was Not Found!')
})

test('hashed assets are cached for a year as immutable', async ({ request }) => {
  const asset = readdirSync(path.join(distDir, 'assets')).find((file) => file.endsWith('.js'))
  expect(asset, `no .js file in ${distDir}/assets`).toBeDefined()
  const response = await request.get(`/assets/${asset}`)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('javascript')
  expect(response.headers()['cache-control']).toBe(IMMUTABLE)
})

test('sitemap.xml is served as XML', async ({ request }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('xml')
})

/** The entry script of the pages, e.g. "/assets/index-AbC.js": big enough to be worth compressing. */
function entryScript(): string {
  const entry = readFileSync(path.join(distDir, 'index.html'), 'utf8').match(/data-app-entry="(\/assets\/[^"]+\.js)"/)?.[1]
  expect(entry, `no entry script in ${distDir}/index.html`).toBeDefined()
  return entry!
}

const varyOf = (response: APIResponse) => (response.headers()['vary'] ?? '').toLowerCase()

test.describe('precompressed files', () => {
  test('the build wrote a .br and a .gz beside every compressible file, none beside pictures or fonts', () => {
    const files = readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    const text = files.filter((file) => /\.(html|js|css|svg|xml|txt)$/.test(file))
    expect(text.length).toBeGreaterThan(100)
    const present = new Set(files)
    expect(text.filter((file) => !present.has(`${file}.br`) || !present.has(`${file}.gz`))).toEqual([])
    expect(files.filter((file) => /\.(webp|jpg|avif|woff2|mp4|webm)\.(br|gz)$/.test(file))).toEqual([])
    const script = path.join(distDir, entryScript())
    expect(brotliDecompressSync(readFileSync(`${script}.br`))).toEqual(readFileSync(script))
    expect(gunzipSync(readFileSync(`${script}.gz`))).toEqual(readFileSync(script))
  })

  test('brotli is sent when accepted, then gzip, then identity: each with its length, type, own ETag, Vary and the security headers', async ({
    request,
  }) => {
    const script = entryScript()
    const file = path.join(distDir, script)
    const expected = [
      ['br, gzip', 'br', statSync(`${file}.br`).size],
      ['gzip, deflate', 'gzip', statSync(`${file}.gz`).size],
      ['identity', undefined, statSync(file).size],
    ] as const
    const etags = new Set<string>()
    for (const [accepted, encoding, length] of expected) {
      const response = await request.get(script, { headers: { 'Accept-Encoding': accepted } })
      expect(response.status(), accepted).toBe(200)
      expect(response.headers()['content-encoding'], accepted).toBe(encoding)
      expect(response.headers()['content-length'], accepted).toBe(String(length))
      expect(response.headers()['content-type'], accepted).toContain('javascript')
      expect(response.headers()['cache-control'], accepted).toBe(IMMUTABLE)
      expect(response.headers()['content-security-policy'], accepted).toContain("default-src 'self'")
      expect(varyOf(response), accepted).toContain('accept-encoding')
      expect(await response.body(), accepted).toEqual(readFileSync(file))
      const etag = response.headers()['etag']
      expect(etag, accepted).toMatch(/^"[^"]+"$/)
      etags.add(etag!)
    }
    expect(etags.size, 'one ETag per encoding').toBe(3)
  })

  test('If-None-Match works per encoding; a 304 carries its ETag, Vary and the security headers', async ({ request }) => {
    for (const url of [entryScript(), '/']) {
      const br = await request.get(url, { headers: { 'Accept-Encoding': 'br' } })
      const etag = br.headers()['etag']!
      const again = await request.get(url, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } })
      expect(again.status(), url).toBe(304)
      expect(again.headers()['etag'], url).toBe(etag)
      expect(varyOf(again), url).toContain('accept-encoding')
      expect(again.headers()['content-security-policy'], url).toContain("default-src 'self'")
      // The brotli body's ETag does not validate the gzip body, nor the identity one.
      for (const accepted of ['gzip', 'identity']) {
        const other = await request.get(url, { headers: { 'Accept-Encoding': accepted, 'If-None-Match': etag } })
        expect(other.status(), `${url} ${accepted}`).toBe(200)
        expect(other.headers()['etag'], `${url} ${accepted}`).not.toBe(etag)
      }
    }
  })

  test('a ranged request is answered from the identity file, never a compressed one', async ({ request }) => {
    const script = entryScript()
    const response = await request.get(script, { headers: { 'Accept-Encoding': 'br, gzip', Range: 'bytes=0-9' } })
    expect(response.status()).toBe(206)
    expect(response.headers()['content-encoding']).toBeUndefined()
    expect(await response.body()).toEqual(readFileSync(path.join(distDir, script)).subarray(0, 10))
  })

  test('a file without precompressed copies is still compressed on the fly, without a misleading ETag', async ({ request }) => {
    const file = path.join(distDir, 'precompress-fallback.txt')
    writeFileSync(file, 'Green Valley Organic Farm. '.repeat(400))
    try {
      const response = await request.get('/precompress-fallback.txt', { headers: { 'Accept-Encoding': 'gzip' } })
      expect(response.status()).toBe(200)
      expect(response.headers()['content-encoding']).toBe('gzip')
      expect(response.headers()['etag']).toBeUndefined()
      expect(varyOf(response)).toContain('accept-encoding')
      expect(await response.text()).toBe(readFileSync(file, 'utf8'))
    } finally {
      rmSync(file)
    }
  })

  test('a precompressed copy asked for by name is served as it is', async ({ request }) => {
    const response = await request.get(`${entryScript()}.br`, { headers: { 'Accept-Encoding': 'br' } })
    expect(response.status()).toBe(200)
    expect(response.headers()['content-encoding']).toBeUndefined()
  })
})
