/**
 * A product's season (issue 53): "In season", or "Back in June". The prerendered page says what the build's
 * month says (SITE_DATE); once hydrated the browser reads its own month, which may have turned since. The label
 * keeps one line's height either way, so a change of words never moves the page.
 * Example: <SeasonLabel months={product.months} className="product-card__season" />
 */
import { useSeasonMonth } from '#lib/build-month.ts'
import { seasonLabel } from '#lib/seasons.ts'
import './season-label.css'

export function SeasonLabel({ months, className = '' }: { months: readonly number[] | undefined; className?: string }) {
  const { inSeason, text } = seasonLabel(months, useSeasonMonth())
  return <span className={`season-label season-label--${inSeason ? 'in' : 'out'} ${className}`}>{text}</span>
}
