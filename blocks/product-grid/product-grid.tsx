import { useId, useState, type CSSProperties } from 'react'
import { Link } from 'react-router-dom'
import { Icon } from '../../src/ui/icons.tsx'
import { ProductCard } from '../../src/ui/product-card.tsx'
import { SectionHeading } from '../../src/ui/section-heading.tsx'
import { filterProducts, type ProductCategoryFilter } from './filter-products.ts'
import type { ProductGridProps } from './schema.ts'
import './product-grid.css'

export default function ProductGrid({
  eyebrow,
  title,
  lead,
  products,
  filters,
  cardLayout,
  linkText,
  linkTo,
  background,
}: ProductGridProps) {
  const headingId = useId()
  const [selected, setSelected] = useState(0)
  const [filtered, setFiltered] = useState(false)
  // Every filter's grid is laid out in the same place and only the selected one is shown, so the block
  // is always as tall as its fullest grid: choosing a smaller category never pulls the page up.
  const grids: ProductCategoryFilter[] = filters.length > 0 ? filters.map((filter) => filter.category) : ['all']
  const shownCount = filterProducts(products, grids[selected] ?? 'all').length

  const choose = (index: number) => {
    setSelected(index)
    setFiltered(true)
  }

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
              {filtered ? `Showing ${shownCount} products` : ''}
            </p>
          </div>
        )}
        <div className="product-grid__stack">
          {grids.map((category, gridIndex) => {
            const shown = gridIndex === selected
            return (
              <ul
                key={gridIndex}
                className={`product-grid__items product-grid__items--${cardLayout}${shown ? ' product-grid__items--shown' : ''}`}
                inert={!shown}
                data-category={category}
              >
                {filterProducts(products, category).map((product, index) => (
                  <li key={product.id} className="product-grid__item" style={{ '--item-index': index } as CSSProperties}>
                    <ProductCard product={product} layout={cardLayout} />
                  </li>
                ))}
              </ul>
            )
          })}
        </div>
        {linkText && (
          <p className="product-grid__more">
            <Link className="btn btn--outline" to={linkTo}>
              {linkText}
              <Icon name="arrowRight" size={18} />
            </Link>
          </p>
        )}
      </div>
    </section>
  )
}
