/**
 * zod's own wording ("Invalid input: expected string, received number") in an editor's words ("must be
 * text, not the number 7.4"). Passed as the `error` of a parse, it words only the issues whose schema
 * gives no message of its own; a schema's message ("write prices as "$12.00"") always wins.
 */
import { closest, distance } from 'fastest-levenshtein'
import type { z } from 'zod'

type RawIssue = z.core.$ZodRawIssue

const kinds: Record<string, string> = {
  string: 'text in "double quotes"',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list [ … ]',
  object: 'a group { … }',
  null: 'null',
}

/** How a value reads in a message: `the number 7.4`, `the text "7,40 €"`, `a list`. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null'
  if (value === undefined) return 'nothing'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object') return 'a group { … }'
  if (typeof value === 'string') return `the text ${JSON.stringify(value)}`
  if (typeof value === 'number') return `the number ${value}`
  return String(value)
}

/** The closest of `options` to `word`, when it is close enough to be a typo of it. */
export function nearest(word: string, options: readonly string[]): string | undefined {
  if (options.length === 0) return undefined
  const best = closest(word, options as string[])
  return distance(word, best) <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined
}

function sizeWords(issue: { origin?: string; inclusive?: boolean }, limit: number | bigint, least: boolean): string {
  const bound = issue.inclusive === false ? (least ? 'more than' : 'less than') : least ? 'at least' : 'at most'
  switch (issue.origin) {
    case 'string':
      return Number(limit) === 1 && least ? 'must not be empty' : `must be ${bound} ${limit} characters long`
    case 'array':
    case 'set':
      return `needs ${bound} ${limit} ${Number(limit) === 1 ? 'entry' : 'entries'}`
    default:
      return `must be ${bound} ${limit}`
  }
}

/** A zod error map: the message of one issue in plain words. */
export function plainWords(issue: RawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type': {
      const name = issue.path?.at(-1)
      if (issue.input === undefined) return typeof name === 'string' ? `"${name}" is missing` : 'a value is missing'
      return `must be ${kinds[issue.expected] ?? issue.expected}, not ${describeValue(issue.input)}`
    }
    case 'too_small':
      return sizeWords(issue, issue.minimum, true)
    case 'too_big':
      // A text too long for its place: how long it is, and what fits (the example hint shows a good one).
      if (issue.origin === 'string' && typeof issue.input === 'string')
        return `is ${issue.input.length} characters long: at most ${issue.maximum} fit here, shorten it`
      return sizeWords(issue, issue.maximum, false)
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${JSON.stringify(issue.values[0])}`
        : `${describeValue(issue.input)} is not allowed here: use one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`
    case 'invalid_format':
      if (issue.format === 'email') return `${describeValue(issue.input)} is not an e-mail address such as hello@example.com`
      return `${describeValue(issue.input)} is not in the expected form`
    case 'unrecognized_keys': {
      const shape = (issue.inst as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def?.shape
      const allowed = Object.keys(shape ?? {})
      const [key = ''] = issue.keys
      const near = nearest(key, allowed)
      const more =
        issue.keys.length > 1
          ? ` (and ${issue.keys
              .slice(1)
              .map((k) => `"${k}"`)
              .join(', ')})`
          : ''
      const allowedHere = allowed.length ? `${near ? ' ' : '; '}allowed here: ${allowed.join(', ')}` : ''
      return `unknown field "${key}"${more}${near ? ` — did you mean "${near}"?` : ''}${allowedHere}`
    }
    case 'invalid_union':
      return `${describeValue(issue.input)} does not fit any of the allowed forms`
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`
    default:
      return undefined
  }
}

/** The ids a message offers instead of a missing one: "1–15" when all are numbers, else listed; "none" for none. */
export function idRange(ids: readonly (string | number)[]): string {
  if (ids.length === 0) return 'none'
  const numbers = ids.map(Number).filter(Number.isInteger)
  return numbers.length === ids.length ? `${Math.min(...numbers)}–${Math.max(...numbers)}` : ids.join(', ')
}
