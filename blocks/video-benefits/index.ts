import { defineBlock } from '#page-model/define-block.ts'
import { videoBenefitsProps } from './schema.ts'

export const videoBenefitsBlock = defineBlock({
  type: 'video-benefits',
  description: 'Band over a silent looping background video (loaded after page load): title, text, benefits, button',
  props: videoBenefitsProps,
  example: { title: 'Distributors of Organic Produce', buttonText: 'Shop the Harvest', buttonLink: '/shop' },
})
