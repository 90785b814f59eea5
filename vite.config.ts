import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { blockCataloguePlugin } from '#build/vite-plugin-block-catalogue.ts'
import { pageEditorPlugin } from '#editor-server/vite-plugin-page-editor.ts'
import { sitePagesPlugin } from '#build/vite-plugin-site-pages.ts'

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
    include: ['src/**/*.test.{ts,tsx}', 'blocks/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    css: false,
    // Worker threads start faster and use less CPU than forked processes for these files. One per core:
    // Vitest's default (one less than the cores) is a single worker on a two-core machine, which sits idle
    // while a test waits for child processes (tests/unit/build-failures.test.ts) or a timer.
    pool: 'threads',
    maxWorkers: '100%',
  },
})
