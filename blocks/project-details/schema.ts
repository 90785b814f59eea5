/**
 * project-details — the project page's main block (on /project-details/:id, with "when": "found"): a
 * large picture, the category, title and lead, the project's story beside a card of key facts (year,
 * area, location, what was built), and links to the previous and next project. The neighbours wrap
 * around: the first project's previous one is the last. The project comes from the page's entity; the
 * order of the previous/next links from `projects`.
 * Example props: { "projects": { "collection": "projects" }, "factsTitle": "Project Facts" }
 */
import { z } from 'zod'
import { line, TEXT_MAX } from '#data/schemas.ts'
import { collectionRef } from '#data/collection-ref.ts'
import { pictureProps } from '#data/picture-props.ts'

export const projectDetailsProps = z.strictObject({
  projects: collectionRef('projects')
    // Only what a previous/next link shows reaches the page; the project itself comes from the entity.
    .transform((projects) => projects.map(({ id, title, thumb }) => ({ id, title, thumb })))
    .prefault({ collection: 'projects' })
    .describe('The projects the previous/next links walk through, in order; e.g. { "collection": "projects" }'),
  linkPrefix: pictureProps.linkPrefix('/project-details/', 'Previous/next links go to this path followed by the project id'),
  factsTitle: line(TEXT_MAX.title).default('Project Facts').describe('Heading of the key facts card'),
  factLabels: z
    .strictObject({
      category: line(TEXT_MAX.label).default('Category').describe('Label of the category'),
      year: line(TEXT_MAX.label).default('Completed').describe('Label of the year'),
      area: line(TEXT_MAX.label).default('Area').describe('Label of the area'),
      location: line(TEXT_MAX.label).default('Location').describe('Label of the location'),
      built: line(TEXT_MAX.label).default('What We Built').describe('Label of what was built'),
    })
    .prefault({})
    .describe('Labels of the key facts')
    .meta({ title: 'Names of the facts' }),
  previousLabel: line(TEXT_MAX.label).default('Previous Project').describe('Small line over the previous project link'),
  nextLabel: line(TEXT_MAX.label).default('Next Project').describe('Small line over the next project link'),
})
export type ProjectDetailsProps = z.output<typeof projectDetailsProps>
