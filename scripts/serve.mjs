#!/usr/bin/env node
// Production static server for dist/: `npm run serve`, Playwright's webServer and `npm run bench` use it.
// serve-handler (clean URLs, 404.html, Range, ETag) + compression (br/gzip), configured by serve.json.
// Env: PORT (default 4173; 0 picks a free port), DIST_DIR (default dist). Host is always 127.0.0.1.
// See docs/decisions/020-static-server.md.
import { existsSync, readFileSync } from 'node:fs'
import http from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
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

const compress = compression({
  // A compressed byte range would not match the file's offsets, so ranged responses stay identity.
  filter: (req, res) => !req.headers.range && compression.filter(req, res),
})
const handlerConfig = { ...config, public: distDir }

const server = http.createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end()
    return
  }
  compress(req, res, () => {
    serveHandler(req, res, handlerConfig).catch((error) => {
      console.error(error)
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
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
