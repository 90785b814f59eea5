import { defineBlock } from '#page-model/define-block.ts'
import { heroSliderProps } from './schema.ts'

export const heroSliderBlock = defineBlock({
  type: 'hero-slider',
  description: 'Home banner: fading, looping slideshow of scenes with title, text, button and a round badge link',
  props: heroSliderProps,
  fillsScreen: true,
  sharePicture: (props) => props.slides[0]?.image,
  example: {
    label: 'Welcome to Green Valley',
    autoplayMs: 5000,
    slides: [
      {
        image: '/art/scenes/hero-dawn.svg',
        eyebrow: 'Fresh from Green Valley',
        title: 'Organic Food Grown With Care',
        description:
          'Berries, greens, fresh milk and farmhouse cheese from our family farm, brought to your door every Tuesday and Friday.',
      },
      {
        image: '/art/scenes/hero-meadow.svg',
        eyebrow: 'Pasture-raised dairy',
        title: 'Happy Cows, Honest Milk',
        description:
          'Our Jersey herd grazes open meadows nine months a year. Taste it in our cultured butter, yogurt and twelve-month cheddar.',
      },
    ],
  },
})
