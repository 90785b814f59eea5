import { listPageCount } from '#lib/numbers.ts'
import { defineBlock } from '#page-model/define-block.ts'
import { blogListProps } from './schema.ts'

export const blogListBlock = defineBlock({
  type: 'blog-list',
  description:
    'Blog list: post cards (standard, two- or three-column), numbered pagination and an optional sidebar; ?category=, ?tag= or ?month= narrows it',
  props: blogListProps,
  pageCount: ({ posts, perPage }) => listPageCount(posts.length, perPage),
  example: { posts: { collection: 'blog-posts' }, perPage: 3, layout: 'three-column' },
})
