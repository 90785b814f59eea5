import { defineBlock } from '#page-model/define-block.ts'
import { promoBannerProps } from './schema.ts'

export const promoBannerBlock = defineBlock({
  type: 'promo-banner',
  description: 'Organic promotion: illustration with a round offer badge beside a title, text, checked list and button',
  props: promoBannerProps,
  example: {
    title: 'Organic Food, Straight From Our Fields to Your Table',
    badgeValue: '20%',
    badgeText: 'less in a harvest box',
    buttonText: 'Shop Now',
    buttonLink: '/shop',
  },
})
