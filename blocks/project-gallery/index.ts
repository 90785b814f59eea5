import { defineBlock } from '#page-model/define-block.ts'
import { projectGalleryProps } from './schema.ts'

export const projectGalleryBlock = defineBlock({
  type: 'project-gallery',
  description:
    'Grid of project pictures from data/projects.json, one of them optionally twice as wide: captions under the pictures (cards) or over them (mosaic)',
  props: projectGalleryProps,
  example: { projects: { collection: 'projects' }, wideItem: 1 },
})
