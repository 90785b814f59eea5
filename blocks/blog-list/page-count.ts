/** Pages of the list: at least one, so an empty list still has its page. Used by the view and by the build (index.ts). */
export function blogListPageCount({ posts, perPage }: { posts: readonly unknown[]; perPage: number }): number {
  return Math.max(1, Math.ceil(posts.length / perPage))
}
