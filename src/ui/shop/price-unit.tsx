/**
 * What one price buys, inside the price after the amount: seen as "$6.50 / punnet", read as "$6.50 per
 * punnet" (decision 218); and a product's prices with it, as its card, its quick view and its page show them.
 * Example: <span className="price">$6.50<PriceUnit unit="per punnet" /></span>
 */
import type { ListedProduct } from '#data/collections/products.ts'
import { formatCents, priceTextToCents } from '#lib/money.ts'
import { unitWords, type SellingUnit } from '#lib/selling-units.ts'
import './price-unit.css'

export function PriceUnit({ unit }: { unit: SellingUnit }) {
  const { shown, spoken } = unitWords(unit)
  return (
    <span className="price-unit">
      {' '}
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{spoken}</span>
    </span>
  )
}

/**
 * A product's price, and on sale the earlier one struck through before it ("Was $7.90 Now $6.50 / punnet"), in
 * the classes of the block that shows it (`product-card__prices`, `product-card__old-price`, `product-card__price`).
 */
export function ProductPrices({
  product,
  block,
  className = '',
}: {
  product: Pick<ListedProduct, 'price' | 'oldPrice' | 'unit'>
  block: string
  /** More classes of the line, e.g. "price-group". */
  className?: string
}) {
  return (
    <p className={`${block}__prices${className ? ` ${className}` : ''}`}>
      {product.oldPrice && (
        <del className={`${block}__old-price price--old`}>
          <span className="visually-hidden">Was </span>
          {formatCents(priceTextToCents(product.oldPrice))}
        </del>
      )}
      <span className={`${block}__price price`}>
        {product.oldPrice && <span className="visually-hidden">Now </span>}
        {formatCents(priceTextToCents(product.price))}
        <PriceUnit unit={product.unit} />
      </span>
    </p>
  )
}
