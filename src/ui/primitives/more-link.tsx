/**
 * The outlined link with an arrow under a section's cards ("View All Products"), in its own paragraph.
 * Nothing when the page leaves its text empty.
 * Example: <MoreLink text="View All Products" to="/shop" className="product-grid__more" />
 */
import { Link } from 'react-router-dom'
import { Icon } from './icons.tsx'

export function MoreLink({ text, to, className }: { text: string; to: string; className: string }) {
  if (!text) return null
  return (
    <p className={className}>
      <Link className="btn btn--outline" to={to}>
        {text}
        <Icon name="arrowRight" size={18} />
      </Link>
    </p>
  )
}
