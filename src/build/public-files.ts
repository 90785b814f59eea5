/**
 * Every picture or video a page or data file names must ship in public/: a typo, or an old ".svg"
 * name for art that now ships as ".webp", would otherwise show a broken image only in the browser.
 * A missing one is reported with the nearest file that ships.
 */
import { existsSync, readdirSync } from 'node:fs'
import { dirname, join, posix } from 'node:path'
import type { Node } from 'jsonc-parser'
import { closest } from 'fastest-levenshtein'
import { parseJsonWithPositions, type JsonPath } from '#page-model/json-positions.ts'
import type { Problem } from '#page-model/problem.ts'
import type { DescribePath } from './validate-data-file.ts'

/** A site path of a file we ship: "/art/icons/cow.webp", "/video/benefits.mp4". */
const SHIPPED_FILE = /^\/[a-z0-9/._-]+\.(svg|png|jpg|webp|webm|mp4)$/

const stem = (name: string) => name.replace(/\.[a-z0-9]+$/, '')

/** Site paths of every shippable file under public/ ("/art/products/pears.webp"). */
export function shippedFiles(publicDir: string): string[] {
  if (!existsSync(publicDir)) return []
  const found: string[] = []
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(publicDir, folder), { withFileTypes: true })) {
      const sitePath = posix.join(folder, entry.name)
      if (entry.isDirectory()) walk(sitePath)
      else if (SHIPPED_FILE.test(sitePath)) found.push(sitePath)
    }
  }
  walk('/')
  return found.sort()
}

/**
 * The file a missing one probably meant: the same name with another extension, else the nearest name
 * in the same folder, else the nearest path anywhere in public/.
 */
export function nearestShippedFile(missing: string, shipped: readonly string[]): string | undefined {
  const folder = dirname(missing)
  const sameFolder = shipped.filter((path) => dirname(path) === folder)
  const sameStem = sameFolder.find((path) => stem(path) === stem(missing))
  if (sameStem) return sameStem
  if (sameFolder.length > 0) return closest(missing, sameFolder)
  return shipped.length > 0 ? closest(missing, shipped as string[]) : undefined
}

function visit(node: Node, path: JsonPath, found: (node: Node, path: JsonPath) => void) {
  if (node.type === 'string') found(node, path)
  for (const child of node.children ?? []) {
    if (node.type === 'object' && child.type === 'property' && child.children?.[1]) {
      visit(child.children[1], [...path, String(child.children[0]!.value)], found)
    } else if (node.type === 'array') {
      visit(child, [...path, node.children!.indexOf(child)], found)
    }
  }
}

/** Each picture or video named in a JSON file that is not in `shipped`, at its line and column. */
export function missingPublicFiles(file: string, text: string, shipped: readonly string[], describe: DescribePath): Problem[] {
  const json = parseJsonWithPositions(text)
  if (!json.root || json.syntaxErrors.length > 0) return [] // reported by the schema checks
  const known = new Set(shipped)
  const problems: Problem[] = []
  visit(json.root, [], (node, path) => {
    const value = node.value as string
    if (!SHIPPED_FILE.test(value) || known.has(value)) return
    const near = nearestShippedFile(value, shipped)
    problems.push({
      file,
      ...json.lineAndColumn(node.offset),
      where: describe(json.value, path),
      message: `"${value}" is not a file in public/`,
      hint: near ? `did you mean "${near}"?` : 'see docs/art-catalogue.md for the files that exist',
    })
  })
  return problems
}
