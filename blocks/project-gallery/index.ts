import { defineBlock } from '../../src/page-builder/define-block.ts'
import { projectGalleryProps } from './schema.ts'

export const projectGalleryBlock = defineBlock({
  type: 'project-gallery',
  description: 'Grid of project picture cards from data/projects.json, one of them optionally twice as wide',
  props: projectGalleryProps,
  example: { projects: { collection: 'projects' }, wideItem: 1 },
})
