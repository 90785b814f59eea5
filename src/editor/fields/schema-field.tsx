/**
 * The form generated from the page's JSON Schema: one control per setting, chosen by fieldKind, nested
 * for groups and lists. Nothing here knows a block type.
 */
import { Fragment, memo, useEffect, useRef, useState, type ReactNode } from 'react'
import type { JsonPath } from '#page-model/json-positions.ts'
import { Icon } from '#ui/primitives/icons.tsx'
import { isObject, withValueAt } from '#editor/page/page-document.ts'
import { fieldName } from '#page-model/field-changes.ts'
import { entrySummary, fieldKind, initialValue, itemNoun } from '#page-model/schema-fields.ts'
import type { JsonSchema } from '#page-model/json-schema.ts'
import { FieldProblems, FieldShell } from './field-shell.tsx'
import { useDefaultReset, type FieldProps } from './field-props.ts'
import { fieldDomId, FormContext, useForm } from './form-context.ts'
import { MoneyField } from './money-field.tsx'
import { PictureField } from './picture-field.tsx'
import { AnyCollectionRecordsField, RecordsField } from './records-field.tsx'
import { BooleanField, ChoiceField, FixedField, JsonField, LinkField, NumberField, TextField } from './simple-fields.tsx'

/**
 * One setting's control. Memoised: a change re-renders only the controls along its path (the page is
 * updated immutably, so every other value keeps its identity).
 */
export const SchemaField = memo(function SchemaField(props: FieldProps) {
  const { catalogue } = useForm()
  switch (fieldKind(props.schema, catalogue.fieldPatterns)) {
    case 'text':
      return <TextField {...props} />
    case 'number':
      return <NumberField {...props} />
    case 'boolean':
      return <BooleanField {...props} />
    case 'choice':
      return <ChoiceField {...props} />
    case 'link':
      return <LinkField {...props} />
    case 'money':
      return <MoneyField {...props} />
    case 'picture':
      return <PictureField {...props} />
    case 'records':
      return <RecordsField {...props} />
    case 'records-any-collection':
      return <AnyCollectionRecordsField {...props} />
    case 'list':
      return <ListField {...props} />
    case 'tuple':
      return <TupleField {...props} />
    case 'group':
      return <GroupField {...props} />
    case 'fixed':
      return <FixedField {...props} />
    case 'json':
      return <JsonField {...props} />
  }
}, sameField)

function sameField(before: FieldProps, after: FieldProps): boolean {
  return (
    before.value === after.value &&
    before.schema === after.schema &&
    before.label === after.label &&
    before.required === after.required &&
    before.path.join('.') === after.path.join('.')
  )
}

/**
 * The settings of an object in the schema's order, and any setting the file has that the schema does not
 * know; `omit` leaves out settings edited elsewhere, `replace` puts a form's own control in a setting's place.
 */
export function ObjectFields({
  schema,
  path,
  value,
  omit = [],
  replace = {},
}: {
  schema: JsonSchema
  path: JsonPath
  value: unknown
  omit?: readonly string[]
  replace?: Readonly<Record<string, ReactNode>>
}) {
  const { problemsAt, update } = useForm()
  const properties = schema.properties ?? {}
  const keyOrder = Object.keys(properties)
  const object = isObject(value) ? value : {}
  const unknownKeys = Object.keys(object).filter((key) => !Object.hasOwn(properties, key) && !omit.includes(key))
  return (
    <div className="ed-fields">
      {unknownKeys.map((key) => (
        <div key={key} className="ed-field ed-field--invalid">
          <p className="ed-field__label">“{key}” is not a setting of this block</p>
          <FieldProblems problems={problemsAt([...path, key])} />
          <button type="button" className="ed-button ed-button--small" onClick={() => update([...path, key], undefined)}>
            Remove “{key}”
          </button>
        </div>
      ))}
      {keyOrder
        .filter((key) => !omit.includes(key))
        .map((key) =>
          Object.hasOwn(replace, key) ? (
            <Fragment key={key}>{replace[key]}</Fragment>
          ) : isEntryId(properties[key]!, key) ? (
            <EntryIdField key={key} path={[...path, key]} value={object[key]} />
          ) : (
            <SchemaField
              key={key}
              schema={properties[key]!}
              path={[...path, key]}
              value={object[key]}
              name={key}
              label={fieldName(key, schema)}
              required={schema.required?.includes(key) ?? false}
              keyOrder={keyOrder}
            />
          ),
        )}
    </div>
  )
}

/** A record's numeric id: the editor's endpoint assigns the next free one when a new record is saved; nobody types it. */
function isEntryId(schema: JsonSchema, key: string): boolean {
  return key === 'id' && schema.type === 'integer'
}

