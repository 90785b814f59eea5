/**
 * The farm's services (data/services.json): one page each (/service-details/:id), shown by the service grids,
 * carousels and the services list widget.
 * Rules beyond each field's: at least one paragraph and one included item.
 * A record as the file holds it (collections.test.ts checks it against the schema):
 *   { "id": 1, "title": "Agricultural Products",
 *     "description": "Wheat, oats, barley and maize grown in a four-year rotation.",
 *     "thumb": "/art/services/service-1.webp", "thumbFull": "/art/services/service-1.webp",
 *     "icon": "/art/icons/ear-of-corn.webp", "category": "Agriculture",
 *     "imageAlt": "Wheat sheaf, corn cobs and a tractor in a field",
 *     "body": ["Our field crops grow in a four-year rotation with clover."],
 *     "includes": ["Milling wheat, stone-ground to order at the co-operative mill"] }
 */
import { z } from 'zod'
import { defineCollection } from '#data/define-collection.ts'
import { publishingFields } from '#data/publishing.ts'
import { imagePath, line, paragraph, recordId, TEXT_MAX } from '#data/schemas.ts'
import { pictureProps } from '#data/picture-props.ts'

export const serviceSchema = z.strictObject({
  id: recordId,
  title: line(TEXT_MAX.title).describe('Name of the service, e.g. "Dairy Production"'),
  description: line(TEXT_MAX.sentence).describe('One or two sentences on the service cards'),
  thumb: pictureProps.picture('Picture on the service cards'),
  thumbFull: imagePath.describe('Big picture on the service page').meta({ title: 'Big picture' }),
  icon: imagePath.describe('Small icon on the cards, e.g. /art/icons/glass-of-milk.webp'),
  category: line(TEXT_MAX.label).describe('Label on the carousel cards, e.g. "Dairy"'),
  imageAlt: line(TEXT_MAX.sentence)
    .describe('Text alternative of the picture on the service page')
    .meta({ title: 'Picture description' }),
  body: z.array(paragraph()).min(1).describe('Paragraphs of the service page, under the picture').meta({ title: 'Paragraphs' }),
  includes: z.array(line(TEXT_MAX.sentence)).min(1).describe('What the service includes: one line per item'),
  ...publishingFields,
})
export type Service = z.output<typeof serviceSchema>

export const services = defineCollection('services', serviceSchema, { noun: 'service', titleField: 'title' })
