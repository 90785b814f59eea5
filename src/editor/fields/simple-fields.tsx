/** Controls for one value: text, paragraph, number, on/off, a choice from a list, a link, a fixed value, raw JSON. */
import { useId, useMemo, useState, type ChangeEvent } from 'react'
import { suggestFacts, suggestLinks } from './link-suggestions.ts'
import { isParagraph, lowestNumber } from '#page-model/schema-fields.ts'
import { FieldShell } from './field-shell.tsx'
import { mergeKeyOf, useDefaultReset, type FieldProps } from './field-props.ts'
import { placeholderOf, useForm } from './form-context.ts'

/** Shell props shared by the controls: label, help text, default badge and reset, required mark. */
function useShell(props: FieldProps) {
  return { path: props.path, label: props.label, description: props.schema.description, ...useDefaultReset(props) }
}

/** The browser's own control for a text of a known form: a day ("2024-12-28") gets a date picker. */
const INPUT_TYPES: Readonly<Record<string, string>> = { email: 'email', date: 'date' }

/** A line or a paragraph; no longer than the schema's maxLength (the place that shows it), as the check says too. */
export function TextField(props: FieldProps) {
  const { schema, path, value, name, required, keyOrder } = props
  const { update, catalogue, exampleAt } = useForm()
  const placeholder = placeholderOf(exampleAt?.(path))
  const listId = useId()
  const [caret, setCaret] = useState<number | undefined>(undefined)
  const shown = typeof value === 'string' ? value : typeof schema.default === 'string' ? schema.default : ''
  const onChange = (text: string) => {
    // An optional text without a default that is emptied leaves the file, rather than becoming "".
    const remove = text === '' && !required && schema.default === undefined
    update(path, remove ? undefined : text, { keyOrder, mergeKey: mergeKeyOf(path) })
  }
  // Typing "{{" offers the farm's facts by name (data/farm-facts.ts); choosing one writes "{{name}}".
  const offered = caret === undefined ? undefined : suggestFacts(catalogue.facts, shown.slice(0, caret))
  const expanded = offered !== undefined && offered.facts.length > 0
  const choose = (factName: string) => {
    if (!offered || caret === undefined) return
    const reference = `{{${factName}}}`
    onChange(shown.slice(0, offered.start) + reference + shown.slice(caret))
    setCaret(undefined)
  }
  const follow = (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) =>
    setCaret(event.currentTarget.selectionStart ?? undefined)
  /** What the one-line field and the paragraph share: the fact suggestions, the limit, the example and the text. */
  const textProps = {
    onSelect: follow,
    onBlur: () => setCaret(undefined),
    maxLength: schema.maxLength,
    placeholder,
    value: shown,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      onChange(e.target.value)
      follow(e)
    },
  }
  return (
    <FieldShell {...useShell(props)}>
      {(control) => (
        <div className="ed-combobox">
          {isParagraph(name, shown) ? (
            <textarea {...control} {...textProps} className="ed-input ed-input--paragraph" />
          ) : (
            <input {...control} {...textProps} className="ed-input" type={INPUT_TYPES[schema.format ?? ''] ?? 'text'} />
          )}
          <ul id={listId} role="listbox" aria-label="The farm's facts" className="ed-combobox__list" hidden={!expanded}>
            {offered?.facts.map((fact) => (
              <li
                key={fact.name}
                role="option"
                aria-selected={false}
                className="ed-combobox__option"
                // mousedown, not click: the field keeps the focus (a blur would close the list first).
                onMouseDown={(e) => {
                  e.preventDefault()
                  choose(fact.name)
                }}
              >
                <span className="ed-combobox__href">{`{{${fact.name}}}`}</span> — {fact.value} ({fact.about})
              </li>
            ))}
          </ul>
        </div>
      )}
    </FieldShell>
  )
}

export function NumberField(props: FieldProps) {
  const { schema, path, value, keyOrder } = props
  const { update, exampleAt } = useForm()
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
          placeholder={placeholderOf(exampleAt?.(path))}
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

/**
 * A link: the site's pages and records suggested as you type, best match first (link-suggestions.ts), each
 * by its address and title; or a tel:, mailto: or https: address. A combobox (ARIA 1.2): Down opens and
 * moves through the suggestions, Enter takes the one highlighted, Escape closes them.
 */
export function LinkField(props: FieldProps) {
  const { schema, path, value, required, keyOrder } = props
  const { update, catalogue, exampleAt } = useForm()
  const listId = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const shown = typeof value === 'string' ? value : typeof schema.default === 'string' ? schema.default : ''
  const page = catalogue.links.find((link) => link.href === shown.replace(/[?#].*$/, ''))
  const suggestions = useMemo(() => (open ? suggestLinks(catalogue.links, shown) : []), [open, catalogue.links, shown])
  const expanded = suggestions.length > 0
  const write = (text: string) => {
    const remove = text === '' && !required && schema.default === undefined
    update(path, remove ? undefined : text, { keyOrder, mergeKey: mergeKeyOf(path) })
  }
  const choose = (href: string) => {
    write(href)
    setOpen(false)
    setActive(-1)
  }
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      if (!expanded) return
      const last = suggestions.length - 1
      setActive((index) => (event.key === 'ArrowDown' ? (index >= last ? 0 : index + 1) : index <= 0 ? last : index - 1))
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault()
      choose(suggestions[active]!.href)
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }
  return (
    <FieldShell {...useShell(props)}>
      {(control) => (
        <>
          <div className="ed-combobox">
            <input
              {...control}
              className="ed-input"
              type="text"
              role="combobox"
              aria-expanded={expanded}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
              spellCheck={false}
              autoComplete="off"
              placeholder={placeholderOf(exampleAt?.(path))}
              value={shown}
              onChange={(e) => {
                write(e.target.value)
                setOpen(true)
                setActive(-1)
              }}
              onKeyDown={onKeyDown}
              onBlur={() => setOpen(false)}
            />
            <ul id={listId} role="listbox" aria-label="Pages of the site" className="ed-combobox__list" hidden={!expanded}>
              {suggestions.map((link, index) => (
                <li
                  key={link.href}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className="ed-combobox__option"
                  // mousedown, not click: the field keeps the focus (a blur would close the list first).
                  onMouseDown={(e) => {
                    e.preventDefault()
                    choose(link.href)
                  }}
                >
                  <span className="ed-combobox__href">{link.href}</span> — {link.label}
                </li>
              ))}
            </ul>
          </div>
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
