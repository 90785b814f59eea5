/**
 * The blog's lists by subject (docs/decisions/214-blog-lists-by-subject.md): a post's category, its tags and
 * the month it appeared, each a group of posts with an address of its own on a post list —
 * "?category=the-dairy", "?tag=cheese", "?month=2024-12", one at a time, with "&page=N" after it.
 * Pure: the sidebar's entries and counts are worked out with it when the site is built (src/data/blog-sidebar-props.ts),
 * the list (blog-list) narrows its posts with it, and the link checker knows the addresses by it.
 */
import type { BlogPost } from '#data/collections/blog-posts.ts'
import { slugOf } from './slug.ts'
import { monthInWords, monthOf, shownDate } from './dates.ts'

export const POST_FILTER_KINDS = ['category', 'tag', 'month'] as const
export type PostFilterKind = (typeof POST_FILTER_KINDS)[number]

/** A list narrowed to one group: its kind, and the group's value in the address ("cheese", "2024-12"). */
export interface PostFilter {
  kind: PostFilterKind
  value: string
}

/** What a post is filed under. */
type Filed = Pick<BlogPost, 'category' | 'tags' | 'date'>

/** One group of posts as the sidebar lists it: "Cheese" (?tag=cheese), 3 posts. */
export interface PostGroup {
  label: string
  value: string
  count: number
}

/** The values of a post in each kind of group: its category's and tags' addresses, its month. */
function valuesOf(post: Filed, kind: PostFilterKind): { label: string; value: string }[] {
  switch (kind) {
    case 'category':
      return [{ label: post.category, value: slugOf(post.category) }]
    case 'tag':
      return post.tags.map((tag) => ({ label: tag, value: slugOf(tag) }))
    case 'month': {
      const { month, year } = shownDate(post.date)
      return [{ label: `${month} ${year}`, value: monthOf(post.date) }]
    }
  }
}

/** Whether a post is in the group a filter names. */
export function postMatches(post: Filed, filter: PostFilter): boolean {
  return valuesOf(post, filter.kind).some(({ value }) => value === filter.value)
}

/**
 * Every group of one kind the posts make, with how many posts each holds: categories and tags the most
 * used first (then by name), months the newest first. A label is written as its first post writes it.
 */
export function postGroups(posts: readonly Filed[], kind: PostFilterKind): PostGroup[] {
  const groups = new Map<string, PostGroup>()
  for (const post of posts) {
    for (const { label, value } of valuesOf(post, kind)) {
      const group = groups.get(value)
      if (group) group.count += 1
      else groups.set(value, { label, value, count: 1 })
    }
  }
  const list = [...groups.values()]
  if (kind === 'month') return list.sort((a, b) => (a.value < b.value ? 1 : a.value > b.value ? -1 : 0))
  return list.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'en'))
}

/** The filter an address's query asks for: the first of ?category=, ?tag= and ?month= it has, if any. */
export function readPostFilter(params: URLSearchParams): PostFilter | undefined {
  for (const kind of POST_FILTER_KINDS) {
    const value = params.get(kind)
    if (value !== null) return { kind, value }
  }
  return undefined
}

/** The query of a filtered list's page: "?tag=cheese", and "&page=N" after it when a page is named. */
export function postFilterSearch(filter: PostFilter, page?: number): string {
  const params = new URLSearchParams({ [filter.kind]: filter.value })
  if (page !== undefined) params.set('page', String(page))
  return `?${params.toString()}`
}

/**
 * The heading of a filtered list: "Posts in “The Dairy”", "Posts tagged “Cheese”", "Posts from December 2024".
 * A group no post is in is named by its address, as the visitor asked for it.
 */
export function postFilterHeading(filter: PostFilter, posts: readonly Filed[]): string {
  const label = posts.flatMap((post) => valuesOf(post, filter.kind)).find(({ value }) => value === filter.value)?.label
  switch (filter.kind) {
    case 'category':
      return `Posts in “${label ?? filter.value}”`
    case 'tag':
      return `Posts tagged “${label ?? filter.value}”`
    case 'month': {
      const month = monthInWords(filter.value)
      return month ? `Posts from ${month}` : `Posts from “${filter.value}”`
    }
  }
}

/** What a filtered list says when no post is in its group (an address with an unknown tag, say). */
export const NO_POSTS_IN_FILTER: Readonly<Record<PostFilterKind, string>> = {
  category: 'No post is filed under this category.',
  tag: 'No post has this tag.',
  month: 'No post appeared that month.',
}
