/**
 * The blog sidebar's search box: it searches the posts only, and shows the best few under the field as
 * you type (links with their dates, the matched words marked), with a link to all of them on the results
 * page (`/search?q=…&kind=post`), where submitting goes too. The search loads on the field's first focus.
 */
import { useId, useMemo, useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { tidySearchQuery } from '#lib/search-query.ts'
import { useDebouncedValue } from '#lib/use-debounced-value.ts'
import { Icon } from '#ui/primitives/icons.tsx'
import { MarkedText } from '#ui/primitives/marked-text.tsx'
import { searchPath } from '#search/search-path.ts'
import { SEARCH_FAILED_MESSAGE, useSiteSearch } from '#search/use-search.ts'

/** How many posts the sidebar lists; the results page has the rest. */
export const SIDEBAR_MATCHES = 4
const TYPING_PAUSE_MS = 200

export function BlogSidebarSearch({ label }: { label: string }) {
  const id = useId()
  const navigate = useNavigate()
  const search = useSiteSearch()
  const [text, setText] = useState('')
  const query = useDebouncedValue(tidySearchQuery(text), TYPING_PAUSE_MS)
  const results = useMemo(
    () => (search.engine && query ? search.engine.search(query, { kinds: ['post'], limit: SIDEBAR_MATCHES }) : null),
    [search.engine, query],
  )
  const total = results?.counts.post ?? 0

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const typed = tidySearchQuery(text)
    if (typed) navigate(searchPath(typed, 'post'))
  }

  const status =
    query === ''
      ? ''
      : search.status === 'failed'
        ? SEARCH_FAILED_MESSAGE
        : !results
          ? 'Searching…'
          : total === 0
            ? `No posts match “${query}”.`
            : total === 1
              ? '1 post found.'
              : `${total} posts found.`

  return (
    <section className="blog-sidebar__widget blog-sidebar__widget--search">
      <form role="search" className="blog-sidebar__search" onSubmit={onSubmit}>
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
        <input
          id={id}
          className="input blog-sidebar__search-input"
          type="search"
          name="q"
          placeholder="Search…"
          autoComplete="off"
          aria-describedby={`${id}-status`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onFocus={search.start}
        />
        <button type="submit" className="blog-sidebar__search-button">
          <Icon name="search" size={20} />
          <span className="visually-hidden">Search</span>
        </button>
      </form>
      <p id={`${id}-status`} className={status ? 'blog-sidebar__search-status' : 'visually-hidden'} role="status">
        {status}
      </p>
      {results && results.hits.length > 0 && (
        <>
          <ul className="blog-sidebar__matches" aria-label={`Posts matching “${query}”`}>
            {results.hits.map((hit) => (
              <li key={hit.id}>
                <Link className="blog-sidebar__match" to={hit.url}>
                  <MarkedText text={hit.title} terms={hit.terms} />
                </Link>
                {hit.date && (
                  <span className="blog-sidebar__match-date">
                    <Icon name="calendar" size={14} />
                    {hit.date}
                  </span>
                )}
              </li>
            ))}
          </ul>
          <Link className="blog-sidebar__all-matches" to={searchPath(query, 'post')}>
            All results
            <span className="visually-hidden"> for “{query}”</span>
            <Icon name="search" size={16} />
          </Link>
        </>
      )}
    </section>
  )
}
