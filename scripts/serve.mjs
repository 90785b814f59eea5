#!/usr/bin/env node
// Production static server for dist/: `npm run serve`, Playwright's webServer and `npm run bench` use it.
// It answers from a table of dist/ built once at start (scripts/static-table.mjs): each file's clean URLs
// (serve.json's cleanUrls and trailingSlash: false, as serve-handler applied them), its headers (serve.json's
// rules), and its identity, brotli and gzip bodies (the build's precompressed x.js.br, x.js.gz), each with its
// own ETag; small bodies are held in memory, large ones streamed. So a request for a known file does no
// file-system work. A URL not in the table is looked up on disk (a file added by hand; compressed on the fly
// when it is compressible and has no copies). The table is built again when dist/index.html or serve.json
// changes (a rebuild), checked at most once a second. Conditional requests (If-None-Match) are answered per
// encoding, and every compressible response (304s too) says Vary: Accept-Encoding.
// Env: PORT (default 4173; 0 picks a free port), DIST_DIR (default dist). Host is always 127.0.0.1.
// Hardened (decisions 006, 020): a malformed or overlong URL is a 400 with a one-line log; a path the file
// system refuses (a 256+ character name) is a 404 with a one-line log; a dotfile or build metadata
// (/_headers) is a 404; the not-found page answers 404 at each of its addresses; an unknown id on a record
// page's path ("/farmer-details/0") is a 404 with that page's view of an unknown id (static-table.mjs); an unsatisfiable Range is a
// 416 with an empty body, a malformed one is ignored; no error answer is cacheable (no-store).
// See docs/decisions/020-static-server.md.
// Every response, the server's own refusals and Node's (400 for a bad request line, 408, 431) included, carries
// serve.json's headers for "**" (the Content-Security-Policy and the other security headers, decision 110).
import { createReadStream, existsSync, fstat, readFileSync } from 'node:fs'
import { lstat, stat } from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'
import { pipeline, Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'
import { answerClientError } from './client-error-answer.mjs'
import { PRECOMPRESSED } from './compressible.mjs'
import { buildTable, fileEntry, headerRules, notFoundPageFor, resolveUrl } from './static-table.mjs'

const HOST = '127.0.0.1'
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const serveJson = path.join(root, 'serve.json')
const distDir = path.resolve(root, process.env.DIST_DIR ?? JSON.parse(readFileSync(serveJson, 'utf8')).public)
const port = Number(process.env.PORT ?? 4173)
const indexPage = path.join(distDir, 'index.html')

if (!existsSync(indexPage)) {
  console.error(`serve: ${indexPage} not found — run \`npm run build\` first.`)
  process.exit(1)
}

/**
 * serve.json, and why dist/ cannot be served under it, if it cannot: its policy names the hash of the pages'
 * inline start script, so a dist/ built from another start script (say, after switching branches without
 * building) would never start its app under it.
 */
function readConfig() {
  const config = JSON.parse(readFileSync(serveJson, 'utf8'))
  const rule = config.headers.find(
    (candidate) => candidate.source === '**' && candidate.headers.some(({ key }) => key === 'Content-Security-Policy'),
  )
  const servedPolicy = rule?.headers.find(({ key }) => key === 'Content-Security-Policy')?.value
  const builtHeaders = path.join(distDir, '_headers')
  const builtPolicy = existsSync(builtHeaders)
    ? readFileSync(builtHeaders, 'utf8').match(/^\s+Content-Security-Policy: (.*)$/m)?.[1]
    : undefined
  const mismatch =
    servedPolicy === builtPolicy
      ? undefined
      : `serve: serve.json's Content-Security-Policy is not the one ${distDir} was built for (${builtHeaders}) — run \`npm run build\`.`
  return { config, mismatch }
}

/** What identifies the build and the headers the table was made from: checked to notice a rebuild. */
async function signature() {
  const [page, headers] = await Promise.all([stat(indexPage), stat(serveJson)])
  return `${page.ino}:${page.mtimeMs}:${page.size}:${headers.mtimeMs}`
}

const initial = readConfig()
if (initial.mismatch) {
  console.error(initial.mismatch)
  process.exit(1)
}
const initialSignature = await signature()
let table = {
  ...(await buildTable(distDir, initial.config)),
  rules: headerRules(initial.config.headers),
  signature: initialSignature,
}

/** How often, at most, the server looks for a rebuild of dist/ (two stats). */
const REBUILD_CHECK_MS = 1000
let lastCheck = Date.now()
/** The check (and table build) under way, if any. */
let checking
/** The last reason a rebuilt dist/ could not be read, so it is logged once, not every second. */
let lastProblem

/** Looks for a rebuild (dist/index.html or serve.json changed) and builds the table again if there was one. */
function checkForRebuild() {
  checking ??= (async () => {
    try {
      const before = await signature()
      if (before === table.signature) return
      const { config, mismatch } = readConfig()
      // Between the build's swap of dist/ and its rewrite of serve.json there may be a moment of mismatch:
      // say so, serve what is there; serve.json's change is the next rebuild of the table.
      if (mismatch) console.error(mismatch)
      const rebuilt = await buildTable(distDir, config)
      // A build swapping dist/ while it was read: read it again at the next check.
      if ((await signature()) !== before) return
      table = { ...rebuilt, rules: headerRules(config.headers), signature: before }
    } catch (error) {
      // dist/ being swapped (no index.html for a moment) is no problem: the next check tries again. Anything
      // else (serve.json left unreadable, say) is said once; the previous table is served meanwhile.
      if (error.code !== 'ENOENT' && error.message !== lastProblem)
        console.error(
          `serve: the rebuilt ${distDir} or serve.json could not be read (${error.message}); still serving the previous build.`,
        )
      lastProblem = error.message
    } finally {
      lastCheck = Date.now()
      checking = undefined
    }
  })()
  return checking
}

/** Longer URLs are refused: no page of the site comes close, and a log line must stay one short line. */
const MAX_URL_LENGTH = 2048

/** The start of a URL for a log line, so a long or hostile URL cannot flood the log. */
const shown = (url) => JSON.stringify(url.length > 120 ? `${url.slice(0, 120)}…` : url)

/**
 * The addresses of the not-found page (dist/404.html and the prerendered /not-found, NOT_FOUND_PATH in
 * src/page-model/route-paths.ts), with or without index.html or a trailing slash: all answer 404.
 */
const NOT_FOUND_ADDRESS = /^\/(404|not-found)(\.html|\/|\/index\.html)?$/

// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\\]/

/** The request's decoded path, or why it is refused before looking for a file. */
function requestPath(url) {
  if (url.length > MAX_URL_LENGTH) return { refused: { status: 400, reason: `URL longer than ${MAX_URL_LENGTH} characters` } }
  let pathname
  try {
    // Read as a path even when it starts with "//" (which a URL parser would take for a host name).
    pathname = decodeURIComponent(new URL(url.startsWith('/') ? `http://localhost${url}` : url, 'http://localhost').pathname)
  } catch {
    return { refused: { status: 400, reason: 'malformed URL' } }
  }
  if (CONTROL_OR_BACKSLASH.test(pathname))
    return { refused: { status: 400, reason: 'control character or backslash in the path' } }
  // Files and folders starting with a dot (.git, .env, .vite) are never part of the site, nor are those
  // starting with "_" at the top: build metadata for static hosts (_headers; _redirects and the like).
  if (pathname.includes('/.') || pathname.startsWith('/_')) return { refused: { status: 404 } }
  if (NOT_FOUND_ADDRESS.test(pathname)) return { refused: { status: 404 } }
  return { pathname }
}

/**
 * Where serve-handler redirected (301) with cleanUrls and trailingSlash: false, before looking for a file:
 * "/x.html" and "/x/index" to "/x", "/x/" to "/x", "//" to "/". So "/x/index.html" takes two redirects.
 */
function cleanUrlRedirect(pathname) {
  if (/(\.html|\/index)$/.test(pathname)) {
    const target = pathname.replace(/(\.html|\/index)$/, '').replace(/\/{2,}/g, '/')
    return target.startsWith('/') ? target : `/${target}`
  }
  if (pathname.includes('//')) return pathname.replace(/\/+/g, '/')
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.slice(0, -1)
  return undefined
}

/** The encodings the client accepts (`Accept-Encoding`, q=0 meaning "not this one"). */
function acceptedEncodings(header) {
  const accepted = new Set()
  const refused = new Set()
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = parameters.map((p) => p.trim().match(/^q=([\d.]+)$/)?.[1]).find(Boolean)
    ;(q !== undefined && Number(q) === 0 ? refused : accepted).add(name)
  }
  return (encoding) => !refused.has(encoding) && (accepted.has(encoding) || accepted.has('*'))
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

/** The first satisfiable range of a well-formed Range header for a body of `size` bytes, or undefined (a 416). */
function firstRange(range, size) {
  for (const spec of range.trim().slice('bytes='.length).split(',')) {
    const [, first = '', last = ''] = /^\s*(\d*)-(\d*)\s*$/.exec(spec) ?? []
    // "-5": the last 5 bytes (the whole body when it is shorter); "10-": from byte 10 to the end.
    const start = first === '' ? Math.max(0, size - Number(last)) : Number(first)
    const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1)
    if (start <= end) return { start, end }
  }
  return undefined
}

