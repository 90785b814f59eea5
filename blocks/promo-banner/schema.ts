/**
 * promo-banner — an organic promotion: a large illustration with a round offer badge beside a title,
 * a paragraph, a checked list and a button (e.g. to the shop) on a warm cream band.
 * Example props:
 *   { "title": "Organic Food, Straight From Our Fields", "badgeValue": "20%", "badgeText": "less in a harvest box",
 *     "buttonText": "Shop Now", "buttonLink": "/shop" }
 */
import { z } from 'zod'
import { line, sitePath, TEXT_MAX } from '#data/schemas.ts'
import { headingProps } from '#data/section-heading-props.ts'
import { pictureProps } from '#data/picture-props.ts'

export const promoBannerProps = z.strictObject({
  eyebrow: headingProps.eyebrow('100% Organic'),
  title: line(TEXT_MAX.title).default('Organic Food, Straight From Our Fields to Your Table').describe('Promotion title'),
  text: headingProps.paragraph(
    'Every box is packed the morning it ships: fruit picked at first light, greens cut to order and roots still smelling of the soil. No sprays, no warehouse, no middlemen.',
  ),
  points: z
    .array(line(TEXT_MAX.sentence))
    .max(4)
    .default(['Certified organic since 1998', 'Free delivery on orders over $40', 'Money back within 15 days'])
    .describe('Short lines shown with a check mark'),
  image: pictureProps.picture('Illustration beside the text, 1200×900', '/art/services/service-2.webp'),
  imageAlt: pictureProps.alt(
    'Basket of organic vegetables and a seedling on a wooden table',
    'Text alternative of the illustration',
  ),
  badgeValue: line(TEXT_MAX.label, { canBeEmpty: true })
    .default('20%')
    .describe('Big figure in the round badge, e.g. "20%"; empty for no badge')
    .meta({ title: 'Badge figure' }),
  badgeText: line(TEXT_MAX.label, { canBeEmpty: true })
    .default('less in a harvest box')
    .describe('Small text under the badge figure'),
  buttonText: line(TEXT_MAX.label).default('Shop Now').describe('Text of the button'),
  buttonLink: sitePath.default('/shop').describe('Where the button goes'),
})
export type PromoBannerProps = z.output<typeof promoBannerProps>
