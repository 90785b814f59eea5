/**
 * not-found — the 404 message: a large code, a sentence and a link home.
 * Example props: {} (the defaults are the specification's texts)
 */
import { z } from 'zod'
import { line, sitePath, TEXT_MAX } from '#data/schemas.ts'

export const notFoundProps = z.strictObject({
  code: line(TEXT_MAX.label, { canBeEmpty: true }).default('404').describe('The large number shown'),
  message: line(TEXT_MAX.sentence, { canBeEmpty: true })
    .default('Sorry Page Was Not Found!')
    .describe('The sentence under the number'),
  linkText: line(TEXT_MAX.label, { canBeEmpty: true }).default('Back to home').describe('Text of the link'),
  linkTo: sitePath.default('/').describe('Where the link goes, a site path such as "/"'),
})
export type NotFoundProps = z.output<typeof notFoundProps>
