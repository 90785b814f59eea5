/**
 * product-types — the kinds of product the dairy makes (milk, butter, cheese, yogurt…), each a card with a
 * pastel illustration, a name and a sentence, under a section heading, with an optional link below.
 * Example props:
 *   { "items": [ { "title": "Fresh Milk", "text": "Whole, unhomogenised…", "image": "/art/dairy/milk.webp",
 *                  "imageAlt": "A glass of fresh milk" } ], "linkText": "Visit Our Dairy", "linkTo": "/service-details/3" }
 */
import { z } from 'zod'
import { line, sitePath, TEXT_MAX } from '#data/schemas.ts'
import { headingProps } from '#data/section-heading-props.ts'
import { pictureProps } from '#data/picture-props.ts'

const productType = z.strictObject({
  title: line(TEXT_MAX.title).describe('Name of the product type, e.g. "Farmhouse Butter"'),
  text: line(TEXT_MAX.sentence).describe('One sentence about it'),
  image: pictureProps.picture('Square illustration, 400×400, e.g. /art/dairy/butter.webp'),
  imageAlt: pictureProps.alt('', 'Text alternative of the illustration; empty when the title says it all'),
  link: sitePath
    .optional()
    .describe(
      'Where the card goes: its product, e.g. /shop-single/25, or the shop filtered, e.g. /shop?category=dairy; without it the card is not a link',
    ),
})

export const productTypesProps = z.strictObject({
  eyebrow: headingProps.eyebrow('From Our Dairy'),
  title: headingProps.title('Dairy Products Made Fresh Every Morning'),
  lead: headingProps.lead(''),
  items: z
    .array(productType)
    .min(1)
    .max(8)
    .describe('The product types, in this order (1 to 8)')
    .meta({ title: 'Product types' }),
  linkText: line(TEXT_MAX.label, { canBeEmpty: true }).default('').describe('Text of the link under the cards; empty for none'),
  linkTo: sitePath.default('/service-details/3').describe('Where the link under the cards goes'),
})
export type ProductTypesProps = z.output<typeof productTypesProps>
