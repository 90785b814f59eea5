/**
 * blog-post — one post of the farm journal, on an entity page (e.g. "/blog-single/:id" with
 * "entity": { "collection": "blog-posts", "param": "id" }, shown with "when": "found"): the large picture,
 * date badge, author and comment count, the title and the article — the post's own text from
 * data/blog-posts/<id>.md when it has one, else the shared text below (the specification's filler) — the post-author box,
 * the post's own tags (each a link to its posts), share links, Previous/Next links that wrap around, the post's own
 * comments under "N Comments" and the "Leave a comments" form; with "sidebar", the blog sidebar beside it all.
 * Example props: { "linkPrefix": "/blog-single-with-sidebar/", "sidebar": { "postLinkPrefix": "/blog-single-with-sidebar/" } }
 */
import { z } from 'zod'
import { siteFile as site } from '#data/site-file.ts'
import { imagePath, line, paragraph, sitePath, TEXT_MAX } from '#data/schemas.ts'
import { collectionRef } from '#data/collection-ref.ts'
import { blogSidebarProps } from '#data/blog-sidebar-props.ts'
import { pictureProps } from '#data/picture-props.ts'

const paragraphs = z.array(paragraph()).min(1)

export const blogPostProps = z.strictObject({
  posts: collectionRef('blog-posts')
    .prefault({ collection: 'blog-posts' })
    // Previous/Next name a post by its title: the page carries only that of each post, not every post's comments.
    .transform((posts) => posts.map(({ id, title }) => ({ id, title })))
    .describe('The posts Previous/Next step through, in order (the first follows the last); default every post'),
  shareLinkPrefix: z
    .url()
    .default(`${site.siteUrl}/blog-single/`)
    .describe(
      "Share links point at this address followed by the post id: the post's own page on the site's address (data/site.json)",
    )
    .meta({ title: 'Share links start with' }),
  linkPrefix: pictureProps.linkPrefix(
    '/blog-single/',
    'Previous/Next link to this path followed by the post id, e.g. "/blog-single-with-sidebar/"',
  ),
  intro: paragraphs
    .default([
      'Every season on the farm starts underground. Long before the first seedlings go out, we walk the fields with a spade and a notebook, lifting a square of earth in each one to look at its colour, count the earthworms and smell it. Good soil smells sweet, like a forest floor after rain; tired soil smells of nothing at all.',
      'This is the work nobody photographs, and it decides almost everything that follows: how well our vegetables stand up to a dry July, how much clover the cows find in the pasture, even how long a jar of our honey keeps its flavour.',
    ])
    .describe('Shared text of posts without their own (data/blog-posts/<id>.md): opening paragraphs, above the quote'),
  quote: z
    .strictObject({
      text: paragraph().describe('The quoted words'),
      cite: line(TEXT_MAX.label).describe('Who said them').meta({ title: 'Who said it' }),
    })
    .default({
      text: 'We do not farm vegetables or milk. We farm soil, and the soil gives us the rest.',
      cite: 'Peter Lindqvist, soil and compost lead at Green Valley',
    })
    .describe('Shared text of posts without their own: a pull quote between the opening and the rest'),
  sections: z
    .array(
      z.strictObject({
        heading: line(TEXT_MAX.title).describe('Subheading of the section'),
        paragraphs: paragraphs.describe('Paragraphs of the section'),
      }),
    )
    .default([
      {
        heading: 'What we do differently',
        paragraphs: [
          'We have not used synthetic fertiliser or pesticide on these fields since 1998. Instead, every bed is fed with compost made on the farm from straw, dairy bedding and kitchen scraps from our farm shop, turned every few days until it is dark and crumbly. Between crops we sow clover, rye and vetch, which hold the soil together through winter rain and pull nitrogen out of the air for next year’s plants.',
          'The rotation is simple on paper and stubborn in practice: leafy greens follow beans, roots follow greens, and every field rests under grass and grazing cattle one year in five. The herd does the rest, returning what they eat to the ground as the best fertiliser we know.',
        ],
      },
      {
        heading: 'What it means for your table',
        paragraphs: [
          'Plants grown slowly in living soil build thicker skins and deeper flavour. Our carrots are smaller than supermarket carrots, and sweeter; our tomatoes split if you look at them wrongly, because they are picked ripe rather than green. The milk changes with the seasons too, richer and more golden in May when the cows are out on fresh spring grass.',
          'None of this is new. It is how this valley was farmed for most of its history, and how we intend to keep farming it. If you would like to see it for yourself, the farm tour sets off every Sunday morning, and there is always coffee by the dairy.',
        ],
      },
    ])
    .describe('Shared text of posts without their own: the rest, in sections with a subheading and paragraphs'),
  tagListPath: sitePath
    .default('/blog-with-sidebar')
    .describe('Each of the post’s tags links to this list of posts narrowed to the tag: the path followed by ?tag=')
    .meta({ title: 'Tag list page' }),
  authors: z
    .array(
      z.strictObject({
        name: line(TEXT_MAX.label).describe('Name as in the post records ("author")'),
        role: line(TEXT_MAX.label).describe('One line under the name, e.g. "Farm journal editor"'),
        bio: paragraph().describe('Two or three sentences about the author'),
        avatar: imagePath.describe('Round portrait (160×160), e.g. /art/people/author.webp').meta({ title: 'Portrait' }),
      }),
    )
    .min(1)
    .default([
      {
        name: 'Emma Hartley',
        role: 'Farm journal editor',
        bio: 'Emma grew up two fields over and came back after ten years of reporting on food and farming. She writes the journal from the kitchen table of the old farmhouse, usually with muddy boots by the door.',
        avatar: '/art/people/customer-1.webp',
      },
      {
        name: 'Admin',
        role: 'The Green Valley team',
        bio: 'Notes from the whole team: growers, dairy hands and the people who pack your weekly box. We write about what is happening on the farm this week and why we do things the way we do.',
        avatar: '/art/people/author.webp',
      },
    ])
    .describe(
      'The post-author box for each author name; a post whose author is not listed uses the last entry with its own name',
    ),
  formTitle: line(TEXT_MAX.title).default('Leave a comments').describe('Heading of the comment form (the specification’s words)'),
  sidebar: blogSidebarProps.optional().describe('The blog sidebar beside the post; leave out for none, {} for the defaults'),
})
export type BlogPostProps = z.output<typeof blogPostProps>
