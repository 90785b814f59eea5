/** Pages of the shop list: at least one, so an empty shop still has its page. Used by the view and by the build (index.ts). */
export function shopCatalogPageCount({ products, perPage }: { products: readonly unknown[]; perPage: number }): number {
  return Math.max(1, Math.ceil(products.length / perPage))
}
