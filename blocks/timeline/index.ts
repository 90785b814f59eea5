import { defineBlock } from '#page-model/define-block.ts'
import { timelineProps } from './schema.ts'

export const timelineBlock = defineBlock({
  type: 'timeline',
  description: 'History of the farm: dated milestones with a title, text and picture along a line',
  props: timelineProps,
  example: {
    title: 'A Family Farm Growing Since 1906',
    entries: [
      {
        year: '1906',
        title: 'Open Farm',
        description:
          'Thomas and Ada Whitfield buy forty acres of river meadow, raise a timber barn and milk their first six cows by hand.',
        image: '/art/projects/project-3.webp',
        imageAlt: 'A red barn and silo with cows in the yard',
      },
      {
        year: '1920',
        title: 'Farm Remodelling',
        description:
          'A new stone dairy, drained fields and the valley’s first tractor double the land we can tend and the milk we can keep cool.',
        image: '/art/services/service-6.webp',
        imageAlt: 'A tractor bringing in the harvest past round hay bales',
      },
    ],
  },
})
