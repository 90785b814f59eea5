/**
 * The props of a section's heading (src/ui/primitives/section-heading.tsx) as the blocks' schema.ts declare them, each
 * with the block's own default: the hand-written eyebrow, the section title, the sentence or paragraph
 * under it. Their schema.ts imports this.
 * Example: z.strictObject({ eyebrow: headingProps.eyebrow('Our Farmers'), title: headingProps.title('Meet the Growers') })
 */
import { line, paragraph, TEXT_MAX } from './schemas.ts'

export const headingProps = {
  eyebrow: (byDefault: string) =>
    line(TEXT_MAX.label, { canBeEmpty: true })
      .default(byDefault)
      .describe('Hand-written line above the title; empty for none')
      .meta({ title: 'Line above the title' }),
  title: (byDefault: string) => line(TEXT_MAX.title).default(byDefault).describe('Section title'),
  lead: (byDefault: string) =>
    line(TEXT_MAX.sentence, { canBeEmpty: true })
      .default(byDefault)
      .describe('Sentence under the title; empty for none')
      .meta({ title: 'Sentence under the title' }),
  paragraph: (byDefault: string) =>
    paragraph({ canBeEmpty: true })
      .default(byDefault)
      .describe('Paragraph under the title; empty for none')
      .meta({ title: 'Paragraph under the title' }),
}