function EntryIdField({ path, value }: { path: JsonPath; value: unknown }) {
  return (
    <FieldShell path={path} label="ID">
      {(control) => (
        <output {...control} className="ed-field__id">
          {typeof value === 'number' ? value : 'Given when saved'}
        </output>
      )}
    </FieldShell>
  )
}

/**
 * While a group or list shows its default (the file leaves it out), a change to any part of it writes
 * the whole value: the default with that one change. It wraps the fields in both cases, so the first
 * change does not remount them (which took the focus out of the field being typed in, and with it the
 * rest of the typing).
 */
function WritesWholeValue({
  path,
  shown,
  showsDefault,
  keyOrder,
  children,
}: {
  path: JsonPath
  shown: unknown
  showsDefault: boolean
  keyOrder: readonly string[]
  children: ReactNode
}) {
  const form = useForm()
  if (!showsDefault) return <FormContext value={form}>{children}</FormContext>
  const context = {
    ...form,
    update: (
      childPath: JsonPath,
      childValue: unknown,
      options?: { keyOrder?: readonly string[] | undefined; mergeKey?: string },
    ) => {
      const whole = withValueAt(structuredClone(shown), childPath.slice(path.length), childValue, options?.keyOrder ?? [])
      form.update(path, whole, { keyOrder, ...(options?.mergeKey ? { mergeKey: options.mergeKey } : {}) })
    },
  }
  return <FormContext value={context}>{children}</FormContext>
}

function GroupField(props: FieldProps) {
  const { schema, path, value, label, required, keyOrder } = props
  const { update } = useForm()
  const defaultReset = useDefaultReset(props)
  const shown = value ?? schema.default
  if (shown === undefined && !required) {
    return (
      <FieldShell path={path} label={label} description={schema.description} group>
        {() => (
          <button
            type="button"
            className="ed-button ed-button--small"
            onClick={() => update(path, initialValue(schema), { keyOrder })}
          >
            <Icon name="plus" size={16} /> Add {label.toLowerCase()}
          </button>
        )}
      </FieldShell>
    )
  }
  const fields = <ObjectFields schema={schema} path={path} value={shown} />
  return (
    <FieldShell
      path={path}
      label={label}
      description={schema.description}
      group
      {...defaultReset}
      actions={
        !required &&
        value !== undefined &&
        schema.default === undefined && (
          <button type="button" className="ed-link-button" onClick={() => update(path, undefined, { keyOrder })}>
            Remove<span className="visually-hidden"> {label.toLowerCase()}</span>
          </button>
        )
      }
    >
      {() => (
        <WritesWholeValue path={path} shown={shown} showsDefault={value === undefined} keyOrder={keyOrder}>
          {fields}
        </WritesWholeValue>
      )}
    </FieldShell>
  )
}

/** A list of a fixed length (e.g. a product's two tags): one field per place, nothing to add or remove. */
function TupleField(props: FieldProps) {
  const { schema, path, value, name, label } = props
  const defaultReset = useDefaultReset(props)
  const places = schema.prefixItems ?? []
  const items: unknown[] = Array.isArray(value) ? value : Array.isArray(schema.default) ? schema.default : []
  const noun = itemNoun(schema.title ?? name)
  return (
    <FieldShell path={path} label={label} description={schema.description} group {...defaultReset}>
      {() => (
        <div className="ed-fields ed-fields--tuple">
          {places.map((place, index) => (
            <SchemaField
              key={index}
              schema={place}
              path={[...path, index]}
              value={items[index]}
              name={name}
              label={`${noun} ${index + 1}`}
              required
              keyOrder={[]}
            />
          ))}
        </div>
      )}
    </FieldShell>
  )
}

