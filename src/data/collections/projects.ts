/**
 * The farm's projects (data/projects.json): one page each (/project-details/:id), shown by the project carousel and
 * gallery.
 * Rules beyond each field's: finished between 1900 and 2100; at least one paragraph of story.
 * A record as the file holds it (collections.test.ts checks it against the schema):
 *   { "id": 1, "title": "Heritage Apple Orchard", "category": "Orchard", "thumb": "/art/projects/project-1.webp",
 *     "thumbFull": "/art/projects/project-1.webp", "imageAlt": "Apple orchard with a basket of picked apples",
 *     "description": "Twelve acres of the north slope replanted with 38 heritage apple varieties.", "year": 2016,
 *     "area": "12 acres", "location": "North slope, above the river meadow",
 *     "built": "2,400 grafted trees, 1.2 km of hedgerow and a 60-tonne cold store",
 *     "story": ["When the last of the old bramley trees came down in a winter storm, we replanted."] }
 */
import { z } from 'zod'
import { defineCollection } from '#data/define-collection.ts'
import { publishingFields } from '#data/publishing.ts'
import { imagePath, line, paragraph, recordId, TEXT_MAX } from '#data/schemas.ts'
import { pictureProps } from '#data/picture-props.ts'

export const projectSchema = z.strictObject({
  id: recordId,
  title: line(TEXT_MAX.title).describe('Name of the project'),
  category: line(TEXT_MAX.label).describe('Label on the cards, e.g. "Orchard"'),
  thumb: pictureProps.picture('Picture on the cards and in the gallery'),
  thumbFull: imagePath.describe('Big picture on the project page').meta({ title: 'Big picture' }),
  imageAlt: line(TEXT_MAX.sentence)
    .describe('Text alternative of the picture on the project page')
    .meta({ title: 'Picture description' }),
  description: line(TEXT_MAX.pageDescription).describe(
    'One or two sentences: the lead of the project page and its meta description',
  ),
  year: z.int().min(1900).max(2100).describe('Year the project was finished'),
  area: line(TEXT_MAX.label).describe('Land it covers, as shown, e.g. "12 acres"'),
  location: line(TEXT_MAX.title).describe('Where on the farm, e.g. "North slope, above the river meadow"'),
  built: line(TEXT_MAX.sentence).describe('What was built, one line'),
  story: z.array(paragraph()).min(1).describe('Paragraphs of the project story'),
  ...publishingFields,
})
export type Project = z.output<typeof projectSchema>

export const projects = defineCollection('projects', projectSchema, { noun: 'project', titleField: 'title' })
