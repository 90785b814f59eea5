import { defineBlock } from '#page-model/define-block.ts'
import { progressStatsProps } from './schema.ts'

export const progressStatsBlock = defineBlock({
  type: 'progress-stats',
  description: 'The farm in figures: progress circles that count up once seen, beside a title, text and picture',
  props: progressStatsProps,
  example: {
    title: 'Growing Greener Every Season',
    items: [
      { label: 'Grown on Our Own Farm', value: 95 },
      { label: 'Local Customers', value: 87 },
      { label: 'Recycled Packaging', value: 78 },
    ],
  },
})
