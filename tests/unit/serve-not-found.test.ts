// @vitest-environment node
// What scripts/serve.mjs answers for an address no file answers (issue 52, item 6): the not-found page, or on a
// record page's path with an id the build has no page for ("/farmer-details/0") that page's view of an unknown
// id, the one the app draws there once it starts; both with status 404, the security headers and no-store.
// A small dist/ is made here (DIST_DIR) as scripts/build.ts writes one.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HeaderRule } from '#scripts/static-table.mjs'
import { startServe, type ServeProcess } from '#tests/serve-process.ts'

const serveJson = JSON.parse(readFileSync('serve.json', 'utf8')) as { headers: HeaderRule[] }
const policy = serveJson.headers.flatMap((rule) => rule.headers).find(({ key }) => key === 'Content-Security-Policy')!.value

const dist = mkdtempSync(join(tmpdir(), 'serve-not-found-'))
const write = (file: string, body: string | Buffer) => {
  mkdirSync(join(dist, file, '..'), { recursive: true })
  writeFileSync(join(dist, file), body)
}
const UNKNOWN_FARMER = '<main><h1>Meet the Farmer</h1></main>'
write('index.html', '<p>home</p>')
write('404.html', '<h1>Sorry Page Was Not Found!</h1>')
write('farmer-details/1/index.html', '<h1>Farmer 1</h1>')
write('blog-standard/index.html', '<p>page 1</p>')
write('blog-standard/2/index.html', '<p>page 2</p>')
write('_unknown-ids/routes.json', JSON.stringify([{ path: '/farmer-details/:id', file: 'farmer-details.html' }]))
write('_unknown-ids/farmer-details.html', UNKNOWN_FARMER)
write('_unknown-ids/farmer-details.html.gz', gzipSync(UNKNOWN_FARMER))
write('_headers', `/*\n  Content-Security-Policy: ${policy}\n`)

let server: ServeProcess
beforeAll(async () => {
  server = await startServe(dist)
})
afterAll(async () => {
  await server.stop()
  rmSync(dist, { recursive: true, force: true })
})

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.base}${url}`, { headers })
  return { status: response.status, headers: response.headers, body: await response.text() }
}

describe('an unknown id on a record page', () => {
  it.each(['/farmer-details/0', '/farmer-details/99', '/farmer-details/abc', '/farmer-details/0.html'])(
    '%s is answered 404 with the view of an unknown id, under the security headers and no-store',
    async (url) => {
      const answer = await get(url)
      expect(answer).toMatchObject({ status: 404, body: UNKNOWN_FARMER })
      expect(answer.headers.get('Content-Security-Policy')).toBe(policy)
      expect(answer.headers.get('Cache-Control')).toBe('no-store')
      expect(answer.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    },
  )

  it('is sent compressed from its copy to a client that accepts it', async () => {
    const response = await fetch(`${server.base}/farmer-details/0`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.status).toBe(404)
    expect(response.headers.get('Content-Encoding')).toBe('gzip')
    // fetch decompresses it; the length says the copy was sent.
    expect(Number(response.headers.get('Content-Length'))).toBe(gzipSync(UNKNOWN_FARMER).length)
    expect(await response.text()).toBe(UNKNOWN_FARMER)
  })

  it('leaves a known record, and addresses off the record path, as they were', async () => {
    expect(await get('/farmer-details/1')).toMatchObject({ status: 200, body: '<h1>Farmer 1</h1>' })
    for (const url of ['/farmer-details', '/farmer-details/0/more', '/farmer-detailsX/0', '/no-such-page'])
      expect(await get(url), url).toMatchObject({ status: 404, body: '<h1>Sorry Page Was Not Found!</h1>' })
  })

  it('is never served at an address of its own', async () => {
    for (const url of ['/_unknown-ids/farmer-details.html', '/_unknown-ids/farmer-details', '/_unknown-ids/routes.json'])
      expect(await get(url), url).toMatchObject({ status: 404, body: '<h1>Sorry Page Was Not Found!</h1>' })
  })
})

describe('a page of a numbered list that does not exist', () => {
  it.each(['/blog-standard/99', '/blog-standard/0', '/blog-standard/abc'])('%s is the not-found page, 404', async (url) => {
    expect(await get(url)).toMatchObject({ status: 404, body: '<h1>Sorry Page Was Not Found!</h1>' })
  })
})
