#!/usr/bin/env node
// Production static server for dist/: `npm run serve`, Playwright's webServer and `npm run bench` use it.
// serve-handler (clean URLs, 404.html, Range, ETag), configured by serve.json, plus the build's precompressed
// copies (x.js.br, x.js.gz: brotli preferred, then gzip), each with its own ETag; `compression` compresses on
// the fly only a compressible file without copies. Conditional requests (If-None-Match) are answered here,
// per encoding, and every compressible response (304s too) says Vary: Accept-Encoding.
// Env: PORT (default 4173; 0 picks a free port), DIST_DIR (default dist). Host is always 127.0.0.1.
// Hardened (decisions 006, 020): a malformed or overlong URL is a 400 with a one-line log; a path the file
// system refuses (a 256+ character name) is a 404 with a one-line log; a dotfile or build metadata
// (/_headers) is a 404; the not-found page answers 404 at each of its addresses; an unsatisfiable Range is a
// 416 with an empty body, a malformed one is ignored; no error answer is cacheable (no-store).
// See docs/decisions/020-static-server.md.
// Every response, the server's own refusals included, carries serve.json's headers for "**" (the
// Content-Security-Policy and the other security headers, decision 110).
import { createReadStream, existsSync, lstat, readFileSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import http from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { isCompressible, PRECOMPRESSED } from './compressible.mjs'

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

/** The not-found page, as built and precompressed, sent for the server's own 404s. */
const notFoundPage = new Map(
  [{ encoding: 'identity', suffix: '' }, ...PRECOMPRESSED]
    .filter(({ suffix }) => existsSync(path.join(distDir, `404.html${suffix}`)))
    .map(({ encoding, suffix }) => [encoding, readFileSync(path.join(distDir, `404.html${suffix}`))]),
)

/** Longer URLs are refused: no page of the site comes close, and a log line must stay one short line. */
const MAX_URL_LENGTH = 2048

/** The start of a URL for a log line, so a long or hostile URL cannot flood the log. */
const shown = (url) => JSON.stringify(url.length > 120 ? `${url.slice(0, 120)}…` : url)

/**
 * The addresses of the not-found page (dist/404.html and the prerendered /not-found, NOT_FOUND_PATH in
 * src/page-model/route-paths.ts), with or without index.html or a trailing slash: all answer 404.
 */
const NOT_FOUND_ADDRESS = /^\/(404|not-found)(\.html|\/|\/index\.html)?$/

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
  // Files and folders starting with a dot (.git, .env, .vite) are never part of the site, nor are those
  // starting with "_" at the top: build metadata for static hosts (_headers; _redirects and the like).
  if (pathname.split('/').some((segment) => segment.startsWith('.')) || pathname.startsWith('/_')) return { status: 404 }
  if (NOT_FOUND_ADDRESS.test(pathname)) return { status: 404 }
  return undefined
}

/** The encodings the client accepts (`Accept-Encoding`, q=0 meaning "not this one"). */
function acceptedEncodings(req) {
  const accepted = new Set()
  const refused = new Set()
  for (const part of String(req.headers['accept-encoding'] ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = parameters.map((p) => p.trim().match(/^q=([\d.]+)$/)?.[1]).find(Boolean)
    ;(q !== undefined && Number(q) === 0 ? refused : accepted).add(name)
  }
  return (encoding) => !refused.has(encoding) && (accepted.has(encoding) || accepted.has('*'))
}

/** The precompressed copy to send for `file`, the client's preference permitting: br, then gzip. */
async function precompressedCopy(file, accepts) {
  if (!isCompressible(file)) return undefined
  for (const { encoding, suffix } of PRECOMPRESSED) {
    if (!accepts(encoding)) continue
    try {
      const copy = await stat(`${file}${suffix}`)
      if (copy.isFile()) return { encoding, file: `${file}${suffix}`, size: copy.size, suffix }
    } catch {
      // No such copy: try the next one.
    }
  }
  return undefined
}

/** Does an If-None-Match header name this ETag? (Weak comparison, as RFC 9110 asks for If-None-Match.) */
function matches(ifNoneMatch, etag) {
  if (!ifNoneMatch || !etag) return false
  if (ifNoneMatch.trim() === '*') return true
  const opaque = (tag) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag))
}

/** A Range header this server understands: `bytes=` then ranges like 0-9, 10- or -5, each in order. */
function wellFormedRange(range) {
  const match = /^bytes=(.+)$/.exec(range.trim())
  if (!match) return false
  return match[1].split(',').every((spec) => {
    const parts = /^\s*(\d*)-(\d*)\s*$/.exec(spec)
    if (!parts || (parts[1] === '' && parts[2] === '')) return false
    return parts[1] === '' || parts[2] === '' || Number(parts[1]) <= Number(parts[2])
  })
}

/** Headers a response's status, type and encoding make wrong for a 304 (which has no body). */
const BODY_HEADERS = ['Content-Length', 'Content-Type', 'Content-Encoding', 'Content-Disposition', 'Accept-Ranges']

