/**
 * feature-block — what sets the farm apart: a heading with a paragraph and an optional counter that
 * counts up once seen (e.g. 150+ Dairy Products), two or three feature cards (icon, title, description)
 * and a row of product icons with their names.
 * Example props:
 *   { "title": "Fresh From Our Fields to Your Table",
 *     "counter": { "value": 150, "unit": "+", "label": "Dairy Products" },
 *     "products": [ { "icon": "/art/icons/tomato.webp", "label": "Vegetables" } ] }
 */
import { z } from 'zod'
import { imagePath, line, sitePath, TEXT_MAX } from '#data/schemas.ts'
import { headingProps } from '#data/section-heading-props.ts'

const feature = z.strictObject({
  icon: imagePath.describe('Icon of the feature, 128×128, e.g. /art/icons/seedling.webp'),
  title: line(TEXT_MAX.title).describe('Feature title, e.g. "Best Quality Standards"'),
  description: line(TEXT_MAX.sentence).describe('One or two sentences about the feature'),
  link: sitePath.optional().describe('Where the card goes, e.g. /about-us; without it the card is not a link'),
})

const productIcon = z.strictObject({
  icon: imagePath.describe('Icon of the product, 128×128, e.g. /art/icons/tomato.webp'),
  label: line(TEXT_MAX.label).describe('Name shown under the icon, e.g. "Vegetables"'),
  link: sitePath
    .optional()
    .describe(
      'Where the icon goes: the shop filtered to it, e.g. /shop?category=vegetables, or a product, e.g. /shop-single/25; without it the icon is not a link',
    ),
})

export const featureBlockProps = z.strictObject({
  eyebrow: headingProps.eyebrow('Our Features'),
  title: headingProps.title('Fresh From Our Fields to Your Table'),
  text: headingProps.paragraph(
    'Every crate that leaves Green Valley is picked, packed and checked by the people who grew it. We keep the chain short so flavour and goodness stay in.',
  ),
  counter: z
    .strictObject({
      value: z.int().nonnegative().describe('The number counted up to, e.g. 150'),
      unit: line(TEXT_MAX.label, { canBeEmpty: true }).default('').describe('Shown right after the number, e.g. "+"'),
      label: line(TEXT_MAX.label).describe('What the number counts, e.g. "Dairy Products"'),
    })
    .optional()
    .describe('A number that counts up once seen; leave out for none'),
  features: z
    .array(feature)
    .min(1)
    .max(3)
    .default([
      {
        icon: '/art/icons/seedling.webp',
        title: 'Best Quality Standards',
        description: 'Certified organic every year since 1998, with soil and produce tested by independent inspectors.',
      },
      {
        icon: '/art/icons/leafy-green.webp',
        title: 'Natural Healthy Products',
        description: 'No synthetic sprays, no shortcuts: just sun, rain, compost and patient hands from seed to harvest.',
      },
    ])
    .describe('Feature cards, 1 to 3'),
  products: z
    .array(productIcon)
    .max(6)
    .default([
      { icon: '/art/icons/tomato.webp', label: 'Vegetables', link: '/shop?category=vegetables' },
      { icon: '/art/icons/red-apple.webp', label: 'Fresh Fruits', link: '/shop?category=fruit' },
      { icon: '/art/icons/glass-of-milk.webp', label: 'Dairy Products', link: '/shop?category=dairy' },
      { icon: '/art/icons/sheaf-of-rice.webp', label: 'Grains & Cereals' },
    ])
    .describe('Product icons in a row under the cards; an empty list for none'),
})
export type FeatureBlockProps = z.output<typeof featureBlockProps>
