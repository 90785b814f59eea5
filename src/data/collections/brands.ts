/**
 * The farm's partners (data/brands.json), whose logos the brand carousel shows.
 * Rules beyond each field's: a logo is a picture shipped in public/.
 * A record as the file holds it (collections.test.ts checks it against the schema):
 *   { "id": 1, "name": "Meadowlark Co-op", "logo": "/art/brands/brand-1.svg" }
 */
import { z } from 'zod'
import { defineCollection } from '#data/define-collection.ts'
import { publishingFields } from '#data/publishing.ts'
import { imagePath, line, recordId, TEXT_MAX } from '#data/schemas.ts'

export const brandSchema = z.strictObject({
  id: recordId,
  name: line(TEXT_MAX.label).describe('The partner’s name; the text alternative of its logo'),
  logo: imagePath.describe('Wordmark of the partner, 200×80 SVG, e.g. /art/brands/brand-1.svg'),
  ...publishingFields,
})
export type Brand = z.output<typeof brandSchema>

export const brands = defineCollection('brands', brandSchema, { noun: 'brand', titleField: 'name', pictureField: 'logo' })
