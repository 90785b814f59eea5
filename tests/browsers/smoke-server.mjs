// The server the smoke tests in other engines run against: the built site as scripts/serve.mjs serves it
// (serve-handler with serve.json, so with its Content-Security-Policy), plus two things for the tests.
// Every HTML page gets a first script, /__smoke/errors.js, that records errors and policy violations in
// the page (WebKit's driver reports no console events); a same-origin file, so the policy allows it
// as it is. Every failed sub-resource request (status 400 and up) is remembered, since Firefox does
// not log 404s.
import { readFileSync } from 'node:fs'
import http from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
const serveHandler = require('serve-handler')

const ERRORS_SCRIPT_PATH = '/__smoke/errors.js'
const ERRORS_SCRIPT = `(() => {
  const errors = (window.__smokeErrors = [])
  const text = (value) => (value instanceof Error ? value.stack || value.message : String(value))
  addEventListener('error', (event) => errors.push('uncaught ' + text(event.error || event.message)))
  addEventListener('unhandledrejection', (event) => errors.push('unhandled rejection ' + text(event.reason)))
  addEventListener(
    'securitypolicyviolation',
    (event) => errors.push('CSP violation ' + event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline')),
    true,
  )
  const consoleError = console.error.bind(console)
  console.error = (...args) => { errors.push('console.error ' + args.map(text).join(' ')); consoleError(...args) }
})()`

/** Starts the server on a free port of 127.0.0.1. */
export async function startSmokeServer(rootDir, distDir) {
  const config = { ...JSON.parse(readFileSync(path.join(rootDir, 'serve.json'), 'utf8')), public: distDir }
  const failedRequests = []

  const server = http.createServer((req, res) => {
    if (req.url === ERRORS_SCRIPT_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' })
      res.end(ERRORS_SCRIPT)
      return
    }
    const isDocument = (req.headers.accept ?? '').includes('text/html')
    res.on('finish', () => {
      if (res.statusCode >= 400 && !isDocument) failedRequests.push(`${res.statusCode} ${req.url}`)
    })
    if (isDocument) injectIntoHtml(res)
    serveHandler(req, res, config).catch((error) => {
      res.writeHead(500).end(String(error))
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  return {
    origin: `http://127.0.0.1:${port}`,
    /** Sub-resource requests that failed since the last call. */
    takeFailedRequests: () => failedRequests.splice(0),
    close: () =>
      new Promise((resolve) => {
        server.close(resolve)
        server.closeAllConnections()
      }),
  }
}

/** Buffers an HTML response and adds the error recorder as the first script of <head>. */
function injectIntoHtml(res) {
  const chunks = []
  const { write, end, writeHead } = res
  let status = 200
  let headers = {}
  res.writeHead = (code, given = {}) => {
    status = code
    headers = given
    return res
  }
  res.write = (chunk) => {
    chunks.push(Buffer.from(chunk))
    return true
  }
  res.end = (chunk) => {
    if (chunk) chunks.push(Buffer.from(chunk))
    const html = Buffer.concat(chunks).toString('utf8').replace('<head>', `<head><script src="${ERRORS_SCRIPT_PATH}"></script>`)
    const kept = Object.entries(headers).filter(([name]) => !/^(content-length|etag|last-modified)$/i.test(name))
    res.write = write
    res.writeHead = writeHead
    res.writeHead(status, { ...Object.fromEntries(kept), 'Content-Length': Buffer.byteLength(html) })
    return end.call(res, html)
  }
}
