import { defineBlock } from '#page-model/define-block.ts'
import { blogPostProps } from './schema.ts'

export const blogPostBlock = defineBlock({
  type: 'blog-post',
  description:
    'One blog post (entity page): picture, byline, its own article (data/blog-posts/<id>.md) or the shared text, author box, its tags (links to their posts), share and Previous/Next links, its comments and the form',
  props: blogPostProps,
  entity: 'blog-posts',
  example: { linkPrefix: '/blog-single/' },
})
