/**
 * Serves the compiled site to the app as virtual modules:
 *   virtual:site            → routes (path + lazy page module), views (block type → lazy view, from blocks/views.ts), problems
 *   virtual:site/page/NAME  → one compiled page (JSON), so each route downloads only its own page
 *   virtual:site/collection/NAME → the records of one data collection (e.g. the cart's product catalogue)
 * A build stops on any problem in a page or data file. The dev server instead shows the problems
 * in the browser (the same lines as `npm run validate`) and tells open pages when a page file is saved.
 */
import { join, relative, sep } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { collections, type CollectionName } from '../data/collections.ts'
import { BLOCK_VIEWS_FILE } from './block-views-file.ts'
import { compileSite, PAGES_DIR, SITE_FILE, type CompiledSite } from './compile-site.ts'
import { SITE_FILES_CHANGED, type SiteFilesChanged } from './dev-events.ts'
import { formatProblem } from './problem.ts'

const SITE_ID = 'virtual:site'
const PAGE_PREFIX = 'virtual:site/page/'
const COLLECTION_PREFIX = 'virtual:site/collection/'

export function sitePagesPlugin(): Plugin {
  let rootDir = process.cwd()
  let cached: CompiledSite | undefined
  const site = () => (cached ??= compileSite(rootDir))

  const isPageOrSiteFile = (file: string) =>
    (file.startsWith(join(rootDir, PAGES_DIR) + sep) || file === join(rootDir, SITE_FILE)) && file.endsWith('.json')

  function reloadOnPageChange(server: ViteDevServer) {
    const onChange = (file: string) => {
      if (!isPageOrSiteFile(file)) return
      cached = undefined
      const graph = server.environments.client.moduleGraph
      for (const module of graph.idToModuleMap.values()) {
        if (module.id?.startsWith('\0' + SITE_ID)) graph.invalidateModule(module)
      }
      const { problems } = site()
      if (problems.length > 0) server.config.logger.error(problems.map(formatProblem).join('\n'), { timestamp: true })
      server.ws.send({
        type: 'custom',
        event: SITE_FILES_CHANGED,
        data: { file: relative(rootDir, file) } satisfies SiteFilesChanged,
      })
    }
    server.watcher.on('change', onChange)
    server.watcher.on('add', onChange)
    server.watcher.on('unlink', onChange)
  }

  return {
    name: 'site-pages',
    configResolved(config) {
      rootDir = config.root
      // A build stops here, before bundling: the problems alone, one line each, without a bundler stack trace.
      if (config.command !== 'build') return
      const { problems } = site()
      if (problems.length > 0) {
        throw new Error(`Page and data files have ${problems.length} problem(s):\n${problems.map(formatProblem).join('\n')}`)
      }
    },
    configureServer: reloadOnPageChange,
    // Handled by reloadOnPageChange: Vite itself would reload every open page, the page editor's included.
    hotUpdate({ file }) {
      return isPageOrSiteFile(file) ? [] : undefined
    },
    resolveId(id) {
      if (id === SITE_ID || id.startsWith(PAGE_PREFIX) || id.startsWith(COLLECTION_PREFIX)) return '\0' + id
      return undefined
    },
    load(id) {
      if (!id.startsWith('\0' + SITE_ID)) return undefined
      const { pages, site: settings, problems, files } = site()
      files.forEach((file) => this.addWatchFile(file))
      if (id === '\0' + SITE_ID) {
        const routes = pages
          .map(
            (p) =>
              `  { name: ${JSON.stringify(p.name)}, path: ${JSON.stringify(p.path)}, load: () => import(${JSON.stringify(PAGE_PREFIX + p.name)}) }`,
          )
          .join(',\n')
        return [
          `export const routes = [\n${routes}\n]`,
          // Typed against each block's schema and kept in step with the registry by `npm run schema`.
          `export { blockViews as views } from ${JSON.stringify(`/${BLOCK_VIEWS_FILE}`)}`,
          `export const problems = ${JSON.stringify(problems.map(formatProblem))}`,
          `export const site = ${JSON.stringify(settings ?? null)}`,
        ].join('\n')
      }
      if (id.startsWith('\0' + COLLECTION_PREFIX)) {
        const name = id.slice(('\0' + COLLECTION_PREFIX).length)
        if (!Object.hasOwn(collections, name))
          this.error(`No collection named "${name}" (known: ${Object.keys(collections).join(', ')})`)
        return `export default ${JSON.stringify(collections[name as CollectionName].records)}`
      }
      const name = id.slice(('\0' + PAGE_PREFIX).length)
      const page = pages.find((p) => p.name === name)
      if (!page) this.error(`No page file named ${name}.json`)
      return `export default ${JSON.stringify(page)}`
    },
  }
}
