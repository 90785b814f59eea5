/**
 * about-intro — "about the farm" beside a framed picture: a shape that drifts and turns as the page
 * scrolls (still with reduced motion), a counter that counts up once seen (e.g. 25 M litres of milk since 1870),
 * a title, a paragraph, a checked list of features and a button.
 * Example props:
 *   { "counter": { "value": 25, "unit": "M", "label": "Litres of Milk Since 1870" },
 *     "features": ["100% Guaranteed Organic Product", "Top-Quality Healthy Foods Production"] }
 */
import { z } from 'zod'
import { imagePath, line, paragraph, sitePath, TEXT_MAX } from '#data/schemas.ts'
import { headingProps } from '#data/section-heading-props.ts'
import { pictureProps } from '#data/picture-props.ts'

export const aboutIntroProps = z.strictObject({
  eyebrow: headingProps.eyebrow('About Green Valley'),
  title: headingProps.title('Organic Farming Rooted in Four Generations'),
  text: paragraph()
    .default(
      'Since 1906 our family has farmed this valley, and every field has been certified organic since 1998: no synthetic fertilisers or sprays. We rotate crops, feed the soil with our own compost and let the herd graze open pasture, so what reaches your table tastes the way food used to.',
    )
    .describe('Paragraph under the title'),
  features: z
    .array(line(TEXT_MAX.sentence))
    .max(6)
    .default(['100% Guaranteed Organic Product', 'Top-Quality Healthy Foods Production'])
    .describe('Short lines shown with a check mark'),
  image: pictureProps.picture('Picture beside the text, 1200×900', '/art/services/service-2.webp'),
  imageAlt: pictureProps.alt('A wicker basket of freshly picked vegetables in a green field', 'Text alternative of the picture'),
  shape: imagePath
    .default('/art/shapes/wheat-ear.webp')
    .describe('Decorative shape that moves with scrolling (80×200)')
    .meta({ title: 'Decorative shape' }),
  counter: z
    .strictObject({
      value: z.int().nonnegative().describe('The number counted up to, e.g. 25'),
      unit: line(TEXT_MAX.label, { canBeEmpty: true }).default('').describe('Shown right after the number, e.g. "M"'),
      label: line(TEXT_MAX.label).describe('What the number counts, e.g. "Litres of Milk Since 1870"'),
    })
    .default({ value: 25, unit: 'M', label: 'Litres of Milk Since 1870' })
    .describe('The counter on the picture'),
  buttonText: line(TEXT_MAX.label, { canBeEmpty: true })
    .default('Discover More')
    .describe('Text of the button; empty for no button'),
  buttonLink: sitePath.default('/about-us').describe('Where the button goes'),
})
export type AboutIntroProps = z.output<typeof aboutIntroProps>
