/**
 * The farmers (data/farmers.json): one profile page each (/farmer-details/:id), shown by the farmer carousels and
 * grids.
 * Rules beyond each field's: skill bars fill 0 to 100 percent; entries of the lists are numbered when the site is
 * built, never in the file.
 * A record as the file holds it (collections.test.ts checks it against the schema):
 *   { "id": 1, "name": "Daniel Whitmore", "phone": "+1 (555) 010-2041", "title": "Farmer of tomatoes",
 *     "thumb": "/art/people/farmer-1.webp", "skillProgress": [{"title": "Cereals", "end": 88}],
 *     "memberData": [{"listTitle": "Main Skills", "memberInfo": [{"title": "Focus", "description": "Tomatoes, peppers and polytunnel crops"}]}] }
 */
import { z } from 'zod'
import { defineCollection } from '#data/define-collection.ts'
import { publishingFields } from '#data/publishing.ts'
import { imagePath, line, NUMBERED_ENTRY, numberedList, recordId, TEXT_MAX, workedOutFields } from '#data/schemas.ts'

export const farmerSchema = z.strictObject({
  id: recordId,
  name: line(TEXT_MAX.label).describe('Full name, e.g. "Daniel Whitmore"'),
  phone: line(TEXT_MAX.label).describe('Phone number as shown, e.g. "+1 (555) 010-2041"'),
  title: line(TEXT_MAX.label).describe('e.g. "Farmer of tomatoes"'),
  thumb: imagePath.describe('Portrait on the cards and the profile page').meta({ title: 'Portrait' }),
  skillProgress: numberedList(
    z.strictObject(
      {
        title: line(TEXT_MAX.label).describe('Skill, e.g. "Cereals"'),
        end: z.int().min(0).max(100).describe('How full the bar fills, in percent').meta({ title: 'Level (percent)' }),
      },
      { error: workedOutFields(NUMBERED_ENTRY) },
    ),
  )
    .describe('Skill bars on the profile page, each a skill and how full its bar is')
    .meta({ title: 'Skills' }),
  memberData: numberedList(
    z.strictObject(
      {
        listTitle: line(TEXT_MAX.label).describe('e.g. "Main Skills"').meta({ title: 'Heading' }),
        memberInfo: numberedList(
          z.strictObject(
            {
              title: line(TEXT_MAX.label).describe('Bold first words, e.g. "Focus"'),
              description: line(TEXT_MAX.sentence).describe('The rest of the line'),
            },
            { error: workedOutFields(NUMBERED_ENTRY) },
          ),
        )
          .describe('The lines of the group')
          .meta({ title: 'Lines' }),
      },
      { error: workedOutFields(NUMBERED_ENTRY) },
    ),
  )
    .describe('Groups of lines on the profile page, e.g. "Main Skills" with a line "Focus: tomatoes and peppers"')
    .meta({ title: 'Farmer’s story' }),
  ...publishingFields,
})
export type Farmer = z.output<typeof farmerSchema>

export const farmers = defineCollection('farmers', farmerSchema, { noun: 'farmer', titleField: 'name' })
