// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { plainWords } from './plain-words.ts'

/** The message of the first issue, parsed with plain words. */
const say = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value, { error: plainWords, reportInput: true }).error?.issues[0]?.message

describe('plainWords', () => {
  it('names what a value must be and what it is', () => {
    expect(say(z.string(), 7.4)).toBe('must be text in "double quotes", not the number 7.4')
    expect(say(z.boolean(), 'yes')).toBe('must be true or false, not the text "yes"')
    expect(say(z.int(), 7.5)).toBe('must be a whole number, not the number 7.5')
    expect(say(z.array(z.string()), {})).toBe('must be a list [ … ], not a group { … }')
  })

  it('names a missing field', () => {
    expect(say(z.strictObject({ title: z.string() }), {})).toBe('"title" is missing')
  })

  it('says sizes in words', () => {
    expect(say(z.string().min(1), '')).toBe('must not be empty')
    expect(say(z.number().min(0), -1)).toBe('must be at least 0')
    expect(say(z.number().positive(), 0)).toBe('must be more than 0')
    expect(say(z.number().max(5), 6)).toBe('must be at most 5')
    expect(say(z.array(z.string()).min(1), [])).toBe('needs at least 1 entry')
    expect(say(z.string().max(3), 'long')).toBe('is 4 characters long: at most 3 fit here, shorten it')
  })

  it('lists the allowed choices', () => {
    expect(say(z.enum(['fruit', 'vegetables']), 'fruits')).toBe(
      'the text "fruits" is not allowed here: use one of "fruit", "vegetables"',
    )
    expect(say(z.literal(1), 2)).toBe('must be 1')
  })

  it('explains an e-mail address and an unknown field', () => {
    expect(say(z.email(), 'hello@')).toBe('the text "hello@" is not an e-mail address such as hello@example.com')
    expect(say(z.strictObject({ title: z.string(), price: z.string() }), { title: 'A', price: '$1.00', titel: 'B' })).toBe(
      'unknown field "titel" — did you mean "title"? allowed here: title, price',
    )
  })

  it("keeps a schema's own message", () => {
    expect(say(z.string().regex(/^\$\d+\.\d{2}$/, 'write prices as "$12.00"'), '7,40 €')).toBe('write prices as "$12.00"')
  })
})
