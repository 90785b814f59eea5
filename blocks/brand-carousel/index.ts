import { defineBlock } from '../../src/page-builder/define-block.ts'
import { brandCarouselProps } from './schema.ts'

export const brandCarouselBlock = defineBlock({
  type: 'brand-carousel',
  description: 'Partner logo carousel from data/brands.json, optionally under a call to action with a button',
  props: brandCarouselProps,
})
