import { useId, useState, type FormEvent } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { useHydrated } from '#lib/use-hydrated.ts'
import { kindFromAddress, SEARCH_PAGE_PATH, searchPath } from '#search/search-path.ts'
import { SEARCH_KIND_LABELS, SEARCH_KINDS, type SearchHit, type SearchKind, type SearchResults } from '#search/search-types.ts'
import { useSearch } from '#search/use-search.ts'
import { CardTitle } from '#ui/primitives/card-link.tsx'
import { FilterLinks } from '#ui/primitives/filter-links.tsx'
import { Icon } from '#ui/primitives/icons.tsx'
import { MarkedText } from '#ui/primitives/marked-text.tsx'
import { CATEGORY_LABELS } from '#lib/product-query.ts'
import type { SearchResultsProps } from './schema.ts'
import './search-results.css'

const resultsLabel = (count: number) => `${count} ${count === 1 ? 'result' : 'results'}`

/** The field that changes the query: without script it is a plain GET form to the same page. */
function SearchForm({
  label,
  placeholder,
  query,
  kind,
}: {
  label: string
  placeholder: string
  query: string
  kind?: SearchKind
}) {
  const navigate = useNavigate()
  const [draft, setDraft] = useState(query)
  const inputId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    navigate(draft.trim() ? searchPath(draft, kind) : SEARCH_PAGE_PATH)
  }
  return (
    <form role="search" className="search-results__form" action={SEARCH_PAGE_PATH} method="get" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <input
        id={inputId}
        className="input search-results__input"
        type="search"
        name="q"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
      />
      {kind && <input type="hidden" name="kind" value={kind} />}
      <button type="submit" className="btn btn--primary search-results__submit">
        <Icon name="search" size={20} />
        Search
      </button>
    </form>
  )
}

function HitText({ hit }: { hit: SearchHit }) {
  return (
    <div className="search-hit__text">
      <CardTitle className="search-hit__title" to={hit.url}>
        <MarkedText text={hit.title} terms={hit.terms} />
      </CardTitle>
      {hit.role && (
        <p className="search-hit__meta">
          <MarkedText text={hit.role} terms={hit.terms} />
        </p>
      )}
      {hit.date && <p className="search-hit__meta">{hit.date}</p>}
      {hit.price && (
        <p className="search-hit__prices">
          {hit.oldPrice && (
            <del className="price--old">
              <span className="visually-hidden">Was </span>
              {hit.oldPrice}
            </del>
          )}
          <span className="price">
            {hit.oldPrice && <span className="visually-hidden">Now </span>}
            {hit.price}
          </span>
        </p>
      )}
      {hit.excerpt && (
        <p className="search-hit__excerpt">
          <MarkedText text={hit.excerpt} terms={hit.terms} />
        </p>
      )}
    </div>
  )
}

