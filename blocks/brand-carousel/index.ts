import { defineBlock } from '#page-model/define-block.ts'
import { brandCarouselProps } from './schema.ts'

export const brandCarouselBlock = defineBlock({
  type: 'brand-carousel',
  description: 'Partner logo carousel from data/brands.json, optionally under a call to action with a button',
  props: brandCarouselProps,
  example: {
    brands: { collection: 'brands', first: 4 },
    callToAction: {
      eyebrow: 'Work With Us',
      title: 'Stock Green Valley Produce in Your Shop',
      text: 'Farm shops, grocers and restaurants across the county already do. Tell us what you need and we will put together a weekly delivery.',
      buttonText: 'Become a Partner',
      buttonLink: '/contact',
    },
  },
})
