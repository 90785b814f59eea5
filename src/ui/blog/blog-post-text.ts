/**
 * How blog posts are named in lists and links (pure, shared by the blog blocks and the home page's blog
 * block); their dates are shown with #lib/dates.ts.
 */

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

/** The comment count as the byline and the comments' heading say it: "0 Comments", "1 Comment", "3 Comments". */
export function commentCount(count: number): string {
  return `${count} ${count === 1 ? 'Comment' : 'Comments'}`
}
