/**
 * `npm run build`: the client bundle, then a server bundle that prerenders every URL of the site
 * (each static page and each record of each entity page) to dist/<path>/index.html with its title,
 * meta description and preloads for the blocks it shows; plus 404.html, each record page's view of an unknown id
 * (_unknown-ids/, which scripts/serve.mjs sends for such an id), sitemap.xml, robots.txt and
 * _headers (the response headers for static hosts; serve.json's are kept the same, decision 110), and
 * a .br and a .gz copy of every compressible file for scripts/serve.mjs (decision 020).
 * Strict and atomic (decision 006): any error while prerendering fails the build, naming the URL and
 * the block; everything is written into a fresh folder beside dist/ that replaces dist/ only once
 * complete, so a failed build leaves the previous dist/ as it was.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import type { RenderedPage } from '../src/entry-server.tsx'
import { formatPrerenderProblem, type PrerenderProblem } from '#app/prerender-check.ts'
import { headersFile, scriptHashSource, scriptsOutsidePolicy, serveJsonText } from '#build/security-headers.ts'
import { NOT_FOUND_PATH } from '#page-model/route-paths.ts'
import { escapeHtml, fillIn, robotsTxt, sitemapXml } from '#page-model/site-documents.ts'
import { compileStartAppScript } from '#build/start-app-script.ts'
import { precompressFolder } from '#build/precompress.ts'
import { UNKNOWN_IDS_DIR } from '#scripts/static-table.mjs'

const root = resolve(import.meta.dirname, '..')
// DIST_DIR lets parallel work build side by side; scripts/serve.mjs honours it too.
const published = resolve(root, process.env.DIST_DIR ?? 'dist')
// The build writes here (dist-*/ is git-ignored) and renames it to dist/ when complete.
const dist = `${published}-next-${process.pid}`
const serverDist = `${published}-ssr-${process.pid}`

interface ManifestChunk {
  file: string
  css?: string[]
  src?: string
  imports?: string[]
  dynamicImports?: string[]
  isEntry?: boolean
}
type Manifest = Record<string, ManifestChunk>

/**
 * The frame's part whose code every page loads once the browser is idle after the start (src/app/site-frame.tsx):
 * the header. The footer and the back-to-top button load only when near or on scroll, on some pages never.
 */
const FRAME_PARTS = ['src/frame/site-header.tsx']

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

const startAppScript = await compileStartAppScript(root)
/** The Content-Security-Policy allows this one inline script, by the hash of the exact text every page carries. */
const allowedScripts = [scriptHashSource(startAppScript)]

/**
 * Vite's entry script and module preloads in the template, replaced by one that starts after load: the app's
 * start (its entry and what the entry imports, the same on every page), and the page's own code, which the app
 * loads right after its start (src/app/route-page.tsx, decision 237).
 */
function appScript(template: string, pageModules: string[], frameModules: string[]): string {
  const entry = template.match(/<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/)?.[1]
  if (!entry) throw new Error('index.html has no module entry script')
  const startModules = [...template.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+)">/g)].map(
    (m) => m[1]!,
  )
  const inStart = new Set([entry, ...startModules])
  const ownModules = [...new Set(pageModules)].filter((file) => !inStart.has(file))
  const listed = new Set([...inStart, ...ownModules])
  const laterModules = [...new Set(frameModules)].filter((file) => !listed.has(file))
  return `<script data-app-entry="${entry}" data-app-modules="${startModules.join(' ')}" data-page-modules="${ownModules.join(' ')}" data-frame-modules="${laterModules.join(' ')}">${startAppScript}</script>`
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
  framePreloads: string[],
  stylesheets: string[],
): string {
  // The page's title, description, canonical link, link-preview tags and picture preloads, as React wrote them.
  const head = page.head
  const body = page.html
  let html = template.replace(/<title>.*?<\/title>\s*/s, '').replace(/<meta name="description"[^>]*>\s*/, '')
  // fillIn, not replace(marker, text): "$&" or "$'" in a title or product text must stay as written.
  html = fillIn(html, '<!--app-head-->', head)
  html = fillIn(
    html,
    '<!--app-script-->',
    appScript(
      viteTemplate,
      preloads.map((file) => `/${file}`),
      framePreloads.map((file) => `/${file}`),
    ),
  )
  // Block styles are inlined after the site's base stylesheet (which Vite places at the end of <head>),
  // so blocks' rules win ties and the page needs no extra requests before it can paint. The disabled
  // <link> is never fetched; it tells Vite's chunk loader that the file is already on the page.
  html = fillIn(html, '</head>', `${stylesheets.map((file) => inlineStylesheet(file)).join('')}  </head>`)
  return fillIn(html, '<div id="root"></div>', `<div id="root" data-rendered-path="${escapeHtml(url)}">${body}</div>`)
}

const written = new Map<string, string>()
/** Writes dist/<url>/index.html; a URL that would land outside dist/ or on another page's file is an error. */
function writePage(url: string, html: string) {
  const file = resolve(dist, `.${url}`, 'index.html')
  if (!file.startsWith(dist + sep)) throw new Error(`${url}: not a page path inside dist/`)
  const owner = written.get(file)
  if (owner !== undefined) throw new Error(`${url}: would overwrite the page of ${owner}`)
  written.set(file, url)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, html)
}

