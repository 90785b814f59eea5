/**
 * The units the shop sells by (decision 218): what one price buys. A product's "unit" in data/products.json
 * is one of these words, as the editor's select shows them; beside a price it reads "$6.50 / punnet" and a
 * screen reader hears "$6.50 per punnet" ("per pound", not "per l b").
 */
export const SELLING_UNITS = [
  'per punnet',
  'per lb',
  'per bunch',
  'per head',
  'each',
  'per litre',
  'per 500 ml',
  'per 500 g',
  'per 250 g',
  'per jar',
  'per wedge',
  'per box',
] as const

export type SellingUnit = (typeof SELLING_UNITS)[number]

/** What follows the price: shown after a slash ("/ punnet"), "each" as it is; and how it is read aloud. */
export function unitWords(unit: SellingUnit): { shown: string; spoken: string } {
  return {
    shown: unit.startsWith('per ') ? `/ ${unit.slice(4)}` : unit,
    spoken: unit === 'per lb' ? 'per pound' : unit,
  }
}

/** Said beside the price of what is weighed for each order: the price is for a pound, the order is what the scale says. */
export const WEIGHED_NOTE = 'Priced per lb; final weight may vary'

export const isWeighed = (unit: SellingUnit) => unit === 'per lb'
