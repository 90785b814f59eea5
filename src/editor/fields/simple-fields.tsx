/** Controls for one value: text, paragraph, number, on/off, a choice from a list, a link, a fixed value, raw JSON. */
import { useId, useState } from 'react'
import { isParagraph, lowestNumber } from '#editor/schema-fields.ts'
import { FieldShell } from './field-shell.tsx'
import { mergeKeyOf, type FieldProps } from './field-props.ts'
import { useForm } from './form-context.ts'

/** Shell props shared by the controls: label, help text, default badge and reset. */
function useShell({ schema, path, value, label, keyOrder }: FieldProps) {
  const { update } = useForm()
  const hasDefault = schema.default !== undefined
  return {
    path,
    label,
    description: schema.description,
    showsDefault: value === undefined && hasDefault,
    onReset: value !== undefined && hasDefault ? () => update(path, undefined, { keyOrder }) : undefined,
  }
}

/** A line or a paragraph; no longer than the schema's maxLength (the place that shows it), as the check says too. */
export function TextField(props: FieldProps) {
  const { schema, path, value, name, required, keyOrder } = props
  const { update } = useForm()
  const shown = typeof value === 'string' ? value : typeof schema.default === 'string' ? schema.default : ''
  const onChange = (text: string) => {
    // An optional text without a default that is emptied leaves the file, rather than becoming "".
    const remove = text === '' && !required && schema.default === undefined
    update(path, remove ? undefined : text, { keyOrder, mergeKey: mergeKeyOf(path) })
  }
  return (
    <FieldShell {...useShell(props)}>
      {(control) =>
        isParagraph(name, shown) ? (
          <textarea
            {...control}
            className="ed-input ed-input--paragraph"
            maxLength={schema.maxLength}
            value={shown}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <input
            {...control}
            className="ed-input"
            type={schema.format === 'email' ? 'email' : 'text'}
            maxLength={schema.maxLength}
            value={shown}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </FieldShell>
  )
}

export function NumberField(props: FieldProps) {
  const { schema, path, value, keyOrder } = props
  const { update } = useForm()
  const shown = typeof value === 'number' ? value : typeof schema.default === 'number' ? schema.default : ''
  const integer = schema.type === 'integer'
  const maximum = schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER ? schema.maximum : undefined
  return (
    <FieldShell {...useShell(props)}>
      {(control) => (
        <input
          {...control}
          className="ed-input ed-input--number"
          type="number"
          inputMode={integer ? 'numeric' : 'decimal'}
          step={integer ? 1 : 'any'}
          min={lowestNumber(schema)}
          max={maximum}
          value={shown}
          onChange={(e) =>
            update(path, e.target.value === '' ? undefined : e.target.valueAsNumber, { keyOrder, mergeKey: mergeKeyOf(path) })
          }
        />
      )}
    </FieldShell>
  )
}

export function BooleanField(props: FieldProps) {
  const { schema, path, value, label, keyOrder } = props
  const { update } = useForm()
  const checked = typeof value === 'boolean' ? value : schema.default === true
  const shell = useShell(props)
  const helpId = useId()
  return (
    <FieldShell {...shell} label={label} description={undefined}>
      {(control) => (
        <span className="ed-switch">
          <input
            {...control}
            aria-describedby={[schema.description ? helpId : '', control['aria-describedby'] ?? ''].join(' ').trim() || undefined}
            type="checkbox"
            role="switch"
            className="ed-switch__input"
            checked={checked}
            onChange={(e) => update(path, e.target.checked, { keyOrder })}
          />
          <span className="ed-switch__track" aria-hidden="true" />
          <span id={helpId} className="ed-switch__text">
            {schema.description}
          </span>
        </span>
      )}
    </FieldShell>
  )
}

export function ChoiceField(props: FieldProps) {
  const { schema, path, value, required, keyOrder } = props
  const { update } = useForm()
  const options = schema.enum ?? []
  const shown = value ?? schema.default
  const canBeEmpty = !required && schema.default === undefined
  return (
    <FieldShell {...useShell(props)}>
      {(control) => (
        <select
          {...control}
          className="ed-input ed-select"
          value={shown === undefined ? '' : options.findIndex((option) => option === shown)}
          onChange={(e) => update(path, e.target.value === '' ? undefined : options[Number(e.target.value)], { keyOrder })}
        >
          {(canBeEmpty || shown === undefined) && <option value="">{canBeEmpty ? '— None —' : '— Choose —'}</option>}
          {options.map((option, index) => (
            <option key={String(option)} value={index}>
              {String(option)}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  )
}

/** A link: any page of the site offered as you type (by address and title), or a tel:, mailto: or https: address. */
export function LinkField(props: FieldProps) {
  const { schema, path, value, required, keyOrder } = props
  const { update, catalogue } = useForm()
  const listId = useId()
  const shown = typeof value === 'string' ? value : typeof schema.default === 'string' ? schema.default : ''
  const page = catalogue.links.find((link) => link.href === shown.replace(/[?#].*$/, ''))
  return (
    <FieldShell {...useShell(props)}>
      {(control) => (
        <>
          <input
            {...control}
            className="ed-input"
            type="text"
            list={listId}
            spellCheck={false}
            autoComplete="off"
            value={shown}
            onChange={(e) => {
              const remove = e.target.value === '' && !required && schema.default === undefined
              update(path, remove ? undefined : e.target.value, { keyOrder, mergeKey: mergeKeyOf(path) })
            }}
          />
          <datalist id={listId}>
            {catalogue.links.map((link) => (
              <option key={link.href} value={link.href} label={link.label} />
            ))}
          </datalist>
          {page && <p className="ed-field__note">Links to the page “{page.label}”</p>}
        </>
      )}
    </FieldShell>
  )
}

/** A value the schema fixes (a block's type, a collection's name): shown, not edited. */
export function FixedField(props: FieldProps) {
  return (
    <FieldShell {...useShell(props)}>
      {(control) => <input {...control} className="ed-input" readOnly value={String(props.schema.const)} />}
    </FieldShell>
  )
}

/** The fallback for shapes no other control knows: the value as JSON text, applied once it parses. */
export function JsonField(props: FieldProps) {
  const { path, value, keyOrder } = props
  const { update } = useForm()
  const [text, setText] = useState(() => (value === undefined ? '' : JSON.stringify(value, null, 2)))
  const [syntaxError, setSyntaxError] = useState<string>()
  return (
    <FieldShell {...useShell(props)}>
      {(control) => (
        <>
          <textarea
            {...control}
            className="ed-input ed-input--paragraph ed-input--code"
            spellCheck={false}
            value={text}
            onChange={(e) => {
              setText(e.target.value)
              if (e.target.value.trim() === '') {
                setSyntaxError(undefined)
                update(path, undefined, { keyOrder })
                return
              }
              try {
                update(path, JSON.parse(e.target.value), { keyOrder, mergeKey: mergeKeyOf(path) })
                setSyntaxError(undefined)
              } catch (error) {
                setSyntaxError(error instanceof Error ? error.message : String(error))
              }
            }}
          />
          {syntaxError && <p className="ed-field__note ed-field__note--error">Not applied yet: {syntaxError}</p>}
        </>
      )}
    </FieldShell>
  )
}
