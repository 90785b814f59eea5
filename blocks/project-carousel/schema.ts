/**
 * project-carousel — farm projects as picture cards in a carousel (1 per view, 2 from 991 px,
 * 3 from 1400 px) with previous/next arrows; each card names the project and its category and links
 * to the project's page. Projects come from data/projects.json.
 * Example props: { "projects": { "collection": "projects", "first": 5 } }
 */
import { z } from 'zod'
import { collectionRef } from '#data/collection-ref.ts'
import { headingProps } from '#data/section-heading-props.ts'
import { pictureProps } from '#data/picture-props.ts'

export const projectCarouselProps = z.strictObject({
  eyebrow: headingProps.eyebrow('Our Projects'),
  title: headingProps.title('Recently Completed Farm Projects'),
  lead: headingProps.lead(''),
  projects: collectionRef('projects')
    // Only what a card shows reaches the page, not each project's story.
    .transform((projects) => projects.map(({ id, title, category, thumb }) => ({ id, title, category, thumb })))
    .prefault({ collection: 'projects' })
    .describe('The projects shown, e.g. { "collection": "projects", "first": 5 }'),
  linkPrefix: pictureProps.linkPrefix('/project-details/', 'Each card links to this path followed by the project id'),
  autoplayMs: z
    .int()
    .min(2000)
    .max(20000)
    .optional()
    .describe('Advance by itself every N ms; leave out to move only with the arrows')
    .meta({ title: 'Moves on by itself every (milliseconds)' }),
})
export type ProjectCarouselProps = z.output<typeof projectCarouselProps>
