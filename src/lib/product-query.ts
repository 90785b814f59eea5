/**
 * What a product list shows and in which order, and how that is written in the address: the shop's
 * `?q=<words>&category=<fruit|vegetables|dairy|in-season>&sort=<key>&page=N` (docs/decisions/180-shop-sort-and-filter.md,
 * 193-search-boxes.md, 259-seasons-shelf-and-picks.md).
 * Pure functions, shared by the shop list (shop-catalog) and the filter buttons of the home grids
 * (product-grid), so both narrow a list the same way.
 *
 * Ties: every sort is stable, so products that compare equal (same day, same price, same count) keep the
 * order of the list passed in: the catalogue's order (data/products.json), or the order a page file lists.
 */
import type { Product } from '#data/collections/products.ts'
import { priceTextToCents } from './money.ts'
import { isInSeason } from './seasons.ts'
import { tidySearchQuery } from './search-query.ts'

export type ProductCategory = Product['category']

/** "all" or one product category. */
export type ProductCategoryFilter = 'all' | ProductCategory

/** The shelves' names as a shopper reads them, in the order the shop offers them. */
export const CATEGORY_LABELS: Readonly<Record<ProductCategory, string>> = {
  fruit: 'Fruit',
  vegetables: 'Vegetables',
  dairy: 'Dairy',
}

const CATEGORIES = Object.keys(CATEGORY_LABELS) as ProductCategory[]

/** The products a filter shows, in their original order. */
export function filterProducts<P extends Pick<Product, 'category'>>(products: readonly P[], filter: ProductCategoryFilter): P[] {
  return filter === 'all' ? [...products] : products.filter((product) => product.category === filter)
}

/** Each category that has products, with how many, in the order of CATEGORY_LABELS; empty ones are left out. */
export function categoryCounts(products: readonly Pick<Product, 'category'>[]) {
  return CATEGORIES.map((category) => ({
    category,
    label: CATEGORY_LABELS[category],
    count: products.filter((product) => product.category === category).length,
  })).filter((entry) => entry.count > 0)
}

/** The shop's seasonal shelf, `?category=in-season`: the products in season in the month shown (decision 259). */
export const IN_SEASON_SHELF = 'in-season' as const
export const IN_SEASON_LABEL = 'In season now'

/** A shelf of the shop: every product, one category, or what is in season now. */
export type ShopShelf = ProductCategoryFilter | typeof IN_SEASON_SHELF

type Shelved = Pick<Product, 'category' | 'months'>

/** The products on a shelf in `month` (1 to 12), in their original order. */
export function shelfProducts<P extends Shelved>(products: readonly P[], shelf: ShopShelf, month: number): P[] {
  return shelf === IN_SEASON_SHELF
    ? products.filter((product) => isInSeason(product.months, month))
    : filterProducts(products, shelf)
}

/**
 * The shop's shelves after All, with their counts: each category that has products, then what is in season in
 * `month`. The season shelf is there whenever some product has months, whatever the month, so the links do not
 * change when the browser's month replaces the build's.
 */
export function shelfCounts(
  products: readonly Shelved[],
  month: number,
): { category: Exclude<ShopShelf, 'all'>; label: string; count: number }[] {
  const seasonal = products.some((product) => product.months !== undefined)
  return [
    ...categoryCounts(products),
    ...(seasonal
      ? [{ category: IN_SEASON_SHELF, label: IN_SEASON_LABEL, count: shelfProducts(products, IN_SEASON_SHELF, month).length }]
      : []),
  ]
}

/** The shop's orders, as written in `?sort=`, with the words of the sort select. */
export const SORT_LABELS = {
  latest: 'Sort by latest',
  'price-asc': 'Sort by price: low to high',
  'price-desc': 'Sort by price: high to low',
  popular: 'Sort by popularity',
  rating: 'Sort by average rating',
} as const

