/**
 * How blog posts are dated and named in lists and links (pure, shared by the blog blocks and the
 * home page's blog block).
 */
import type { BlogPost } from '#data/schemas.ts'

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

/** { day: "8", month: "Sept", year: "2024" } → "2024-09-08"; undefined when the month is not recognised. */
export function isoDate({ day, month, year }: BlogPost['date']): string | undefined {
  const index = MONTHS.indexOf(month.slice(0, 3).toLowerCase())
  if (index < 0) return undefined
  return `${year}-${String(index + 1).padStart(2, '0')}-${day.padStart(2, '0')}`
}

/** The specification's limit for titles in the sidebar's recent posts. */
export const RECENT_TITLE_LIMIT = 47

/** A title cut at `limit` characters plus " ..." when longer; shorter titles as they are. */
export function shortenTitle(title: string, limit = RECENT_TITLE_LIMIT): string {
  return title.length > limit ? `${title.slice(0, limit)} ...` : title
}

/** The posts before and after `id` in list order, wrapping around: the first's previous is the last. */
export function neighbourPosts<T extends { id: number }>(posts: readonly T[], id: number): { previous?: T; next?: T } {
  const index = posts.findIndex((post) => post.id === id)
  if (index < 0 || posts.length < 2) return {}
  return {
    previous: posts[(index - 1 + posts.length) % posts.length],
    next: posts[(index + 1) % posts.length],
  }
}

/** The label of a previous/next link: the first two words of the title, or "No Title" when it has none. */
export function neighbourLabel(title: string | undefined): string {
  const words = (title ?? '').trim().split(/\s+/).filter(Boolean)
  return words.length > 0 ? words.slice(0, 2).join(' ') : 'No Title'
}
