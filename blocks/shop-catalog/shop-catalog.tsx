import { useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router-dom'
import { useProductCardActions } from '#cart/use-product-card-actions.ts'
import { listPageCount } from '#lib/numbers.ts'
import { Icon } from '#ui/icons.tsx'
import { useHydrated } from '#lib/use-hydrated.ts'
import { Pagination, pageSlice, usePageParam } from '#ui/pagination.tsx'
import { ProductCard } from '#ui/product-card.tsx'
import {
  CATEGORY_LABELS,
  categoryCounts,
  filterProducts,
  parseShopQuery,
  shopSearch,
  SORT_LABELS,
  sortProducts,
  type ShopQuery,
  type SortKey,
} from '#ui/product-query.ts'
import { TabList } from '#ui/tabs.tsx'
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

export default function ShopCatalog({
  products,
  perPage,
  layout: initialLayout,
  sorts,
  defaultSort,
  categoryFilter,
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
  const listed = useMemo(() => sortProducts(filterProducts(products, category), sort), [products, category, sort])
  const counts = useMemo(() => categoryCounts(products), [products])
  const pageCount = listPageCount(listed.length, perPage)
  const [page, setPage] = usePageParam(pageCount)
  const [layout, setLayout] = useState<Layout>(initialLayout)
  const { shown, from, to, total } = pageSlice(listed, page, perPage)
  const panelId = `${id}-products`
  const sortSelect = useRef<HTMLSelectElement>(null)

  const addressOf = (next: ShopQuery) => pathname + shopSearch(next, defaultSort, query)
  // A new order or category starts again at page 1.
  const chooseSort = (next: SortKey) =>
    setSearchParams((current) => new URLSearchParams(shopSearch({ category, sort: next, page: 1 }, defaultSort, current)), {
      preventScrollReset: true,
    })

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
        {categoryFilter && counts.length > 1 && (
          <nav className="shop-catalog__categories" aria-label="Product categories">
            <ul className="shop-catalog__category-list">
              {[{ category: 'all' as const, label: 'All', count: products.length }, ...counts].map((entry) => (
                <li key={entry.category}>
                  <Link
                    to={addressOf({ category: entry.category, sort, page: 1 })}
                    preventScrollReset
                    className="shop-catalog__category"
                    aria-current={entry.category === category ? 'page' : undefined}
                  >
                    {entry.label}
                    <span className="shop-catalog__category-count">
                      {entry.count}
                      <span className="visually-hidden"> products</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
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
            {total > 0 ? `Showing ${from}–${to} of ${total} results` : 'No results'}
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
            <ul key={`${category} ${sort}`} className={`shop-catalog__items shop-catalog__items--${layout}`}>
              {shown.map((product, index) => (
                <li key={product.id} className="shop-catalog__item">
                  <ProductCard product={product} {...cardActions} layout={layout} priority={index < 4} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="shop-catalog__empty">
              <p className="shop-catalog__empty-text">
                {category === 'all'
                  ? 'No products here just now.'
                  : `Nothing on the ${CATEGORY_LABELS[category]} shelf just now.`}
              </p>
              {category !== 'all' && (
                <Link to={addressOf({ category: 'all', sort, page: 1 })} className="btn btn--primary">
                  Show all products
                </Link>
              )}
            </div>
          )}
        </div>
        <Pagination
          pageCount={pageCount}
          page={page}
          onPageChange={setPage}
          hrefFor={(number) => addressOf({ category, sort, page: number })}
          label="Shop pages"
        />
      </div>
    </section>
  )
}
