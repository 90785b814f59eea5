/**
 * The farm's staff and volunteers (data/team.json): a farmer's fields plus the group they belong to; one profile page
 * each, listed by the team page.
 * Rules beyond each field's: as a farmer's, and "group" is "staff" or "volunteer".
 * A record as the file holds it (collections.test.ts checks it against the schema):
 *   { "id": 1, "name": "Claire Whitfield", "phone": "+1 (555) 010-2051", "title": "Farm manager",
 *     "group": "staff", "thumb": "/art/people/team-1.webp", "skillProgress": [{"title": "Planning", "end": 94}],
 *     "memberData": [{"listTitle": "Main Skills", "memberInfo": [{"title": "Focus", "description": "Farm planning, budgets and certification"}]}] }
 */
import { z } from 'zod'
import { defineCollection } from '#data/define-collection.ts'
import { line, TEXT_MAX } from '#data/schemas.ts'
import { farmerSchema } from './farmers.ts'

// A farmer's fields, with the team's own words where the farmers' name a farmer.
export const teamMemberSchema = farmerSchema.extend({
  name: line(TEXT_MAX.label).describe('Full name, e.g. "Claire Whitfield"'),
  phone: line(TEXT_MAX.label).describe('Phone number as shown, e.g. "+1 (555) 010-2051"'),
  title: line(TEXT_MAX.label).describe('Role on the farm, e.g. "Head cheesemaker"'),
  memberData: farmerSchema.shape.memberData
    .describe('Groups of lines on the profile page, e.g. "Main Skills" with a line "Focus: farm planning and budgets"')
    .meta({ title: 'Team member’s story' }),
  group: z.enum(['staff', 'volunteer']).describe('Which list of the team page shows the person'),
})
export type TeamMember = z.output<typeof teamMemberSchema>

export const team = defineCollection('team', teamMemberSchema, { noun: 'team member', titleField: 'name' })
