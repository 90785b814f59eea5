/**
 * Checks data files (collections and site settings) against their zod schemas, at the page files'
 * standard: every problem at its line and column, the record named by id and title
 * (`product 25 "Morello Cherries" → price`), in plain words, with a good value from a sibling as an
 * example. Pure functions of (file name, text): the validator, the dev server and an editor share them.
 */
import type { z } from 'zod'
import { collectionFileSchema, type CollectionDefinition } from '#data/define-collection.ts'
import { siteSchema, type SiteSettings } from '#data/site-schema.ts'
import { offsetOfPath, parseJsonWithPositions, type JsonPath, type ParsedJson } from '#page-model/json-positions.ts'
import { plainWords } from '#page-model/plain-words.ts'
import { pathInWords, syntaxProblems, type Problem } from '#page-model/problem.ts'

/** Says where a path is, in words, for one kind of file. */
export type DescribePath = (value: unknown, path: JsonPath) => string

/** What a collection's messages need to know of it. */
export type CollectionLabels = Pick<
  CollectionDefinition,
  'name' | 'schemaFile' | 'schema' | 'noun' | 'titleField' | 'uniqueFields'
>

/** `product 25 "Morello Cherries"`, or `product at position 25` when the record has no usable id. */
export function recordName(collection: Pick<CollectionLabels, 'noun' | 'titleField'>, record: unknown, index: number): string {
  const fields = typeof record === 'object' && record !== null ? (record as Record<string, unknown>) : {}
  const id = fields.id
  const title = fields[collection.titleField]
  const who = typeof id === 'number' ? `${collection.noun} ${id}` : `${collection.noun} at position ${index + 1}`
  if (typeof title !== 'string' || !title) return who
  // A title too long to be one (a pasted page of text) is shortened: the message names the record, it does not repeat it.
  return `${who} ${JSON.stringify(title.length > 40 ? `${title.slice(0, 39)}…` : title)}`
}

/** Where a path is in a collection file: `product 25 "Morello Cherries" → gallery[1]`. */
export function describeRecordPath(collection: Pick<CollectionLabels, 'name' | 'noun' | 'titleField'>): DescribePath {
  return (value, path) => {
    const [key, index, ...rest] = path
    if (key !== collection.name || typeof index !== 'number') return pathInWords(path)
    const records = (value as Record<string, unknown[]> | undefined)?.[collection.name]
    const head = recordName(collection, records?.[index], index)
    return rest.length ? `${head} → ${pathInWords(rest)}` : head
  }
}

/**
 * Where a path is in data/site.json: the first list entry on the way is named by its label,
 * `menu "Home" → children[1].href`, `social "Facebook" → href`.
 */
export const describeSitePath: DescribePath = (value, path) => {
  let node: unknown = value
  for (let i = 0; i < path.length; i++) {
    const part = path[i]!
    const next = (node as Record<string | number, unknown> | undefined)?.[part]
    const label = (next as { label?: unknown } | undefined)?.label
    if (typeof part === 'number' && typeof label === 'string' && label) {
      const head = `${pathInWords(path.slice(0, i))} ${JSON.stringify(label)}`
      const rest = pathInWords(path.slice(i + 1))
      return rest ? `${head} → ${rest}` : head
    }
    node = next
  }
  return pathInWords(path)
}

function valueAt(value: unknown, path: JsonPath): unknown {
  return path.reduce<unknown>((node, part) => (node as Record<string | number, unknown> | undefined)?.[part], value)
}

const startsWith = (path: JsonPath, prefix: JsonPath) => prefix.every((part, i) => path[i] === part)

/** The value refused, in any case (a tag written twice), is no example of a good one. */
const sameWords = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' ? a.toLowerCase() === b.toLowerCase() : a === b

/**
 * A good value for a path with a problem: the same field in a sibling list entry (another record, another
 * menu entry) that has no problem itself, tried from the innermost list outwards.
 */
function exampleFor(value: unknown, path: JsonPath, problemPaths: JsonPath[]): { value: unknown; path: JsonPath } | undefined {
  for (let i = path.length - 1; i >= 0; i--) {
    const index = path[i]
    if (typeof index !== 'number') continue
    const siblings = valueAt(value, path.slice(0, i))
    if (!Array.isArray(siblings)) continue
    for (let other = 0; other < siblings.length; other++) {
      if (other === index) continue
      const candidate = [...path.slice(0, i), other, ...path.slice(i + 1)]
      const good = valueAt(value, candidate)
      const scalar = typeof good === 'string' || typeof good === 'number' || typeof good === 'boolean'
      const clean = !problemPaths.some((bad) => startsWith(candidate, bad) || startsWith(bad, candidate))
      if (scalar && clean && !sameWords(good, valueAt(value, path))) return { value: good, path: candidate }
    }
  }
  return undefined
}

export interface JsonFileResult<T> {
  problems: Problem[]
  /** The parsed value, only when the file has no problem. */
  value?: T | undefined
  json?: ParsedJson | undefined
}

/**
 * Checks one JSON file against a zod schema. `describe` names where each problem is; `exampleSource`
 * names where an example value comes from ("as in product 2"), when that helps.
 */
