// HTTP behaviour of scripts/serve.mjs on the real build (see docs/decisions/020-static-server.md).
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
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
