/**
 * not-found — the 404 message: a large code, a sentence and a link home.
 * Example props: {} (the defaults are the specification's texts)
 */
import { z } from 'zod'
import { sitePath } from '#data/schemas.ts'

export const notFoundProps = z.strictObject({
  code: z.string().default('404').describe('The large number shown'),
  message: z.string().default('Sorry Page Was Not Found!').describe('The sentence under the number'),
  linkText: z.string().default('Back to home').describe('Text of the link'),
  linkTo: sitePath.default('/').describe('Where the link goes, a site path such as "/"'),
})
export type NotFoundProps = z.output<typeof notFoundProps>
