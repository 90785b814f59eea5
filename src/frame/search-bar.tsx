/**
 * The header's search: a toggle button and a bar under the header. The site has no search, so
 * submitting sends nothing: it clears the field and says so politely in a live region.
 */
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react'
import { Icon } from '#ui/icons.tsx'
import { useDismiss } from './use-dismiss.ts'

export const SEARCH_BAR_ID = 'site-search'
export const SEARCH_UNAVAILABLE_MESSAGE =
  'Sorry, search is not available yet. Please browse the menu to find what you are looking for.'

interface SearchToggleProps {
  open: boolean
  onToggle: () => void
  buttonRef: RefObject<HTMLButtonElement | null>
}

export function SearchToggle({ open, onToggle, buttonRef }: SearchToggleProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className="icon-button"
      aria-expanded={open}
      aria-controls={SEARCH_BAR_ID}
      onClick={onToggle}
    >
      <Icon name={open ? 'close' : 'search'} size={22} />
      <span className="visually-hidden">Site search</span>
    </button>
  )
}

interface SearchBarProps {
  open: boolean
  onClose: () => void
  toggleRef: RefObject<HTMLButtonElement | null>
}

export function SearchBar({ open, onClose, toggleRef }: SearchBarProps) {
  const panelRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const [message, setMessage] = useState('')

  useDismiss({ open, insideRefs: [panelRef, toggleRef], triggerRef: toggleRef, focusScopeRef: panelRef, onDismiss: onClose })

  useEffect(() => {
    if (open) inputRef.current?.focus()
  }, [open])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    event.currentTarget.reset()
    setMessage(SEARCH_UNAVAILABLE_MESSAGE)
  }

  return (
    <div ref={panelRef} id={SEARCH_BAR_ID} className={`search-bar${open ? ' is-open' : ''}`} inert={!open}>
      <div className="container">
        <form className="search-bar__form" role="search" aria-label="Site" onSubmit={onSubmit} onInput={() => setMessage('')}>
          <label className="visually-hidden" htmlFor="site-search-input">
            Search the site
          </label>
          <input
            ref={inputRef}
            id="site-search-input"
            className="search-bar__input"
            type="search"
            name="q"
            placeholder="Search products, recipes, farm news…"
            autoComplete="off"
          />
          <button type="submit" className="btn btn--primary search-bar__submit">
            <Icon name="search" size={18} />
            <span>Search</span>
          </button>
        </form>
        <p className="search-bar__status" role="status">
          {message}
        </p>
      </div>
    </div>
  )
}
