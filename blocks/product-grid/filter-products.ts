import type { Product } from '#data/schemas.ts'

/** "all" or one product category. */
export type ProductCategoryFilter = 'all' | Product['category']

/** The products a filter shows, in their original order. */
export function filterProducts<P extends Pick<Product, 'category'>>(products: readonly P[], filter: ProductCategoryFilter): P[] {
  return filter === 'all' ? [...products] : products.filter((product) => product.category === filter)
}
