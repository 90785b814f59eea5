/**
 * project-masonry — a gallery of farm projects laid out by CSS grid alone (no layout script, nothing
 * moves while pictures load): one item spans two columns, the rest fill the rows around it. Each picture
 * names the project and its category and links to the project's page. Projects come from data/projects.json.
 * Example props: { "projects": { "collection": "projects", "first": 5 }, "wideItem": 1 }
 */
import { z } from 'zod'
import { sitePath } from '../../src/data/schemas.ts'
import { collectionRef } from '../../src/page-builder/collection-ref.ts'

export const projectMasonryProps = z.strictObject({
  eyebrow: z.string().default('Our Gallery').describe('Hand-written line above the title; empty for none'),
  title: z.string().min(1).default('Projects Growing Across the Farm').describe('Section title'),
  lead: z.string().default('').describe('Sentence under the title; empty for none'),
  projects: collectionRef('projects')
    .prefault({ collection: 'projects' })
    .describe('The projects shown, e.g. { "collection": "projects", "first": 5 }'),
  wideItem: z
    .int()
    .min(1)
    .default(1)
    .describe('Position (1-based) of the item shown twice as wide; five projects with the first wide fill two rows of three'),
  linkPrefix: sitePath.default('/project-details/').describe('Each picture links to this path followed by the project id'),
})
export type ProjectMasonryProps = z.output<typeof projectMasonryProps>
