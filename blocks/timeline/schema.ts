/**
 * timeline — the farm's history as a list of dated milestones: year (or a short date), title, a short paragraph and an
 * optional picture each, on a line that runs down the page (alternating sides from 992 px). One block
 * serves every history: the defaults are the farm's early years (1906–1930); /home-4 lists its own dairy
 * milestones. Entries live in the page file, since each page tells its own story (decision 060).
 * Example props:
 *   { "entries": [ { "year": "1906", "title": "Open Farm", "description": "…",
 *                    "image": "/art/projects/project-3.webp", "imageAlt": "…" } ] }
 */
import { z } from 'zod'
import { imagePath, line, TEXT_MAX } from '#data/schemas.ts'
import { headingProps } from '#data/section-heading-props.ts'
import { pictureProps } from '#data/picture-props.ts'

const timelineEntry = z.strictObject({
  // Named "year" as in the specification; a season's page dates its entries by day ("21 March").
  year: line(TEXT_MAX.label, { canBeEmpty: true })
    .regex(
      /^(?:\d{3,4}|\d{1,2} [A-Z][a-z]+(?: \d{4})?|[A-Z][a-z]+ \d{4})$/,
      'write a year such as "1906", or a date such as "21 March" or "March 2027"',
    )
    .describe('When it happened, shown large beside it: a year such as "1906", or a date such as "21 March" or "Spring 2027"'),
  title: line(TEXT_MAX.title).describe('What happened, e.g. "Open Farm"'),
  description: line(TEXT_MAX.sentence).describe('One or two sentences about it'),
  image: imagePath
    .optional()
    .describe('Picture of the milestone, 1200×900 (shown cropped to 4:3), e.g. /art/projects/project-3.webp; leave out for none')
    .meta({ title: 'Picture' }),
  imageAlt: pictureProps.alt('', 'Text alternative of the picture; empty when it is only decoration'),
})

/** The years a page shows unless it gives its own; the example shows the first two. */
export const defaultEntries = [
  {
    year: '1906',
    title: 'Open Farm',
    description:
      'Thomas Whitfield, son of the dairyman Samuel, and his wife Ada buy forty acres of river meadow and move the family’s Jersey herd there, with a vegetable cart for the town market.',
    image: '/art/projects/project-3.webp',
    imageAlt: 'A red barn and silo with cows in the yard',
  },
  {
    year: '1920',
    title: 'Farm Remodelling',
    description: 'A new barn goes up, the first orchard is planted and the farm grows from forty acres to a hundred and sixty.',
    image: '/art/services/service-6.webp',
    imageAlt: 'A tractor bringing in the harvest past round hay bales',
  },
  {
    year: '1925',
    title: 'Grain Farmers Formed',
    description:
      'Eleven neighbouring families join us in a grain co-operative, sharing a mill, seed stores and a fair price for every harvest.',
    image: '/art/services/service-1.webp',
    imageAlt: 'A wheat sheaf and corn cobs with a tractor in the field',
  },
  {
    year: '1930',
    title: 'Start of Agriculture',
    description:
      'The first tractor arrives, and grain and vegetables go into the rotation we still follow today, which feeds the soil instead of tiring it.',
    image: '/art/projects/project-4.webp',
    imageAlt: 'Cabbages, carrots and broccoli growing in long field rows',
  },
]

export const timelineProps = z.strictObject({
  eyebrow: headingProps.eyebrow('Our History'),
  title: headingProps.title('A Family Farm Growing Since 1906'),
  lead: headingProps.lead('Four generations have worked this valley. These are the years that shaped the farm you visit today.'),
  entries: z.array(timelineEntry).min(1).max(12).default(defaultEntries).describe('The milestones, oldest first'),
})
export type TimelineProps = z.output<typeof timelineProps>
