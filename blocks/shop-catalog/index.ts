import { listPageCount } from '#lib/numbers.ts'
import { defineBlock } from '#page-model/define-block.ts'
import { shopCatalogProps } from './schema.ts'

export const shopCatalogBlock = defineBlock({
  type: 'shop-catalog',
  description:
    'Shop list: search field, shelf links with counts (the categories and In season now), grid/list view, result count, sort select, product cards and pagination; words, shelf, sort and page live in the address (?q=berries&category=fruit&sort=price-asc&page=2)',
  props: shopCatalogProps,
  pageCount: ({ products, perPage }) => listPageCount(products.length, perPage),
  example: { products: { collection: 'products' }, perPage: 8, layout: 'grid' },
})
