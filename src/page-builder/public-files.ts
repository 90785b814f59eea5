/**
 * Every picture or video a page or data file names must ship in public/: a typo, or an old ".svg"
 * name for art that now ships as ".webp", would otherwise show a broken image only in the browser.
 */
import { existsSync, readdirSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import type { Node } from 'jsonc-parser'
import { parseJsonWithPositions, type JsonPath } from './json-positions.ts'
import type { Problem } from './problem.ts'
import { describePath } from './validate-page-file.ts'

/** A site path of a file we ship: "/art/icons/cow.webp", "/video/benefits.mp4". */
const SHIPPED_FILE = /^\/[a-z0-9/._-]+\.(svg|png|jpg|webp|webm|mp4)$/

/** The name a missing file probably meant: the same name with another extension, if one ships. */
function suggestion(publicDir: string, sitePath: string): string {
  const folder = join(publicDir, dirname(sitePath))
  if (!existsSync(folder)) return 'see docs/art-catalogue.md for the files that exist'
  const stem = basename(sitePath).replace(/\.[a-z0-9]+$/, '')
  const names = readdirSync(folder)
  const sameStem = names.find((name) => name.replace(/\.[a-z0-9]+$/, '') === stem)
  if (sameStem) return `did you mean "${dirname(sitePath)}/${sameStem}"?`
  return 'see docs/art-catalogue.md for the files that exist'
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

export function missingPublicFiles(file: string, text: string, publicDir: string): Problem[] {
  const json = parseJsonWithPositions(text)
  if (!json.root || json.syntaxErrors.length > 0) return [] // reported by the schema checks
  const problems: Problem[] = []
  visit(json.root, [], (node, path) => {
    const value = node.value as string
    if (!SHIPPED_FILE.test(value) || existsSync(join(publicDir, value))) return
    problems.push({
      file,
      ...json.lineAndColumn(node.offset),
      where: describePath(json.value, path),
      message: `"${value}" is not a file in public/`,
      hint: suggestion(publicDir, value),
    })
  })
  return problems
}