/** serve.json's headers follow the build's (its policy names the start script's hash): rewritten when out of date. */
function updateServeJson() {
  const file = join(root, 'serve.json')
  const current = readFileSync(file, 'utf8')
  const updated = serveJsonText(current, allowedScripts)
  if (updated === current) return
  writeFileSync(file, updated)
  console.log('serve.json: headers updated to match the build (e.g. the start script changed): commit serve.json.')
}

/** Moves the finished build into place: the old dist/ is renamed away first, then removed. */
function publish() {
  const previous = `${published}-old-${process.pid}`
  if (existsSync(published)) renameSync(published, previous)
  renameSync(dist, published)
  rmSync(previous, { recursive: true, force: true })
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
  const { siteUrl } = server.siteSettings

  const problems: PrerenderProblem[] = []
  const logged: string[] = []
  const onError = console.error
  // Anything logged while prerendering (e.g. by a block) is an error too, not a page silently missing a block.
  console.error = (...args: unknown[]) => {
    logged.push(args.map(String).join(' '))
    onError(...args)
  }

  /** A URL's page, rendered and checked; its render problems are collected for the end. */
  async function prerendered(url: string): Promise<{ html: string; page: RenderedPage }> {
    const page = await server.render(url)
    problems.push(...page.problems)
    // What the page's code loads right after the start (src/app/route-page.tsx, data-page-modules).
    const preloads = [
      ...new Set([
        ...chunkFiles(manifest, 'src/app/page-renderer.tsx'),
        ...chunkFiles(manifest, `virtual:site/page/${page.pageName}`),
        ...page.blockTypes.flatMap((type) => chunkFiles(manifest, `blocks/${type}/${type}.tsx`)),
        // A post page's own article (decision 232); other records' articles are not part of the page.
        ...(page.recordModule ? chunkFiles(manifest, page.recordModule) : []),
      ]),
    ]
    // The header's, which loads once the browser is idle: listed, its files are fetched a few a task after the page's,
    // where Vite's loader would add all their preload links in one task (decision 238).
    const framePreloads = FRAME_PARTS.flatMap((key) => chunkFiles(manifest, key))
    const blockKeys = page.blockTypes.map((type) => `blocks/${type}/${type}.tsx`)
    const stylesheets = [...new Set(blockKeys.flatMap((key) => chunkCss(manifest, key)))]
    const html = pageHtml(template, viteTemplate, url, page, preloads, framePreloads, stylesheets)
    const blocked = scriptsOutsidePolicy(html, allowedScripts)
    if (blocked.length > 0)
      throw new Error(
        `${url}: an inline script the Content-Security-Policy would block (only the start script is allowed, decision 110): ${blocked.join(' | ')}`,
      )
    return { html, page }
  }

  const urls = await server.allPaths()
  // The sitemap lists each page once, at its canonical address.
  const listed: string[] = []
  for (const url of urls) {
    const { html, page } = await prerendered(url)
    if (page.canonicalPath === url) listed.push(url)
    writePage(url, html)
    if (url === NOT_FOUND_PATH) writeFileSync(join(dist, '404.html'), html)
  }
  // Each record page's view of an id with no record, which scripts/serve.mjs sends (404) for such an id, so the page
  // the app draws there at its start is the one already shown. Rendered at the path itself: ":id" is no record's id.
  const unknownIds: { path: string; file: string }[] = []
  mkdirSync(join(dist, UNKNOWN_IDS_DIR))
  for (const { name, path } of await server.recordPages()) {
    const { html, page } = await prerendered(path)
    if (page.found) throw new Error(`${path}: rendered a record, not the view of an unknown id`)
    writeFileSync(join(dist, UNKNOWN_IDS_DIR, `${name}.html`), html)
    unknownIds.push({ path, file: `${name}.html` })
  }
  writeFileSync(join(dist, UNKNOWN_IDS_DIR, 'routes.json'), `${JSON.stringify(unknownIds, null, 2)}\n`)
  console.error = onError
  if (problems.length > 0 || logged.length > 0) {
    throw new Error(
      [
        ...problems.map(formatPrerenderProblem),
        ...(logged.length > 0 ? [`Prerendering logged ${logged.length} error(s); see above.`] : []),
        `Build failed: ${problems.length + logged.length} prerender error(s); dist/ was left as it was.`,
      ].join('\n'),
    )
  }

  writeFileSync(join(dist, 'sitemap.xml'), sitemapXml(siteUrl, listed))
  writeFileSync(join(dist, 'robots.txt'), robotsTxt(siteUrl))
  writeFileSync(join(dist, '_headers'), headersFile(allowedScripts))
  rmSync(join(dist, '.vite'), { recursive: true, force: true })
  // Last, on the complete folder: the server sends these copies instead of compressing on every request.
  // PRECOMPRESS=off: a build that only has to pass (Publish's check) skips them, three quarters of its CPU time.
  const precompressed = process.env.PRECOMPRESS === 'off' ? 0 : await precompressFolder(dist)
  publish()
  updateServeJson()
  console.log(
    `Prerendered ${urls.length} pages into ${published} (plus 404.html, ${unknownIds.length} views of unknown ids, sitemap.xml, robots.txt, _headers; .br and .gz copies of ${precompressed} files).`,
  )
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
  .finally(() => {
    rmSync(dist, { recursive: true, force: true })
    rmSync(serverDist, { recursive: true, force: true })
  })
