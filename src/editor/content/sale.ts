/**
 * The rules that keep a product's sale fields agreeing: "onSale" is the one choice; the earlier price
 * ("oldPrice") is asked for only on sale and must be above the current price; the discount badge is
 * worked out from the two prices, never typed.
 */
import type { EditorProblem } from '#page-model/editor-api-types.ts'
import type { JsonSchema } from '#page-model/json-schema.ts'
import { discountPercent, priceCents } from '#editor/fields/money.ts'

type Row = Record<string, unknown>

/** Whether records of this schema have a sale: a price, an earlier price and the on-sale choice. */
export function hasSale(recordSchema: JsonSchema): boolean {
  const keys = recordSchema.properties ?? {}
  return ['price', 'oldPrice', 'onSale'].every((key) => Object.hasOwn(keys, key))
}

/** The record put on sale or taken off it: off sale, there is no earlier price and no discount. */
export function withOnSale(record: Row, onSale: boolean): Row {
  return agreeing({ ...record, onSale, ...(onSale ? {} : { oldPrice: null }) })
}

/** The record with its discount worked out from its prices (the same record when it already agrees). */
export function agreeing(record: Row): Row {
  if (!Object.hasOwn(record, 'discount')) return record
  const discount = record.onSale === true ? discountPercent(record.price, record.oldPrice) : 0
  return record.discount === discount ? record : { ...record, discount }
}

/** What is wrong with a record's sale, at its field, worded as the form shows it. */
export function saleProblems(record: Row, path: (string | number)[], file: string): EditorProblem[] {
  if (record.onSale !== true) return []
  const earlier = priceCents(record.oldPrice)
  const now = priceCents(record.price)
  const message =
    earlier === undefined
      ? 'On sale: type the earlier price, shown struck through beside the new one'
      : now !== undefined && earlier <= now
        ? `The earlier price must be above the current price (${String(record.price)})`
        : undefined
  if (!message) return []
  return [{ file, line: 0, column: 0, where: '', message, printed: `${file}: ${message}`, path: [...path, 'oldPrice'] }]
}
