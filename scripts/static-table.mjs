// The table scripts/serve.mjs answers from (docs/decisions/020-static-server.md): every file of dist/, read
// once, with the clean URLs that name it, its response headers (serve.json's rules, matched once), and its
// identity, brotli and gzip bodies, each with its length and its own ETag. A request for a known URL is a
// map lookup: no lstat, open or read. Small bodies are held in memory (bounded); large ones are streamed.
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { lstat, readdir, readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { isCompressible, PRECOMPRESSED } from './compressible.mjs'

const require = createRequire(import.meta.url)
// The media types serve-handler gave (the same package and version), so every file keeps its Content-Type.
const mime = require('mime-types')

/** Bodies up to this size are held in memory, while the total stays under MEMORY_BUDGET; larger ones stream. */
export const IN_MEMORY_FILE_LIMIT = 256 * 1024
export const MEMORY_BUDGET = 64 * 1024 * 1024

/** Smaller compressible files without copies are sent as they are (as `compression` did: 1 KB). */
const ON_THE_FLY_THRESHOLD = 1024

/** Headers a 304 (which has no body) must not carry. */
const BODY_HEADERS = ['Content-Length', 'Content-Type', 'Content-Encoding', 'Content-Disposition', 'Accept-Ranges']

/**
 * A serve.json glob (serve-handler's format: relative to dist/, with `*`, `**` and `?`) as a regular expression
 * over a file's path from dist/, e.g. "assets/index-AbC.js". Other glob syntax is refused, so a rule is never
 * silently read differently from `npx serve`.
 */
export function globPattern(source) {
  if (/[[\]{}()!+@]/.test(source))
    throw new Error(`serve.json: the glob ${JSON.stringify(source)} uses syntax the server does not read (only *, ** and ?)`)
  const segments = source.replace(/^\/+/, '').split('/')
  const pattern = segments
    .map((segment, index) => {
      const last = index === segments.length - 1
      if (segment === '**') return last ? '.*' : '(?:[^/]+/)*'
      const text = [...segment]
        .map((char) => (char === '*' ? '[^/]*' : char === '?' ? '[^/]' : char.replace(/[.^$|\\]/g, '\\$&')))
        .join('')
      return last ? text : `${text}/`
    })
    .join('')
  return new RegExp(`^${pattern}$`)
}

/**
 * serve.json's `headers` rules as one function: a file's path from dist/ → the headers of every rule whose
 * glob matches it, later rules overriding earlier ones (as serve-handler applied them).
 */
export function headerRules(rules = []) {
  const compiled = rules.map(({ source, headers }) => ({ pattern: globPattern(source), headers }))
  return (file) => {
    const result = {}
    for (const { pattern, headers } of compiled) if (pattern.test(file)) for (const { key, value } of headers) result[key] = value
    return result
  }
}

/** The headers serve.json gives every path ("**"): also on the server's own refusals and redirects. */
export function everyResponseHeaders(rules = []) {
  return Object.fromEntries(
    rules.filter((rule) => rule.source === '**').flatMap((rule) => rule.headers.map(({ key, value }) => [key, value])),
  )
}

/**
 * The files a clean URL may name, in the order serve-handler tried them (cleanUrls): the path itself when it
 * has an extension, its index.html, the path + ".html", the path itself. The first that exists answers; when
 * that is a folder (or a symbolic link), the answer is a 404.
 */
export function candidateFiles(urlPath) {
  const relative = urlPath.replace(/^\/+/, '')
  return [
    ...(path.posix.extname(urlPath) !== '' ? [relative] : []),
    relative === '' ? 'index.html' : `${relative}/index.html`,
    ...(relative === '' ? [] : [`${relative}.html`]),
    relative,
  ]
}

/**
 * The file a clean URL names, or undefined. `kindOf(file)` says what is at a path from dist/: 'file', 'other'
 * (a folder or a symbolic link) or undefined (nothing); it may be async, and may throw.
 */
export async function resolveUrl(urlPath, kindOf) {
  for (const candidate of candidateFiles(urlPath)) {
    const kind = await kindOf(candidate)
    if (kind !== undefined) return kind === 'file' ? candidate : undefined
  }
  return undefined
}

/** The clean URLs that can name `file` (a path from dist/): itself, its folder for an index.html, without ".html". */
function urlsNaming(file) {
  const urls = [`/${file}`]
  if (file === 'index.html') urls.push('/')
  else if (file.endsWith('/index.html')) urls.push(`/${file.slice(0, -'/index.html'.length)}`)
  if (file.endsWith('.html')) urls.push(`/${file.slice(0, -'.html'.length)}`)
  return urls
}

/** Never in the table, nor served: dotfiles and dot-folders, and build metadata for static hosts (/_headers). */
const isHidden = (name, atTop) => name.startsWith('.') || (atTop && name.startsWith('_'))

/** The files and folders of dist/ (paths from it, "/"-separated), hidden ones left out, symbolic links as 'other'. */
async function listFolder(distDir) {
  const kinds = new Map()
  async function walk(folder) {
    for (const entry of await readdir(path.join(distDir, folder), { withFileTypes: true })) {
      if (isHidden(entry.name, folder === '')) continue
      const relative = folder === '' ? entry.name : `${folder}/${entry.name}`
      kinds.set(relative, entry.isFile() ? 'file' : 'other')
      if (entry.isDirectory()) await walk(relative)
    }
  }
  await walk('')
  return kinds
}

/** serve-handler's ETag for a body: SHA-1 of the file's extension, "-" and its bytes. */
async function etagOf(file, body) {
  const hash = createHash('sha1').update(path.extname(file)).update('-')
  if (body) hash.update(body)
  else for await (const chunk of createReadStream(file)) hash.update(chunk)
  return hash.digest('hex')
}

const withoutBodyHeaders = (headers) => Object.fromEntries(Object.entries(headers).filter(([key]) => !BODY_HEADERS.includes(key)))

/**
 * One file's entry: its headers and bodies. `stats` are its lstat's; `budget.left` is the memory still free for
 * bodies (none for a file looked up on a miss, which is read fresh on each request). A streamed body keeps its
 * file's identity (inode, size, time), so the server can tell when a rebuild has put another file at its path.
 */
export async function fileEntry(distDir, file, stats, rules, budget = { left: 0 }) {
  const { size } = stats
  const absolute = path.join(distDir, file)
  const compressible = isCompressible(file)
  const ruled = rules(file)
  const contentType = mime.contentType(path.basename(file))
  const base = { ...(contentType ? { 'Content-Type': contentType } : {}), 'Accept-Ranges': 'bytes', ...ruled }
  if (compressible) base.Vary = 'Accept-Encoding'

  const hold = async (bodyPath, bodySize) => {
    if (bodySize > IN_MEMORY_FILE_LIMIT || bodySize > budget.left) return undefined
    budget.left -= bodySize
    return readFile(bodyPath)
  }

  const identityBody = await hold(absolute, size)
  const etag = await etagOf(absolute, identityBody)
  const variant = (encoding, bodyPath, bodyStats, body, tag) => {
    const bodySize = bodyStats.size
    const headers = {
      ...base,
      'Content-Length': bodySize,
      ETag: `"${tag}"`,
      ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    }
    return {
      encoding,
      path: bodyPath,
      size: bodySize,
      body,
      fileId: `${bodyStats.ino}:${bodyStats.size}:${bodyStats.mtimeMs}`,
      etag: headers.ETag,
      headers,
      notModified: withoutBodyHeaders(headers),
    }
  }

  const variants = []
  if (compressible) {
    for (const { encoding, suffix } of PRECOMPRESSED) {
      const copyPath = `${absolute}${suffix}`
      const copy = await lstat(copyPath).catch(() => undefined)
      if (copy?.isFile())
        variants.push(variant(encoding, copyPath, copy, await hold(copyPath, copy.size), `${etag}-${suffix.slice(1)}`))
    }
  }
  const identity = variant('identity', absolute, stats, identityBody, etag)
  variants.push(identity)

  // A compressible file without copies (one added to dist/ by hand) is compressed on each request; such a
  // body has no ETag, since the identity one would name different bytes.
  const compressedOnTheFly =
    compressible && variants.length === 1 && size >= ON_THE_FLY_THRESHOLD
      ? Object.fromEntries(
          PRECOMPRESSED.map(({ encoding }) => {
            const headers = { ...identity.headers, 'Content-Encoding': encoding }
            delete headers['Content-Length']
            delete headers.ETag
            return [encoding, headers]
          }),
        )
      : undefined

  return { file, size, identity, variants, compressedOnTheFly }
}

/** Reads `items` with at most `parallel` at once (a build has over a thousand files). */
async function mapLimited(items, parallel, task) {
  const results = new Array(items.length)
  let next = 0
  async function worker() {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index])
    }
  }
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker))
  return results
}

