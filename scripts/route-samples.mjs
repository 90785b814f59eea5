// One URL per page file, read from the built site: used by the benchmark (`--all`) and the smoke tests
// in other engines, so both measure the same set of page templates.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Every prerendered URL in distDir: a/b/index.html → /a/b. */
export function builtUrls(distDir) {
  return readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html'))
    .map((file) => `/${file.split(path.sep).join('/')}`.replace(/\/?index\.html$/, '') || '/')
}

/**
 * One URL per page file in pages-schema/: its path, or for a path with parameters (an entity page)
 * the first prerendered URL it matches. Page files without a built URL are reported in `missing`.
 */
export function routeOfEveryPageFile(rootDir, distDir) {
  const urls = builtUrls(distDir).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
  const pagesDir = path.join(rootDir, 'pages-schema')
  const routes = []
  const missing = []
  for (const name of readdirSync(pagesDir).sort()) {
    if (!name.endsWith('.json') || name === 'page.schema.json') continue
    const { path: pattern } = JSON.parse(readFileSync(path.join(pagesDir, name), 'utf8'))
    if (!pattern.includes(':')) {
      routes.push(pattern)
      continue
    }
    const matcher = new RegExp(`^${pattern.replace(/:[a-z]+/g, '[^/]+')}$`)
    const url = urls.find((candidate) => matcher.test(candidate))
    if (url) routes.push(url)
    else missing.push(`${name} (${pattern})`)
  }
  return { routes, missing }
}
