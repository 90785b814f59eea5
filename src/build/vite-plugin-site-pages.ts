/**
 * Serves the compiled site to the app as virtual modules:
 *   virtual:site            → routes (path + lazy page module), and in the dev server the problems of the page and
 *                             data files: what the app needs to start
 *   virtual:site/settings   → the site settings (data/site.json), for the frame and the page's head
 *   virtual:site/views      → block type → lazy view (blocks/views.ts), for the page's code
 *   virtual:site/page/NAME  → one compiled page (JSON), so each route downloads only its own page
 *   virtual:site/page-record/NAME/ID → the article of one record of an entity page, for that record's address only
 *   virtual:site/collection/NAME → the records of one data collection as lists show them (e.g. the cart's product catalogue)
 *   virtual:site/search-documents → what the site's search finds (search-documents.ts), loaded on first use
 * A build stops on any problem in a page or data file. The dev server instead shows the problems
 * in the browser (the same lines as `npm run validate`) above the last valid version of each file
 * (last-good-site.ts); when a page or data file is saved it tells open pages, which reload (the page
 * editor re-checks its draft instead).
 */
import { join, relative, sep } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { monthOf, siteDate } from './site-date.ts'
import { POST_BODIES_DIR } from '#page-model/post-body.ts'
import { collections, listedRecord, type CollectionName, type CollectionRecord } from '#data/collections.ts'
import { BLOCK_VIEWS_FILE } from './block-views-file.ts'
import { compileSite, PAGES_DIR } from './compile-site.ts'
import { SITE_FILES_CHANGED, type SiteFilesChanged } from '#page-model/dev-events.ts'
import { RECORD_PARTS_PREFIX, recordPartsModule, separatePartsOf, withoutSeparateParts } from '#page-model/record-parts.ts'
import { lastGoodSite, type ServedSite } from './last-good-site.ts'
import { searchDocumentsModule } from './search-documents.ts'
import { scheduleReport } from './schedule-report.ts'

/** How long site files must stay unchanged before the dev server compiles them again, in ms. */
const FILES_SETTLE_MS = 150

const SITE_ID = 'virtual:site'
const SETTINGS_ID = 'virtual:site/settings'
const VIEWS_ID = 'virtual:site/views'
const PAGE_PREFIX = 'virtual:site/page/'
const COLLECTION_PREFIX = 'virtual:site/collection/'
const SEARCH_DOCUMENTS_ID = 'virtual:site/search-documents'
const DATA_DIR = 'data'

