import { defineBlock } from '#page-model/define-block.ts'
import { pageBannerProps } from './schema.ts'

export const pageBannerBlock = defineBlock({
  type: 'page-banner',
  description: 'Breadcrumb banner for inner pages: title and a Home link',
  props: pageBannerProps,
  breadcrumb: (props) => props.crumb,
  example: { title: 'About Us', crumb: 'About Us' },
})
