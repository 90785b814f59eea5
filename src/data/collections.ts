/**
 * The static sample collections in data/, each with the zod schema of its records. The files are read
 * as text, not imported: a JSON import that fails (empty file, stray comma) would crash validate and
 * the build with a stack trace before any problem could be reported at its line.
 * Node-side only (page compiler, validator, unit tests): the browser receives records already
 * resolved into compiled pages, never this module.
 */
import type { z } from 'zod'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseJsonWithPositions } from '../page-builder/json-positions.ts'
import {
  blogPostSchema,
  brandSchema,
  farmerSchema,
  productCategorySchema,
  productSchema,
  projectSchema,
  serviceSchema,
  teamMemberSchema,
  testimonialSchema,
} from './schemas.ts'

export interface CollectionDefinition<S extends z.ZodType = z.ZodType> {
  /** The data file the records come from, for error messages. */
  file: string
  schema: S
  records: unknown[]
}

// A path, not new URL('../../', import.meta.url): Vite rewrites that pattern into an asset URL
// (http://localhost:3000/ under vitest), which readFileSync refuses.
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

/**
 * The records of a data file, read when this module loads. A file that is not valid JSON (empty, a stray
 * comma) gives no records here: compileSite reports it at its line and column, so nothing may crash first.
 */
function readRecords(file: string): unknown[] {
  const { value } = parseJsonWithPositions(readFileSync(join(repoRoot, file), 'utf8'))
  return Array.isArray(value) ? value : []
}

function defineCollection<S extends z.ZodType>(file: string, schema: S) {
  return { file, schema, records: readRecords(file) } satisfies CollectionDefinition<S>
}

export const collections = {
  'blog-posts': defineCollection('data/blog-posts.json', blogPostSchema),
  products: defineCollection('data/products.json', productSchema),
  farmers: defineCollection('data/farmers.json', farmerSchema),
  testimonials: defineCollection('data/testimonials.json', testimonialSchema),
  services: defineCollection('data/services.json', serviceSchema),
  projects: defineCollection('data/projects.json', projectSchema),
  'product-categories': defineCollection('data/product-categories.json', productCategorySchema),
  team: defineCollection('data/team.json', teamMemberSchema),
  brands: defineCollection('data/brands.json', brandSchema),
}

export type CollectionName = keyof typeof collections
export type CollectionRecord<N extends CollectionName> = z.output<(typeof collections)[N]['schema']>

export const collectionNames = Object.keys(collections) as [CollectionName, ...CollectionName[]]
