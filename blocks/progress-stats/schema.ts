/**
 * progress-stats — the farm's progress in figures: a title and paragraph beside progress circles that
 * count up from 0 in steps of 5 every 50 ms once half visible (final values at once with reduced motion),
 * on a deep green band with a picture.
 * Example props:
 *   { "items": [ { "label": "Organic Produce", "value": 95 }, { "label": "Local Customers", "value": 87 } ] }
 */
import { z } from 'zod'
import { line, TEXT_MAX } from '#data/schemas.ts'
import { headingProps } from '#data/section-heading-props.ts'
import { pictureProps } from '#data/picture-props.ts'

export const progressStatsProps = z.strictObject({
  eyebrow: headingProps.eyebrow('Our Progress'),
  title: headingProps.title('Growing Greener Every Season'),
  text: headingProps.paragraph(
    'We measure what matters on the farm and publish it every spring: how much of what we sell we grow ourselves, who buys it, and how little of it ends up in a bin.',
  ),
  items: z
    .array(
      z.strictObject({
        label: line(TEXT_MAX.label).describe('What the circle measures, e.g. "Organic Produce"'),
        value: z.int().min(0).max(100).describe('Percentage the circle fills to'),
      }),
    )
    .min(1)
    .max(4)
    .default([
      { label: 'Grown on Our Own Farm', value: 95 },
      { label: 'Local Customers', value: 87 },
      { label: 'Recycled Packaging', value: 78 },
      { label: 'Solar-Powered Cold Store', value: 64 },
    ])
    .describe('Progress circles (1 to 4), each counting up to its value')
    .meta({ title: 'Circles' }),
  image: pictureProps.picture('Picture beside the text, 1200×900', '/art/projects/project-2.webp'),
  imageAlt: pictureProps.alt(
    'Polytunnel greenhouses with seedlings and leafy greens',
    'Text alternative of the picture; empty when it is only decoration',
  ),
})
export type ProgressStatsProps = z.output<typeof progressStatsProps>