/**
 * Where the build writes, for each page of a collection's records (e.g. "/farmer-details/:id"), its view of an
 * id with no record (the banner only), and the list of them: `routes.json`, [{ "path", "file" }] with files
 * named from this folder. Hidden like all build metadata ("_" at the top), so never served at an address of its own.
 */
export const UNKNOWN_IDS_DIR = '_unknown-ids'

/** A page path as a regular expression over a URL's decoded path: each ":name" is one segment, any but empty. */
export function routePattern(routePath) {
  const pattern = routePath
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return new RegExp(`^${pattern}$`)
}

/** The pages for unknown ids the build wrote (none in a dist/ built without them), each with its path's pattern. */
async function unknownIdPages(distDir, rules) {
  const list = path.join(distDir, UNKNOWN_IDS_DIR, 'routes.json')
  let written
  try {
    written = JSON.parse(await readFile(list, 'utf8'))
  } catch (error) {
    if (error.code === 'ENOENT') return []
    throw new Error(`${list}: ${error.message}`)
  }
  return Promise.all(
    written.map(async ({ path: routePath, file }) => {
      const relative = `${UNKNOWN_IDS_DIR}/${file}`
      const stats = await lstat(path.join(distDir, relative))
      return { pattern: routePattern(routePath), entry: await fileEntry(distDir, relative, stats, rules, { left: Infinity }) }
    }),
  )
}

