/**
 * blog-list — the farm journal's list pages: post cards (picture, day/month/year date badge, author,
 * comment count, title, excerpt, a "Continue Reading" link naming the post) in one of three layouts,
 * numbered pagination (?page=N; a page file may also number it by path, see "pageNumber") and, when
 * "sidebar" is given, the blog sidebar beside the posts. The address may narrow it to one group of posts,
 * "?category=the-dairy", "?tag=cheese" or "?month=2024-12" (src/lib/blog-filters.ts, decision 214): a heading
 * then names the group with its count and a "Show all posts" link, and the pages are the group's.
 * Example props: { "perPage": 6, "layout": "three-column" }   or   { "perPage": 3, "sidebar": {} }
 */
import { z } from 'zod'
import { line, TEXT_MAX } from '#data/schemas.ts'
import { collectionRef } from '#data/collection-ref.ts'
import { blogSidebarProps } from '#data/blog-sidebar-props.ts'
import { pictureProps } from '#data/picture-props.ts'

export const blogListProps = z.strictObject({
  posts: collectionRef('blog-posts')
    .prefault({ collection: 'blog-posts' })
    .describe('The posts listed, in order; default every post (newest first)'),
  perPage: z
    .int()
    .min(1)
    .max(24)
    .default(3)
    .describe('Posts per page (the specification: 3 standard and with sidebar, 4 two-column, 6 three-column)')
    .meta({ title: 'Posts per page' }),
  layout: z
    .enum(['standard', 'two-column', 'three-column'])
    .default('standard')
    .describe('"standard": one large card a row; "two-column" / "three-column": a grid of smaller cards on wide screens'),
  linkPrefix: pictureProps.linkPrefix('/blog-single/', 'Each card links to this path followed by the post id'),
  linkText: line(TEXT_MAX.label).default('Continue Reading').describe('Text of the link on each card'),
  sidebar: blogSidebarProps.optional().describe('The blog sidebar beside the posts; leave out for none, {} for the defaults'),
})
export type BlogListProps = z.output<typeof blogListProps>
