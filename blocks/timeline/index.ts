import { defineBlock } from '#page-model/define-block.ts'
import { defaultEntries, timelineProps } from './schema.ts'

export const timelineBlock = defineBlock({
  type: 'timeline',
  description: 'History of the farm: dated milestones with a title, text and picture along a line',
  props: timelineProps,
  example: {
    title: 'A Family Farm Growing Since 1906',
    entries: defaultEntries.slice(0, 2),
  },
})