/**
 * Streams a variant's file into the response. When the file at its path is no longer the one the table was
 * built from (gone, or another one: a rebuild swapped dist/), `onGone` answers instead.
 */
function sendFileStream(res, status, headers, variant, options, onGone, transform) {
  const stream = createReadStream(variant.path, options)
  stream.once('error', () => {
    if (!res.headersSent) onGone()
  })
  stream.once('open', (fd) =>
    fstat(fd, (error, stats) => {
      if (error || `${stats.ino}:${stats.size}:${stats.mtimeMs}` !== variant.fileId) {
        stream.destroy()
        onGone()
        return
      }
      res.writeHead(status, headers)
      // A client that goes away mid-body ends the stream; nothing to report.
      const ignore = () => {}
      if (transform) pipeline(stream, transform, res, ignore)
      else pipeline(stream, res, ignore)
    }),
  )
}

/** A variant's bytes: from memory, or from disk (`onGone` when the file is no longer there). */
function sendBody(req, res, status, headers, variant, onGone, range) {
  if (req.method === 'HEAD') return res.writeHead(status, headers).end()
  if (variant.body)
    return res.writeHead(status, headers).end(range ? variant.body.subarray(range.start, range.end + 1) : variant.body)
  sendFileStream(res, status, headers, variant, range ?? {}, onGone)
}

