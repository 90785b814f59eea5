/**
 * Writes a page the editor changed back as the text of its file, so that the diff a reviewer sees
 * holds only what the editor changed. Every part of the value that is unchanged keeps its original
 * text; a changed object keeps its original line layout (Prettier keeps an object on several lines
 * when its first entry starts a new line); new values are written compactly. Prettier, with the
 * repository's configuration, then lays the whole file out as `npm run format` would.
 */
import { isDeepStrictEqual } from 'node:util'
import { findNodeAtLocation, getNodeValue, parseTree, type Node } from 'jsonc-parser'
import { format, resolveConfig } from 'prettier'

export interface PrintOptions {
  /**
   * Lay a new list entry out like the list's first one (a data file's records are multi-line objects); else
   * new values are written compactly (a page's new block, which Prettier breaks only where it is too long).
   */
  newEntriesLikeNeighbours?: boolean
}

/** JSON text of `value` that reuses `templateText` wherever the value is the same (unformatted). */
export function printLike(templateText: string | undefined, value: unknown, options: PrintOptions = {}): string {
  const root = templateText === undefined ? undefined : parseTree(templateText)
  return printValue(root, value, templateText ?? '', options)
}

/** The file text of a page or data file: `value` printed like `templateText` (the file as it is), then Prettier-formatted. */
export async function printPageFile(
  absoluteFile: string,
  templateText: string | undefined,
  value: unknown,
  printOptions: PrintOptions = {},
): Promise<string> {
  const options = (await resolveConfig(absoluteFile)) ?? {}
  return format(printLike(templateText, value, printOptions), { ...options, filepath: absoluteFile, parser: 'json' })
}

/**
 * `node` is the original of this very value (reused where unchanged); `layout` is a neighbour's original, for a
 * value that has none: a record appended to a file of multi-line records is printed on several lines like them.
 */
function printValue(node: Node | undefined, value: unknown, text: string, options: PrintOptions, layout?: Node): string {
  if (node && isDeepStrictEqual(getNodeValue(node), value)) return text.slice(node.offset, node.offset + node.length)
  const like = node ?? layout
  if (Array.isArray(value)) {
    const templates = matchItems(node?.type === 'array' ? node : undefined, value)
    const itemLayout = options.newEntriesLikeNeighbours && like?.type === 'array' ? like.children?.[0] : undefined
    return `[${value.map((item, index) => printValue(templates[index], item, text, options, itemLayout)).join(', ')}]`
  }
  if (isPlainObject(value)) {
    const template = node?.type === 'object' ? node : undefined
    const shape = like?.type === 'object' ? like : undefined
    const entries = Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .map(
        ([key, entry]) =>
          `${JSON.stringify(key)}: ${printValue(template && findNodeAtLocation(template, [key]), entry, text, options, shape && findNodeAtLocation(shape, [key]))}`,
      )
    const multiline = shape !== undefined && firstEntryOnNewLine(shape, text)
    return `{${multiline ? '\n' : ''}${entries.join(', ')}}`
  }
  return JSON.stringify(value)
}

/**
 * For each new item, the original item to print it like: an identical one, else (for blocks) the one
 * with the same id, else the one at the same place. Each original item serves at most once.
 */
function matchItems(template: Node | undefined, items: readonly unknown[]): (Node | undefined)[] {
  const originals = template?.children ?? []
  const values = originals.map((child) => getNodeValue(child) as unknown)
  const used = new Set<number>()
  const matched: (Node | undefined)[] = items.map(() => undefined)
  const rules: ((original: unknown, item: unknown, originalIndex: number, itemIndex: number) => boolean)[] = [
    (original, item) => isDeepStrictEqual(original, item),
    (original, item) => idOf(original) !== undefined && idOf(original) === idOf(item),
    (_original, _item, originalIndex, itemIndex) => originalIndex === itemIndex,
  ]
  for (const rule of rules) {
    items.forEach((item, itemIndex) => {
      if (matched[itemIndex]) return
      const index = values.findIndex((original, i) => !used.has(i) && rule(original, item, i, itemIndex))
      if (index < 0) return
      used.add(index)
      matched[itemIndex] = originals[index]
    })
  }
  return matched
}

function idOf(value: unknown): unknown {
  return isPlainObject(value) ? value.id : undefined
}

function firstEntryOnNewLine(object: Node, text: string): boolean {
  const first = object.children?.[0]
  return first !== undefined && text.slice(object.offset, first.offset).includes('\n')
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
