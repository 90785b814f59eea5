import { useId } from 'react'

/** Stars for a rating from 0 to 5, each full, half or empty; read out as "Rated 4.5 out of 5". */

export type StarKind = 'full' | 'half' | 'empty'

/** 4.5 → full ×4, half, and 3.7 → full ×3, half, empty (nearest half star). */
export function starsFor(rating: number): StarKind[] {
  const halves = Math.round(Math.min(5, Math.max(0, rating)) * 2)
  return Array.from({ length: 5 }, (_, i) => (halves >= (i + 1) * 2 ? 'full' : halves === i * 2 + 1 ? 'half' : 'empty'))
}

const STAR = 'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z'

export function StarRating({ rating, size = 16 }: { rating: number; size?: number }) {
  const halfFill = `half-star-${useId()}`
  return (
    <span className="stars" role="img" aria-label={`Rated ${rating} out of 5`}>
      {starsFor(rating).map((kind, i) => (
        <svg
          key={i}
          className={`stars__star stars__star--${kind}`}
          width={size}
          height={size}
          viewBox="0 0 24 24"
          aria-hidden="true"
        >
          <defs>
            <linearGradient id={halfFill}>
              <stop offset="50%" stopColor="currentColor" />
              <stop offset="50%" stopColor="transparent" />
            </linearGradient>
          </defs>
          <path
            d={STAR}
            fill={kind === 'full' ? 'currentColor' : kind === 'half' ? `url(#${halfFill})` : 'none'}
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
        </svg>
      ))}
    </span>
  )
}
