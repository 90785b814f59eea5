/**
 * The static sample collections in data/, each with the zod schema of its records.
 * Node-side only (page compiler, validator, unit tests): the browser receives records already
 * resolved into compiled pages, never this module.
 */
import type { z } from 'zod'
import blogPosts from '../../data/blog-posts.json' with { type: 'json' }
import brands from '../../data/brands.json' with { type: 'json' }
import farmers from '../../data/farmers.json' with { type: 'json' }
import productCategories from '../../data/product-categories.json' with { type: 'json' }
import products from '../../data/products.json' with { type: 'json' }
import projects from '../../data/projects.json' with { type: 'json' }
import services from '../../data/services.json' with { type: 'json' }
import testimonials from '../../data/testimonials.json' with { type: 'json' }
import {
  blogPostSchema,
  brandSchema,
  farmerSchema,
  productCategorySchema,
  productSchema,
  projectSchema,
  serviceSchema,
  testimonialSchema,
} from './schemas.ts'

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
  'blog-posts': defineCollection('data/blog-posts.json', blogPostSchema, blogPosts),
  products: defineCollection('data/products.json', productSchema, products),
  farmers: defineCollection('data/farmers.json', farmerSchema, farmers),
  testimonials: defineCollection('data/testimonials.json', testimonialSchema, testimonials),
  services: defineCollection('data/services.json', serviceSchema, services),
  projects: defineCollection('data/projects.json', projectSchema, projects),
  'product-categories': defineCollection('data/product-categories.json', productCategorySchema, productCategories),
  brands: defineCollection('data/brands.json', brandSchema, brands),
}

export type CollectionName = keyof typeof collections
export type CollectionRecord<N extends CollectionName> = z.output<(typeof collections)[N]['schema']>

export const collectionNames = Object.keys(collections) as [CollectionName, ...CollectionName[]]
