import { configDefaults, defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { blockCataloguePlugin } from '#build/vite-plugin-block-catalogue.ts'
import { pageEditorPlugin } from '#editor-server/vite-plugin-page-editor.ts'
import { sitePagesPlugin } from '#build/vite-plugin-site-pages.ts'

/** The unit tests of the build, the editor's server and the repository as a whole: one of the two halves of the suite. */
const NODE_SIDE = ['src/build', 'src/editor-server', 'tests/unit']

export default defineConfig({
  // The page editor (/__edit) and the block catalogue (/__blocks) exist in `npm run dev` only.
  plugins: [react(), sitePagesPlugin(), pageEditorPlugin(), blockCataloguePlugin()],
  build: {
    // Each block's styles travel with its chunk; the prerender links a page's block styles in <head>
    // (scripts/build.ts), so prerendered HTML is styled before any block's JS arrives.
    cssCodeSplit: true,
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page needs to start, in two requests instead of six (decision 231); two, not one, so
            // that React's evaluation and the router's are tasks of their own (decision 243).
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
  test: {
    // A file that needs no DOM says so on its first line (`// @vitest-environment node`) and skips jsdom's setup.
    environment: 'jsdom',
    setupFiles: ['tests/unit/setup.ts'],
    css: false,
    pool: 'threads',
    // One worker whose files share its environment (decision 262): building a jsdom and importing the
    // libraries again for each file cost more than the tests (478 → 212 CPU-s for the suite), and Vitest
    // shares them only with a single worker. tests/unit/setup.ts gives each file a clean start. Both cores
    // come from the two projects below running side by side (`npm run test:unit`).
    maxWorkers: 1,
    isolate: false,
    projects: [
      {
        extends: true,
        test: { name: 'build-and-server', include: [...NODE_SIDE.map((folder) => `${folder}/**/*.test.{ts,tsx}`)] },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['src/**/*.test.{ts,tsx}', 'blocks/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...NODE_SIDE.map((folder) => `${folder}/**`)],
        },
      },
    ],
  },
})
