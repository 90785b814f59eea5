// The server the smoke tests in other engines run against: scripts/serve.mjs serving the built site (so with
// its Content-Security-Policy, and an unknown id answered 404 with its page's view, as everywhere), behind a
// small proxy that adds two things for the tests. Every HTML page gets a first script, /__smoke/errors.js,
// that records errors and policy violations in the page (WebKit's driver reports no console events); a
// same-origin file, so the policy allows it as it is. Every failed sub-resource request (status 400 and up)
// is remembered, since Firefox does not log 404s.
import http from 'node:http'
import { startServe } from '#tests/serve-process.ts'

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

/** Starts scripts/serve.mjs on `distDir` and the proxy in front of it, each on a free port of 127.0.0.1. */
export async function startSmokeServer(distDir) {
  const site = await startServe(distDir)
  const failedRequests = []

  const server = http.createServer((req, res) => {
    if (req.url === ERRORS_SCRIPT_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' })
      res.end(ERRORS_SCRIPT)
      return
    }
    const isDocument = (req.headers.accept ?? '').includes('text/html')
    const headers = { ...req.headers }
    // A page is read whole and uncompressed to add the recorder, so it is asked for afresh and uncompressed.
    if (isDocument) {
      headers['accept-encoding'] = 'identity'
      delete headers['if-none-match']
    }
    const forwarded = http.request(`${site.base}${req.url}`, { method: req.method, headers }, (answer) => {
      if (answer.statusCode >= 400 && !isDocument) failedRequests.push(`${answer.statusCode} ${req.url}`)
      const isHtml = (answer.headers['content-type'] ?? '').startsWith('text/html')
      if (!isDocument || !isHtml) {
        res.writeHead(answer.statusCode, answer.headers)
        answer.pipe(res)
        return
      }
      const chunks = []
      answer.on('data', (chunk) => chunks.push(chunk))
      answer.on('end', () => {
        const html = Buffer.concat(chunks)
          .toString('utf8')
          .replace('<head>', `<head><script src="${ERRORS_SCRIPT_PATH}"></script>`)
        const kept = { ...answer.headers, 'content-length': Buffer.byteLength(html) }
        delete kept.etag
        res.writeHead(answer.statusCode, kept)
        res.end(req.method === 'HEAD' ? undefined : html)
      })
    })
    forwarded.on('error', (error) => res.writeHead(502).end(String(error)))
    req.pipe(forwarded)
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  return {
    origin: `http://127.0.0.1:${port}`,
    /** Sub-resource requests that failed since the last call. */
    takeFailedRequests: () => failedRequests.splice(0),
    close: async () => {
      await new Promise((resolve) => {
        server.close(resolve)
        server.closeAllConnections()
      })
      await site.stop()
    },
  }
}
