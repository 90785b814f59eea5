import { useId, useState } from 'react'
import { useEditedEntry } from '#app/block-kit.ts'
import { useProductCardActions } from '#cart/use-product-card-actions.ts'
import { useBuildMonth } from '#lib/build-month.ts'
import { isInSeason } from '#lib/seasons.ts'
import { MoreLink } from '#ui/primitives/more-link.tsx'
import { ProductCard } from '#ui/shop/product-card.tsx'
import { filterProducts, type ProductCategoryFilter } from '#lib/product-query.ts'
import { SectionHeading } from '#ui/primitives/section-heading.tsx'
import { useOnChange } from '#ui/primitives/use-on-change.ts'
import type { ProductGridProps } from './schema.ts'
import './product-grid.css'

export default function ProductGrid({
  eyebrow,
  title,
  lead,
  products: listed,
  picksInSeason,
  filters,
  cardLayout,
  linkText,
  linkTo,
  background,
}: ProductGridProps) {
  const headingId = useId()
  const cardActions = useProductCardActions()
  // This week's picks are the build's: the page says what was picked when it was published, and the grid's
  // cards do not change after the start (their labels follow the browser's month).
  const month = useBuildMonth()
  const products = picksInSeason ? listed.filter((product) => isInSeason(product.months, month)).slice(0, picksInSeason) : listed
  const [selected, setSelected] = useState(0)
  const [filtered, setFiltered] = useState(false)
  const category: ProductCategoryFilter = filters[selected]?.category ?? 'all'
  const shownIds = new Set(filterProducts(products, category).map((product) => product.id))

  const choose = (index: number) => {
    setSelected(index)
    setFiltered(true)
  }
  // In the page editor's preview, the filter whose fields are being edited is the one chosen.
  useOnChange(useEditedEntry('filters'), (filter) => filter !== undefined && choose(filter))

  return (
    <section
      className={`product-grid section${background === 'cream' ? ' section--alt' : ''}${filtered ? ' product-grid--filtered' : ''}`}
      aria-labelledby={headingId}
    >
      <div className="container">
        <SectionHeading eyebrow={eyebrow || undefined} title={title} lead={lead || undefined} id={headingId} />
        {filters.length > 0 && (
          <div className="product-grid__filters" role="group" aria-label="Show products">
            {filters.map((filter, index) => (
              <button
                key={index}
                type="button"
                className="product-grid__filter"
                aria-pressed={index === selected}
                onClick={() => choose(index)}
              >
                {filter.label}
              </button>
            ))}
            <p className="visually-hidden" role="status">
              {filtered ? `Showing ${shownIds.size} products` : ''}
            </p>
          </div>
        )}
        {/* Products outside the chosen category stay in the grid, moved behind the others and hidden: the
            shown ones close up from the start, and the grid keeps its height, so nothing below it moves.
            The list is keyed by the choice so the shown cards rise in again. */}
        <ul key={selected} className={`product-grid__items product-grid__items--${cardLayout}`}>
          {products.map((product) => {
            const shown = shownIds.has(product.id)
            return (
              <li
                key={product.id}
                className={`product-grid__item${shown ? '' : ' product-grid__item--filtered-out'}`}
                inert={!shown}
              >
                <ProductCard product={product} {...cardActions} layout={cardLayout} />
              </li>
            )
          })}
        </ul>
        <MoreLink text={linkText} to={linkTo} className="product-grid__more" />
      </div>
    </section>
  )
}
