/**
 * The header's search: a toggle button and a bar under the header whose field suggests as you type (the
 * ARIA 1.2 combobox pattern: the field keeps focus, aria-activedescendant names the highlighted option).
 * Suggestions are grouped by kind (products with price and picture, posts with date, pages, people), the
 * matched words marked; the arrow keys move, Enter opens the highlighted one or, with none highlighted,
 * the results page; Escape closes the list, a second Escape the bar. The search itself loads when the
 * field first gets focus (useSiteSearch), never with the page.
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react'
import { useNavigate } from 'react-router-dom'
import { MarkedText } from '#ui/primitives/marked-text.tsx'
import type { SearchHit } from '#search/search-types.ts'
import { tidySearchQuery } from '#lib/search-query.ts'
import { useDebouncedValue } from '#lib/use-debounced-value.ts'
import { pictureSources } from '#lib/art.ts'
import { Icon } from '#ui/primitives/icons.tsx'
import { searchPath } from '#search/search-path.ts'
import { SEARCH_FAILED_MESSAGE, useSiteSearch } from '#search/use-search.ts'
import { groupSuggestions } from './search-suggestions.ts'
import { HeaderToggle } from './header-toggle.tsx'
import { useDismiss } from './use-dismiss.ts'
import './search-bar.css'

export const SEARCH_BAR_ID = 'site-search'
/** A pause this long in typing asks for suggestions: quick enough to feel live, one search per word typed. */
export const SUGGEST_DELAY_MS = 120

interface SearchToggleProps {
  open: boolean
  onToggle: () => void
  buttonRef: RefObject<HTMLButtonElement | null>
}

export function SearchToggle({ open, onToggle, buttonRef }: SearchToggleProps) {
  return (
    <HeaderToggle buttonRef={buttonRef} open={open} controls={SEARCH_BAR_ID} onToggle={onToggle}>
      <Icon name={open ? 'close' : 'search'} size={22} />
      <span className="visually-hidden">Site search</span>
    </HeaderToggle>
  )
}

function SuggestionContent({ hit }: { hit: SearchHit }) {
  return (
    <>
      {hit.kind === 'product' && hit.image ? (
        <img
          {...pictureSources(hit.image, 'thumbnail')}
          className="search-suggestion__picture"
          alt=""
          width={56}
          height={56}
          decoding="async"
        />
      ) : null}
      <span className="search-suggestion__text">
        <span className="search-suggestion__title">
          <MarkedText text={hit.title} terms={hit.terms} />
        </span>
        <SuggestionDetail hit={hit} />
      </span>
    </>
  )
}

/** The line under a suggestion's title: a product's price, a post's date, a person's role, a page's matching words. */
function SuggestionDetail({ hit }: { hit: SearchHit }) {
  switch (hit.kind) {
    case 'product':
      return (
        hit.price && (
          <span className="search-suggestion__price">
            {hit.price}
            {hit.oldPrice && (
              <del>
                <span className="visually-hidden">, was </span>
                {hit.oldPrice}
              </del>
            )}
          </span>
        )
      )
    case 'post':
      return (
        hit.date && (
          <span className="search-suggestion__meta">
            <Icon name="calendar" size={14} />
            {hit.date}
          </span>
        )
      )
    case 'person':
      return hit.role && <span className="search-suggestion__meta">{hit.role}</span>
    case 'page':
      return (
        hit.excerpt && (
          <span className="search-suggestion__excerpt">
            <MarkedText text={hit.excerpt} terms={hit.terms} />
          </span>
        )
      )
  }
}

interface SearchBarProps {
  open: boolean
  onClose: () => void
  toggleRef: RefObject<HTMLButtonElement | null>
}

