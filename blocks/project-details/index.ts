import { defineBlock } from '#page-model/define-block.ts'
import { projectDetailsProps } from './schema.ts'

export const projectDetailsBlock = defineBlock({
  type: 'project-details',
  description: 'Project page: large picture, title, story, key facts and links to the previous and next project',
  props: projectDetailsProps,
  entity: 'projects',
  example: { projects: { collection: 'projects' }, factsTitle: 'Project Facts' },
})