function sendRefusal(req, res, { status, reason }) {
  if (status === 404) {
    const accepts = acceptedEncodings(req)
    const encoding = PRECOMPRESSED.map((copy) => copy.encoding).find((name) => accepts(name) && notFoundPage.has(name))
    const body = notFoundPage.get(encoding ?? 'identity')
    res.writeHead(404, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      'Cache-Control': 'no-store',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    })
    res.end(req.method === 'HEAD' ? undefined : body)
    return
  }
  console.error(`serve: ${status} ${req.method} ${shown(req.url)}: ${reason}`)
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('Bad Request')
}

const lstatAsync = promisify(lstat)

/**
 * serve-handler's file-system hooks and a writeHead around its answer, for one request:
 * - lstat: a path the file system refuses (ENAMETOOLONG, EINVAL…) is a file that does not exist, so
 *   serve-handler answers 404 (its own 500 would log a stack and carry the path's caching); one log line.
 * - createReadStream: the first file serve-handler opens is the body (the page, file or 404.html; later
 *   calls read for its ETag): the precompressed copy when the client accepts one and no Range is asked,
 *   an empty body for a 416.
 * - writeHead: the copy's Content-Encoding, Content-Length and ETag (the identity one with -br or -gz),
 *   Vary on compressible files, the 304 for a matching If-None-Match, and no-store without ETag on
 *   every error answer.
 */
function hooks(req, res, ifNoneMatch) {
  const accepts = acceptedEncodings(req)
  let body
  let refusedLogged = false

  const writeHead = res.writeHead
  res.writeHead = (status, ...rest) => {
    const headersArgument = rest.find((value) => value && typeof value === 'object')
    const headers = { ...headersArgument }
    const reason = rest.find((value) => typeof value === 'string')
    if (status === 416) {
      return writeHead.call(res, 416, {
        'Content-Range': res.getHeader('Content-Range'),
        'Content-Length': 0,
        'Cache-Control': 'no-store',
      })
    }
    const compressible = body !== undefined && isCompressible(body.file)
    if (compressible) res.setHeader('Vary', 'Accept-Encoding')
    if (body?.copy) {
      headers['Content-Encoding'] = body.copy.encoding
      headers['Content-Length'] = body.copy.size
      if (headers.ETag) headers.ETag = headers.ETag.replace(/"$/, `-${body.copy.suffix.slice(1)}"`)
    } else if (compressible && status !== 206 && (accepts('br') || accepts('gzip'))) {
      // `compression` may encode this body on the fly: the identity file's ETag would then be wrong.
      delete headers.ETag
    }
    if (status >= 400) {
      headers['Cache-Control'] = 'no-store'
      delete headers.ETag
      res.removeHeader('ETag')
    } else if (status === 200 && matches(ifNoneMatch, headers.ETag)) {
      for (const name of BODY_HEADERS) delete headers[name]
      res.statusCode = 304
      return writeHead.call(res, 304, headers)
    }
    return reason === undefined ? writeHead.call(res, status, headers) : writeHead.call(res, status, reason, headers)
  }

  return {
    lstat: async (file, ...rest) => {
      try {
        return await lstatAsync(file, ...rest)
      } catch (error) {
        if (error.code === 'ENOENT' || error.code === 'ENOTDIR') throw error
        if (!refusedLogged)
          console.error(
            `serve: 404 ${req.method} ${shown(req.url)}: the file system refuses the path (${error.code ?? error.message})`,
          )
        refusedLogged = true
        throw Object.assign(new Error('not found'), { code: 'ENOENT' })
      }
    },
    // Not async: serve-handler reads for the ETag without awaiting (the body's stream it awaits).
    createReadStream: (file, options = {}) => {
      if (body !== undefined) return createReadStream(file, options)
      body = { file }
      if (res.statusCode === 416) return Readable.from([])
      const ranged = options.start !== undefined || options.end !== undefined
      if (ranged) return createReadStream(file, options)
      return precompressedCopy(file, accepts).then((copy) => {
        body.copy = copy
        return createReadStream(copy?.file ?? file, options)
      })
    },
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
  // A Range that is not well-formed is ignored (RFC 9110): the whole file, as if none was asked.
  if (req.headers.range !== undefined && !wellFormedRange(req.headers.range)) delete req.headers.range
  // Conditional requests are answered in `hooks`, once the encoding and its ETag are known.
  const ifNoneMatch = req.headers['if-none-match']
  delete req.headers['if-none-match']
  compress(req, res, () => {
    serveHandler(req, res, handlerConfig, hooks(req, res, ifNoneMatch)).catch((error) => {
      console.error(`serve: 500 ${req.method} ${shown(req.url)}: ${error.message}`)
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
      res.end('Internal Server Error')
    })
  })
})

server.on('error', (error) => {
  if (error.code === 'EADDRINUSE') {
    const other = port === 5000 ? 5001 : 5000
    console.error(
      `serve: port ${port} on ${HOST} is already in use (another server?); choose another port with PORT, e.g. PORT=${other} npm start (or PORT=0 for any free port).`,
    )
  } else console.error(error)
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
