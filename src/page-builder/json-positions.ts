/**
 * Parses JSON text keeping positions, so every problem can name its line and column.
 */
import { findNodeAtLocation, getNodeValue, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser'

export type JsonPath = (string | number)[]

export interface ParsedJson {
  root: Node | undefined
  value: unknown
  syntaxErrors: { offset: number; message: string }[]
  lineAndColumn: (offset: number) => { line: number; column: number }
}

const syntaxHints: Record<string, string> = {
  CommaExpected: 'a comma is missing between two entries',
  PropertyNameExpected: 'expected a "name" in double quotes (is there a comma after the last entry?)',
  ValueExpected: 'expected a value (is there a trailing comma or a missing value?)',
  ColonExpected: 'a colon is missing after the property name',
  CloseBraceExpected: 'a closing } is missing',
  CloseBracketExpected: 'a closing ] is missing',
  InvalidCommentToken: 'JSON files cannot contain comments',
  InvalidSymbol: 'unexpected character (strings need "double quotes")',
  EndOfFileExpected: 'unexpected text after the end of the document',
  UnexpectedEndOfString: 'a string is not closed with "',
}

const BYTE_ORDER_MARK = '\uFEFF'

export function parseJsonWithPositions(source: string): ParsedJson {
  // Editors hide a byte-order mark and JSON.parse refuses it: drop it, so positions match what the editor shows.
  const text = source.startsWith(BYTE_ORDER_MARK) ? source.slice(1) : source
  const errors: ParseError[] = []
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false })
  const lineStarts = [0]
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1)
  const lineAndColumn = (offset: number) => {
    let line = 0
    while (line + 1 < lineStarts.length && lineStarts[line + 1]! <= offset) line++
    return { line: line + 1, column: offset - lineStarts[line]! + 1 }
  }
  const syntaxErrors =
    text.trim() === ''
      ? [{ offset: 0, message: 'JSON syntax error: the file is empty' }]
      : errors.map((e) => {
          const code = printParseErrorCode(e.error)
          return { offset: e.offset, message: `JSON syntax error: ${syntaxHints[code] ?? code}` }
        })
  const value = root && syntaxErrors.length === 0 ? getNodeValue(root) : undefined
  if (root) syntaxErrors.push(...duplicateKeys(root, lineAndColumn))
  return { root, value, syntaxErrors, lineAndColumn }
}

/** A name given twice in one object: JSON.parse would keep the last one without a word. */
function duplicateKeys(node: Node, lineAndColumn: ParsedJson['lineAndColumn']): { offset: number; message: string }[] {
  const found: { offset: number; message: string }[] = []
  if (node.type === 'object') {
    const seen = new Map<unknown, number>()
    for (const property of node.children ?? []) {
      const key = property.children?.[0]
      if (!key) continue
      const first = seen.get(key.value)
      if (first === undefined) seen.set(key.value, key.offset)
      else
        found.push({
          offset: key.offset,
          message: `"${String(key.value)}" appears twice in this object (first at line ${lineAndColumn(first).line}); keep one`,
        })
    }
  }
  for (const child of node.children ?? []) found.push(...duplicateKeys(child, lineAndColumn))
  return found
}

/**
 * The offset to point at for a path: the value itself when it exists, else the nearest
 * existing parent (for a missing property, the object that should hold it).
 */
export function offsetOfPath(root: Node | undefined, path: JsonPath, { key = false } = {}): number {
  if (!root) return 0
  for (let length = path.length; length >= 0; length--) {
    const node = findNodeAtLocation(root, path.slice(0, length))
    if (!node) continue
    // For an unknown property point at its name, which is where an editor underlines it.
    if (key && length === path.length && node.parent?.type === 'property') return node.parent.offset
    return node.offset
  }
  return root.offset
}