export function sitePagesPlugin(): Plugin {
  let rootDir = process.cwd()
  // The build compiles the site as published on its date: no drafts, nothing scheduled after it. The dev server
  // previews everything.
  let publishedOn: string | undefined
  let cached: { served: ServedSite; schedule: string[] } | undefined
  const serve = lastGoodSite()
  const site = () => {
    if (!cached) {
      const compiled = compileSite(rootDir, { publishedOn })
      cached = { served: serve(compiled), schedule: scheduleReport(compiled) }
    }
    return cached
  }

  const isSiteFile = (file: string) =>
    ([join(rootDir, PAGES_DIR) + sep, join(rootDir, DATA_DIR) + sep].some((dir) => file.startsWith(dir)) &&
      file.endsWith('.json') &&
      !file.endsWith('.schema.json')) ||
    // A post's own text (data/blog-posts/<id>.md), added, changed or removed.
    (file.startsWith(join(rootDir, POST_BODIES_DIR) + sep) && file.endsWith('.md'))

  // A picture or video added or removed under public/: links and pictures are checked again, and the page
  // editor's picker lists it.
  const isPublicFile = (file: string) =>
    file.startsWith(join(rootDir, 'public') + sep) && /\.(webp|png|jpe?g|svg|mp4|webm)$/i.test(file)

  function reloadOnChange(server: ViteDevServer) {
    // A file's first change event can come while it is still being written (a half-written file reads as a
    // JSON error, and the event for the rest may never come): compile once the files have been quiet a moment.
    const changed = new Set<string>()
    let settling: ReturnType<typeof setTimeout> | undefined
    const forgetCompiledSite = () => {
      cached = undefined
      const graph = server.environments.client.moduleGraph
      for (const module of graph.idToModuleMap.values()) {
        if (module.id?.startsWith('\0' + SITE_ID)) graph.invalidateModule(module)
      }
    }
    const compileChanged = () => {
      forgetCompiledSite()
      const { problems } = site().served
      if (problems.length > 0) server.config.logger.error(problems.join('\n'), { timestamp: true })
      for (const file of changed) {
        server.ws.send({
          type: 'custom',
          event: SITE_FILES_CHANGED,
          data: { file: relative(rootDir, file) } satisfies SiteFilesChanged,
        })
      }
      changed.clear()
    }
    const onChange = (file: string) => {
      if (!isSiteFile(file) && !isPublicFile(file)) return
      changed.add(file)
      clearTimeout(settling)
      settling = setTimeout(compileChanged, FILES_SETTLE_MS)
    }
    server.watcher.on('change', onChange)
    server.watcher.on('add', onChange)
    // A removed file is not half-written: forget the site at once, or a page loaded while the others settle gets
    // modules that still import it (a deleted post's text), and Vite's error overlay instead of the page.
    server.watcher.on('unlink', (file) => {
      if (isSiteFile(file)) forgetCompiledSite()
      onChange(file)
    })
  }

  return {
    name: 'site-pages',
    configResolved(config) {
      rootDir = config.root
      // A build stops here, before bundling: the problems alone, one line each, without a bundler stack trace.
      if (config.command !== 'build') return
      publishedOn = siteDate()
      const { served, schedule } = site()
      if (served.problems.length > 0) {
        throw new Error(`Page and data files have ${served.problems.length} problem(s):\n${served.problems.join('\n')}`)
      }
      // Once per build: the client's bundle, not the server's again.
      if (!config.build.ssr) for (const line of schedule) console.log(line)
    },
    configureServer: reloadOnChange,
    // Handled by reloadOnChange: Vite itself would reload every open page, the page editor's included.
    hotUpdate({ file }) {
      return isSiteFile(file) ? [] : undefined
    },
    resolveId(id) {
      if (
        id === SITE_ID ||
        id === SETTINGS_ID ||
        id === VIEWS_ID ||
        id === SEARCH_DOCUMENTS_ID ||
        id.startsWith(PAGE_PREFIX) ||
        id.startsWith(COLLECTION_PREFIX) ||
        id.startsWith(RECORD_PARTS_PREFIX)
      )
        return '\0' + id
      return undefined
    },
    load(id) {
      if (!id.startsWith('\0' + SITE_ID)) return undefined
      // Not this.addWatchFile(file) for the site's files: Vite resolves each as an import of a module it loads again,
      // and a file deleted since the site was compiled (a post's text) then fails the module, with Vite's error
      // overlay over the page, until the watcher's event comes. The files are under the root, which Vite watches, and
      // reloadOnChange answers their changes itself.
      const { served } = site()
      if (id === '\0' + SITE_ID) {
        const routes = served.routes
          .map((route) => {
            const fields = [`name: ${JSON.stringify(route.name)}`, `path: ${JSON.stringify(route.path)}`]
            if ('pendingFile' in route) fields.push(`pendingFile: ${JSON.stringify(route.pendingFile)}`)
            const numbered = 'page' in route ? route.page.pageNumber : undefined
            if (numbered) fields.push(`pageNumber: ${JSON.stringify({ param: numbered.param, pageCount: numbered.pageCount })}`)
            fields.push(`load: () => import(${JSON.stringify(PAGE_PREFIX + route.name)})`)
            return `  { ${fields.join(', ')} }`
          })
          .join(',\n')
        return [
          `export const routes = [\n${routes}\n]`,
          `export const problems = ${JSON.stringify(served.problems)}`,
          `export const heldBack = ${JSON.stringify(served.heldBack)}`,
          `export const pathlessFiles = ${JSON.stringify(served.pathlessFiles)}`,
        ].join('\n')
      }
      // The build's month (SITE_DATE or today) draws the season labels; the browser checks it again (SeasonLabel).
      if (id === '\0' + SETTINGS_ID)
        return `export const site = ${JSON.stringify(served.site)}\nexport const siteMonth = ${monthOf(publishedOn ?? siteDate())}`
      // Typed against each block's schema and kept in step with the registry by `npm run schema`.
      if (id === '\0' + VIEWS_ID) return `export { blockViews as views } from ${JSON.stringify(`/${BLOCK_VIEWS_FILE}`)}`
      if (id === '\0' + SEARCH_DOCUMENTS_ID) {
        return searchDocumentsModule(served.routes.flatMap((route) => ('page' in route ? [route.page] : [])))
      }
      if (id.startsWith('\0' + COLLECTION_PREFIX)) {
        const name = id.slice(('\0' + COLLECTION_PREFIX).length)
        if (!Object.hasOwn(collections, name))
          this.error(`No collection named "${name}" (known: ${Object.keys(collections).join(', ')})`)
        const collection = name as CollectionName
        const records = (collections[collection].records as CollectionRecord<CollectionName>[]).map((record) =>
          listedRecord(collection, record),
        )
        return `export default ${JSON.stringify(records)}`
      }
      if (id.startsWith('\0' + RECORD_PARTS_PREFIX)) {
        const [name = '', recordId = ''] = id.slice(('\0' + RECORD_PARTS_PREFIX).length).split('/')
        const route = served.routes.find((r) => r.name === name)
        const record = route && 'page' in route ? route.page.entity?.records[recordId] : undefined
        return `export default ${JSON.stringify(separatePartsOf(record) ?? {})}`
      }
      const name = id.slice(('\0' + PAGE_PREFIX).length)
      const route = served.routes.find((r) => r.name === name)
      if (!route) this.error(`No page file named ${name}.json`)
      // A notice stands in for a page file that has never been valid: an empty page under the problems.
      if (!('page' in route))
        return `export default ${JSON.stringify({ name, path: route.path, title: 'Page file problems', description: '', blocks: [] })}`
      // Each record's article ships in a module of its own, loaded for that record's address only (decision 232).
      const { page, idsWithParts } = withoutSeparateParts(route.page)
      const loaders = idsWithParts.map(
        (recordId) => `  ${JSON.stringify(recordId)}: () => import(${JSON.stringify(recordPartsModule(name, recordId))}),`,
      )
      return `export default ${JSON.stringify(page)}\nexport const recordParts = {\n${loaders.join('\n')}\n}`
    },
  }
}