function HitGroup({ kind, hits, count }: { kind: SearchKind; hits: SearchHit[]; count: number }) {
  const headingId = useId()
  return (
    <section className="search-results__group" aria-labelledby={headingId}>
      <h2 id={headingId} className="search-results__group-title">
        {SEARCH_KIND_LABELS[kind]} <span className="search-results__count">({count})</span>
      </h2>
      <ul className="search-results__hits">
        {hits.map((hit) => (
          <li key={hit.id} className={`search-hit search-hit--${hit.kind} card-link`}>
            {hit.image && (
              <img className="search-hit__image" src={hit.image} alt="" width={72} height={72} loading="lazy" decoding="async" />
            )}
            <HitText hit={hit} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** All kinds, then each kind the query found, with its count; the shown one is the current page. */
function KindLinks({ results, kind }: { results: SearchResults; kind?: SearchKind }) {
  const total = SEARCH_KINDS.reduce((sum, each) => sum + results.counts[each], 0)
  const choices = [
    { kind: undefined, label: 'All', count: total },
    ...SEARCH_KINDS.filter((each) => results.counts[each] > 0 || each === kind).map((each) => ({
      kind: each,
      label: SEARCH_KIND_LABELS[each],
      count: results.counts[each],
    })),
  ]
  return (
    <FilterLinks
      label="Kinds of result"
      noun={['result', 'results']}
      choices={choices.map((choice) => ({
        key: choice.label,
        label: choice.label,
        count: choice.count,
        to: searchPath(results.query, choice.kind),
        current: choice.kind === kind,
      }))}
    />
  )
}

function NothingFound({ results, kind, props }: { results: SearchResults; kind?: SearchKind; props: SearchResultsProps }) {
  const { emptyTitle, emptyText, shopLink } = props
  return (
    <div className="search-results__empty">
      <span className="search-results__empty-icon" aria-hidden="true">
        <Icon name="search" size={36} />
      </span>
      <h2 className="search-results__heading">{emptyTitle}</h2>
      <p>
        No results for “<strong>{results.query}</strong>”.
      </p>
      {results.didYouMean && (
        <p className="search-results__suggestion">
          Did you mean <Link to={searchPath(results.didYouMean, kind)}>{results.didYouMean}</Link>?
        </p>
      )}
      <p>{emptyText}</p>
      <ul className="search-results__shelves" aria-label="The shop’s shelves">
        {Object.entries(CATEGORY_LABELS).map(([category, name]) => (
          <li key={category}>
            <Link className="btn btn--outline" to={`${shopLink}?category=${category}`}>
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

function Found({ results, kind }: { results: SearchResults; kind?: SearchKind }) {
  const shownKinds = kind ? [kind] : SEARCH_KINDS
  const shownCount = shownKinds.reduce((sum, each) => sum + results.counts[each], 0)
  return (
    <>
      <h2 className="search-results__heading">
        {shownCount === 0
          ? `No ${SEARCH_KIND_LABELS[kind!].toLowerCase()} for “${results.query}”`
          : `${resultsLabel(shownCount)} for “${results.query}”`}
      </h2>
      <KindLinks results={results} kind={kind} />
      {shownKinds.map((each) => {
        const hits = results.hits.filter((hit) => hit.kind === each)
        return hits.length > 0 && <HitGroup key={each} kind={each} hits={hits} count={results.counts[each]} />
      })}
    </>
  )
}

export default function SearchResultsView(props: SearchResultsProps) {
  const { label, placeholder, promptTitle, promptText, suggestions } = props
  const [params] = useSearchParams()
  // The prerendered page is the one without a query: the address's query is read once the page runs.
  const hydrated = useHydrated()
  const query = hydrated ? (params.get('q') ?? '').trim() : ''
  const kind = hydrated ? kindFromAddress(params.get('kind')) : undefined
  const search = useSearch(query)
  const total = search.status === 'ready' ? SEARCH_KINDS.reduce((sum, each) => sum + search.results.counts[each], 0) : 0

  return (
    <section className="search-results section" aria-label="Search">
      <div className="container">
        <SearchForm key={query} label={label} placeholder={placeholder} query={query} kind={kind} />
        <p role="status" className="visually-hidden">
          {search.status === 'loading' && 'Searching…'}
          {search.status === 'ready' && `${resultsLabel(total)} for “${query}”`}
        </p>
        <div className="search-results__body" aria-busy={search.status === 'loading'}>
          {search.status === 'idle' && (
            <div className="search-results__prompt">
              <span className="search-results__empty-icon" aria-hidden="true">
                <Icon name="leaf" size={36} />
              </span>
              <h2 className="search-results__heading">{promptTitle}</h2>
              <p>{promptText}</p>
              {suggestions.length > 0 && (
                <ul className="search-results__shelves" aria-label="Searches to try">
                  {suggestions.map((suggestion) => (
                    <li key={suggestion}>
                      <Link className="btn btn--outline" to={searchPath(suggestion)}>
                        {suggestion}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          {search.status === 'loading' && (
            <p className="search-results__searching">
              Searching for “<strong>{query}</strong>”…
            </p>
          )}
          {search.status === 'failed' && (
            <div className="search-results__failed" role="alert">
              <p>Search could not load. Check your connection, then try again.</p>
              <button type="button" className="btn btn--outline" onClick={search.retry}>
                Try again
              </button>
            </div>
          )}
          {search.status === 'ready' &&
            (total === 0 ? (
              <NothingFound results={search.results} kind={kind} props={props} />
            ) : (
              <Found results={search.results} kind={kind} />
            ))}
        </div>
      </div>
    </section>
  )
}