/**
 * The page a URL no file answers shows, with status 404: a record page's view of an unknown id when the URL has
 * that page's path ("/farmer-details/0"), so nothing changes when the app starts; else the not-found page.
 */
export function notFoundPageFor(table, pathname) {
  return table.unknownIds.find(({ pattern }) => pattern.test(pathname))?.entry ?? table.notFound
}

/**
 * The table of `distDir` under serve.json's `config`: `routes` maps each clean URL (decoded, e.g. "/about-us",
 * "/assets/index-AbC.js") to its file's entry; `notFound` is dist/404.html's entry and `unknownIds` the record
 * pages' views of unknown ids (all always in memory); `everyResponse` the headers for every answer.
 */
export async function buildTable(distDir, config, { memoryBudget = MEMORY_BUDGET } = {}) {
  const rules = headerRules(config.headers)
  const kinds = await listFolder(distDir)
  const files = [...kinds].filter(([, kind]) => kind === 'file').map(([file]) => file)
  const stats = new Map(await mapLimited(files, 16, async (file) => [file, await lstat(path.join(distDir, file))]))
  // The HTML pages and their scripts and styles first: those are asked for most, so they are kept in memory
  // before any picture.
  const order = [...files].sort((a, b) => Number(isCompressible(b)) - Number(isCompressible(a)))
  const budget = { left: memoryBudget }
  // A copy asked for by name (x.js.br) is streamed: its bytes are in memory already as x.js's brotli body.
  const isCopy = (file) =>
    PRECOMPRESSED.some(({ suffix }) => file.endsWith(suffix) && kinds.get(file.slice(0, -suffix.length)) === 'file')
  const entries = new Map(
    await mapLimited(order, 16, async (file) => [
      file,
      await fileEntry(distDir, file, stats.get(file), rules, isCopy(file) ? { left: 0 } : budget),
    ]),
  )

  const routes = new Map()
  for (const file of files) {
    for (const url of urlsNaming(file)) {
      const resolved = await resolveUrl(url, (candidate) => kinds.get(candidate) ?? (candidate === '' ? 'other' : undefined))
      if (resolved !== undefined) routes.set(url, entries.get(resolved))
    }
  }

  const notFound = await fileEntry(distDir, '404.html', await lstat(path.join(distDir, '404.html')), rules, { left: Infinity })
  const unknownIds = await unknownIdPages(distDir, rules)
  return { routes, notFound, unknownIds, everyResponse: everyResponseHeaders(config.headers) }
}
