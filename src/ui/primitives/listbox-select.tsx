/**
 * A custom dropdown that behaves like a native select for everyone: the WAI-ARIA "select-only
 * combobox" pattern. Mouse: click to open, click an option, click outside to close. Keyboard:
 * Down/Up/Enter/Space/Alt+Down open; Up/Down/Home/End/PageUp/PageDown move; Enter, Space or Tab choose;
 * Escape closes without changing; typing letters jumps to the matching option.
 * The value is submitted through a hidden input; a reset of the surrounding form restores the default.
 * Example: <ListboxSelect label="Country / Region" name="country" options={[{ value: 'CA', label: 'Canada' }]} defaultValue="CA" />
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Icon } from './icons.tsx'
import './listbox-select.css'

export interface SelectOption {
  value: string
  label: string
}

interface ListboxSelectProps {
  label: string
  name: string
  options: readonly SelectOption[]
  defaultValue: string
  /** Marks the label as required (a choice always exists, so the value is never empty). */
  required?: boolean
  className?: string
}

const TYPEAHEAD_RESET_MS = 600

export function ListboxSelect({ label, name, options, defaultValue, required = false, className = '' }: ListboxSelectProps) {
  const id = useId()
  const labelId = `${id}-label`
  const listId = `${id}-listbox`
  const optionId = (index: number) => `${id}-option-${index}`
  const defaultIndex = Math.max(
    0,
    options.findIndex((option) => option.value === defaultValue),
  )

  const [selectedIndex, setSelectedIndex] = useState(defaultIndex)
  const [activeIndex, setActiveIndex] = useState(defaultIndex)
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const comboRef = useRef<HTMLDivElement>(null)
  const hiddenRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const typed = useRef({ text: '', at: 0 })

  const selected = options[selectedIndex] ?? options[0]

  // Outside click closes.
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  // The form's reset restores the default choice.
  useEffect(() => {
    const form = hiddenRef.current?.form
    if (!form) return
    const onReset = () => {
      setSelectedIndex(defaultIndex)
      setActiveIndex(defaultIndex)
      setOpen(false)
    }
    form.addEventListener('reset', onReset)
    return () => form.removeEventListener('reset', onReset)
  }, [defaultIndex])

  // Keeps the active option in view while moving through a long list (scrolling the list only, never the page).
  useEffect(() => {
    const list = listRef.current
    const option = list?.children[activeIndex]
    if (!open || !list || !(option instanceof HTMLElement)) return
    if (option.offsetTop < list.scrollTop) list.scrollTop = option.offsetTop
    else if (option.offsetTop + option.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = option.offsetTop + option.offsetHeight - list.clientHeight
  }, [open, activeIndex])

  const openList = (index = selectedIndex) => {
    setActiveIndex(index)
    setOpen(true)
  }
  const choose = (index: number) => {
    setSelectedIndex(index)
    setActiveIndex(index)
    setOpen(false)
  }
  const clamp = (index: number) => Math.min(options.length - 1, Math.max(0, index))

  /** Type-ahead: the next option whose label starts with the letters typed in quick succession. */
  const matchTyped = (key: string): number | undefined => {
    const now = Date.now()
    const text = now - typed.current.at > TYPEAHEAD_RESET_MS ? key : typed.current.text + key
    typed.current = { text, at: now }
    const from = open ? activeIndex : selectedIndex
    const search = (query: string, offset: number) => {
      for (let step = 0; step < options.length; step++) {
        const index = (from + offset + step) % options.length
        if (options[index]!.label.toLowerCase().startsWith(query.toLowerCase())) return index
      }
      return undefined
    }
    // A repeated single letter cycles through the options starting with it.
    const repeated = text.length > 1 && [...text].every((c) => c === text[0])
    return repeated ? search(text[0]!, 1) : (search(text, text.length === 1 ? 1 : 0) ?? undefined)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const { key, altKey } = event
    if (!open) {
      if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ') {
        event.preventDefault()
        openList()
      } else if (key === 'Home' || key === 'End') {
        event.preventDefault()
        openList(key === 'Home' ? 0 : options.length - 1)
      } else if (key.length === 1 && !event.ctrlKey && !event.metaKey && !altKey) {
        const match = matchTyped(key)
        if (match !== undefined) openList(match)
      }
      return
    }
    switch (key) {
      case 'ArrowDown':
        event.preventDefault()
        setActiveIndex(clamp(activeIndex + 1))
        return
      case 'ArrowUp':
        event.preventDefault()
        if (altKey) choose(activeIndex)
        else setActiveIndex(clamp(activeIndex - 1))
        return
      case 'Home':
      case 'PageUp':
        event.preventDefault()
        setActiveIndex(key === 'Home' ? 0 : clamp(activeIndex - 10))
        return
      case 'End':
      case 'PageDown':
        event.preventDefault()
        setActiveIndex(key === 'End' ? options.length - 1 : clamp(activeIndex + 10))
        return
      case 'Enter':
      case ' ':
        event.preventDefault()
        choose(activeIndex)
        return
      case 'Escape':
        event.preventDefault()
        setOpen(false)
        return
      case 'Tab':
        choose(activeIndex)
        return
      default:
        if (key.length === 1 && !event.ctrlKey && !event.metaKey && !altKey) {
          const match = matchTyped(key)
          if (match !== undefined) setActiveIndex(match)
        }
    }
  }

  return (
    <div ref={rootRef} className={`listbox-select ${open ? 'listbox-select--open' : ''} ${className}`}>
      <span id={labelId} className="listbox-select__label field__label" onClick={() => comboRef.current?.focus()}>
        {label}
        {required && (
          <span className="listbox-select__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </span>
      <div
        ref={comboRef}
        role="combobox"
        tabIndex={0}
        aria-labelledby={labelId}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? optionId(activeIndex) : undefined}
        className="listbox-select__button input"
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
        }}
      >
        <span className="listbox-select__value">{selected?.label}</span>
        <Icon name="chevronDown" size={18} className="listbox-select__chevron" />
      </div>
      <ul
        ref={listRef}
        role="listbox"
        id={listId}
        aria-labelledby={labelId}
        tabIndex={-1}
        className="listbox-select__list"
        hidden={!open}
      >
        {options.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={index === selectedIndex}
            className={`listbox-select__option${index === activeIndex ? ' listbox-select__option--active' : ''}`}
            onPointerDown={(event) => event.preventDefault()}
            onPointerMove={() => setActiveIndex(index)}
            onClick={() => {
              choose(index)
              comboRef.current?.focus()
            }}
          >
            <span>{option.label}</span>
            {index === selectedIndex && <Icon name="check" size={16} />}
          </li>
        ))}
      </ul>
      <input ref={hiddenRef} type="hidden" name={name} value={selected?.value ?? ''} />
    </div>
  )
}
