/**
 * A row of pill links that narrow a list (the shop's shelves, the search page's kinds), each with its count;
 * the one in force is marked as the current page. The count's noun is read out, not shown ("3 products").
 * Example: <FilterLinks label="Product categories" noun={['product', 'products']}
 *            choices={[{ key: 'all', label: 'All', count: 31, to: '/shop', current: true }]} />
 */
import { Link } from 'react-router-dom'
import './filter-links.css'

export type FilterChoice = { key: string; label: string; count: number; to: string; current: boolean }

export function FilterLinks({
  label,
  choices,
  noun,
  keepScroll = false,
  className = '',
}: {
  label: string
  choices: readonly FilterChoice[]
  /** What is counted, singular and plural, for screen readers. */
  noun: readonly [one: string, many: string]
  /** Stay where the page is scrolled (a filter above its list), instead of going to the top. */
  keepScroll?: boolean
  /** The block's own class, for its spacing. */
  className?: string
}) {
  return (
    <nav className={`filter-links ${className}`.trim()} aria-label={label}>
      <ul className="filter-links__list">
        {choices.map((choice) => (
          <li key={choice.key}>
            <Link
              className="filter-links__link"
              to={choice.to}
              preventScrollReset={keepScroll}
              aria-current={choice.current ? 'page' : undefined}
            >
              {/* The space keeps the name read out as "Dairy 7 products"; a flex row does not draw it. */}
              {choice.label}{' '}
              <span className="filter-links__count">
                {choice.count}
                <span className="visually-hidden"> {choice.count === 1 ? noun[0] : noun[1]}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
