import { defineBlock } from '#page-model/define-block.ts'
import { testimonialsProps } from './schema.ts'

export const testimonialsBlock = defineBlock({
  type: 'testimonials',
  description: 'Fading, auto-playing carousel of customer quotes with star ratings, from data/testimonials.json',
  props: testimonialsProps,
  example: { title: 'What Our Customers Say', testimonials: { collection: 'testimonials', first: 3 }, autoplayMs: 5000 },
})
