// @vitest-environment node
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { createServer } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { sitePagesPlugin } from './vite-plugin-site-pages.ts'
import { siteWith } from '#tests/unit/site-folder.ts'

describe('the site in the dev server', () => {
  const root = siteWith({})
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('serves a module again after a post’s text is deleted, before the watcher has said so', async () => {
    // No watcher: the moment between the deletion and its event, made to last.
    const server = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [sitePagesPlugin()],
      server: { middlewareMode: true, watch: null, ws: false },
      optimizeDeps: { noDiscovery: true },
    })
    try {
      const id = 'virtual:site/collection/products'
      expect((await server.transformRequest(id))?.code).toContain('"Wild Blueberries"')
      // Asked for again (as a page reload does after another file's change), with the site compiled before the deletion.
      const graph = server.environments.client.moduleGraph
      graph.invalidateModule(graph.getModuleById(`\0${id}`)!)
      rmSync(join(root, 'data/blog-posts/1.md'))
      expect((await server.transformRequest(id))?.code).toContain('"Wild Blueberries"')
    } finally {
      await server.close()
    }
  })
})
