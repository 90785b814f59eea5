// @vitest-environment node
/**
 * `npm run validate` and `npm run build` on a copy of the repository with one file broken, as a careless
 * edit would leave it: each must exit 1 with file:line:col problems (or the URL, block and error of a
 * failed prerender), never a stack trace, and a failed build must leave dist/ as it was.
 */
import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const repo = process.cwd()
const COPIED = [
  'src',
  'blocks',
  'data',
  'pages-schema',
  'scripts',
  'index.html',
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
]

const copies: string[] = []
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

function repoCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'green-valley-'))
  copies.push(dir)
  for (const name of COPIED) cpSync(join(repo, name), join(dir, name), { recursive: true })
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'))
  symlinkSync(join(repo, 'public'), join(dir, 'public'))
  return dir
}

function run(dir: string, script: string, env: Record<string, string> = {}) {
  const result = spawnSync(join(dir, 'node_modules/.bin/tsx'), [script], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

const STACK_LINE = /^\s+at /m

// Each case starts Node with the whole page builder (seconds on a busy machine), so the cases share the runs.
const SLOW = 180_000

describe('broken data files', () => {
  it.each([
    ['empty', () => '', 'data/products.json:1:1  JSON syntax error: the file is empty', ['validate', 'build']],
    [
      'a stray ",,"',
      (text: string) => text.replace('},', '},,'),
      'data/products.json:15:5  JSON syntax error: expected a value',
      ['validate'],
    ],
    [
      'a repeated key',
      (text: string) => text.replace('"title": ', '"title": "Pears", "title": '),
      'data/products.json:4:23  "title" appears twice in this object (first at line 4); keep one',
      ['build'],
    ],
  ])(
    '%s: names file:line:col, without a stack trace',
    (_, edit, problem, scripts) => {
      const dir = repoCopy()
      const file = join(dir, 'data/products.json')
      writeFileSync(file, edit(readFileSync(file, 'utf8')))
      for (const script of scripts) {
        const result = run(dir, script === 'validate' ? 'scripts/validate-pages.ts' : 'scripts/build.ts')
        expect(result.status, script).toBe(1)
        expect(result.output, script).toContain(problem)
        expect(result.output, script).not.toMatch(STACK_LINE)
      }
    },
    SLOW,
  )

  it(
    'data/site.json with a stray comma: names file:line:col, without a stack trace (block schemas read it as text too)',
    () => {
      const dir = repoCopy()
      const file = join(dir, 'data/site.json')
      writeFileSync(file, readFileSync(file, 'utf8').replace('"name":', ',"name":'))
      const result = run(dir, 'scripts/validate-pages.ts')
      expect(result.status).toBe(1)
      expect(result.output).toContain('data/site.json:4:3  JSON syntax error')
      expect(result.output).not.toMatch(STACK_LINE)
    },
    SLOW,
  )
})

describe('strict, atomic prerender', () => {
  it(
    'a block that fails on an entity page fails the build, naming URL, block and error; dist/ stays as it was',
    () => {
      const dir = repoCopy()
      // A view that throws for one record (validation cannot see that): only /shop-single/1 fails.
      const view = join(dir, 'blocks/product-details/product-details.tsx')
      const guard = '  if (!product) return null\n'
      expect(readFileSync(view, 'utf8')).toContain(guard)
      writeFileSync(
        view,
        readFileSync(view, 'utf8').replace(
          guard,
          `${guard}  if (product.id === 1) throw new TypeError('no photos for this product')\n`,
        ),
      )
      const dist = join(dir, 'dist')
      mkdirSync(dist)
      writeFileSync(join(dist, 'index.html'), 'the previous build')

      const build = run(dir, 'scripts/build.ts')
      expect(build.status).toBe(1)
      expect(build.output).toMatch(
        /^\/shop-single\/1: block "product" \(product-details\) failed to prerender: TypeError: no photos for this product/m,
      )
      expect(build.output).not.toMatch(STACK_LINE)
      expect(readdirSync(dist)).toEqual(['index.html'])
      expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('the previous build')
      expect(readdirSync(dir).filter((name) => name.startsWith('dist-'))).toEqual([])
      expect(existsSync(join(dist, 'shop'))).toBe(false)
    },
    SLOW,
  )
})
