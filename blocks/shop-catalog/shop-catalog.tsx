import { useId, useState } from 'react'
import { useProductCardActions } from '#cart/use-product-card-actions.ts'
import { listPageCount } from '#lib/numbers.ts'
import { Icon } from '#ui/icons.tsx'
import { Pagination, pageSlice, usePageParam } from '#ui/pagination.tsx'
import { ProductCard } from '#ui/product-card.tsx'
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

export default function ShopCatalog({ products, perPage, layout: initialLayout, sortOptions }: ShopCatalogProps) {
  const id = useId()
  const cardActions = useProductCardActions()
  const pageCount = listPageCount(products.length, perPage)
  const [page, setPage] = usePageParam(pageCount)
  const [layout, setLayout] = useState<Layout>(initialLayout)
  const { shown, from, to, total } = pageSlice(products, page, perPage)
  const panelId = `${id}-products`

  return (
    <section className="shop-catalog section" aria-labelledby={`${id}-heading`}>
      <div className="container">
        <h2 id={`${id}-heading`} className="visually-hidden">
          Products
        </h2>
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
            Showing {from}–{to} of {total} results
          </p>
          <div className="shop-catalog__sort">
            <label htmlFor={`${id}-sort`} className="visually-hidden">
              Sort products
            </label>
            <select id={`${id}-sort`} className="shop-catalog__select select" defaultValue={sortOptions[0]}>
              {sortOptions.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </div>
        </div>
        <div role="tabpanel" id={panelId} aria-labelledby={`${id}-tab-${layout}`}>
          <ul className={`shop-catalog__items shop-catalog__items--${layout}`}>
            {shown.map((product, index) => (
              <li key={product.id} className="shop-catalog__item">
                <ProductCard product={product} {...cardActions} layout={layout} priority={index < 4} />
              </li>
            ))}
          </ul>
        </div>
        <Pagination pageCount={pageCount} page={page} onPageChange={setPage} label="Shop pages" />
      </div>
    </section>
  )
}
