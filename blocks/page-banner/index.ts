import { defineBlock } from '../../src/page-builder/define-block.ts'
import { pageBannerProps } from './schema.ts'

export const pageBannerBlock = defineBlock({
  type: 'page-banner',
  description: 'Breadcrumb banner for inner pages: title and a Home link',
  props: pageBannerProps,
  example: { title: 'About Us', crumb: 'About Us' },
})
