/**
 * Settings of the blog sidebar (src/ui/blog-sidebar.tsx), shared by the blog blocks that show it
 * (blog-list, blog-post): their schema.ts imports this; views import only the type.
 * Every default is the specification's: the widgets of "Blog lists".
 * Example: { "sidebar": {} } shows the sidebar with every default; { "sidebar": { "tags": ["Dairy"] } } changes one widget.
 */
import { z } from 'zod'
import { imagePath, line, sitePath, TEXT_MAX } from './schemas.ts'
import { collectionRef } from './collection-ref.ts'
import { socialLinksSetting } from './social-links-props.ts'

const galleryPicture = z.strictObject({
  src: imagePath,
  alt: line(TEXT_MAX.sentence).describe('What the picture shows (read out in the gallery and the lightbox)'),
})

export const blogSidebarProps = z.strictObject({
  searchLabel: line(TEXT_MAX.label)
    .default('Search the farm journal')
    .describe('Label of the search box (searching does nothing but clear the box, as specified)'),
  recentPosts: collectionRef('blog-posts')
    .prefault({ collection: 'blog-posts', first: 3 })
    .describe('The "Recent Posts" widget: the newest posts (data/blog-posts.json is newest first); titles cut at 47 characters'),
  postLinkPrefix: sitePath
    .default('/blog-single/')
    .describe('Recent posts link to this path followed by the post id, e.g. "/blog-single-with-sidebar/"'),
  categories: z
    .array(
      z.strictObject({
        name: line(TEXT_MAX.label).describe('Category name as shown'),
        count: z.int().nonnegative().describe('Number of posts shown beside the name'),
      }),
    )
    .default([
      { name: 'national', count: 69 },
      { name: 'International', count: 25 },
      { name: 'sports', count: 18 },
      { name: 'magazine', count: 37 },
      { name: 'health', count: 12 },
    ])
    .describe('The "Categories" widget: names with post counts (labels, not links)'),
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
  archives: z
    .array(line(TEXT_MAX.label))
    .default(['Aug 2024', 'Sept 2024', 'Nov 2024', 'Dec 2024'])
    .describe('The "Archives" widget: months as labels (the specification gives them no destination)'),
  tags: z
    .array(line(TEXT_MAX.label))
    .default(['Fashion', 'Education', 'Nation', 'Study', 'Health', 'Food', 'Travel'])
    .describe('The "Tags" widget: words as labels (the specification gives them no destination)'),
  followUsTitle: line(TEXT_MAX.title).default('Follow Us').describe('Title of the widget with the social links'),
  social: socialLinksSetting({ max: 5, describe: 'The links of the "Follow Us" widget' }),
})
export type BlogSidebarProps = z.output<typeof blogSidebarProps>
