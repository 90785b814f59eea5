/**
 * shop-catalog — the shop list: a toolbar (grid/list tabs, "Showing X–Y of N results", a sort
 * select), product cards and numbered pagination. The page number lives in the URL (?page=N);
 * a number out of range or not a number shows the nearest page that exists.
 * The sort select does nothing, as the specification says; it is still a labelled control.
 * Example props: { "products": { "collection": "products" }, "perPage": 8 }
 */
import { z } from 'zod'
import { line, TEXT_MAX } from '#data/schemas.ts'
import { collectionRef } from '#data/collection-ref.ts'

export const shopCatalogProps = z.strictObject({
  products: collectionRef('products')
    .prefault({ collection: 'products' })
    .describe('The products listed, in order; default every product'),
  perPage: z.int().min(1).max(48).default(8).describe('Products per page'),
  layout: z.enum(['grid', 'list']).default('grid').describe('The view selected when the page opens'),
  sortOptions: z
    .array(line(TEXT_MAX.label))
    .min(1)
    .default(['Short by latest', 'Recent', 'Popular', 'Relevant'])
    .describe('Entries of the sort select (it does not reorder the list)'),
})
export type ShopCatalogProps = z.output<typeof shopCatalogProps>
