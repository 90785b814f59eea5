/**
 * project-gallery — farm projects as a grid of picture cards, each naming the project and its category
 * and linking to the project's page. Laid out by CSS grid alone (no layout script, nothing moves while
 * pictures load). One card can be twice as wide, which makes five projects fill two rows of three.
 * Two looks: "cards" (caption on a white band under each picture, /project) and "mosaic" (caption card
 * over the picture, rows of equal height, /home-2 on a cream background). Projects come from
 * data/projects.json.
 * Example props:
 *   { "projects": { "collection": "projects" }, "wideItem": 1 }
 *   { "layout": "mosaic", "background": "cream", "projects": { "collection": "projects", "first": 5 } }
 */
import { z } from 'zod'
import { line, TEXT_MAX } from '#data/schemas.ts'
import { collectionRef } from '#data/collection-ref.ts'
import { headingProps } from '#data/section-heading-props.ts'
import { pictureProps } from '#data/picture-props.ts'

export const projectGalleryProps = z.strictObject({
  layout: z
    .enum(['cards', 'mosaic'])
    .default('cards')
    .describe('"cards": caption under each picture; "mosaic": caption over the picture, rows of equal height'),
  eyebrow: headingProps.eyebrow('Our Projects'),
  title: line(TEXT_MAX.title, { canBeEmpty: true })
    .default('What We Have Built on the Farm')
    .describe('Section title; empty for none'),
  lead: headingProps.lead(''),
  projects: collectionRef('projects')
    // Only what a card shows reaches the page, not each project's story.
    .transform((projects) => projects.map(({ id, title, category, thumb }) => ({ id, title, category, thumb })))
    .prefault({ collection: 'projects' })
    .describe('The projects shown, e.g. { "collection": "projects" } for all of them'),
  wideItem: z
    .int()
    .min(0)
    .default(1)
    .describe('Position (1 = first) of the card shown twice as wide from 768 px; 0 for none')
    .meta({ title: 'Wide card (its place, 0 for none)' }),
  linkPrefix: pictureProps.linkPrefix('/project-details/', 'Each card links to this path followed by the project id'),
  background: z
    .enum(['plain', 'cream'])
    .default('plain')
    .describe('Section background: the page colour or warm cream')
    .meta({ title: 'Background colour' }),
})
export type ProjectGalleryProps = z.output<typeof projectGalleryProps>
