/**
 * blog-highlights — the farm journal on the home page: one (or more) featured posts as large cards and a
 * short list of further posts beside them. Every card shows its picture, a day/month/year date badge,
 * the author, the comment count, the title and a "Continue Reading" link to the post.
 * Posts come from data/blog-posts.json.
 * Example props:
 *   { "featured": { "collection": "blog-posts", "items": [1] }, "list": { "collection": "blog-posts", "items": [2, 3] } }
 */
import { z } from 'zod'
import { line, TEXT_MAX } from '#data/schemas.ts'
import { collectionRef } from '#data/collection-ref.ts'
import { headingProps } from '#data/section-heading-props.ts'
import { pictureProps } from '#data/picture-props.ts'

export const blogHighlightsProps = z.strictObject({
  eyebrow: headingProps.eyebrow('From the Farm Journal'),
  title: headingProps.title('Latest News & Stories'),
  lead: headingProps.lead(''),
  featured: collectionRef('blog-posts')
    .prefault({ collection: 'blog-posts', items: [1] })
    .describe('Post(s) shown large, e.g. { "collection": "blog-posts", "items": [1] }'),
  list: collectionRef('blog-posts')
    .prefault({ collection: 'blog-posts', items: [2, 3] })
    .describe('Posts listed beside the featured one, e.g. { "collection": "blog-posts", "items": [2, 3] }')
    .meta({ title: 'Listed posts' }),
  linkPrefix: pictureProps.linkPrefix('/blog-single/', 'Each card links to this path followed by the post id'),
  linkText: line(TEXT_MAX.label).default('Continue Reading').describe('Text of the link on each card'),
})
export type BlogHighlightsProps = z.output<typeof blogHighlightsProps>
