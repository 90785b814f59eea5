/**
 * Parses JSON text keeping positions, so every problem can name its line and column.
 */
import { findNodeAtLocation, getNodeValue, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser'

export type JsonPath = (string | number)[]

export interface ParsedJson {
  root: Node | undefined
  value: unknown
  syntaxErrors: { offset: number; message: string; hint?: string }[]
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

/**
 * The most levels of { } and [ ] a page or data file may nest. The deepest real file (a farmer's lines in
 * data/farmers.json) has 7; the parser, the schemas and the editor's printer all recurse once per level, and
 * a few thousand levels overflow Node's stack.
 */
export const MAX_JSON_DEPTH = 64
const DEEPEST_REAL_FILE = 7

/**
 * How deep the text nests, read bracket by bracket without recursion (strings skipped), and where it first
 * goes deeper than `max`; undefined when it stays within. Safe on any text, even one that is not JSON.
 */
export function excessiveNesting(text: string, max = MAX_JSON_DEPTH): { offset: number; depth: number } | undefined {
  let depth = 0
  let deepest = 0
  let offset = -1
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (inString) {
      if (code === 0x5c)
        i++ // a backslash escapes the next character
      else if (code === 0x22) inString = false
    } else if (code === 0x22) inString = true
    else if (code === 0x7b || code === 0x5b) {
      depth++
      if (depth > deepest) deepest = depth
      if (depth === max + 1 && offset < 0) offset = i
    } else if ((code === 0x7d || code === 0x5d) && depth > 0) depth--
  }
  return offset < 0 ? undefined : { offset, depth: deepest }
}

/** The problem of a text nested past MAX_JSON_DEPTH, in words. */
export function nestingProblem(depth: number): { message: string; hint: string } {
  return {
    message: `nested too deeply: ${depth} levels of { } and [ ]; the most a page or data file needs is ${DEEPEST_REAL_FILE}, and ${MAX_JSON_DEPTH} are allowed`,
    hint: 'a bracket is probably repeated from here on: close each { and [ once',
  }
}

export function parseJsonWithPositions(source: string): ParsedJson {
  // Editors hide a byte-order mark and JSON.parse refuses it: drop it, so positions match what the editor shows.
  const text = source.startsWith(BYTE_ORDER_MARK) ? source.slice(1) : source
  const lineStarts = [0]
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1)
  const lineAndColumn = (offset: number) => {
    let line = 0
    while (line + 1 < lineStarts.length && lineStarts[line + 1]! <= offset) line++
    return { line: line + 1, column: offset - lineStarts[line]! + 1 }
  }
  // Before anything recursive reads it (the parser first): a text nested thousands deep would overflow the stack.
  const nesting = excessiveNesting(text)
  if (nesting) {
    const { message, hint } = nestingProblem(nesting.depth)
    return { root: undefined, value: undefined, syntaxErrors: [{ offset: nesting.offset, message, hint }], lineAndColumn }
  }
  const errors: ParseError[] = []
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false })
  const syntaxErrors =
    text.trim() === ''
      ? [{ offset: 0, message: 'JSON syntax error: the file is empty' }]
      : errors
          .map((e) => {
            const code = printParseErrorCode(e.error)
            return (
              pointAtTheFix(text, e.offset, code) ?? {
                offset: e.offset,
                message: `JSON syntax error: ${syntaxHints[code] ?? code}`,
              }
            )
          })
          // One mistake can trip the parser twice at one spot (a trailing comma: no name, no value).
          .filter((error, index, all) => all.findIndex((e) => e.offset === error.offset && e.message === error.message) === index)
  const value = root && syntaxErrors.length === 0 ? getNodeValue(root) : undefined
  if (root) syntaxErrors.push(...duplicateKeys(root, lineAndColumn))
  return { root, value, syntaxErrors, lineAndColumn }
}

/**
 * The parser notices a missing comma at the next entry and a trailing comma at the closing bracket,
 * usually a line later than the mistake. Point at the place to edit instead: the end of the entry that
 * needs a comma, or the comma to remove.
 */
function pointAtTheFix(text: string, offset: number, code: string): { offset: number; message: string } | undefined {
  let end = offset
  while (end > 0 && /\s/.test(text[end - 1]!)) end--
  if (end === 0) return undefined
  if (code === 'CommaExpected') {
    return { offset: end, message: `JSON syntax error: a comma is missing — add a comma after ${tokenBefore(text, end)}` }
  }
  const closing = text[offset] === '}' || text[offset] === ']'
  if ((code === 'PropertyNameExpected' || code === 'ValueExpected') && closing && text[end - 1] === ',') {
    return {
      offset: end - 1,
      message: `JSON syntax error: a comma after the last entry — remove this comma (nothing follows it before the ${text[offset]})`,
    }
  }
  return undefined
}

/** The value or bracket that ends at `end`, as written: `"/test"`, `8`, `}`; a long one shortened. */
function tokenBefore(text: string, end: number): string {
  const last = text[end - 1]!
  let start = end - 1
  if (last === '"') {
    start--
    while (start > 0 && !(text[start] === '"' && text[start - 1] !== '\\')) start--
  } else if (/[A-Za-z0-9.+-]/.test(last)) {
    while (start > 0 && /[A-Za-z0-9.+-]/.test(text[start - 1]!)) start--
  }
  const token = text.slice(start, end)
  return token.length > 40 ? `${token.slice(0, 18)}…${token.slice(-18)}` : token
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
