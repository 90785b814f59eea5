/**
 * Records of a data collection ({ "collection": "farmers", "first": 3 }): all of them, the first few, or
 * chosen ones picked by title. The file keeps its way of choosing: by id ("ids"), or by position
 * ("items") when it already chose that way.
 */
import { useId } from 'react'
import type { RecordChoice } from '#page-model/editor-api-types.ts'
import { isObject } from '#editor/page/page-document.ts'
import { LabelledField } from '#editor/shared/labelled-field.tsx'
import { collectionOf, initialValue } from '#page-model/schema-fields.ts'
import type { JsonSchema } from '#page-model/json-schema.ts'
import { FieldShell } from './field-shell.tsx'
import { useDefaultReset, type FieldProps } from './field-props.ts'
import { fieldDomId, useForm } from './form-context.ts'

interface CollectionRefValue {
  collection: string
  first?: number
  items?: number[]
  ids?: number[]
}

type Mode = 'all' | 'first' | 'chosen'

function modeOf(ref: CollectionRefValue): Mode {
  if (ref.first !== undefined) return 'first'
  if (ref.items !== undefined || ref.ids !== undefined) return 'chosen'
  return 'all'
}

/** The reference the field shows: the file's, or the schema's default. */
function shownRef(schema: JsonSchema, value: unknown): CollectionRefValue | undefined {
  return (isObject(value) ? value : isObject(schema.default) ? schema.default : undefined) as CollectionRefValue | undefined
}

export function RecordsField(props: FieldProps) {
  const { schema, path, value, label, keyOrder } = props
  const { update } = useForm()
  const defaultReset = useDefaultReset(props)
  const collection = collectionOf(schema)!
  const shown = shownRef(schema, value)
  return (
    <FieldShell path={path} label={label} description={schema.description} group {...defaultReset}>
      {() =>
        shown ? (
          <RecordsChooser
            collection={collection}
            reference={shown}
            path={path}
            onChange={(next) => update(path, next, { keyOrder })}
          />
        ) : (
          <button
            type="button"
            className="ed-button ed-button--small"
            onClick={() => update(path, initialValue(schema), { keyOrder })}
          >
            Show records from {collection}
          </button>
        )
      }
    </FieldShell>
  )
}

/** Records from one of several collections (e.g. farmers or team): the collection, then the records. */
export function AnyCollectionRecordsField(props: FieldProps) {
  const { schema, path, value, label, keyOrder } = props
  const { update } = useForm()
  const defaultReset = useDefaultReset(props)
  const branches = (schema.anyOf ?? []).filter((branch): branch is JsonSchema => collectionOf(branch) !== undefined)
  const shown = shownRef(schema, value)
  const selectId = useId()
  return (
    <FieldShell path={path} label={label} description={schema.description} group {...defaultReset}>
      {() => (
        <>
          <LabelledField id={selectId} label="Collection">
            <select
              id={selectId}
              className="ed-input ed-select"
              value={shown?.collection ?? ''}
              onChange={(e) => update(path, { collection: e.target.value }, { keyOrder })}
            >
              {!shown && <option value="">— Choose —</option>}
              {branches.map((branch) => (
                <option key={collectionOf(branch)} value={collectionOf(branch)}>
                  {collectionOf(branch)}
                </option>
              ))}
            </select>
          </LabelledField>
          {shown && (
            <RecordsChooser
              collection={shown.collection}
              reference={shown}
              path={path}
              onChange={(next) => update(path, next, { keyOrder })}
            />
          )}
        </>
      )}
    </FieldShell>
  )
}

function RecordsChooser({
  collection,
  reference,
  path,
  onChange,
}: {
  collection: string
  reference: CollectionRefValue
  path: (string | number)[]
  onChange: (next: CollectionRefValue) => void
}) {
  const { catalogue, problemsAt, showEntry } = useForm()
  const records = catalogue.collections[collection] ?? []
  const mode = modeOf(reference)
  const name = useId()
  const byPosition = reference.items !== undefined
  const chosen = byPosition ? (reference.items ?? []).map((position) => records[position - 1]?.id) : (reference.ids ?? [])
  const firstCount = reference.first ?? Math.min(3, records.length)

  const setMode = (next: Mode) => {
    if (next === 'all') onChange({ collection })
    if (next === 'first') onChange({ collection, first: chosen.length || firstCount })
    if (next === 'chosen') {
      // Start from what shows now, so switching loses nothing.
      const showing = mode === 'first' ? records.slice(0, firstCount) : records
      onChange({ collection, ids: showing.map((record) => record.id) })
    }
  }
  // Where the preview's carousel finds a chosen record: its place among those chosen.
  const showChosen = (order: number) => showEntry([...path, byPosition ? 'items' : 'ids', order])
  const toggle = (record: RecordChoice, on: boolean) => {
    if (on) showChosen(chosen.length)
    if (byPosition) {
      const position = records.indexOf(record) + 1
      const items = reference.items ?? []
      onChange({ collection, items: on ? [...items, position] : items.filter((item) => item !== position) })
    } else {
      const ids = reference.ids ?? []
      onChange({ collection, ids: on ? [...ids, record.id] : ids.filter((id) => id !== record.id) })
    }
  }
  const modes: [Mode, string][] = [
    ['all', `All ${records.length} records`],
    ['first', 'The first few'],
    ['chosen', 'Chosen records'],
  ]
  const showing = mode === 'all' ? records : mode === 'first' ? records.slice(0, firstCount) : []
  return (
    <div className="ed-records">
      <div className="ed-segmented" role="radiogroup" aria-label={`Which records of ${collection}`}>
        {modes.map(([value, text]) => (
          <label key={value} className="ed-segmented__option">
            <input type="radio" name={name} value={value} checked={mode === value} onChange={() => setMode(value)} />
            <span>{text}</span>
          </label>
        ))}
      </div>
      {mode === 'first' && (
        <LabelledField id={fieldDomId([...path, 'first'])} label="How many" className="ed-field--inline">
          <input
            id={fieldDomId([...path, 'first'])}
            className="ed-input ed-input--number"
            type="number"
            min={1}
            max={records.length}
            value={reference.first ?? ''}
            aria-invalid={problemsAt([...path, 'first']).length ? true : undefined}
            onChange={(e) => onChange({ collection, ...(e.target.value === '' ? {} : { first: e.target.valueAsNumber }) })}
          />
        </LabelledField>
      )}
      {mode === 'chosen' ? (
        <fieldset className="ed-records__choices">
          <legend className="visually-hidden">Records of {collection} to show</legend>
          {records.map((record) => {
            const order = chosen.indexOf(record.id)
            return (
              <label key={record.id} className="ed-records__choice">
                <input
                  type="checkbox"
                  checked={order >= 0}
                  onChange={(e) => toggle(record, e.target.checked)}
                  onFocus={() => order >= 0 && showChosen(order)}
                />
                {record.thumb ? (
                  <img src={record.thumb} alt="" width={40} height={30} loading="lazy" />
                ) : (
                  <span className="ed-records__no-thumb" />
                )}
                <span className="ed-records__title">{record.title}</span>
                <span className="ed-records__meta">{order >= 0 ? `shown ${order + 1}.` : `id ${record.id}`}</span>
              </label>
            )
          })}
        </fieldset>
      ) : (
        <p className="ed-field__note">Shows: {showing.map((record) => record.title).join(', ') || 'nothing'}</p>
      )}
    </div>
  )
}
