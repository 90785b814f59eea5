/**
 * why-choose-us — reasons to choose the farm beside a picture: a title, a paragraph, a checked list and
 * progress circles (e.g. Organic Solutions 83 %, Quality Agriculture 60 %) that count up from 0 in steps
 * of 5 every 50 ms once half visible (final values at once with reduced motion).
 * Example props:
 *   { "progress": [ { "label": "Organic Solutions", "value": 83 }, { "label": "Quality Agriculture", "value": 60 } ] }
 */
import { z } from 'zod'
import { line, TEXT_MAX } from '#data/schemas.ts'
import { headingProps } from '#data/section-heading-props.ts'
import { pictureProps } from '#data/picture-props.ts'

export const whyChooseUsProps = z.strictObject({
  eyebrow: headingProps.eyebrow('Why Choose Us'),
  title: headingProps.title('Honest Farming You Can Taste in Every Bite'),
  text: headingProps.paragraph(
    'We farm the way we feed our own family: slowly, by hand where it matters, and with nothing in the soil we would not want on our plates. Independent inspectors walk our fields every year, and our doors are open to anyone who wants to see.',
  ),
  points: z
    .array(line(TEXT_MAX.sentence))
    .max(6)
    .default(['No synthetic sprays or fertilisers', 'Grass-fed, free-roaming herd', 'Harvested the morning it is delivered'])
    .describe('Short lines shown with a check mark'),
  progress: z
    .array(
      z.strictObject({
        label: line(TEXT_MAX.label).describe('What the circle measures, e.g. "Organic Solutions"'),
        value: z.int().min(0).max(100).describe('Percentage the circle fills to'),
      }),
    )
    .max(4)
    .default([
      { label: 'Organic Solutions', value: 83 },
      { label: 'Quality Agriculture', value: 60 },
    ])
    .describe('Progress circles, each counting up to its value'),
  image: pictureProps.picture('Picture beside the text, 1200×900', '/art/projects/project-4.webp'),
  imageAlt: pictureProps.alt(
    'Rows of cabbages, carrots and broccoli growing in the vegetable fields',
    'Text alternative of the picture',
  ),
})
export type WhyChooseUsProps = z.output<typeof whyChooseUsProps>
