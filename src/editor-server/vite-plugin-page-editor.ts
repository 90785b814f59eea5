/**
 * The visual page editor, only in `npm run dev` (`apply: 'serve'`: a build never sees it):
 *   /__edit           the editor (src/editor/main.tsx)
 *   /__edit/preview   the preview frame the editor feeds its draft (src/editor/preview-main.tsx)
 *   /__edit/api/…     reading and saving page files (editor-endpoint.ts)
 */
import { join, sep } from 'node:path'
import type { Plugin } from 'vite'
import { EDITOR_API_PATH, EDITOR_PATH, EDITOR_PREVIEW_PATH } from '#page-model/dev-addresses.ts'
import { handleEditorApiRequest } from './editor-endpoint.ts'
import { cleanUpInterruptedSaves, SAVE_FOLDER } from './save-folder.ts'
import { CHECK_BUILD_DIR } from './publish.ts'
import { devPageHtml, printAddressBeside, sendDevPage } from '#build/vite-dev-pages.ts'

const EDITOR_HTML = devPageHtml({ title: 'Page editor · Green Valley', rootId: 'editor-root', entry: '/src/editor/main.tsx' })
const pages: Record<string, string> = {
  [EDITOR_PATH]: EDITOR_HTML,
  [`${EDITOR_PATH}/`]: EDITOR_HTML,
  [EDITOR_PREVIEW_PATH]: devPageHtml({ title: 'Preview · Green Valley', rootId: 'root', entry: '/src/editor/preview-main.tsx' }),
}

export function pageEditorPlugin(): Plugin {
  let pictureDir = ''
  return {
    name: 'page-editor',
    apply: 'serve',
    // Publish's build (publish.ts) writes thousands of files into the site's folder: nothing to watch.
    config: () => ({ server: { watch: { ignored: [`**/${CHECK_BUILD_DIR}*/**`] } } }),
    configResolved(config) {
      pictureDir = join(config.root, 'public', 'art') + sep
    },
    // A picture the editor just added to public/art: Vite would reload every open page, the editor's too,
    // losing the draft whose field has just taken the picture. No page shows it before that draft is saved.
    hotUpdate({ file }) {
      return file.startsWith(pictureDir) ? [] : undefined
    },
    configureServer(server) {
      const rootDir = server.config.root
      // A save killed half-way (the dev server or the machine stopped) left its temporary files behind.
      for (const file of cleanUpInterruptedSaves(rootDir))
        server.config.logger.warn(`  Page editor: put ${file} back from ${SAVE_FOLDER}/, where a save cut short had moved it.`)
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://editor.invalid').pathname
        if (pathname.startsWith(EDITOR_API_PATH)) {
          void handleEditorApiRequest(rootDir, request, response)
          return
        }
        const html = Object.hasOwn(pages, pathname) ? pages[pathname] : undefined
        if (!html || request.method !== 'GET') return next()
        sendDevPage(server, { url: request.url ?? pathname, html, headers: { 'Cache-Control': 'no-store' } }, response, next)
      })
      // Beside the site's address in the terminal (and the catalogue's), so editors find the editor.
      printAddressBeside(server, 'Editor', EDITOR_PATH)
    },
  }
}
