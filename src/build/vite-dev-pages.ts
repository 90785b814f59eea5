/**
 * What the dev server's own pages share (the block catalogue at /__blocks, the editor at /__edit): an HTML page
 * answered as Vite answers the site's (its client and module transforms applied), and its address printed beside
 * the site's in the terminal.
 */
import type { ServerResponse } from 'node:http'
import type { Connect, ViteDevServer } from 'vite'

export function sendDevPage(
  server: ViteDevServer,
  page: { url: string; html: string; headers?: Record<string, string> },
  response: ServerResponse,
  next: Connect.NextFunction,
) {
  server
    .transformIndexHtml(page.url, page.html)
    .then((html) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      for (const [name, value] of Object.entries(page.headers ?? {})) response.setHeader(name, value)
      response.end(html)
    })
    .catch(next)
}

/** One more line under the site's address, e.g. "  ➜  Editor:  http://localhost:5173/__edit". */
export function printAddressBeside(server: ViteDevServer, label: string, path: string) {
  const printUrls = server.printUrls.bind(server)
  server.printUrls = () => {
    printUrls()
    const base = server.resolvedUrls?.local[0]
    if (base) server.config.logger.info(`  ➜  ${label}:  ${new URL(path, base).href}`)
  }
}