export function SearchBar({ open, onClose, toggleRef }: SearchBarProps) {
  const id = useId()
  const listboxId = `${id}-suggestions`
  const optionId = (index: number) => `${id}-option-${index}`
  const panelRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const navigate = useNavigate()
  const search = useSiteSearch()
  const [text, setText] = useState('')
  // Escape closes the list and leaves the words; typing or an arrow key opens it again.
  const [listOpen, setListOpen] = useState(false)
  const query = useDebouncedValue(tidySearchQuery(text), SUGGEST_DELAY_MS)
  // The highlight belongs to the query it was made for: new suggestions start with none.
  const [highlight, setHighlight] = useState({ query: '', index: -1 })

  const results = useMemo(() => (search.engine && query ? search.engine.search(query) : null), [search.engine, query])
  const suggestions = useMemo(() => (results ? groupSuggestions(results) : null), [results])
  const hits = suggestions?.hits ?? []
  // The last option, "See all N results", is there whenever there is something to see.
  const optionCount = hits.length > 0 ? hits.length + 1 : 0
  const active = highlight.query === query && highlight.index < optionCount ? highlight.index : -1
  const expanded = open && listOpen && query !== '' && optionCount > 0

  useDismiss({ open, insideRefs: [panelRef, toggleRef], triggerRef: toggleRef, focusScopeRef: panelRef, onDismiss: onClose })

  useEffect(() => {
    if (open) inputRef.current?.focus()
  }, [open])

  // The highlighted option stays in sight as the arrow keys move through a list taller than the screen.
  const activeId = expanded && active >= 0 ? optionId(active) : undefined
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' })
  }, [activeId])

  /** Leave for an address in the site: the bar closes and focus goes back to its button. */
  const go = (address: string) => {
    navigate(address)
    setText('')
    setListOpen(false)
    onClose()
    toggleRef.current?.focus()
  }
  const addressOf = (index: number) => (index < hits.length ? hits[index]!.url : searchPath(query))

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (expanded && active >= 0) go(addressOf(active))
    else {
      const typed = tidySearchQuery(text)
      if (typed) go(searchPath(typed))
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && expanded) {
      // The bar stays open: only the list closes (useDismiss listens on the document, past this field),
      // and the words stay (a search field's own Escape would clear them).
      event.stopPropagation()
      event.preventDefault()
      setListOpen(false)
      setHighlight({ query, index: -1 })
      return
    }
    if ((event.key !== 'ArrowDown' && event.key !== 'ArrowUp') || optionCount === 0) return
    event.preventDefault()
    const step = event.key === 'ArrowDown' ? 1 : -1
    const from = expanded ? active : -1
    // From no highlight, Down goes to the first option and Up to the last; both wrap around.
    const next = from === -1 ? (step === 1 ? 0 : optionCount - 1) : (from + step + optionCount) % optionCount
    setListOpen(true)
    setHighlight({ query, index: next })
  }

  // What the open list shows when it has no options, and what the live region says either way.
  const message =
    !open || !listOpen || query === '' || optionCount > 0
      ? ''
      : search.status === 'failed'
        ? SEARCH_FAILED_MESSAGE
        : !results
          ? 'Searching…'
          : `No matches for “${query}”.`
  const announcement =
    optionCount > 0 && expanded
      ? `${hits.length} suggestions, ${suggestions!.total} results in all. Use the arrow keys to choose one.`
      : message
  const didYouMean = results && hits.length === 0 ? results.didYouMean : undefined
  /** A "did you mean" word, put in the field in place of what was typed. */
  const retype = (word: string) => {
    setText(word)
    setListOpen(true)
    inputRef.current?.focus()
  }

  return (
    <div ref={panelRef} id={SEARCH_BAR_ID} className={`search-bar${open ? ' is-open' : ''}`} inert={!open}>
      <div className="container search-bar__inner">
        <form className="search-bar__form" role="search" aria-label="Site" onSubmit={onSubmit}>
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
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={activeId}
            value={text}
            onChange={(event) => {
              setText(event.target.value)
              setListOpen(true)
            }}
            onFocus={search.start}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className="btn btn--primary search-bar__submit">
            <Icon name="search" size={18} />
            <span>Search</span>
          </button>
        </form>
        <div className={`search-bar__popup${open && listOpen && query !== '' ? ' is-shown' : ''}`}>
          <ul
            id={listboxId}
            role="listbox"
            aria-label="Suggestions"
            className="search-bar__suggestions"
            hidden={!expanded}
            // A press on an option must not take focus from the field, or the list would close under it.
            onMouseDown={(event) => event.preventDefault()}
          >
            {suggestions?.groups.map((group) => (
              <li key={group.kind} role="group" aria-labelledby={`${id}-group-${group.kind}`} className="search-bar__group">
                <span id={`${id}-group-${group.kind}`} role="presentation" className="search-bar__group-label">
                  {group.label}
                </span>
                <ul role="none" className="search-bar__group-options">
                  {group.options.map(({ hit, index }) => (
                    <li
                      key={hit.url}
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === active}
                      className={`search-suggestion search-suggestion--${hit.kind}`}
                      onClick={() => go(hit.url)}
                    >
                      <SuggestionContent hit={hit} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
            {suggestions && hits.length > 0 && (
              <li
                id={optionId(hits.length)}
                role="option"
                aria-selected={active === hits.length}
                className="search-suggestion search-suggestion--all"
                onClick={() => go(searchPath(query))}
              >
                See all {suggestions.total} results
                <Icon name="search" size={16} />
              </li>
            )}
          </ul>
          <p className={expanded || !message ? 'visually-hidden' : 'search-bar__message'} role="status">
            {announcement}
            {message && didYouMean && (
              <>
                {' '}
                Did you mean{' '}
                <button type="button" className="search-bar__retry" onClick={() => retype(didYouMean)}>
                  {didYouMean}
                </button>
                ?
              </>
            )}
          </p>
        </div>
      </div>
    </div>
  )
}