/** A list: entries to add, remove, reorder (buttons, so the keyboard can do it) and open to edit. */
function ListField(props: FieldProps) {
  const { schema, path, value, name, label, keyOrder } = props
  const { update, problemsUnder, catalogue, showEntry } = useForm()
  const defaultReset = useDefaultReset(props)
  const items: unknown[] = Array.isArray(value) ? value : Array.isArray(schema.default) ? schema.default : []
  const itemSchema = schema.items!
  const noun = itemNoun(schema.title ?? name)
  const nested = ['group', 'list', 'records', 'records-any-collection', 'json'].includes(
    fieldKind(itemSchema, catalogue.fieldPatterns),
  )
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set())
  const focusNext = useRef<string | undefined>(undefined)
  const id = fieldDomId(path)

  useEffect(() => {
    if (!focusNext.current) return
    document.getElementById(focusNext.current)?.focus()
    focusNext.current = undefined
  })

  const write = (next: unknown[]) => update(path, next, { keyOrder })
  const move = (from: number, to: number) => {
    const next = [...items]
    const [item] = next.splice(from, 1)
    next.splice(to, 0, item)
    setOpened(new Set([...opened].map((index) => (index === from ? to : index === to ? from : index))))
    const direction = to < from ? 'up' : 'down'
    const stillPossible = direction === 'up' ? to > 0 : to < items.length - 1
    focusNext.current = `${id}-${to}-${stillPossible ? direction : direction === 'up' ? 'down' : 'up'}`
    write(next)
  }
  const remove = (index: number) => {
    setOpened(new Set([...opened].filter((i) => i !== index).map((i) => (i > index ? i - 1 : i))))
    focusNext.current = items.length > 1 ? `${id}-${Math.min(index, items.length - 2)}-toggle` : `${id}-add`
    write(items.filter((_, i) => i !== index))
  }
  const add = () => {
    setOpened(new Set([...opened, items.length]))
    focusNext.current = nested ? `${id}-${items.length}-toggle` : fieldDomId([...path, items.length])
    write([...items, initialValue(itemSchema)])
  }
  const atMost = schema.maxItems !== undefined && items.length >= schema.maxItems
  const atLeast = schema.minItems !== undefined && items.length <= schema.minItems
  const limits = [schema.minItems ? `at least ${schema.minItems}` : '', schema.maxItems ? `at most ${schema.maxItems}` : '']
    .filter(Boolean)
    .join(', ')

  const list = (
    <ol className="ed-list">
      {items.map((item, index) => {
        const itemPath = [...path, index]
        const itemLabel = `${noun} ${index + 1}`
        const hasProblems = problemsUnder(itemPath).length > 0
        const open = !nested || opened.has(index) || hasProblems
        const summary = entrySummary(item)
        const actions = (
          <div className="ed-list__actions">
            <IconButton
              id={`${id}-${index}-up`}
              icon="arrowUp"
              label={`Move ${itemLabel} up`}
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
            />
            <IconButton
              id={`${id}-${index}-down`}
              icon="arrowUp"
              flip
              label={`Move ${itemLabel} down`}
              disabled={index === items.length - 1}
              onClick={() => move(index, index + 1)}
            />
            <IconButton
              id={`${id}-${index}-remove`}
              icon="trash"
              label={`Remove ${itemLabel}`}
              disabled={atLeast}
              onClick={() => remove(index)}
            />
          </div>
        )
        const fields = (
          <SchemaField schema={itemSchema} path={itemPath} value={item} name={name} label={itemLabel} required keyOrder={[]} />
        )
        return (
          <li
            key={index}
            className={`ed-list__item${nested ? ' ed-list__item--card' : ''}`}
            // Any focus inside the entry (its toggle, one of its fields) means the form is on it.
            onFocus={() => showEntry(itemPath)}
          >
            {nested ? (
              <>
                <div className="ed-list__head">
                  <button
                    id={`${id}-${index}-toggle`}
                    type="button"
                    className="ed-list__toggle"
                    aria-expanded={open}
                    onClick={() => {
                      setOpened(new Set(open ? [...opened].filter((i) => i !== index) : [...opened, index]))
                      // Safari does not focus a button on click.
                      showEntry(itemPath)
                    }}
                  >
                    <Icon name="chevronRight" size={16} className="ed-list__chevron" />
                    <span className="ed-list__number">{itemLabel}</span>
                    {summary && <span className="ed-list__summary">{summary}</span>}
                  </button>
                  {actions}
                </div>
                {open && <div className="ed-list__body">{fields}</div>}
              </>
            ) : (
              <div className="ed-list__inline">
                {fields}
                {actions}
              </div>
            )}
          </li>
        )
      })}
    </ol>
  )
  return (
    <FieldShell
      path={path}
      label={label}
      description={[schema.description, limits && `(${limits})`].filter(Boolean).join(' ')}
      group
      {...defaultReset}
    >
      {() => (
        <>
          {items.length === 0 ? <p className="ed-field__note">No {noun.toLowerCase()} entries yet.</p> : null}
          <WritesWholeValue path={path} shown={items} showsDefault={value === undefined} keyOrder={keyOrder}>
            {list}
          </WritesWholeValue>
          <button id={`${id}-add`} type="button" className="ed-button ed-button--small" disabled={atMost} onClick={add}>
            <Icon name="plus" size={16} /> Add {noun.toLowerCase()}
          </button>
          {atMost && <p className="ed-field__note">This list holds at most {schema.maxItems} entries.</p>}
        </>
      )}
    </FieldShell>
  )
}

function IconButton({
  id,
  icon,
  label,
  disabled,
  flip,
  onClick,
}: {
  id: string
  icon: 'arrowUp' | 'trash'
  label: string
  disabled?: boolean
  flip?: boolean
  onClick: () => void
}) {
  return (
    <button id={id} type="button" className="ed-icon-button" disabled={disabled} onClick={onClick} title={label}>
      <Icon name={icon} size={16} style={flip ? { transform: 'rotate(180deg)' } : undefined} />
      <span className="visually-hidden">{label}</span>
    </button>
  )
}
