/**
 * How a collection of data/ is defined: `defineCollection(name, schema, { label, noun, titleField, … })`, one call
 * in each file of src/data/collections/. A data file is an object with its "$schema" (the generated
 * data/<name>.schema.json, for editor autocomplete) and its records under the collection's name:
 * { "$schema": "./products.schema.json", "products": [ … ] }.
 *
 * The files are read as text, not imported: a JSON import that fails (empty file, stray comma) would
 * crash validate and the build with a stack trace before any problem could be reported at its line.
 * Node-side only (page compiler, validator, unit tests): the browser receives records already
 * resolved into compiled pages, never this module.
 *
 * `records` holds the last valid content of each file: compileSite replaces it only when the whole file
 * passes its schema, so the dev server keeps drawing the last good data while a file has problems.
 */
import { z } from 'zod'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseJsonWithPositions } from '#page-model/json-positions.ts'
import { fillFacts, readFarmFacts } from '#data/farm-facts.ts'
import { PUBLISH_ON } from '#lib/publication.ts'
import { schemaLine } from './schemas.ts'

export interface CollectionDefinition<S extends z.ZodType = z.ZodType> {
  /** The collection's name: a page's { "collection": name }, and the key of the records in its file. */
  name: string
  /** The data file the records come from, for error messages. */
  file: string
  /** The JSON Schema file beside it that editors use ("$schema"). */
  schemaFile: string
  /** What the editor calls the collection: "Products", "Blog posts" (by default its name in words). */
  label: string
  /** What one record is called in messages: `product 25 "Morello Cherries"`. */
  noun: string
  /** The field that names a record in messages. */
  titleField: string
  /** The field holding a record's picture, which the editor's lists show ("thumb" unless said). */
  pictureField: string
  /** Fields besides the id that no two records may share, e.g. a product's "sku". */
  uniqueFields?: readonly string[]
  /** The field holding a record's publish date (src/data/publishing.ts): "publishOn" unless said, a post's "date". */
  publishDateField: string
  /** Listed by their publish date, newest first (posts), instead of in the file's order. */
  newestFirst: boolean
  schema: S
  records: unknown[]
  /**
   * Set by compileSite while the file does not read as JSON: nothing is judged against its records then (a
   * pick by position, a link to one), so its syntax error is the one message about anything that uses it.
   */
  recordsUnknown: boolean
}

const repoRoot = join(import.meta.dirname, '..', '..')

/** The schema of a whole data file: its "$schema" line and the list of records under the collection's name. */
export function collectionFileSchema(collection: Pick<CollectionDefinition, 'name' | 'schemaFile' | 'schema'>) {
  return z.strictObject({
    $schema: schemaLine(collection.schemaFile),
    [collection.name]: z.array(collection.schema).describe(`The ${collection.name}, one { … } per record`),
  })
}

/**
 * The records of a data file when the module loads: those that pass the schema. A file that is not
 * valid JSON gives none; compileSite reports every problem at its line and column, so nothing may
 * crash first, and a record with a problem is never drawn.
 */
function readRecords(file: string, name: string, schema: z.ZodType): unknown[] {
  const { text } = fillFacts(file, readFileSync(join(repoRoot, file), 'utf8'), readFarmFacts(repoRoot))
  const { value } = parseJsonWithPositions(text)
  const records = (value as Record<string, unknown> | undefined)?.[name]
  if (!Array.isArray(records)) return []
  return records.flatMap((record) => {
    const parsed = schema.safeParse(record)
    return parsed.success ? [parsed.data] : []
  })
}

export function defineCollection<N extends string, S extends z.ZodType>(
  name: N,
  schema: S,
  about: {
    label?: string
    noun: string
    titleField: string
    pictureField?: string
    uniqueFields?: readonly string[]
    publishDateField?: string
    newestFirst?: boolean
  },
) {
  const file = `data/${name}.json`
  return {
    name,
    file,
    schemaFile: `data/${name}.schema.json`,
    // "blog-posts" → "Blog posts"
    label: name.charAt(0).toUpperCase() + name.slice(1).replaceAll('-', ' '),
    pictureField: 'thumb',
    publishDateField: PUBLISH_ON,
    newestFirst: false,
    ...about,
    schema,
    records: readRecords(file, name, schema),
    recordsUnknown: false as boolean,
  } satisfies CollectionDefinition<S>
}
