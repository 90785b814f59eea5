/**
 * The block catalogue at /__blocks, in `npm run dev` only (`apply: 'serve'`): a build never runs this
 * plugin, so no page, module or byte of the catalogue can reach dist/ (tests/e2e/dev-only-catalogue.spec.ts).
 *   /__blocks                → a page that loads src/catalogue/entry.tsx
 *   virtual:block-catalogue  → the catalogue's facts, each block's example compiled as a page would be, and
 *                              the sample record an entity block is drawn with
 */
import { join, sep } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { blockRegistry } from '#blocks/registry.ts'
import { collections, type CollectionName } from '#data/collections.ts'
import type { CatalogueBlock } from '#catalogue/catalogue-block.ts'
import { CATALOGUE_PATH } from '#page-model/dev-addresses.ts'
import { blockFacts } from './block-facts.ts'
import { PAGES_DIR } from './compile-site.ts'
import { devPageHtml, printAddressBeside, sendDevPage } from './vite-dev-pages.ts'
import { entityCollections, type BlockDefinition } from '#page-model/define-block.ts'
import { pathInWords } from '#page-model/problem.ts'

const MODULE_ID = 'virtual:block-catalogue'

const PAGE_HTML = devPageHtml({
  title: 'Block catalogue — Green Valley page builder',
  rootId: 'root',
  entry: '/src/catalogue/entry.tsx',
})

/** The first record of the first collection the block needs: what the catalogue draws it with. */
function sampleRecord(definition: BlockDefinition): CatalogueBlock['sample'] {
  const collection = entityCollections(definition)[0]
  if (!collection) return undefined
  const record = collections[collection as CollectionName].records[0] as Record<string, unknown> | undefined
  if (!record) return undefined
  const label = [record.name, record.title].find((value) => typeof value === 'string') as string | undefined
  return { collection, id: Number(record.id), label: label ?? `id ${String(record.id)}`, record }
}

export function catalogueBlocks(rootDir: string, registry: readonly BlockDefinition[] = blockRegistry): CatalogueBlock[] {
  const facts = blockFacts(rootDir, registry)
  return registry.map((definition, index) => {
    const parsed = definition.props.safeParse(definition.example)
    return {
      ...facts[index]!,
      exampleProps: parsed.success ? (parsed.data as Record<string, unknown>) : undefined,
      exampleProblems: parsed.success
        ? []
        : parsed.error.issues.map((issue) => `${pathInWords(issue.path as (string | number)[]) || 'props'}: ${issue.message}`),
      sample: sampleRecord(definition),
    }
  })
}

export function blockCataloguePlugin(): Plugin {
  let rootDir = process.cwd()

  function refreshOnChange(server: ViteDevServer) {
    const watched = [join(rootDir, PAGES_DIR) + sep, join(rootDir, 'data') + sep]
    const onChange = (file: string) => {
      if (!file.endsWith('.json') || !watched.some((dir) => file.startsWith(dir))) return
      const module = server.environments.client.moduleGraph.getModuleById('\0' + MODULE_ID)
      if (module) server.environments.client.moduleGraph.invalidateModule(module)
    }
    for (const event of ['change', 'add', 'unlink'] as const) server.watcher.on(event, onChange)
  }

  return {
    name: 'block-catalogue',
    apply: 'serve',
    configResolved(config) {
      rootDir = config.root
    },
    configureServer(server) {
      refreshOnChange(server)
      server.middlewares.use((request, response, next) => {
        const { pathname } = new URL(request.url ?? '/', 'http://dev.invalid')
        if (pathname !== CATALOGUE_PATH && pathname !== `${CATALOGUE_PATH}/`) return next()
        sendDevPage(server, { url: request.url ?? CATALOGUE_PATH, html: PAGE_HTML }, response, next)
      })
      // Beside the site's address in the terminal, so editors find the catalogue.
      printAddressBeside(server, 'Blocks', CATALOGUE_PATH)
    },
    resolveId(id) {
      return id === MODULE_ID ? '\0' + MODULE_ID : undefined
    },
    load(id) {
      if (id !== '\0' + MODULE_ID) return undefined
      return `export const entries = ${JSON.stringify(catalogueBlocks(rootDir))}`
    },
  }
}
