/**
 * faq — questions and answers as an accordion beside a picture: each question is a button that opens
 * its answer (aria-expanded / aria-controls); one answer is open at a time, the first one to begin with;
 * Up/Down arrows, Home and End move between the questions.
 * Example props:
 *   { "items": [ { "question": "Do you use soil additives?", "answer": "Only our own compost…" } ] }
 */
import { z } from 'zod'
import { imagePath, line, paragraph, TEXT_MAX } from '#data/schemas.ts'
import { headingProps } from '#data/section-heading-props.ts'
import { pictureProps } from '#data/picture-props.ts'

const faqItem = z.strictObject({
  question: line(TEXT_MAX.title).describe('The question, shown on the button'),
  answer: paragraph().describe('The answer, shown when the question is opened'),
})

/** The questions a page shows unless it gives its own; the example shows the first two. */
export const defaultQuestions = [
  {
    question: 'Do you use any additives in your soil?',
    answer:
      'Only what the farm makes itself: compost from our own manure and crop waste, green manures such as clover and vetch, and rock dust where a soil test asks for it. Nothing synthetic goes on the fields.',
  },
  {
    question: 'Do you spray herbicides on your crops?',
    answer:
      'No. Weeds are kept down by crop rotation, mulching, flame weeding and a lot of hoeing by hand. It takes longer, but it keeps the soil alive and your food free of residues.',
  },
  {
    question: 'Where does the water for your fields come from?',
    answer:
      'From the spring-fed river that gives the valley its name and from rain we collect off the barn roofs. Drip lines take it straight to the roots, so we use about half the water of sprinklers.',
  },
]

export const faqProps = z.strictObject({
  eyebrow: headingProps.eyebrow('Questions & Answers'),
  title: headingProps.title('What Visitors Ask About Our Farming'),
  lead: headingProps.lead('Straight answers about how we grow, what goes on our fields and where our water comes from.'),
  items: z
    .array(faqItem)
    .min(1)
    .max(10)
    .default(defaultQuestions)
    .describe('The questions and answers, in order')
    .meta({ title: 'Questions' }),
  openFirst: z
    .boolean()
    .default(true)
    .describe('Whether the first answer is open when the page loads')
    .meta({ title: 'First answer open' }),
  image: imagePath
    .optional()
    .describe('Picture beside the questions, 1200×900, e.g. /art/services/service-8.webp; leave out for none')
    .meta({ title: 'Picture' }),
  imageAlt: pictureProps.alt('', 'Text alternative of the picture; empty when it is only decoration'),
})
export type FaqProps = z.output<typeof faqProps>
