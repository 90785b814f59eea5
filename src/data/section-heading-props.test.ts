// @vitest-environment node
import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { headingProps } from './section-heading-props.ts'

const props = z.strictObject({
  eyebrow: headingProps.eyebrow('Our Farmers'),
  title: headingProps.title('Meet the Growers'),
  lead: headingProps.lead('The people behind the harvest.'),
  text: headingProps.paragraph('We farm by hand.'),
})

describe('headingProps', () => {
  it("gives each field the block's default", () => {
    expect(props.parse({})).toEqual({
      eyebrow: 'Our Farmers',
      title: 'Meet the Growers',
      lead: 'The people behind the harvest.',
      text: 'We farm by hand.',
    })
  })

  it('lets a page leave out the eyebrow, lead and paragraph, never the title', () => {
    expect(props.parse({ eyebrow: '', lead: '', text: '' })).toMatchObject({ eyebrow: '', lead: '', text: '' })
    expect(props.safeParse({ title: '' }).success).toBe(false)
  })

  it('describes each field for the page editor and the JSON Schema', () => {
    const { properties } = z.toJSONSchema(props, { io: 'input' }) as { properties: Record<string, { description: string }> }
    expect(Object.fromEntries(Object.entries(properties).map(([name, field]) => [name, field.description]))).toEqual({
      eyebrow: 'Hand-written line above the title; empty for none',
      title: 'Section title',
      lead: 'Sentence under the title; empty for none',
      text: 'Paragraph under the title; empty for none',
    })
  })
})
