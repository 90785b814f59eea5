/**
 * fun-facts — why choose the farm, on a dark green band: a picture, a title, a short list of points
 * with icons (e.g. Always Fresh, All organic, Eco friendly) and fun facts whose numbers count up over
 * 2 s once seen, with a comma thousands separator (final values at once with reduced motion).
 * Example props:
 *   { "facts": [ { "value": 38, "unit": "K", "label": "Customers a Year" } ] }
 */
import { z } from 'zod'
import { imagePath, line, TEXT_MAX } from '#data/schemas.ts'
import { headingProps } from '#data/section-heading-props.ts'
import { pictureProps } from '#data/picture-props.ts'

const point = z.strictObject({
  icon: imagePath.describe('Icon of the point, 128×128, e.g. /art/icons/seedling.webp'),
  title: line(TEXT_MAX.title).describe('The point, e.g. "Always Fresh"'),
  description: line(TEXT_MAX.sentence).describe('One sentence about it'),
})

const fact = z.strictObject({
  value: z.int().nonnegative().describe('The number counted up to, e.g. 38'),
  unit: line(TEXT_MAX.label, { canBeEmpty: true }).default('').describe('Shown right after the number, e.g. "K" or "M"'),
  label: line(TEXT_MAX.label).describe('What the number counts, e.g. "Customers a Year"'),
})

export const funFactsProps = z.strictObject({
  eyebrow: headingProps.eyebrow('Why Choose Us'),
  title: headingProps.title('Good Food Starts With Honest Farming'),
  text: headingProps.paragraph(
    'From seed to doorstep our food never passes through a warehouse. That short road is why it tastes the way it does.',
  ),
  points: z
    .array(point)
    .max(4)
    .default([
      {
        icon: '/art/icons/basket.webp',
        title: 'Always Fresh',
        description:
          'Picked at dawn on delivery days and packed the same morning, so it reaches you within two days of your order.',
      },
      {
        icon: '/art/icons/seedling.webp',
        title: 'All organic',
        description: 'Certified organic fields and pasture, with no synthetic sprays or fertilisers.',
      },
      {
        icon: '/art/icons/deciduous-tree.webp',
        title: 'Eco friendly',
        description: 'Solar-powered barns, hedgerows for wildlife and packaging that goes on the compost.',
      },
    ])
    .describe('Points shown with their icons, up to 4'),
  facts: z
    .array(fact)
    .max(4)
    .default([
      { value: 38, unit: 'K', label: 'Customers a Year' },
      { value: 28, unit: 'M', label: 'Kilos Harvested Since 1906' },
    ])
    .describe('Numbers that count up once seen, up to 4'),
  image: pictureProps.picture('Picture beside the text, 1200×900', '/art/projects/project-1.webp'),
  imageAlt: pictureProps.alt(
    'Rows of apple trees in the orchard with a basket of picked apples',
    'Text alternative of the picture',
  ),
})
export type FunFactsProps = z.output<typeof funFactsProps>