export function validateJsonFile<S extends z.ZodType>(
  file: string,
  text: string,
  schema: S,
  describe: DescribePath = (_value, path) => pathInWords(path),
  exampleSource?: (value: unknown, path: JsonPath) => string | undefined,
): JsonFileResult<z.output<S>> {
  const json = parseJsonWithPositions(text)
  if (json.syntaxErrors.length > 0) {
    return {
      json,
      problems: syntaxProblems(file, json),
    }
  }
  const parsed = schema.safeParse(json.value, { error: plainWords, reportInput: true })
  if (parsed.success) return { json, problems: [], value: parsed.data }
  const issues = parsed.error.issues.map((issue) => {
    const path = issue.path as JsonPath
    // An unknown field is shown at its own name, which is where an editor underlines it.
    if (issue.code === 'unrecognized_keys' && issue.keys[0]) return { issue, path: [...path, issue.keys[0]], key: true }
    return { issue, path, key: false }
  })
  const problemPaths = issues.map(({ path }) => path)
  const problems = issues.map(({ issue, path, key }): Problem => {
    const offset = offsetOfPath(json.root, path, { key })
    const example = issue.code === 'unrecognized_keys' ? undefined : exampleFor(json.value, path, problemPaths)
    return {
      file,
      ...json.lineAndColumn(offset),
      where: describe(json.value, path),
      message: issue.message,
      ...(example &&
        exampleHints(path, example, exampleSource?.(json.value, example.path), valueAt(json.value, path) === undefined)),
    }
  })
  return { json, problems }
}

/** The example as `npm run validate` prints it (`e.g. "price": "$6.50" (as in product 2)`) and in words (`e.g. $6.50`). */
function exampleHints(
  path: JsonPath,
  example: { value: unknown },
  source: string | undefined,
  missing: boolean,
): Pick<Problem, 'hint' | 'hintInWords'> {
  const name = path.at(-1)
  const shown = typeof name === 'string' ? `"${name}": ${JSON.stringify(example.value)}` : JSON.stringify(example.value)
  const lead = missing ? 'add it, e.g.' : 'e.g.'
  return { hint: `${lead} ${shown}${source ? ` (as in ${source})` : ''}`, hintInWords: `${lead} ${String(example.value)}` }
}

/**
 * A collection file: `{ "$schema": …, "<name>": [ records ] }`, each record valid and with its own id.
 * Its records, only when the whole file is valid.
 */
export function validateCollectionFile(
  file: string,
  text: string,
  collection: CollectionLabels,
): { problems: Problem[]; records?: unknown[] | undefined; writtenIds: number[] | undefined } {
  const describe = describeRecordPath(collection)
  const recordOf = (value: unknown, path: JsonPath) => {
    const index = path[1]
    const records = (value as Record<string, unknown[]> | undefined)?.[collection.name]
    if (typeof index !== 'number') return undefined
    // An example of a title names its record by id alone: `e.g. "title": "Pears" (as in product 4)`.
    const labels = path[2] === collection.titleField ? { ...collection, titleField: '' } : collection
    return recordName(labels, records?.[index], index)
  }
  const result = validateJsonFile(file, text, collectionFileSchema(collection), describe, recordOf)
  // The ids in the file, valid records or not: a link to a record with a problem names that problem, not a missing id.
  // None known while the file is not JSON: links to its records are not judged until its syntax error is fixed.
  const written = (result.json?.value as Record<string, unknown> | undefined)?.[collection.name]
  const writtenIds =
    result.json === undefined || result.json.syntaxErrors.length > 0
      ? undefined
      : (Array.isArray(written) ? written : []).flatMap((record: { id?: unknown } | null) =>
          typeof record?.id === 'number' ? [record.id] : [],
        )
  if (Array.isArray(result.json?.value)) {
    // The format before data files had a "$schema": a bare list of records.
    const schemaName = collection.schemaFile.replace(/^data\//, './')
    return {
      writtenIds,
      problems: [
        {
          file,
          ...result.json.lineAndColumn(0),
          where: '',
          message: `the records must sit under "${collection.name}"`,
          hint: `write { "$schema": "${schemaName}", "${collection.name}": [ …the records… ] }`,
        },
      ],
    }
  }
  if (!result.value) return { problems: result.problems, writtenIds }
  const records = (result.value as Record<string, { id: number }[]>)[collection.name]!
  const problems: Problem[] = []
  const seen = new Map<number, number>()
  records.forEach((record, index) => {
    const earlier = seen.get(record.id)
    if (earlier === undefined) seen.set(record.id, index)
    else
      problems.push({
        file,
        ...result.json!.lineAndColumn(offsetOfPath(result.json!.root, [collection.name, index, 'id'])),
        where: describe(result.json!.value, [collection.name, index]),
        message: `id ${record.id} is already used by ${recordName(collection, records[earlier], earlier)}`,
        hint: `give this ${collection.noun} an unused id, e.g. ${Math.max(...records.map((r) => r.id)) + 1}`,
      })
  })
  for (const field of collection.uniqueFields ?? []) {
    const owners = new Map<unknown, number>()
    records.forEach((record, index) => {
      const value = (record as Record<string, unknown>)[field]
      if (value === undefined) return
      const earlier = owners.get(value)
      if (earlier === undefined) owners.set(value, index)
      else
        problems.push({
          file,
          ...result.json!.lineAndColumn(offsetOfPath(result.json!.root, [collection.name, index, field])),
          where: `${describe(result.json!.value, [collection.name, index])} → ${field}`,
          message: `${JSON.stringify(value)} is already the ${field} of ${recordName(collection, records[earlier], earlier)}`,
          hint: `give each ${collection.noun} its own "${field}"`,
        })
    })
  }
  return problems.length ? { problems, writtenIds } : { problems, records, writtenIds }
}

/** data/site.json: the page frame's settings. */
export function validateSiteFile(
  file: string,
  text: string,
): { problems: Problem[]; site?: SiteSettings | undefined; json?: ParsedJson | undefined } {
  const result = validateJsonFile(file, text, siteSchema, describeSitePath)
  return { problems: result.problems, site: result.value, json: result.json }
}
