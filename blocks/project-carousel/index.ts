import { defineBlock } from '#page-model/define-block.ts'
import { projectCarouselProps } from './schema.ts'

export const projectCarouselBlock = defineBlock({
  type: 'project-carousel',
  description: 'Carousel of project picture cards (1, 2 from 991 px, 3 from 1400 px) from data/projects.json',
  props: projectCarouselProps,
  example: { title: 'Recently Completed Farm Projects', projects: { collection: 'projects', first: 5 } },
})
