/**
 * The static sample collections in data/, each with the zod schema that checks it.
 * Node-side only (page compiler, validator, unit tests): the browser receives records already
 * resolved into compiled pages, never this module.
 */
import { z } from 'zod'
import blogPostsJson from '../../data/blog-posts.json' with { type: 'json' }
import { blogPostSchema } from './schemas.ts'

export interface CollectionDefinition<S extends z.ZodType = z.ZodType> {
  /** The data file the records come from, for error messages. */
  file: string
  schema: S
  records: unknown[]
}

function defineCollection<S extends z.ZodType>(file: string, schema: S, records: unknown[]) {
  return { file, schema, records } satisfies CollectionDefinition<S>
}

export const collections = {
  'blog-posts': defineCollection('data/blog-posts.json', blogPostSchema, blogPostsJson),
}

export type CollectionName = keyof typeof collections
export type CollectionRecord<N extends CollectionName> = z.output<(typeof collections)[N]['schema']>

export const collectionNames = Object.keys(collections) as [CollectionName, ...CollectionName[]]
