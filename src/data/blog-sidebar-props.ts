/**
 * Settings of the blog sidebar (src/ui/blog/blog-sidebar.tsx), shared by the blog blocks that show it
 * (blog-list, blog-post): their schema.ts imports this; views import only the type.
 * The defaults are the specification's widgets of "Blog lists". Categories, Archives and Tags are worked
 * out from the posts when the site is built, with their counts, each a link to the list of its posts
 * (decision 214): nothing of them is typed in a page file.
 * Example: { "sidebar": {} } shows the sidebar with every default; { "sidebar": { "tagsShown": 8 } } changes one widget.
 */
import { z } from 'zod'
import { postGroups } from '#lib/blog-filters.ts'
import { imagePath, line, sitePath, TEXT_MAX } from './schemas.ts'
import { collectionRef } from './collection-ref.ts'
import { socialLinksSetting } from './social-links-props.ts'

const galleryPicture = z.strictObject({
  src: imagePath.meta({ title: 'Picture' }),
  alt: line(TEXT_MAX.sentence)
    .describe('What the picture shows (read out in the gallery and the lightbox)')
    .meta({ title: 'Picture description' }),
})

export const blogSidebarProps = z
  .strictObject({
    searchLabel: line(TEXT_MAX.label)
      .default('Search the farm journal')
      .describe('Label of the search box (searching does nothing but clear the box, as specified)'),
    recentPosts: collectionRef('blog-posts')
      .prefault({ collection: 'blog-posts', first: 3 })
      .describe('The "Recent Posts" widget: the newest posts, by their date; titles cut at 47 characters'),
    postLinkPrefix: sitePath
      .default('/blog-single/')
      .describe('Recent posts link to this path followed by the post id, e.g. "/blog-single-with-sidebar/"')
      .meta({ title: 'Recent posts’ links start with' }),
    posts: collectionRef('blog-posts')
      .prefault({ collection: 'blog-posts' })
      .describe('The posts the Categories, Archives and Tags widgets sort and count; default every post'),
    listPath: sitePath
      .default('/blog-with-sidebar')
      .describe(
        'The list of posts a category, month or tag opens, narrowed to it: this path followed by ?category=, ?month= or ?tag=',
      )
      .meta({ title: 'Post list page' }),
    gallery: z
      .array(galleryPicture)
      .min(1)
      .default([
        { src: '/art/blog/post-7.webp', alt: 'Row of colourful beehives in a flower meadow with bees' },
        { src: '/art/blog/post-8.webp', alt: 'Sunflowers in a golden field under the afternoon sun' },
        { src: '/art/blog/post-9.webp', alt: 'Harvest crates filled with red apples and tomatoes' },
        { src: '/art/blog/post-10.webp', alt: 'Rooster standing beside fresh eggs on the farm' },
        { src: '/art/blog/post-11.webp', alt: 'Basket of red apples in front of an apple orchard' },
        { src: '/art/blog/post-14.webp', alt: 'Two sheep grazing on a green hillside' },
      ])
      .describe('The "Gallery" widget: blog pictures (1200×750) shown as thumbnails that open a lightbox'),
    tagsShown: z
      .int()
      .min(1)
      .max(50)
      .default(20)
      .describe('How many tags the "Tags" widget shows, the most used first')
      .meta({ title: 'Number of tags shown' }),
    followUsTitle: line(TEXT_MAX.title).default('Follow Us').describe('Title of the widget with the social links'),
    social: socialLinksSetting({ max: 5, describe: 'The links of the "Follow Us" widget' }),
  })
  // The posts are read here, when the site is built: the page carries the groups, not every post.
  .transform(({ posts, tagsShown, ...settings }) => ({
    ...settings,
    categories: postGroups(posts, 'category'),
    archives: postGroups(posts, 'month'),
    tags: postGroups(posts, 'tag').slice(0, tagsShown),
  }))
export type BlogSidebarProps = z.output<typeof blogSidebarProps>
