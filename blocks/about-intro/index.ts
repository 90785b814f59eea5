import { defineBlock } from '../../src/page-builder/define-block.ts'
import { aboutIntroProps } from './schema.ts'

export const aboutIntroBlock = defineBlock({
  type: 'about-intro',
  description: 'About the farm: picture with a scroll-animated shape and a counter, title, text, checked features, button',
  props: aboutIntroProps,
})
