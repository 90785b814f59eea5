/**
 * One record's form, built from its collection's JSON Schema with the block settings' fields: the id is
 * shown (the editor assigns it), prices are money fields, and a product's sale is one choice.
 */
import { useId, useMemo, type ReactNode } from 'react'
import type { JsonPath } from '#page-model/json-positions.ts'
import type { CollectionSummary } from '#page-model/editor-api-types.ts'
import type { JsonSchema } from '#page-model/json-schema.ts'
import { FieldShell } from '#editor/fields/field-shell.tsx'
import { mergeKeyOf } from '#editor/fields/field-props.ts'
import { fieldDomId, FormContext, useForm } from '#editor/fields/form-context.ts'
import { MoneyInput } from '#editor/fields/money-field.tsx'
import { discountPercent } from '#lib/money.ts'
import { ObjectFields } from '#editor/fields/schema-field.tsx'
import { InspectorHead } from '#editor/shared/inspector-head.tsx'
import { isoDayOf } from '#lib/dates.ts'
import { PUBLISH_ON } from '#lib/publication.ts'
import { exampleAt, recordBadge, recordId, recordTitle } from './records.ts'
import { hasSale, isOnSale } from './sale.ts'

type Row = Record<string, unknown>

export function RecordForm({
  summary,
  records,
  index,
  children,
}: {
  summary: CollectionSummary
  records: readonly Row[]
  index: number
  /** What follows the fields: a post's own text. */
  children?: ReactNode
}) {
  const record = records[index]!
  const schema = summary.recordSchema as JsonSchema
  const id = recordId(record)
  const sale = hasSale(schema)
  const badge = recordBadge(record, summary, isoDayOf(new Date()))
  const form = useForm()
  // A new record's empty fields show the collection's first record's words as examples.
  const withExamples = useMemo(
    () => (id === undefined ? { ...form, exampleAt: (path: JsonPath) => exampleAt(summary.example, path) } : form),
    [form, id, summary.example],
  )
  return (
    <FormContext value={withExamples}>
      <InspectorHead
        eyebrow={`${capitalised(summary.noun)} ${id === undefined ? '· new, not saved yet' : `#${id}`}`}
        title={recordTitle(record, summary)}
      >
        {badge && <p className="ed-badge ed-badge--waiting">{badge}</p>}
      </InspectorHead>
      {/* Whether it is on the site first: a draft or a publish date is what an editor looks for before the words. */}
      <ObjectFields
        schema={publishingPart(schema)}
        path={[index]}
        value={record}
        omit={Object.keys(schema.properties ?? {}).filter((key) => !PUBLISHING_FIELDS.includes(key))}
      />
      <ObjectFields
        schema={schema}
        path={[index]}
        value={record}
        omit={PUBLISHING_FIELDS}
        replace={
          sale ? { oldPrice: <SaleFields record={record} index={index} keyOrder={Object.keys(schema.properties ?? {})} /> } : {}
        }
      />
      {children}
    </FormContext>
  )
}

/**
 * "On sale" as one checkbox. Turned on, the price so far becomes the earlier price (then lower the price);
 * the badge's percent is worked out from the two. Turned off, the earlier price goes.
 */
function SaleFields({ record, index, keyOrder }: { record: Row; index: number; keyOrder: readonly string[] }) {
  const { update } = useForm()
  const legendId = useId()
  const badgeId = useId()
  const onSale = isOnSale(record)
  const earlierPath = [index, 'oldPrice']
  const discount = discountPercent(record.price, record.oldPrice)
  return (
    <fieldset className="ed-field ed-field--group ed-sale" aria-labelledby={legendId}>
      <legend id={legendId} className="ed-field__legend">
        Sale
      </legend>
      <label className="ed-sale__choice">
        <input
          id={fieldDomId([index, 'onSale'])}
          type="checkbox"
          className="ed-sale__checkbox"
          checked={onSale}
          onChange={(e) => update(earlierPath, e.target.checked ? (record.price ?? '') : undefined, { keyOrder })}
        />
        <span>On sale</span>
      </label>
      {onSale && (
        <>
          <FieldShell
            path={earlierPath}
            label="Earlier price"
            description="The price before the sale, shown struck through beside the price; it must be above it."
          >
            {(control) => (
              <MoneyInput
                control={control}
                price={record.oldPrice}
                onPrice={(oldPrice) => update(earlierPath, oldPrice, { keyOrder, mergeKey: mergeKeyOf(earlierPath) })}
              />
            )}
          </FieldShell>
          <div className="ed-sale__badge">
            <span id={badgeId} className="ed-field__label">
              Sale badge
            </span>
            <output className="ed-badge ed-badge--sale" aria-labelledby={badgeId}>
              {discount === undefined ? 'None yet' : `−${discount}%`}
            </output>
            <span className="ed-field__help">Worked out from the two prices.</span>
          </div>
        </>
      )}
    </fieldset>
  )
}

const PUBLISHING_FIELDS = ['status', PUBLISH_ON]

/** The record's status and publish date ("publishOn"; a post's date stays among its fields), when it has them. */
function publishingPart(schema: JsonSchema): JsonSchema {
  const properties = schema.properties ?? {}
  return {
    type: 'object',
    properties: Object.fromEntries(PUBLISHING_FIELDS.filter((key) => properties[key]).map((key) => [key, properties[key]!])),
  }
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
