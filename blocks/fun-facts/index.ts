import { defineBlock } from '#page-model/define-block.ts'
import { funFactsProps } from './schema.ts'

export const funFactsBlock = defineBlock({
  type: 'fun-facts',
  description: 'Why choose us on a dark band: picture, points with icons and counters that count up once seen',
  props: funFactsProps,
  example: {
    facts: [
      { value: 38, unit: 'K', label: 'Customers a Year' },
      { value: 28, unit: 'M', label: 'Kilos Harvested Since 1906' },
    ],
  },
})
