/**
 * What the dev server's own pages share (the block catalogue at /__blocks, the editor and its preview at /__edit):
 * one HTML shell, answered as Vite answers the site's pages (its client and module transforms applied), and their
 * address printed beside the site's in the terminal.
 */
import type { ServerResponse } from 'node:http'
import type { Connect, ViteDevServer } from 'vite'

/** A dev page's HTML: its title, and the element its entry module draws into. Never indexed. */
export function devPageHtml({ title, rootId, entry }: { title: string; rootId: string; entry: string }): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>${title}</title>
    <meta name="robots" content="noindex" />
  </head>
  <body>
    <div id="${rootId}"></div>
    <script type="module" src="${entry}"></script>
  </body>
</html>
`
}

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