export type SortKey = keyof typeof SORT_LABELS
export const SORT_KEYS = Object.keys(SORT_LABELS) as [SortKey, ...SortKey[]]

type Sortable = Pick<Product, 'added' | 'price' | 'reviews' | 'ratings'>

/** Negative when `a` comes first. Prices compare as paid: `price` is the sale price when on sale. */
const compareBy: Record<SortKey, (a: Sortable, b: Sortable) => number> = {
  // ISO days ("2024-06-15") sort as text; newest first.
  latest: (a, b) => (a.added < b.added ? 1 : a.added > b.added ? -1 : 0),
  'price-asc': (a, b) => priceTextToCents(a.price) - priceTextToCents(b.price),
  'price-desc': (a, b) => priceTextToCents(b.price) - priceTextToCents(a.price),
  // With a handful of reviews a product, counts and averages tie often: the other one decides then.
  popular: (a, b) => b.reviews - a.reviews || b.ratings - a.ratings,
  rating: (a, b) => b.ratings - a.ratings || b.reviews - a.reviews,
}

/** A sorted copy; equal products keep their order in `products` (Array.prototype.sort is stable). */
export function sortProducts<P extends Sortable>(products: readonly P[], sort: SortKey): P[] {
  return [...products].sort(compareBy[sort])
}

/**
 * The products a search found, in their original order. `hitIds` are the search's ids for them
 * ("product-3": SearchHit.id), so the search decides what matches and the list keeps its own order.
 */
export function keepFound<P extends Pick<Product, 'id'>>(products: readonly P[], hitIds: ReadonlySet<string>): P[] {
  return products.filter((product) => hitIds.has(`product-${product.id}`))
}

/** What the shop list shows: the products found for some words (all when ""), one category or all, in one order, and which page of it. */
export interface ShopQuery {
  searchFor: string
  category: ShopShelf
  sort: SortKey
  page: number
}

/** The sorts a page offers and the one it opens with (the shop-catalog block's settings). */
export interface SortChoice {
  sorts: readonly SortKey[]
  defaultSort: SortKey
}

/**
 * The words, the shelf and the sort an address's query asks for. Anything else falls back to the
 * default: an unknown or unoffered sort to `defaultSort`, an unknown shelf to all; the words are tidied
 * and cut to SEARCH_QUERY_MAX_LENGTH. (The page number is read by usePageParam, with nearestPage: "3abc"
 * is page 1, a page past the end the last one.)
 */
export function parseShopQuery(params: URLSearchParams, { sorts, defaultSort }: SortChoice): Omit<ShopQuery, 'page'> {
  const sort = params.get('sort')
  const category = params.get('category')
  return {
    searchFor: tidySearchQuery(params.get('q')),
    sort: sorts.includes(sort as SortKey) ? (sort as SortKey) : defaultSort,
    category: category === IN_SEASON_SHELF || CATEGORIES.includes(category as ProductCategory) ? (category as ShopShelf) : 'all',
  }
}

/**
 * The query of a shop state, as `?q=…&category=…&sort=…&page=…` or "" for the defaults, which are left out
 * (no words, all categories, the page's default sort, page 1). Other parameters of `current` (e.g. a campaign's
 * `utm_source`) are kept after them, so a sort or a page change does not drop them.
 */
export function shopSearch(query: ShopQuery, defaultSort: SortKey, current = new URLSearchParams()): string {
  const shopParams = new URLSearchParams()
  if (query.searchFor) shopParams.set('q', query.searchFor)
  if (query.category !== 'all') shopParams.set('category', query.category)
  if (query.sort !== defaultSort) shopParams.set('sort', query.sort)
  if (query.page !== 1) shopParams.set('page', String(query.page))
  const others = new URLSearchParams(current)
  for (const key of ['q', 'category', 'sort', 'page']) others.delete(key)
  const text = [shopParams.toString(), others.toString()].filter(Boolean).join('&')
  return text ? `?${text}` : ''
}
