// @vitest-environment node
// Node's own answers to requests it cannot read (scripts/client-error-answer.mjs): each carries the headers every
// other answer has, and Cache-Control. A server with short time limits stands in for scripts/serve.mjs.
import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerClientError } from '#scripts/client-error-answer.mjs'

const EVERY_RESPONSE = { 'Content-Security-Policy': "default-src 'self'", 'X-Content-Type-Options': 'nosniff' }

let server: Server
let port: number

beforeAll(async () => {
  server = createServer({ headersTimeout: 300, requestTimeout: 300, connectionsCheckingInterval: 50 }, (_request, response) =>
    response.end('ok'),
  )
  server.on(
    'clientError',
    answerClientError(() => EVERY_RESPONSE),
  )
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  port = (server.address() as { port: number }).port
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** What the server answers to `bytes` sent as they are (nothing more is sent), as status and headers. */
async function answerTo(bytes: string) {
  const socket = connect(port, '127.0.0.1')
  socket.write(bytes)
  let text = ''
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')))
  await once(socket, 'close')
  const [head = '', body] = text.split('\r\n\r\n')
  const [statusLine = '', ...lines] = head.split('\r\n')
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  )
  return { status: statusLine, headers, body }
}

describe('the answers Node gives itself', () => {
  it.each([
    ['a request line that is not HTTP', 'GARBAGE\r\n\r\n', 'HTTP/1.1 400 Bad Request'],
    [
      'headers past Node’s 16 KB',
      `GET / HTTP/1.1\r\nHost: a\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      'HTTP/1.1 431 Request Header Fields Too Large',
    ],
    ['headers that never end in time', 'GET / HTTP/1.1\r\nHost: a\r\n', 'HTTP/1.1 408 Request Timeout'],
  ])('%s: the status, the headers of every answer, no-store, and the connection closed', async (_case, bytes, status) => {
    const answer = await answerTo(bytes)
    expect(answer.status).toBe(status)
    expect(answer.headers).toMatchObject({
      'content-security-policy': "default-src 'self'",
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      connection: 'close',
    })
    expect(answer.body).toBe(status.replace(/^HTTP\/1\.1 \d+ /, ''))
  })

  it('a request it can read is answered by the server, not here', async () => {
    expect((await answerTo('GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n')).status).toBe('HTTP/1.1 200 OK')
  })
})
