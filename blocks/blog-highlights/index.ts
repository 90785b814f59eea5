import { defineBlock } from '#page-model/define-block.ts'
import { blogHighlightsProps } from './schema.ts'

export const blogHighlightsBlock = defineBlock({
  type: 'blog-highlights',
  description: 'Featured blog post(s) plus a short list of posts, each with date badge, author, comments and link',
  props: blogHighlightsProps,
  example: { featured: { collection: 'blog-posts', items: [1] }, list: { collection: 'blog-posts', items: [2, 3] } },
})
