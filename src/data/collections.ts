/**
 * The static sample collections in data/, each with the zod schema of its records. A data file is an
 * object with its "$schema" (the generated data/<name>.schema.json, for editor autocomplete) and its
 * records under the collection's name: { "$schema": "./products.schema.json", "products": [ … ] }.
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
import {
  blogPostSchema,
  listedProduct,
  brandSchema,
  farmerSchema,
  productCategorySchema,
  productSchema,
  projectSchema,
  type ListedProduct,
  type Product,
  serviceSchema,
  teamMemberSchema,
  testimonialSchema,
} from './schemas.ts'

export interface CollectionDefinition<S extends z.ZodType = z.ZodType> {
  /** The collection's name: a page's { "collection": name }, and the key of the records in its file. */
  name: string
  /** The data file the records come from, for error messages. */
  file: string
  /** The JSON Schema file beside it that editors use ("$schema"). */
  schemaFile: string
  /** What one record is called in messages: `product 25 "Morello Cherries"`. */
  noun: string
  /** The field that names a record in messages. */
  titleField: string
  /** Fields besides the id that no two records may share, e.g. a product's "sku". */
  uniqueFields?: readonly string[]
  /** What a new record starts with instead of the example's own, e.g. a new post has no readers' comments yet. */
  newRecordStarts?: Readonly<Record<string, unknown>>
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
  const schemaName = collection.schemaFile.replace(/^data\//, './')
  return z.strictObject({
    $schema: z.literal(schemaName).optional().describe(`Points the editor at ${schemaName} for autocomplete`),
    [collection.name]: z.array(collection.schema).describe(`The ${collection.name}, one { … } per record`),
  })
}

/**
 * The records of a data file when the module loads: those that pass the schema. A file that is not
 * valid JSON gives none; compileSite reports every problem at its line and column, so nothing may
 * crash first, and a record with a problem is never drawn.
 */
function readRecords(file: string, name: string, schema: z.ZodType): unknown[] {
  const { value } = parseJsonWithPositions(readFileSync(join(repoRoot, file), 'utf8'))
  const records = (value as Record<string, unknown> | undefined)?.[name]
  if (!Array.isArray(records)) return []
  return records.flatMap((record) => {
    const parsed = schema.safeParse(record)
    return parsed.success ? [parsed.data] : []
  })
}

function defineCollection<N extends string, S extends z.ZodType>(
  name: N,
  schema: S,
  label: {
    noun: string
    titleField: string
    uniqueFields?: readonly string[]
    newRecordStarts?: Readonly<Record<string, unknown>>
  },
) {
  const file = `data/${name}.json`
  return {
    name,
    file,
    schemaFile: `data/${name}.schema.json`,
    ...label,
    schema,
    records: readRecords(file, name, schema),
    recordsUnknown: false as boolean,
  } satisfies CollectionDefinition<S>
}

export const collections = {
  'blog-posts': defineCollection('blog-posts', blogPostSchema, {
    noun: 'post',
    titleField: 'title',
    newRecordStarts: { comments: [] },
  }),
  products: defineCollection('products', productSchema, { noun: 'product', titleField: 'title', uniqueFields: ['sku'] }),
  farmers: defineCollection('farmers', farmerSchema, { noun: 'farmer', titleField: 'name' }),
  testimonials: defineCollection('testimonials', testimonialSchema, { noun: 'testimonial', titleField: 'name' }),
  services: defineCollection('services', serviceSchema, { noun: 'service', titleField: 'title' }),
  projects: defineCollection('projects', projectSchema, { noun: 'project', titleField: 'title' }),
  'product-categories': defineCollection('product-categories', productCategorySchema, {
    noun: 'category',
    titleField: 'name',
  }),
  team: defineCollection('team', teamMemberSchema, { noun: 'team member', titleField: 'name' }),
  brands: defineCollection('brands', brandSchema, { noun: 'brand', titleField: 'name' }),
}

export type CollectionName = keyof typeof collections
export type CollectionRecord<N extends CollectionName> = z.output<(typeof collections)[N]['schema']>

export const collectionNames = Object.keys(collections) as [CollectionName, ...CollectionName[]]

/** A record as lists show it (a block's { "collection": … } reference, the browser's catalogue of products). */
export type ListedRecord<N extends CollectionName> = N extends 'products' ? ListedProduct : CollectionRecord<N>

// One listed form per record, so a list's entries stay recognisable as the collection's records.
const listedForms = new WeakMap<object, unknown>()

/**
 * A record as lists show it: a product without what only its own page shows (decision 218); any other
 * record as it is.
 */
export function listedRecord<N extends CollectionName>(name: N, record: CollectionRecord<N>): ListedRecord<N> {
  if (name !== 'products') return record as ListedRecord<N>
  let listed = listedForms.get(record)
  if (listed === undefined) {
    listed = listedProduct(record as Product)
    listedForms.set(record, listed)
  }
  return listed as ListedRecord<N>
}
