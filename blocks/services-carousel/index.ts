import { defineBlock } from '#page-model/define-block.ts'
import { servicesCarouselProps } from './schema.ts'

export const servicesCarouselBlock = defineBlock({
  type: 'services-carousel',
  description: 'Carousel of service cards (1, 2 from 768 px, 3 from 1400 px) from data/services.json',
  props: servicesCarouselProps,
  example: { title: 'Services From Our Fields and Dairy', services: { collection: 'services', first: 8 } },
})
