import { defineBlock } from '#page-model/define-block.ts'
import { productTypesProps } from './schema.ts'

export const productTypesBlock = defineBlock({
  type: 'product-types',
  description: 'Kinds of product the farm makes (e.g. dairy): cards with an illustration, a name and a sentence',
  props: productTypesProps,
  example: {
    title: 'Dairy Products Made Fresh Every Morning',
    items: [
      {
        title: 'Fresh Milk',
        text: 'Whole, unhomogenised Jersey milk in returnable glass bottles, bottled within hours of milking.',
        image: '/art/dairy/milk.webp',
        link: '/shop-single/25',
      },
      {
        title: 'Cultured Butter',
        text: 'Churned from cream ripened overnight, lightly salted with sea salt and rolled by hand.',
        image: '/art/dairy/butter.webp',
        link: '/shop-single/26',
      },
      {
        title: 'Farmhouse Cheese',
        text: 'Cloth-bound cheddar aged twelve months in our cellar, plus soft cheeses made weekly.',
        image: '/art/dairy/cheese.webp',
        link: '/shop-single/27',
      },
    ],
    linkText: 'About Our Dairy',
    linkTo: '/service-details/3',
  },
})
