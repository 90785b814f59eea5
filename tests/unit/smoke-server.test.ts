// @vitest-environment node
// The server of the smoke tests in Firefox and WebKit (tests/browsers/smoke-server.mjs): scripts/serve.mjs's
// answers, each page with the error recorder as its first script, and failed sub-resource requests remembered.
// The engines themselves run only in `npm run test:browsers`.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, expect, it } from 'vitest'
import { startSmokeServer, type SmokeServer } from '#tests/browsers/smoke-server.mjs'

const policy = (
  JSON.parse(readFileSync('serve.json', 'utf8')) as { headers: { headers: { key: string; value: string }[] }[] }
).headers
  .flatMap((rule) => rule.headers)
  .find(({ key }) => key === 'Content-Security-Policy')!.value

const dist = mkdtempSync(join(tmpdir(), 'smoke-server-'))
for (const [file, body] of Object.entries({
  'index.html': '<html><head><title>Home</title></head></html>',
  '404.html': '<html><head></head><h1>Sorry Page Was Not Found!</h1></html>',
  'farmer-details/1/index.html': '<html><head></head><h1>Farmer 1</h1></html>',
  '_unknown-ids/routes.json': JSON.stringify([{ path: '/farmer-details/:id', file: 'farmer-details.html' }]),
  '_unknown-ids/farmer-details.html': '<html><head></head><h1>Meet the Farmer</h1></html>',
  _headers: `/*\n  Content-Security-Policy: ${policy}\n`,
})) {
  mkdirSync(join(dist, file, '..'), { recursive: true })
  writeFileSync(join(dist, file), body)
}

let server: SmokeServer
beforeAll(async () => {
  server = await startSmokeServer(dist)
  // Undone after the file's tests.
  return async () => {
    await server.close()
    rmSync(dist, { recursive: true, force: true })
  }
})

const openPage = async (url: string) => {
  const response = await fetch(`${server.origin}${url}`, { headers: { Accept: 'text/html', 'Accept-Encoding': 'br, gzip' } })
  return { status: response.status, policy: response.headers.get('Content-Security-Policy'), body: await response.text() }
}
const RECORDER = '<head><script src="/__smoke/errors.js"></script>'

it("answers a page as scripts/serve.mjs does, under the site's policy, with the error recorder first in <head>", async () => {
  expect(await openPage('/')).toEqual({ status: 200, policy, body: `<html>${RECORDER}<title>Home</title></head></html>` })
  const recorder = await fetch(`${server.origin}/__smoke/errors.js`)
  expect(recorder.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8')
  expect(await recorder.text()).toContain('__smokeErrors')
})

it("answers an unknown id 404 with its page's view, and an unknown address 404 with the not-found page", async () => {
  expect(await openPage('/farmer-details/0')).toMatchObject({
    status: 404,
    body: `<html>${RECORDER}</head><h1>Meet the Farmer</h1></html>`,
  })
  expect(await openPage('/no-such-page')).toMatchObject({
    status: 404,
    body: expect.stringContaining('Sorry Page Was Not Found!'),
  })
  expect(server.takeFailedRequests()).toEqual([])
})

it('remembers each failed sub-resource request until it is taken', async () => {
  expect((await fetch(`${server.origin}/assets/gone.js`)).status).toBe(404)
  expect(server.takeFailedRequests()).toEqual(['404 /assets/gone.js'])
  expect(server.takeFailedRequests()).toEqual([])
})
