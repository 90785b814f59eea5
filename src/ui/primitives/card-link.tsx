/**
 * The pieces of a card that is one link (card-link.css): its title, whose link covers the whole card, and
 * the arrow (with words, if any) that shows the card leads somewhere. The arrow is hidden from screen
 * readers: the title's link already says where the card goes. The card itself takes the `card-link` class.
 * Example: <li className="service-grid__item card-link">
 *            <CardTitle className="service-grid__title" to="/service-details/1">Organic Products</CardTitle>
 *            <CardArrow className="service-grid__more" size={18}>Read More</CardArrow>
 *          </li>
 */
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Icon } from './icons.tsx'
import './card-link.css'

export function CardTitle({
  className,
  to,
  linkClassName,
  children,
}: {
  className: string
  to: string
  /** The block's own class for the link, beside card-link__link. */
  linkClassName?: string
  /** The title: its words, or the words with some marked (a search hit's). */
  children: ReactNode
}) {
  return (
    <h3 className={className}>
      <Link className={linkClassName ? `${linkClassName} card-link__link` : 'card-link__link'} to={to}>
        {children}
      </Link>
    </h3>
  )
}

export function CardArrow({ className, size, children }: { className: string; size: number; children?: ReactNode }) {
  return (
    <span className={className} aria-hidden="true">
      {children}
      <Icon name="arrowRight" size={size} />
    </span>
  )
}
