import { defineBlock } from '../../src/page-builder/define-block.ts'
import { heroSliderProps } from './schema.ts'

export const heroSliderBlock = defineBlock({
  type: 'hero-slider',
  description: 'Home banner: fading, looping slideshow of scenes with title, text, button and a round badge link',
  props: heroSliderProps,
  fillsScreen: true,
  sharePicture: (props) => props.slides[0]?.image,
})
