// @vitest-environment node
// scripts/serve.mjs answers from a table built at start (decision 020): after a rebuild swaps dist/ for a new
// folder, as `npm run build` does, it must answer from the new files without a restart, never from stale ones.
// A small dist/ is made here (DIST_DIR), with the _headers the server checks serve.json's policy against.
import { once } from 'node:events'
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { connect } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IN_MEMORY_FILE_LIMIT, type HeaderRule } from '#scripts/static-table.mjs'
import { startServe, type ServeProcess } from '#tests/serve-process.ts'

const serveJson = JSON.parse(readFileSync('serve.json', 'utf8')) as { headers: HeaderRule[] }
const policy = serveJson.headers.flatMap((rule) => rule.headers).find(({ key }) => key === 'Content-Security-Policy')!.value

const parent = mkdtempSync(join(tmpdir(), 'serve-rebuild-'))
const dist = join(parent, 'dist')

/** The video's size in a build: large enough to be streamed, not held in memory, and different in each build. */
const videoSize = (version: string) => IN_MEMORY_FILE_LIMIT + version.length * 1000

/** A build: the home and about pages, a script and a video, each saying `version`. */
function writeBuild(folder: string, version: string, asset: string) {
  const write = (file: string, body: string | Buffer) => {
    mkdirSync(join(folder, file, '..'), { recursive: true })
    writeFileSync(join(folder, file), body)
  }
  write('index.html', `<p>home ${version}</p>`)
  write('404.html', '<p>not found</p>')
  write('about/index.html', `<p>about ${version}</p>`)
  write(`assets/${asset}`, `console.log("${version}")`)
  write('video/tour.mp4', Buffer.alloc(videoSize(version), version))
  write('_headers', `/*\n  Content-Security-Policy: ${policy}\n`)
}

/** Swaps in a new build as scripts/build.ts does: the old folder renamed away, the new one renamed in. */
function rebuild(version: string, asset: string) {
  const next = join(parent, `dist-next-${version}`)
  writeBuild(next, version, asset)
  renameSync(dist, join(parent, 'dist-old'))
  renameSync(next, dist)
  rmSync(join(parent, 'dist-old'), { recursive: true, force: true })
}

let server: ServeProcess
let base: string

beforeAll(async () => {
  writeBuild(dist, 'one', 'app-one.js')
  server = await startServe(dist)
  base = server.base
})

afterAll(async () => {
  await server.stop()
  rmSync(parent, { recursive: true, force: true })
})

const text = async (url: string) => {
  const response = await fetch(`${base}${url}`)
  return { status: response.status, body: await response.text() }
}

describe('after a rebuild', () => {
  it('answers from the new build, without a restart: new pages, new assets, and old assets gone', async () => {
    expect(await text('/about')).toEqual({ status: 200, body: '<p>about one</p>' })
    expect((await text('/assets/app-one.js')).status).toBe(200)

    rebuild('two', 'app-two.js')
    // The server looks for a rebuild at most once a second.
    await expect.poll(async () => (await text('/about')).body, { timeout: 5_000, interval: 200 }).toBe('<p>about two</p>')
    expect(await text('/')).toEqual({ status: 200, body: '<p>home two</p>' })
    expect(await text('/assets/app-two.js')).toEqual({ status: 200, body: 'console.log("two")' })
    expect((await text('/assets/app-one.js')).status).toBe(404)
  })

  it('a streamed file asked for just after the swap comes from the new build, not an error', async () => {
    rebuild('three', 'app-three.js')
    // Past the once-a-second check, so this very request finds the table's file gone and answers afresh.
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    const response = await fetch(`${base}/video/tour.mp4`)
    expect(response.status).toBe(200)
    const body = Buffer.from(await response.arrayBuffer())
    expect(body.length).toBe(videoSize('three'))
    expect(body.subarray(0, 5).toString()).toBe('three')
  })
})

describe('a request Node cannot read', () => {
  it('is answered with the security headers and no-store, like every other answer (scripts/client-error-answer.mjs)', async () => {
    const socket = connect(Number(new URL(base).port), '127.0.0.1')
    socket.end('GARBAGE\r\n\r\n')
    let answer = ''
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')))
    await once(socket, 'close')
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
    expect(answer).toContain(`\r\nContent-Security-Policy: ${policy}\r\n`)
    expect(answer).toContain('\r\nCache-Control: no-store\r\n')
  })
})
