/**
 * A short row of product cards (the products a visitor viewed last), two a row on a phone and four
 * from 992 px. The cards get their actions from the block: `<ProductRow products={…} {...useProductCardActions()} />`.
 */
import { ProductCard, type ProductCardActions } from './product-card.tsx'
import type { ListedProduct } from '#data/collections/products.ts'
import './product-row.css'

interface ProductRowProps extends ProductCardActions {
  products: readonly ListedProduct[]
  /** Level of the cards' titles: one below the heading the row sits under. */
  headingLevel?: 3 | 4
  /** What the list is, for screen readers, e.g. "Recently viewed". */
  label: string
}

export function ProductRow({ products, headingLevel = 3, label, ...cardActions }: ProductRowProps) {
  return (
    <ul className="product-row" aria-label={label}>
      {products.map((product) => (
        <li key={product.id} className="product-row__item">
          <ProductCard product={product} {...cardActions} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
