/**
 * product-grid — products as the shop's cards ('Sale!' badge, tags, title, old and new price, Add to cart
 * with the cart's rules and toasts) in a grid under a section heading, with an optional link to the shop.
 * With `filters`, a row of toggle buttons (aria-pressed) narrows the grid to one category; the grid keeps
 * the height of its fullest view, so nothing below it moves when the visitor filters.
 * With `picksInSeason`, only the products in season at the build's date are shown (decision 259).
 * Example props (featured products, this week's picks, then a filterable grid):
 *   { "products": { "collection": "products", "first": 8 } }
 *   { "products": { "collection": "products", "first": 24 }, "picksInSeason": 8 }
 *   { "products": { "collection": "products", "items": [9, 10, 11, 12] },
 *     "filters": [ { "label": "All", "category": "all" }, { "label": "Fruit", "category": "fruit" } ] }
 */
import { z } from 'zod'
import { line, sitePath, TEXT_MAX } from '#data/schemas.ts'
import { productCategory } from '#data/collections/products.ts'
import { collectionRef } from '#data/collection-ref.ts'
import { headingProps } from '#data/section-heading-props.ts'

const productFilter = z.strictObject({
  label: line(TEXT_MAX.label).describe('Text of the filter button, e.g. "Fruit"'),
  category: z.enum(['all', ...productCategory.options]).describe('The products the button shows: "all" or one product category'),
})

export const productGridProps = z.strictObject({
  eyebrow: headingProps.eyebrow('Fresh From the Farm'),
  title: headingProps.title('Featured Products'),
  lead: headingProps.lead(''),
  products: collectionRef('products')
    .prefault({ collection: 'products', first: 8 })
    .describe('The products shown, in order, e.g. { "collection": "products", "first": 8 }'),
  picksInSeason: z
    .int()
    .min(1)
    .max(24)
    .optional()
    .meta({ title: 'Picks in season' })
    .describe(
      'Show only the products listed that are in season at the build\'s date (SITE_DATE), the first this many of them, so a grid that says "picked this week" shows nothing out of season; products without months (the dairy) are in season all year. Leave out to show every product listed',
    ),
  filters: z
    .array(productFilter)
    .max(3)
    .default([])
    .describe('Filter buttons over the grid, the first one selected; none for a plain grid'),
  cardLayout: z
    .enum(['grid', 'list'])
    .default('grid')
    .describe('Cards standing in a grid (picture above) or lying in a list (picture beside, with the rating)'),
  linkText: line(TEXT_MAX.label, { canBeEmpty: true })
    .default('View All Products')
    .describe('Text of the link under the grid; empty for none'),
  linkTo: sitePath.default('/shop').describe('Where the link under the grid goes'),
  background: z
    .enum(['plain', 'cream'])
    .default('plain')
    .describe('Section background: the page colour or warm cream')
    .meta({ title: 'Background colour' }),
})
export type ProductGridProps = z.output<typeof productGridProps>
export type ProductFilter = z.output<typeof productFilter>
