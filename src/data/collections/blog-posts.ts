/**
 * The blog's posts (data/blog-posts.json): one page each (/blog-single/:id), listed by the blog's lists and the home
 * pages' blog blocks; a post's article is its own file, data/blog-posts/<id>.md.
 * Rules beyond each field's: a tag is written once per post; a comment is dated on or after its post.
 * A record as the file holds it (collections.test.ts checks it against the schema):
 *   { "id": 1, "thumb": "/art/blog/post-1.webp", "thumbFull": "/art/blog/post-1.webp",
 *     "title": "How We Build Living Soil Without Synthetic Fertilisers", "date": "2024-12-28",
 *     "author": "Emma Hartley", "description": "Healthy soil is the quiet engine of every harvest.",
 *     "category": "Soil & Crops", "tags": ["Soil Health", "Compost"],
 *     "comments": [{"author": "Margaret Olsen", "date": "2024-12-29", "text": "I counted the worms in a spadeful of my vegetable bed: eleven."}] }
 */
import { z } from 'zod'
import { slugOf } from '#lib/slug.ts'
import { defineCollection } from '#data/define-collection.ts'
import { statusField } from '#data/publishing.ts'
import { imagePath, isoDay, line, paragraph, recordId, TEXT_MAX } from '#data/schemas.ts'
import { pictureProps } from '#data/picture-props.ts'

/**
 * A post's category or one of its tags: a short label with a letter or a digit, since its list's address is
 * made of them ("Soil & Crops" → /blog-with-sidebar?category=soil-crops, src/lib/slug.ts).
 */
const postLabel = (example: string) =>
  line(TEXT_MAX.label).refine((label) => label.trim() === '' || slugOf(label) !== '', {
    error: `needs a letter or a digit, since the address of its list of posts is made of them: write words such as "${example}"`,
  })

/** One reader's comment under a post, shown in file order. */
const postComment = z.strictObject({
  author: line(TEXT_MAX.label).describe('The reader’s name as shown, e.g. "Ruth Sanders"'),
  date: isoDay().describe('The day it was written, e.g. "2024-12-26": on or after the post’s date'),
  text: paragraph().describe('What they wrote: one or more sentences'),
})

export const blogPostSchema = z
  .strictObject({
    id: recordId,
    thumb: pictureProps.picture('Picture on the post cards'),
    thumbFull: imagePath.describe('Big picture at the top of the post').meta({ title: 'Big picture' }),
    title: line(TEXT_MAX.title).describe('Title of the post'),
    date: isoDay().describe(
      'The day the post is published, e.g. "2024-12-28": the site shows it as "28 Dec 2024" and on the date badge; a day still to come keeps the post off the site until then',
    ),
    author: line(TEXT_MAX.label).describe('Who wrote it, e.g. "Emma Hartley" or "Admin"'),
    description: line(TEXT_MAX.sentence).describe('One or two sentences under the title on the cards'),
    category: postLabel('The Dairy').describe(
      'The one subject the post is filed under, e.g. "The Dairy": the sidebar lists each category with its posts',
    ),
    tags: z
      .array(postLabel('Cheese').describe('A word or two, in Title Case, e.g. "Jersey Cows"'))
      .min(1, { error: 'needs at least one tag: a word a reader would look for, e.g. ["Cheese"]' })
      .max(4, { error: 'has more than 4 tags: keep the four a reader would most look for' })
      .describe(
        '1 to 4 words a reader may look for, e.g. ["Cheese", "Jersey Cows"]: shown under the post, each a link to its posts',
      ),
    comments: z
      .array(postComment, {
        error: (issue) =>
          typeof issue.input === 'number'
            ? 'is the list of comments, not their count (the site counts them): write [] for none, or one { "author", "date", "text" } for each'
            : undefined,
      })
      .describe('Readers’ comments shown under the post, in this order; the cards and the post count them'),
    // A post waits for its own "date" (its collection's publish date field), so it has a status only.
    status: statusField,
  })
  .superRefine((post, context) => {
    const firstOfSlug = new Map<string, number>()
    post.tags.forEach((tag, index) => {
      const slug = slugOf(tag)
      const first = firstOfSlug.get(slug)
      if (first === undefined) {
        firstOfSlug.set(slug, index)
        return
      }
      context.addIssue({
        code: 'custom',
        path: ['tags', index],
        input: tag,
        message: `is tag ${first + 1} again ("${post.tags[first]}"): each tag once; remove this one or write another`,
      })
    })
    post.comments.forEach((comment, index) => {
      // ISO days compare as text.
      if (comment.date < post.date)
        context.addIssue({
          code: 'custom',
          path: ['comments', index, 'date'],
          input: comment.date,
          message: `is before the post’s own date (${post.date}): a comment comes on or after the day its post appears; write "${post.date}" or a later day`,
        })
    })
  })
export type BlogPost = z.output<typeof blogPostSchema>

export const blogPosts = defineCollection('blog-posts', blogPostSchema, {
  noun: 'post',
  titleField: 'title',
  publishDateField: 'date',
  newestFirst: true,
})
