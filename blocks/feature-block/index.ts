import { defineBlock } from '#page-model/define-block.ts'
import { featureBlockProps } from './schema.ts'

export const featureBlockBlock = defineBlock({
  type: 'feature-block',
  description: 'Heading with an optional counter, feature cards with icons and a row of product icons',
  props: featureBlockProps,
  example: {
    eyebrow: 'Our Dairy',
    title: 'Fresh Dairy From Happy, Healthy Cows',
    counter: { value: 150, unit: '+', label: 'Dairy Products' },
  },
})
