/**
 * A product's sale, as the data keeps it (decision 203): a product is on sale while it has an earlier
 * price ("oldPrice"), which must be above its price; the discount badge is worked out from the two.
 */
import type { EditorProblem } from '#page-model/editor-api-types.ts'
import type { JsonPath } from '#page-model/json-positions.ts'
import type { JsonSchema } from '#page-model/json-schema.ts'
import { priceCents } from '#lib/money.ts'

type Row = Record<string, unknown>

/** Whether records of this schema can be on sale: they have a price and an earlier price. */
export function hasSale(recordSchema: JsonSchema): boolean {
  const keys = recordSchema.properties ?? {}
  return Object.hasOwn(keys, 'price') && Object.hasOwn(keys, 'oldPrice')
}

export function isOnSale(record: Row): boolean {
  return record.oldPrice !== undefined && record.oldPrice !== null
}

/** What the form says about a record's sale before the server does: an earlier price not above the price. */
export function saleProblems(record: Row, path: JsonPath, file: string): EditorProblem[] {
  if (!isOnSale(record)) return []
  const earlier = priceCents(record.oldPrice)
  const now = priceCents(record.price)
  if (earlier === undefined || now === undefined || earlier > now) return []
  const message = `The earlier price must be above the price (${String(record.price)}): lower the price, or raise the earlier one`
  return [{ file, line: 0, column: 0, where: '', message, printed: `${file}: ${message}`, path: [...path, 'oldPrice'] }]
}
