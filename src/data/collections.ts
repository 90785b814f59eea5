/**
 * The collections of data/, one file each in src/data/collections/ (its zod schema, its rules, its example record)
 * and one line here: adding a collection is adding its file, and its line, which collections.test.ts asks for.
 * Node-side only: the browser receives records already resolved into compiled pages.
 */
import type { z } from 'zod'
import { blogPosts } from './collections/blog-posts.ts'
import { brands } from './collections/brands.ts'
import { farmers } from './collections/farmers.ts'
import { productCategories } from './collections/product-categories.ts'
import { listedProduct, products, type ListedProduct, type Product } from './collections/products.ts'
import { projects } from './collections/projects.ts'
import { services } from './collections/services.ts'
import { team } from './collections/team.ts'
import { testimonials } from './collections/testimonials.ts'

export const collections = {
  'blog-posts': blogPosts,
  products,
  farmers,
  testimonials,
  services,
  projects,
  'product-categories': productCategories,
  team,
  brands,
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
