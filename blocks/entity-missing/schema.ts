/**
 * entity-missing — on a detail page whose id matches no record (e.g. /shop-single/999): a clear
 * message and a link back to the list. Use it with "when": "missing"; any detail page can reuse it.
 * Example props: { "title": "Product not found", "text": "…", "linkText": "Back to the shop", "linkTo": "/shop" }
 */
import { z } from 'zod'
import { line, sitePath, TEXT_MAX } from '#data/schemas.ts'

export const entityMissingProps = z.strictObject({
  title: line(TEXT_MAX.title).default('Nothing here').describe('Heading of the message, e.g. "Product not found"'),
  text: line(TEXT_MAX.sentence)
    .default('We could not find what this link points to. It may have been moved or removed.')
    .describe('One or two sentences under the heading'),
  linkText: line(TEXT_MAX.label).default('Back to home').describe('Text of the link back, e.g. "Back to the shop"'),
  linkTo: sitePath.default('/').describe('Where the link goes, e.g. "/shop"'),
})
export type EntityMissingProps = z.output<typeof entityMissingProps>
