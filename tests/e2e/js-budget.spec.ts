// JS size budget per route: gzip (level 9) of the JS each prerendered page loads up front — its
// <script type="module" src> and <link rel="modulepreload" href> files, and the entry and modules the
// app's start script names (data-app-entry, data-app-modules), deduplicated. No browser needed.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { distDir, expect, test } from './fixtures'

/**
 * Max initial JS per route, gzip level 9, in KB (1 KB = 1024 bytes): issue 30's start-up budget. On
 * 2026-11-27 every route starts with 89.0 KB (React's chunk 66.0 of it, the router's 13.5); the page's own
 * code loads after the start (decision 237).
 */
const JS_BUDGET_KB = 100
/** How many of a route's files the failure lists, largest first: what to cut. */
const LARGEST_SHOWN = 8

const TAG = /<(script|link)\b[^>]*>/gi
const ATTRIBUTE = /([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>()
  for (const [, name = '', double, single, bare] of tag.matchAll(ATTRIBUTE)) {
    attributes.set(name.toLowerCase(), double ?? single ?? bare ?? '')
  }
  return attributes
}

/** URLs of the JS a page loads before any interaction. */
function initialScripts(html: string): string[] {
  const urls = new Set<string>()
  for (const [tag, element = ''] of html.matchAll(TAG)) {
    const attributes = attributesOf(tag)
    if (element.toLowerCase() === 'script' && attributes.get('type') === 'module' && attributes.has('src')) {
      urls.add(attributes.get('src') ?? '')
    }
    if (element.toLowerCase() === 'script' && attributes.has('data-app-entry')) {
      urls.add(attributes.get('data-app-entry') ?? '')
      for (const url of (attributes.get('data-app-modules') ?? '').split(/\s+/).filter(Boolean)) urls.add(url)
    }
    if (element.toLowerCase() === 'link' && attributes.get('rel')?.split(/\s+/).includes('modulepreload')) {
      urls.add(attributes.get('href') ?? '')
    }
  }
  return [...urls]
}

function htmlFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
}

/** dist/index.html → "/", dist/about-us/index.html → "/about-us", dist/404.html → "/404.html". */
function routeOf(file: string): string {
  const route = `/${file.split(path.sep).join('/')}`.replace(/\/index\.html$/, '')
  return route === '' ? '/' : route
}

test('initial JS of every route stays under the gzip budget', () => {
  expect(existsSync(distDir), `${distDir} not found — run \`npm run build\` first`).toBe(true)
  const files = htmlFiles(distDir)
  expect(files.length, `no HTML files in ${distDir} — run \`npm run build\` first`).toBeGreaterThan(0)

  const gzipSizes = new Map<string, number>()
  const rows: { route: string; kb: number }[] = []
  const problems: string[] = []
  /** Routes over budget, grouped by the files they load (every record of a template loads the same). */
  const overBudget = new Map<string, { routes: string[]; kb: number; largest: string[] }>()

  for (const file of files) {
    const route = routeOf(file)
    const pageUrl = new URL(route, 'http://site.invalid')
    let bytes = 0
    const sizes: { src: string; bytes: number }[] = []
    for (const src of initialScripts(readFileSync(path.join(distDir, file), 'utf8'))) {
      const url = new URL(src, pageUrl)
      if (url.origin !== pageUrl.origin) {
        problems.push(`${route}: script from another origin ${src}`)
        continue
      }
      const scriptPath = path.join(distDir, decodeURIComponent(url.pathname))
      if (!existsSync(scriptPath)) {
        problems.push(`${route}: ${src} is referenced but missing from ${distDir}`)
        continue
      }
      if (!gzipSizes.has(scriptPath)) gzipSizes.set(scriptPath, gzipSync(readFileSync(scriptPath), { level: 9 }).length)
      bytes += gzipSizes.get(scriptPath) ?? 0
      sizes.push({ src, bytes: gzipSizes.get(scriptPath) ?? 0 })
    }
    const kb = Math.round((bytes / 1024) * 10) / 10
    rows.push({ route, kb })
    if (kb > JS_BUDGET_KB) {
      const key = sizes
        .map(({ src }) => src)
        .sort()
        .join(' ')
      const largest = sizes
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, LARGEST_SHOWN)
        .map(({ src, bytes }) => `${(bytes / 1024).toFixed(1)} KB ${src}`)
      const group = overBudget.get(key) ?? { routes: [], kb, largest }
      group.routes.push(route)
      overBudget.set(key, group)
    }
  }
  for (const { routes, kb, largest } of overBudget.values()) {
    const more = routes.length > 1 ? ` (and ${routes.length - 1} more with the same files)` : ''
    problems.push(`${routes.sort()[0]}${more}: ${kb} KB gzip > budget ${JS_BUDGET_KB} KB; largest: ${largest.join(', ')}`)
  }

  rows.sort((a, b) => a.route.localeCompare(b.route))
  const width = Math.max(...rows.map(({ route }) => route.length), 'route'.length)
  const table = [
    `${'route'.padEnd(width)}  JS KB (gzip)`,
    ...rows.map(({ route, kb }) => `${route.padEnd(width)}  ${kb.toFixed(1).padStart(8)}`),
  ]
  console.log(`Initial JS per route (budget ${JS_BUDGET_KB} KB gzip):\n${table.join('\n')}`)
  const largest = rows.reduce((a, b) => (b.kb > a.kb ? b : a))
  test.info().annotations.push({
    type: 'js-budget',
    description: `largest ${largest.route} ${largest.kb} KB of ${JS_BUDGET_KB} KB over ${rows.length} routes`,
  })

  expect(problems, `JS budget (${JS_BUDGET_KB} KB gzip per route)`).toEqual([])
})
