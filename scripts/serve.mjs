#!/usr/bin/env node
// Production static server for dist/: `npm run serve`, Playwright's webServer and `npm run bench` use it.
// serve-handler (clean URLs, 404.html, Range, ETag) + compression (br/gzip), configured by serve.json.
// Env: PORT (default 4173; 0 picks a free port), DIST_DIR (default dist). Host is always 127.0.0.1.
// Hardened (decision 006): a malformed or overlong URL is a 400 with a one-line log, a dotfile is a 404,
// an unsatisfiable Range is a 416 with an empty body. See docs/decisions/020-static-server.md.
// Every response, the server's own refusals included, carries serve.json's headers for "**" (the
// Content-Security-Policy and the other security headers, decision 110).
import { createReadStream, existsSync, readFileSync } from 'node:fs'
import http from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'

const HOST = '127.0.0.1'
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const require = createRequire(import.meta.url)
const serveHandler = require('serve-handler')
const compression = require('compression')

const config = JSON.parse(readFileSync(path.join(root, 'serve.json'), 'utf8'))
const distDir = path.resolve(root, process.env.DIST_DIR ?? config.public)
const port = Number(process.env.PORT ?? 4173)

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error(`serve: ${path.join(distDir, 'index.html')} not found — run \`npm run build\` first.`)
  process.exit(1)
}

/** The headers serve.json gives every path: set first on every response; serve-handler's rules then add to them. */
const everyResponseHeaders = config.headers.filter((rule) => rule.source === '**').flatMap((rule) => rule.headers)

// The policy names the hash of the pages' inline start script: a dist/ built from another start script
// (say, after switching branches without building) would never start its app under it.
const servedPolicy = everyResponseHeaders.find(({ key }) => key === 'Content-Security-Policy')?.value
const builtHeaders = path.join(distDir, '_headers')
const builtPolicy = existsSync(builtHeaders)
  ? readFileSync(builtHeaders, 'utf8').match(/^\s+Content-Security-Policy: (.*)$/m)?.[1]
  : undefined
if (servedPolicy !== builtPolicy) {
  console.error(
    `serve: serve.json's Content-Security-Policy is not the one ${distDir} was built for (${builtHeaders}) — run \`npm run build\`.`,
  )
  process.exit(1)
}

const compress = compression({
  // A compressed byte range would not match the file's offsets, so ranged responses stay identity.
  filter: (req, res) => !req.headers.range && compression.filter(req, res),
})
const handlerConfig = { ...config, public: distDir }
const notFoundPage = readFileSync(path.join(distDir, '404.html'))

/** Longer URLs are refused: no page of the site comes close, and a log line must stay one short line. */
const MAX_URL_LENGTH = 2048

/** The start of a URL for a log line, so a long or hostile URL cannot flood the log. */
const shown = (url) => JSON.stringify(url.length > 120 ? `${url.slice(0, 120)}…` : url)

/** Why a request is refused before looking for a file, or undefined when it may go on. */
function refusal(url) {
  if (url.length > MAX_URL_LENGTH) return { status: 400, reason: `URL longer than ${MAX_URL_LENGTH} characters` }
  let pathname
  try {
    pathname = decodeURIComponent(new URL(url, 'http://localhost').pathname)
  } catch {
    return { status: 400, reason: 'malformed URL' }
  }
  if ([...pathname].some((char) => char < ' ' || char === '\\'))
    return { status: 400, reason: 'control character or backslash in the path' }
  // Files and folders starting with a dot (.git, .env, .vite) are never part of the site.
  if (pathname.split('/').some((segment) => segment.startsWith('.'))) return { status: 404 }
  return undefined
}

function sendRefusal(req, res, { status, reason }) {
  if (status === 404) {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' })
    res.end(req.method === 'HEAD' ? undefined : notFoundPage)
    return
  }
  console.error(`serve: ${status} ${req.method} ${shown(req.url)}: ${reason}`)
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('Bad Request')
}

/**
 * serve-handler answers an unsatisfiable Range with 416 but still sends the whole file: this sends
 * the 416 with its Content-Range and an empty body instead.
 */
function emptyBodyOn416(res) {
  const writeHead = res.writeHead
  res.writeHead = (status, ...rest) =>
    status === 416
      ? writeHead.call(res, 416, { 'Content-Range': res.getHeader('Content-Range'), 'Content-Length': 0 })
      : writeHead.call(res, status, ...rest)
  return {
    createReadStream: (file, options) => (res.statusCode === 416 ? Readable.from([]) : createReadStream(file, options)),
  }
}

const server = http.createServer((req, res) => {
  for (const { key, value } of everyResponseHeaders) res.setHeader(key, value)
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' }).end()
    return
  }
  const refused = refusal(req.url ?? '/')
  if (refused) {
    sendRefusal(req, res, refused)
    return
  }
  compress(req, res, () => {
    serveHandler(req, res, handlerConfig, emptyBodyOn416(res)).catch((error) => {
      console.error(`serve: 500 ${req.method} ${shown(req.url)}: ${error.message}`)
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
      res.end('Internal Server Error')
    })
  })
})

server.on('error', (error) => {
  console.error(error.code === 'EADDRINUSE' ? `serve: port ${port} on ${HOST} is already in use.` : error)
  process.exit(1)
})

server.listen(port, HOST, () => {
  const { port: actualPort } = server.address()
  console.log(`Serving ${distDir} at http://${HOST}:${actualPort}`)
})

function shutdown() {
  server.close(() => process.exit(0))
  server.closeAllConnections()
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)
