/**
 * member-profile — the page of one person, on an entity page bound to "farmers" or "team"
 * (/farmer-details/:id, /team-details/:id): portrait, role, name, phone as a tel: link, social links,
 * skill bars that fill once fully visible (Cereals 88, Fruit 95, Vegetables 80 for the farmers) and
 * the member data groups ("Main Skills", "Personal Skills"), each entry a title and a description.
 * Use it with "when": "found"; the record comes from the page's entity.
 * Example props: { "backText": "All farmers", "backLink": "/farmers" }
 */
import { z } from 'zod'
import { line, sitePath, TEXT_MAX } from '#data/schemas.ts'
import { socialLinksSetting } from '#data/social-links-props.ts'

export const memberProfileProps = z.strictObject({
  skillsTitle: line(TEXT_MAX.title).default('Skills').describe('Heading over the skill bars'),
  callText: line(TEXT_MAX.label).default('Call').describe('Label before the phone number'),
  social: socialLinksSetting({ max: 5, describe: 'Social links beside the phone' }),
  visitTitle: line(TEXT_MAX.title, { canBeEmpty: true })
    .default('Come and meet us on the farm')
    .describe('Heading of the invitation at the end; empty for none'),
  visitText: line(TEXT_MAX.sentence, { canBeEmpty: true })
    .default(
      'Farm tours run on Sunday mornings, with coffee by the dairy, and the farm shop is open Sunday to Friday, 8 am to 5 pm.',
    )
    .describe('Sentence under the invitation heading'),
  visitLinkText: line(TEXT_MAX.label).default('Plan a visit').describe('Text of the invitation button'),
  visitLink: sitePath.default('/contact').describe('Where the invitation button goes'),
  backText: line(TEXT_MAX.label).default('All farmers').describe('Text of the link back to the list'),
  backLink: sitePath.default('/farmers').describe('Where the link back goes, e.g. "/team"'),
})
export type MemberProfileProps = z.output<typeof memberProfileProps>
