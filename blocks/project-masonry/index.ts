import { defineBlock } from '../../src/page-builder/define-block.ts'
import { projectMasonryProps } from './schema.ts'

export const projectMasonryBlock = defineBlock({
  type: 'project-masonry',
  description: 'Masonry gallery of projects from data/projects.json, one item wider, each linking to its project',
  props: projectMasonryProps,
  example: { projects: { collection: 'projects', first: 5 }, wideItem: 1 },
})
