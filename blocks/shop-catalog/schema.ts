/**
 * shop-catalog — the shop list: a search field, shelf links with their counts (All, Fruit, Vegetables,
 * Dairy: the categories its products have; then "In season now", decision 259), a toolbar (grid/list tabs, "Showing X–Y of N results", a sort select),
 * product cards and numbered pagination. The words searched for, the category, the sort and the page live
 * in the address, `?q=berries&category=fruit&sort=price-asc&page=2`, the defaults left out; a value that is not offered shows the
 * default (a shelf the shop does not have says so, with the shelves it has), a page out of range the nearest page that exists. A category without products says so and
 * links back to all products; a search that finds nothing says so and offers to clear it.
 * Example props: { "products": { "collection": "products" }, "perPage": 8,
 *   "sorts": ["latest", "price-asc", "price-desc"], "defaultSort": "latest", "categoryFilter": true }
 */
import { z } from 'zod'
import { collectionRef } from '#data/collection-ref.ts'
import { SORT_KEYS, SORT_LABELS } from '#lib/product-query.ts'

const sortKey = z
  .enum(SORT_KEYS)
  .describe(
    `One order of the list: ${SORT_KEYS.map((key) => `"${key}" (${SORT_LABELS[key].replace('Sort by ', '')})`).join(', ')}`,
  )

export const shopCatalogProps = z
  .strictObject({
    products: collectionRef('products')
      .prefault({ collection: 'products' })
      .describe('The products listed; default every product, in the order of the products file'),
    perPage: z.int().min(1).max(48).default(8).describe('Products per page').meta({ title: 'Products per page' }),
    layout: z.enum(['grid', 'list']).default('grid').describe('The view selected when the page opens'),
    sorts: z
      .array(sortKey)
      .min(1)
      .default([...SORT_KEYS])
      .refine((sorts) => new Set(sorts).size === sorts.length, 'lists a sort twice: name each sort once')
      .describe('The orders the sort select offers, in this order; with only one, the select is left out')
      .meta({ title: 'Sort orders offered' }),
    defaultSort: sortKey
      .default('latest')
      .describe('The order the list opens in; one of "sorts". Equal products keep the order of the products file'),
    categoryFilter: z
      .boolean()
      .default(true)
      .describe(
        'Show the shelf links (All, Fruit, Vegetables …, In season now, each with its count) above the list; when off, the list is never narrowed to a shelf',
      )
      .meta({ title: 'Shelf links' }),
    searchField: z
      .boolean()
      .default(true)
      .describe(
        'Show a search field above the list that narrows it to the products matching the words typed (kept in the address as ?q=…); when off, the list is never narrowed by words',
      )
      .meta({ title: 'Search box' }),
  })
  .superRefine((props, ctx) => {
    if (!props.sorts.includes(props.defaultSort)) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultSort'],
        message: `"${props.defaultSort}" is not among the sorts offered (${props.sorts.map((key) => `"${key}"`).join(', ')}): add it to "sorts" or open with one of them`,
        input: props.defaultSort,
      })
    }
  })
export type ShopCatalogProps = z.output<typeof shopCatalogProps>
