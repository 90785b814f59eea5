/**
 * The dev-mode end-to-end tests' server: `npm run dev` (Vite) over a throwaway copy of the site's
 * files, so a test may break, edit and save page and data files without touching the repository.
 * `node tests/e2e-dev/dev-site.mjs [port]`: one server per test worker, each over its own copy (see
 * dev-site-location.mjs for the ports and folders), which shares the repository's node_modules through a symlink.
 */
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createServer } from 'vite'
import { devSiteDir, devSitePort } from './dev-site-location.mjs'

const repoRoot = resolve(import.meta.dirname, '../..')
const port = Number(process.argv[2] ?? devSitePort())
const copyDir = devSiteDir(port)
const copied = [
  // The page editor formats the page files it saves with the repository's Prettier settings.
  '.prettierrc.json',
  '.prettierignore',
  'index.html',
  'package.json',
  // The build (the editor test builds the saved site) checks the committed headers file.
  'serve.json',
  'tsconfig.json',
  'vite.config.ts',
  'src',
  'blocks',
  'pages-schema',
  'data',
  'public',
  'scripts',
]

rmSync(copyDir, { recursive: true, force: true })
mkdirSync(copyDir, { recursive: true })
for (const name of copied) {
  if (existsSync(join(repoRoot, name))) cpSync(join(repoRoot, name), join(copyDir, name), { recursive: true })
}
symlinkSync(join(repoRoot, 'node_modules'), join(copyDir, 'node_modules'), 'dir')

const server = await createServer({
  root: copyDir,
  configFile: join(copyDir, 'vite.config.ts'),
  cacheDir: join(copyDir, '.vite'),
  logLevel: 'warn',
  server: {
    host: '127.0.0.1',
    port,
    strictPort: true,
    fs: { allow: [copyDir, join(repoRoot, 'node_modules')] },
    // Transform the app, the editor and the block views at start, so the first test's first page does not wait for
    // them. Not the blocks' unit tests: they import tests/unit, which the copy leaves out (and no page loads them).
    warmup: {
      clientFiles: ['./src/entry-client.tsx', './src/editor/main.tsx', './blocks/*/*.tsx', '!./blocks/*/*.test.tsx'],
    },
  },
})
await server.listen()
console.log(`dev site (copy in ${copyDir}) at http://127.0.0.1:${port}`)

const stop = async () => {
  await server.close()
  rmSync(copyDir, { recursive: true, force: true })
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
