/**
 * `npm run build`: the client bundle, then a server bundle that prerenders every URL of the site
 * (each static page and each record of each entity page) to dist/<path>/index.html with its title,
 * meta description and preloads for the blocks it shows; plus 404.html, sitemap.xml and robots.txt.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import type { RenderedPage } from '../src/entry-server.tsx'
import site from '../data/site.json' with { type: 'json' }

const root = resolve(import.meta.dirname, '..')
// DIST_DIR lets parallel work build side by side; scripts/serve.mjs honours it too.
const dist = resolve(root, process.env.DIST_DIR ?? 'dist')
const serverDist = `${dist}-ssr`

interface ManifestChunk {
  file: string
  css?: string[]
  src?: string
  imports?: string[]
  dynamicImports?: string[]
  isEntry?: boolean
}
type Manifest = Record<string, ManifestChunk>

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The JS files a chunk needs, itself first (static imports only: dynamic ones load on demand). */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return []
  seen.add(key)
  return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => chunkFiles(manifest, k, seen))]
}

/** The stylesheets a chunk needs, its imports' first. */
function chunkCss(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return []
  seen.add(key)
  return [...(chunk.imports ?? []).flatMap((k) => chunkCss(manifest, k, seen)), ...(chunk.css ?? [])]
}

function inlineStylesheet(file: string): string {
  const css = readFileSync(join(dist, file), 'utf8').replace(/<\/style/gi, '<\\/style')
  return `  <link rel="stylesheet" href="/${file}" disabled />\n  <style>${css}</style>\n`
}

/**
 * Starts the app once the page has loaded: the prerendered page (text, images, fonts) gets the
 * bandwidth and the main thread first, then the code downloads in parallel (modulepreload of every
 * chunk, so no import waterfall) and hydrates. Until then links and the page itself work as plain HTML.
 * The script's data attributes list the page's initial JS (the JS budget test reads them).
 */
const startAppAfterLoad =
  "const app = document.querySelector('script[data-app-entry]');" +
  'const start = () => {' +
  "for (const href of app.dataset.appModules.split(' ').filter(Boolean)) {" +
  "const link = document.createElement('link'); link.rel = 'modulepreload'; link.crossOrigin = ''; link.href = href; document.head.append(link) }" +
  'import(app.dataset.appEntry) };' +
  "document.readyState === 'complete' ? start() : addEventListener('load', start)"

/** Vite's entry script and module preloads in the template, replaced by one that starts after load. */
function appScript(template: string, pageModules: string[]): string {
  const entry = template.match(/<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/)?.[1]
  if (!entry) throw new Error('index.html has no module entry script')
  const templateModules = [...template.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+)">/g)].map(
    (m) => m[1]!,
  )
  const modules = [...new Set([...pageModules, ...templateModules])].filter((file) => file !== entry)
  return `<script type="module" data-app-entry="${entry}" data-app-modules="${modules.join(' ')}">${startAppAfterLoad}</script>`
}

/** The template without Vite's script tags (appScript replaces them) and with its base stylesheet inlined. */
function templateForPrerender(template: string): string {
  return template
    .replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (_, file: string) =>
      inlineStylesheet(file).trim(),
    )
    .replace(/\s*<link rel="modulepreload" crossorigin href="\/assets\/[^"]+">/g, '')
    .replace(/<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/, '<!--app-script-->')
}

function pageHtml(
  template: string,
  viteTemplate: string,
  url: string,
  page: RenderedPage,
  preloads: string[],
  stylesheets: string[],
): string {
  // React writes resource hints (e.g. the preload of a high-priority image) ahead of the markup; they belong in <head>.
  const hints = page.html.match(/^(<link [^>]*>)+/)?.[0] ?? ''
  const body = page.html.slice(hints.length)
  const head = [
    hints,
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    `<link rel="canonical" href="${site.siteUrl}${page.canonical}" />`,
  ]
    .filter(Boolean)
    .join('\n    ')
  return (
    template
      .replace(/<title>.*?<\/title>\s*/s, '')
      .replace(/<meta name="description"[^>]*>\s*/, '')
      .replace('<!--app-head-->', head)
      .replace(
        '<!--app-script-->',
        appScript(
          viteTemplate,
          preloads.map((file) => `/${file}`),
        ),
      )
      // Block styles are inlined after the site's base stylesheet (which Vite places at the end of <head>),
      // so blocks' rules win ties and the page needs no extra requests before it can paint. The disabled
      // <link> is never fetched; it tells Vite's chunk loader that the file is already on the page.
      .replace('</head>', `${stylesheets.map((file) => inlineStylesheet(file)).join('')}  </head>`)
      .replace('<div id="root"></div>', `<div id="root" data-rendered-path="${escapeHtml(url)}">${body}</div>`)
  )
}

function writePage(url: string, html: string) {
  const file = url === '/' ? join(dist, 'index.html') : join(dist, url, 'index.html')
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, html)
}

async function main() {
  await build({ root, logLevel: 'warn', build: { outDir: dist, emptyOutDir: true, minify: !process.env.NO_MINIFY } })
  await build({
    root,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: serverDist, emptyOutDir: true, manifest: false, copyPublicDir: false },
  })

  const manifestFile = join(dist, '.vite', 'manifest.json')
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
  const viteTemplate = readFileSync(join(dist, 'index.html'), 'utf8')
  const template = templateForPrerender(viteTemplate)
  const server = (await import(
    pathToFileURL(join(serverDist, 'entry-server.js')).href
  )) as typeof import('../src/entry-server.tsx')

  const failures: string[] = []
  const onError = console.error
  // A block that fails while prerendering is a build error, not a page silently missing a block.
  console.error = (...args: unknown[]) => {
    failures.push(args.map(String).join(' '))
    onError(...args)
  }

  const urls = await server.allPaths()
  // The sitemap lists each content once: addresses that name another as canonical are left out.
  const listed: string[] = []
  for (const url of urls) {
    const page = await server.render(url)
    if (page.canonical === url && url !== '/not-found') listed.push(url)
    const preloads = [
      ...new Set([
        ...chunkFiles(manifest, `virtual:site/page/${page.pageName}`),
        ...page.blockTypes.flatMap((type) => chunkFiles(manifest, `blocks/${type}/${type}.tsx`)),
      ]),
    ]
    const blockKeys = page.blockTypes.map((type) => `blocks/${type}/${type}.tsx`)
    const stylesheets = [...new Set(blockKeys.flatMap((key) => chunkCss(manifest, key)))]
    const html = pageHtml(template, viteTemplate, url, page, preloads, stylesheets)
    writePage(url, html)
    if (url === '/not-found') writeFileSync(join(dist, '404.html'), html)
  }
  console.error = onError
  if (failures.length > 0) throw new Error(`Prerendering logged ${failures.length} error(s); see above.`)

  writeFileSync(
    join(dist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${listed
      .map((url) => `  <url><loc>${site.siteUrl}${url}</loc></url>`)
      .join('\n')}\n</urlset>\n`,
  )
  writeFileSync(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`)

  rmSync(join(dist, '.vite'), { recursive: true, force: true })
  rmSync(serverDist, { recursive: true, force: true })
  console.log(`Prerendered ${urls.length} pages into dist/ (plus 404.html, sitemap.xml, robots.txt).`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
