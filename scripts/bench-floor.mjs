// The bench's floor (decision 247): what Lighthouse charges a page that does nothing, measured in the same
// run, at the same multiplier, as the site's routes. Its figures are the browser's own work to navigate
// (committing the navigation, creating the page's script context, parsing and painting one heading),
// which the simulation multiplies by the CPU slowdown like the page's own: a row's TBT above the floor's
// is what the page adds.
import { createServer } from 'node:http'

/** An empty page: a title, a heading and a line of text; no style sheet, font, picture or script. */
export const FLOOR_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>An empty page</title></head>' +
  '<body><h1>An empty page</h1><p>The bench measures this page to know what a page that does nothing costs.</p></body></html>'

/** The table's name for the floor row. */
export const FLOOR_ROUTE = '(an empty page)'

/**
 * Before which of `routeCount` routes each of the floor's `floorRuns` runs goes, spread evenly over the bench
 * (a host that slows down halfway slows the floor too): indexes in order, the first 0.
 */
export function floorRunSlots(routeCount, floorRuns) {
  if (routeCount < 1 || floorRuns < 1) return []
  return Array.from({ length: floorRuns }, (_, run) => Math.floor((run * routeCount) / floorRuns))
}

/**
 * Serves FLOOR_PAGE at `/` on 127.0.0.1 (a free port), and 404 at any other address (the browser's favicon request
 * would otherwise put a picture in Lantern's graph); resolves with the server and its URL.
 */
export function serveFloorPage() {
  const server = createServer((req, res) => {
    res.writeHead(req.url === '/' ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
    res.end(req.url === '/' ? FLOOR_PAGE : '')
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${server.address().port}/` }))
  })
}
