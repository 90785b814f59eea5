/**
 * people-grid — a grid of people cards: portrait, name, role (e.g. "Farmer of tomatoes") and social
 * links; each name links to the person's page (/farmer-details/{id} for farmers, /team-details/{id}
 * for the team). Reads data/farmers.json or data/team.json.
 * Example props:
 *   { "title": "Meet Our Farmers", "people": { "collection": "farmers" } }
 *   { "title": "Volunteers", "people": { "collection": "team", "ids": [6, 7, 8] } }
 */
import { z } from 'zod'
import { line, TEXT_MAX } from '#data/schemas.ts'
import { collectionRef } from '#data/collection-ref.ts'
import { socialLinksSetting } from '#data/social-links-props.ts'
import { headingProps } from '#data/section-heading-props.ts'

/** The records and the address of each one's own page, which depends on the collection. */
const farmers = collectionRef('farmers').transform((records) => ({ detailsPath: '/farmer-details', records }))
const team = collectionRef('team').transform((records) => ({ detailsPath: '/team-details', records }))

export const peopleGridProps = z.strictObject({
  eyebrow: headingProps.eyebrow('Our Farmers'),
  title: headingProps.title('Meet the People Who Grow Your Food'),
  lead: headingProps.paragraph(''),
  people: z
    .union([farmers, team])
    .prefault({ collection: 'farmers' })
    .describe('Who is shown: { "collection": "farmers" } or { "collection": "team", "ids": [1, 2] }'),
  social: socialLinksSetting({ max: 4, shown: 3, describe: 'Social links under each portrait' }),
  background: z
    .enum(['plain', 'cream'])
    .default('plain')
    .describe('"cream" sets the section apart from the one before it, e.g. volunteers after staff')
    .meta({ title: 'Background colour' }),
  linkText: line(TEXT_MAX.label).default('View profile').describe("Text of the link to each person's page"),
})
export type PeopleGridProps = z.output<typeof peopleGridProps>
