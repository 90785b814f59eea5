import { defineBlock } from '#page-model/define-block.ts'
import { aboutIntroProps } from './schema.ts'

export const aboutIntroBlock = defineBlock({
  type: 'about-intro',
  description: 'About the farm: picture with a scroll-animated shape and a counter, title, text, checked features, button',
  props: aboutIntroProps,
  example: {
    eyebrow: 'About Green Valley',
    title: 'Organic Farming Rooted in Four Generations',
    counter: { value: 25, unit: 'M', label: 'Litres of Milk Since 1870' },
    features: ['100% Guaranteed Organic Product', 'Top-Quality Healthy Foods Production'],
    buttonText: 'Discover More',
    buttonLink: '/about-us',
  },
})