/** The 404 answer: the not-found page, or for a record page's path with an unknown id (`pathname`) its view of one. */
function sendNotFound(req, res, pathname) {
  const page = pathname === undefined ? table.notFound : notFoundPageFor(table, pathname)
  const accepts = acceptedEncodings(req.headers['accept-encoding'])
  const variant = page.variants.find(({ encoding }) => encoding === 'identity' || accepts(encoding))
  res.writeHead(404, {
    ...table.everyResponse,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': variant.size,
    'Cache-Control': 'no-store',
    Vary: 'Accept-Encoding',
    ...(variant.encoding === 'identity' ? {} : { 'Content-Encoding': variant.encoding }),
  })
  res.end(req.method === 'HEAD' ? undefined : variant.body)
}

function sendBadRequest(req, res, status, reason) {
  console.error(`serve: ${status} ${req.method} ${shown(req.url)}: ${reason}`)
  res
    .writeHead(status, { ...table.everyResponse, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
    .end('Bad Request')
}

/** A path the file system refuses (ENAMETOOLONG, EINVAL…): no such file, with one log line. */
class RefusedPath extends Error {}

/** What is at a path from dist/, looked up on disk for a URL the table does not know. */
async function kindOnDisk(file) {
  if (file.split('/').some((segment) => segment.startsWith('.'))) return undefined
  try {
    return (await lstat(path.join(distDir, file))).isFile() ? 'file' : 'other'
  } catch (error) {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return undefined
    throw new RefusedPath(error.code ?? error.message)
  }
}

/** The entry for a URL the table does not know, read from disk now (a file added to dist/ by hand), or undefined. */
async function entryOnDisk(req, pathname) {
  try {
    const file = await resolveUrl(pathname, kindOnDisk)
    if (file === undefined) return undefined
    return await fileEntry(distDir, file, await lstat(path.join(distDir, file)), table.rules)
  } catch (error) {
    if (!(error instanceof RefusedPath)) throw error
    console.error(`serve: 404 ${req.method} ${shown(req.url)}: the file system refuses the path (${error.message})`)
    return undefined
  }
}

/** A compressible file without copies, compressed now: brotli (fast settings) or gzip, no ETag, no length. */
function sendCompressedOnTheFly(req, res, entry, encoding, onGone) {
  const headers = entry.compressedOnTheFly[encoding]
  if (req.method === 'HEAD') return res.writeHead(200, headers).end()
  const compressor = encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : createGzip()
  if (entry.identity.body) {
    res.writeHead(200, headers)
    pipeline(Readable.from([entry.identity.body]), compressor, res, () => {})
  } else sendFileStream(res, 200, headers, entry.identity, {}, onGone, compressor)
}

function sendEntry(req, res, entry, fromDisk) {
  // A file of the table gone or replaced on disk means dist/ was rebuilt: once the table has caught up, answer
  // from disk. A file looked up on disk and gone at once is an error.
  const onGone = () =>
    fromDisk ? sendServerError(req, res, 'file gone from dist/') : checkForRebuild().then(() => handle(req, res, true))
  const rangeHeader = req.headers.range
  // A Range that is not well-formed is ignored (RFC 9110): the whole file, as if none was asked.
  if (rangeHeader !== undefined && entry.size > 0 && wellFormedRange(rangeHeader)) {
    const range = firstRange(rangeHeader, entry.size)
    if (!range) {
      res
        .writeHead(416, {
          ...table.everyResponse,
          'Content-Range': `bytes */${entry.size}`,
          'Content-Length': 0,
          'Cache-Control': 'no-store',
        })
        .end()
      return
    }
    // A compressed byte range would not match the file's offsets, so ranged responses are identity.
    const headers = {
      ...entry.identity.headers,
      'Content-Range': `bytes ${range.start}-${range.end}/${entry.size}`,
      'Content-Length': range.end - range.start + 1,
    }
    sendBody(req, res, 206, headers, entry.identity, onGone, range)
    return
  }

  const accepts = acceptedEncodings(req.headers['accept-encoding'])
  if (entry.compressedOnTheFly) {
    const encoding = PRECOMPRESSED.map((copy) => copy.encoding).find(accepts)
    if (encoding) return sendCompressedOnTheFly(req, res, entry, encoding, onGone)
  }
  const variant = entry.variants.find(({ encoding }) => encoding === 'identity' || accepts(encoding))
  if (matches(req.headers['if-none-match'], variant.etag)) return res.writeHead(304, variant.notModified).end()
  sendBody(req, res, 200, variant.headers, variant, onGone)
}

function sendServerError(req, res, reason) {
  console.error(`serve: 500 ${req.method} ${shown(req.url)}: ${reason}`)
  if (!res.headersSent)
    res.writeHead(500, { ...table.everyResponse, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
  res.end('Internal Server Error')
}

/** Answers a request; `fromDisk` skips the table (its file for this URL was gone or replaced). */
function handle(req, res, fromDisk = false) {
  if (Date.now() - lastCheck > REBUILD_CHECK_MS) void checkForRebuild()
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...table.everyResponse, Allow: 'GET, HEAD', 'Cache-Control': 'no-store' }).end()
    return
  }
  const { pathname, refused } = requestPath(req.url ?? '/')
  if (refused?.status === 404) return sendNotFound(req, res)
  if (refused) return sendBadRequest(req, res, refused.status, refused.reason)
  const redirect = cleanUrlRedirect(pathname)
  if (redirect !== undefined) {
    res.writeHead(301, { ...table.everyResponse, Location: encodeURI(redirect) }).end()
    return
  }
  const known = fromDisk ? undefined : table.routes.get(pathname)
  if (known) return sendEntry(req, res, known, false)
  entryOnDisk(req, pathname).then(
    (entry) => (entry ? sendEntry(req, res, entry, true) : sendNotFound(req, res, pathname)),
    (error) => sendServerError(req, res, error.message),
  )
}

const server = http.createServer((req, res) => handle(req, res))
// A request Node cannot read (a bad request line, headers too large, too slow) is answered with the same headers.
server.on(
  'clientError',
  answerClientError(() => table.everyResponse),
)

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
