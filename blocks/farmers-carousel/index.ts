import { defineBlock } from '#page-model/define-block.ts'
import { farmersCarouselProps } from './schema.ts'

export const farmersCarouselBlock = defineBlock({
  type: 'farmers-carousel',
  description: 'Carousel of farmer portrait cards (1, 2 from 768 px) from data/farmers.json, each linking to the farmer',
  props: farmersCarouselProps,
  example: { title: 'Meet the Hands Behind Your Harvest', farmers: { collection: 'farmers', first: 3 } },
})
