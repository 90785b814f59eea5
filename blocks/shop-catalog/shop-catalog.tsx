import { useEffect, useEffectEvent, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router-dom'
import { useProductCardActions } from '#cart/use-product-card-actions.ts'
import { useSeasonMonth } from '#lib/build-month.ts'
import { listPageCount } from '#lib/numbers.ts'
import { FilterLinks } from '#ui/primitives/filter-links.tsx'
import { Icon } from '#ui/primitives/icons.tsx'
import { SEARCH_QUERY_MAX_LENGTH, tidySearchQuery } from '#lib/search-query.ts'
import { useDebouncedValue } from '#lib/use-debounced-value.ts'
import { useHydrated } from '#lib/use-hydrated.ts'
import { Pagination, pageSlice, usePageParam } from '#ui/primitives/pagination.tsx'
import { ProductCard } from '#ui/shop/product-card.tsx'
import {
  CATEGORY_LABELS,
  IN_SEASON_SHELF,
  keepFound,
  parseShopQuery,
  shelfCounts,
  shelfProducts,
  shopSearch,
  SORT_LABELS,
  sortProducts,
  type ShopQuery,
  type ShopShelf,
  type SortKey,
} from '#lib/product-query.ts'
import { TabList } from '#ui/primitives/tabs.tsx'
import { SEARCH_FAILED_MESSAGE, useSiteSearch } from '#search/use-search.ts'
import type { ShopCatalogProps } from './schema.ts'
import './shop-catalog.css'

const views = [
  {
    key: 'grid',
    label: (
      <>
        <Icon name="grid" size={18} />
        <span className="visually-hidden">Grid view</span>
      </>
    ),
  },
  {
    key: 'list',
    label: (
      <>
        <Icon name="list" size={18} />
        <span className="visually-hidden">List view</span>
      </>
    ),
  },
] as const

type Layout = (typeof views)[number]['key']

/** The query the prerendered HTML was made for: a static host sends /shop's HTML whatever the query. */
const PRERENDERED_QUERY = new URLSearchParams()
/** A pause this long in typing narrows the list (and rewrites the address): not once per key. */
export const SHOP_TYPING_PAUSE_MS = 300

/** Where a search found nothing: " on the Fruit shelf", " in season now", or "" on All. */
const onShelf = (shelf: ShopShelf) =>
  shelf === 'all' ? '' : shelf === IN_SEASON_SHELF ? ' in season now' : ` on the ${CATEGORY_LABELS[shelf]} shelf`

export default function ShopCatalog({
  products,
  perPage,
  layout: initialLayout,
  sorts,
  defaultSort,
  categoryFilter,
  searchField,
}: ShopCatalogProps) {
  const id = useId()
  const cardActions = useProductCardActions()
  const { pathname } = useLocation()
  const [searchParams, setSearchParams] = useSearchParams()
  // The first render in the browser matches the prerendered default list; the address's category and
  // sort follow right after hydration, as its page does (usePageParam).
  const query = useHydrated() ? searchParams : PRERENDERED_QUERY
  const asked = parseShopQuery(query, { sorts, defaultSort })
  const sort = asked.sort
  // Like a sort the page does not offer, a category is ignored where the page shows no category links.
  const category = categoryFilter ? asked.category : 'all'
  // A shelf the address names that the shop does not have ("?category=fruits", an old link): the list shows every
  // product, and says why, with the shelves there are.
  const askedShelf = query.get('category')
  const unknownShelf = categoryFilter && askedShelf && askedShelf !== 'all' && category === 'all' ? askedShelf : undefined
  const searchFor = searchField ? asked.searchFor : ''
  // The build's month in the prerendered page, the browser's once running: "In season now" follows the calendar.
  const month = useSeasonMonth()
  const search = useSiteSearch()
  // An address with words (a link, the back button) asks for the search: it loads then, as on a field's focus.
  const startSearch = useEffectEvent(() => search.start())
  useEffect(() => {
    if (searchFor) startSearch()
  }, [searchFor])
  // The search's ids of the products it found, or null until it is there (the list stays whole meanwhile).
  const found = useMemo(
    () =>
      search.engine && searchFor
        ? new Set(search.engine.search(searchFor, { kinds: ['product'] }).hits.map((hit) => hit.id))
        : null,
    [search.engine, searchFor],
  )
  const searched = useMemo(() => (found ? keepFound(products, found) : products), [products, found])
  const listed = useMemo(() => sortProducts(shelfProducts(searched, category, month), sort), [searched, category, month, sort])
  // Every shelf the shop has keeps its link while searching; its count is of what the search found there.
  const counts = useMemo(() => {
    const inSearch = shelfCounts(searched, month)
    return shelfCounts(products, month).map((shelf) => ({
      ...shelf,
      count: inSearch.find((entry) => entry.category === shelf.category)?.count ?? 0,
    }))
  }, [products, searched, month])
  const pageCount = listPageCount(listed.length, perPage)
  const [page, setPage] = usePageParam(pageCount)
  const [layout, setLayout] = useState<Layout>(initialLayout)
  const { shown, from, to, total } = pageSlice(listed, page, perPage)
  const panelId = `${id}-products`
  const sortSelect = useRef<HTMLSelectElement>(null)

  const addressOf = (next: ShopQuery) => pathname + shopSearch(next, defaultSort, query)
  // New words, a new order or category start again at page 1. The order shown is no choice: a change event
  // can carry it when React put it back in the select after the visitor chose another (a choice carried
  // out while the block hydrates, whose list is not shown yet); navigating to it would undo theirs.
  const chooseSort = (next: SortKey) => {
    if (next === sort) return
    setSearchParams(
      (current) => new URLSearchParams(shopSearch({ searchFor, category, sort: next, page: 1 }, defaultSort, current)),
      { preventScrollReset: true },
    )
  }
  const searchWords = (words: string, { replace }: { replace: boolean }) =>
    setSearchParams(
      (current) => new URLSearchParams(shopSearch({ searchFor: words, category, sort, page: 1 }, defaultSort, current)),
      { preventScrollReset: true, replace },
    )

  // The field shows what is being typed; when the address's words change another way (Clear search, the
  // back button, hydration), it shows those.
  const [typed, setTyped] = useState(searchFor)
  const [typedFor, setTypedFor] = useState(searchFor)
  if (typedFor !== searchFor) {
    setTypedFor(searchFor)
    if (tidySearchQuery(typed) !== searchFor) setTyped(searchFor)
  }
  // Typing narrows the list after a pause, in place of the address (one history entry per search, not per key).
  const typedWords = useDebouncedValue(tidySearchQuery(typed), SHOP_TYPING_PAUSE_MS)
  const narrowAsTyped = useEffectEvent((words: string) => {
    if (words !== searchFor) searchWords(words, { replace: true })
  })
  useEffect(() => narrowAsTyped(typedWords), [typedWords])
  const onSearchSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const words = tidySearchQuery(typed)
    if (words !== searchFor) searchWords(words, { replace: false })
  }

  // A sort chosen in the select before the app started is still shown there (React leaves a select's
  // choice as it finds it): carry it out, so the list and the select agree.
  const carryOutEarlyChoice = useEffectEvent(() => {
    const chosen = sortSelect.current?.value
    if (chosen !== undefined && chosen !== sort) chooseSort(chosen as SortKey)
  })
  useEffect(() => carryOutEarlyChoice(), [])

  return (
    <section className="shop-catalog section" aria-labelledby={`${id}-heading`}>
      <div className="container">
        <h2 id={`${id}-heading`} className="visually-hidden">
          Products
        </h2>
        {searchField && (
          <form role="search" aria-label="Products" className="shop-catalog__search" onSubmit={onSearchSubmit}>
            <label htmlFor={`${id}-search`} className="visually-hidden">
              Search products
            </label>
            {/* The list narrows as the visitor types (Enter at once): the field needs no button. */}
            <Icon name="search" size={20} />
            <input
              id={`${id}-search`}
              className="input shop-catalog__search-input"
              type="search"
              name="q"
              placeholder="Search products…"
              autoComplete="off"
              maxLength={SEARCH_QUERY_MAX_LENGTH}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onFocus={search.start}
            />
          </form>
        )}
        {categoryFilter && counts.length > 1 && (
          <FilterLinks
            className="shop-catalog__categories"
            label="Product categories"
            noun={['product', 'products']}
            keepScroll
            choices={[{ category: 'all' as const, label: 'All', count: searched.length }, ...counts].map((entry) => ({
              key: entry.category,
              label: entry.label,
              count: entry.count,
              to: addressOf({ searchFor, category: entry.category, sort, page: 1 }),
              current: entry.category === category,
            }))}
          />
        )}
        {unknownShelf !== undefined && (
          <div className="shop-catalog__unknown-shelf" role="status">
            <p>
              There is no “{unknownShelf.length > 40 ? `${unknownShelf.slice(0, 39)}…` : unknownShelf}” shelf in our shop, so
              every product is shown. Our shelves:
            </p>
            <ul className="shop-catalog__shelves">
              {counts.map((shelf) => (
                <li key={shelf.category}>
                  <Link to={addressOf({ searchFor, category: shelf.category, sort, page: 1 })} className="btn btn--outline">
                    {shelf.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="shop-catalog__toolbar">
          <TabList
            tabs={views}
            selected={layout}
            onSelect={(key) => setLayout(key as Layout)}
            label="Product view"
            tabId={(key) => `${id}-tab-${key}`}
            panelId={() => panelId}
            className="shop-catalog__views"
            tabClassName="shop-catalog__view"
          />
          <p className="shop-catalog__count" role="status">
            {searchFor && !found
              ? search.status === 'failed'
                ? SEARCH_FAILED_MESSAGE
                : 'Searching…'
              : total > 0
                ? `Showing ${from}–${to} of ${total} results${searchFor ? ` for “${searchFor}”` : ''}`
                : 'No results'}
          </p>
          {sorts.length > 1 && (
            <div className="shop-catalog__sort">
              <label htmlFor={`${id}-sort`} className="visually-hidden">
                Sort products
              </label>
              <select
                ref={sortSelect}
                id={`${id}-sort`}
                className="shop-catalog__select select"
                value={sort}
                onChange={(event) => chooseSort(event.target.value as SortKey)}
              >
                {sorts.map((key) => (
                  <option key={key} value={key}>
                    {SORT_LABELS[key]}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
        <div role="tabpanel" id={panelId} aria-labelledby={`${id}-tab-${layout}`}>
          {total > 0 ? (
            // A new list for a new category or order: its cards are new boxes, not old ones moving, so the
            // switch from the prerendered list to the address's one is no layout shift.
            <ul key={`${category} ${sort} ${searchFor}`} className={`shop-catalog__items shop-catalog__items--${layout}`}>
              {shown.map((product, index) => (
                <li key={product.id} className="shop-catalog__item">
                  <ProductCard product={product} {...cardActions} layout={layout} priority={index < 4} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="shop-catalog__empty">
              <p className="shop-catalog__empty-text">
                {searchFor
                  ? `No products match “${searchFor}”${onShelf(category)}.`
                  : category === 'all'
                    ? 'No products here just now.'
                    : category === IN_SEASON_SHELF
                      ? 'Nothing is in season just now.'
                      : `Nothing on the ${CATEGORY_LABELS[category]} shelf just now.`}
              </p>
              {searchFor ? (
                <Link to={addressOf({ searchFor: '', category, sort, page: 1 })} preventScrollReset className="btn btn--primary">
                  Clear search
                </Link>
              ) : (
                category !== 'all' && (
                  <Link to={addressOf({ searchFor, category: 'all', sort, page: 1 })} className="btn btn--primary">
                    Show all products
                  </Link>
                )
              )}
            </div>
          )}
        </div>
        <Pagination
          pageCount={pageCount}
          page={page}
          onPageChange={setPage}
          hrefFor={(number) => addressOf({ searchFor, category, sort, page: number })}
          label="Shop pages"
        />
      </div>
    </section>
  )
}
