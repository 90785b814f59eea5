/**
 * What one price buys, inside the price after the amount: seen as "$6.50 / punnet", read as "$6.50 per
 * punnet" (decision 218).
 * Example: <span className="price">$6.50<PriceUnit unit="per punnet" /></span>
 */
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
