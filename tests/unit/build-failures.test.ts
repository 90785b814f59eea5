// @vitest-environment node
/**
 * `npm run validate` and `npm run build` on copies of the repository broken as a careless edit would leave
 * them: each must exit 1 with file:line:col problems (or the URL, block and error of a failed prerender),
 * never a stack trace, and a failed build must leave dist/ as it was.
 *
 * Each copy holds the code and a small site (tests/unit/small-site: a few pages, a record or two per collection)
 * instead of the real pages and data: the scripts are the same, and a build prerenders 8 pages, not 150.
 * Each run starts Node with the whole page builder, so there are only four, one after the other: one copy holds six
 * page and data files broken in six ways (the problems are per file, so one validate and one build report them all),
 * and each of the two prerender failures needs a build of its own. One at a time, not side by side: npm test runs
 * this file beside the other half of the unit tests already, and four builds at once took 17–24 s each there, over
 * the suite's 15 s a test (alone, 4–9 s each). How each break reads is unit-tested in
 * src/build/validate-data-file.test.ts; here, the scripts.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, it } from 'vitest'
import { edit, repoCopy } from './site-folder.ts'

const copies: string[] = []
// Four copies of the code (700 files each) can take longer than a hook's 10 s to remove on a busy machine.
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })), 60_000)

/** A copy of the code with the small site, removed after the file's tests. */
function smallSiteCopy(): string {
  const dir = repoCopy()
  copies.push(dir)
  return dir
}

/** Runs a script of the copy as `npm run` would (tsx), without blocking the other runs. */
function run(dir: string, script: 'validate' | 'build'): Promise<{ status: number | null; output: string }> {
  const file = script === 'validate' ? 'scripts/validate-pages.ts' : 'scripts/build.ts'
  return new Promise((resolve, reject) => {
    const child = spawn(join(dir, 'node_modules/.bin/tsx'), [file], { cwd: dir, env: process.env })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (status) => resolve({ status, output: `${stdout}${stderr}` }))
  })
}

/** Puts a previous build in the copy's dist/, which a failed build must leave as it was. */
function previousBuild(dir: string) {
  mkdirSync(join(dir, 'dist'))
  writeFileSync(join(dir, 'dist/index.html'), 'the previous build')
}
const PREVIOUS_BUILD = { dist: ['index.html'], index: 'the previous build', leftovers: [] }

/** What a build left in the copy: dist/, its index.html, and any build folder beside it (dist-*). */
function buildFolders(dir: string) {
  return {
    dist: readdirSync(join(dir, 'dist')),
    index: readFileSync(join(dir, 'dist/index.html'), 'utf8'),
    leftovers: readdirSync(dir).filter((name) => name.startsWith('dist-')),
  }
}

const STACK_LINE = /^\s+at /m

// A build on a busy machine (decision 150, Timeouts).
const SLOW = 180_000

describe('broken data files', () => {
  /** Six files, each broken in its own way, and the line each must get. */
  const broken = {
    'data/products.json': { change: () => '', problem: 'data/products.json:1:1  JSON syntax error: the file is empty' },
    'data/projects.json': {
      change: (text: string) => text.replace('"story": [', '"story": [,'),
      problem: 'data/projects.json:16:17  JSON syntax error: expected a value',
    },
    'data/services.json': {
      change: (text: string) => text.replace('"title": ', '"title": "Dairy", "title": '),
      problem: 'data/services.json:6:25  "title" appears twice in this object (first at line 6); keep one',
    },
    // Nested past any stack: one line at the first bracket past the limit, not a RangeError or vite.config.ts.
    'data/testimonials.json': {
      change: (text: string) => text.replace('"ratings": 4.7', `"ratings": ${'['.repeat(3000)}${']'.repeat(3000)}`),
      problem:
        'data/testimonials.json:10:79  nested too deeply: 3003 levels of { } and [ ]; the most a page or data file needs is 7, and 64 are allowed',
    },
    'pages-schema/about-us.json': {
      change: (text: string) => text.replace('"title": "About Us"', `"title": ${'['.repeat(5000)}${']'.repeat(5000)}`),
      problem:
        'pages-schema/about-us.json:12:78  nested too deeply: 5004 levels of { } and [ ]; the most a page or data file needs is 7, and 64 are allowed',
    },
    // Block schemas read data/site.json as text too, when they load: that must not crash either.
    'data/site.json': {
      change: (text: string) => text.replace('"name":', ',"name":'),
      problem: 'data/site.json:4:3  JSON syntax error',
    },
  }
  let copy: string | undefined
  /** The copy with the six files broken, made once for both scripts. */
  function brokenCopy() {
    if (copy) return copy
    copy = smallSiteCopy()
    for (const [file, { change }] of Object.entries(broken)) edit(copy, file, change)
    return copy
  }

  it(
    'validate exits 1, naming file:line:col in each broken file, without a stack trace',
    async ({ expect }) => {
      const result = await run(brokenCopy(), 'validate')
      expect(result.status).toBe(1)
      for (const { problem } of Object.values(broken)) expect(result.output).toContain(problem)
      expect(result.output).not.toMatch(STACK_LINE)
    },
    SLOW,
  )

  it(
    'build exits 1, naming file:line:col in each broken file, without a stack trace; dist/ stays as it was',
    async ({ expect }) => {
      const dir = brokenCopy()
      previousBuild(dir)
      const result = await run(dir, 'build')
      expect(result.status).toBe(1)
      for (const { problem } of Object.values(broken)) expect(result.output).toContain(problem)
      expect(result.output).not.toMatch(STACK_LINE)
      expect(buildFolders(dir)).toEqual(PREVIOUS_BUILD)
    },
    SLOW,
  )
})

describe('strict, atomic prerender', () => {
  it(
    'a block that fails on an entity page fails the build, naming URL, block and error; dist/ stays as it was',
    async ({ expect }) => {
      const dir = smallSiteCopy()
      // A view that throws for one record (validation cannot see that): only /shop-single/1 fails.
      const guard = '  if (!product) return null\n'
      expect(readFileSync(join(dir, 'blocks/product-details/product-details.tsx'), 'utf8')).toContain(guard)
      edit(dir, 'blocks/product-details/product-details.tsx', (text) =>
        text.replace(guard, `${guard}  if (product.id === 1) throw new TypeError('no photos for this product')\n`),
      )
      previousBuild(dir)

      const build = await run(dir, 'build')
      expect(build.status).toBe(1)
      expect(build.output).toMatch(
        /^\/shop-single\/1: block "product" \(product-details\) failed to prerender: TypeError: no photos for this product/m,
      )
      expect(build.output).not.toMatch(STACK_LINE)
      expect(buildFolders(dir)).toEqual(PREVIOUS_BUILD)
    },
    SLOW,
  )

  it(
    'a page with an inline script other than the start script fails the build: the policy would block it',
    async ({ expect }) => {
      const dir = smallSiteCopy()
      edit(dir, 'index.html', (text) => text.replace('</head>', '<script>window.injected = 1</script></head>'))
      const build = await run(dir, 'build')
      expect(build.status).toBe(1)
      expect(build.output).toMatch(
        /^\/[a-z0-9/-]*: an inline script the Content-Security-Policy would block \(only the start script is allowed, decision 110\): window\.injected = 1$/m,
      )
      expect(build.output).not.toMatch(STACK_LINE)
      expect(existsSync(join(dir, 'dist'))).toBe(false)
    },
    SLOW,
  )
})
