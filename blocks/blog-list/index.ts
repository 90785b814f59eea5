import { defineBlock } from '#page-model/define-block.ts'
import { blogListPageCount } from './page-count.ts'
import { blogListProps } from './schema.ts'

export const blogListBlock = defineBlock({
  type: 'blog-list',
  description: 'Blog list: post cards (standard, two- or three-column), numbered pagination and an optional sidebar',
  props: blogListProps,
  pageCount: blogListPageCount,
  example: { posts: { collection: 'blog-posts' }, perPage: 3, layout: 'three-column' },
})
