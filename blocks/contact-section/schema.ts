/**
 * contact-section — a contact form (name, e-mail, phone, comments; all required, checked by the browser)
 * beside the farm's contact details. A valid message is not sent anywhere: the form clears itself and
 * "Thanks For Your Message" appears.
 * Example props: { "title": "Send Us a Message", "phone": "+1 (555) 010-2030" }
 */
import { z } from 'zod'
import { siteFile as site } from '#data/site-file.ts'
import { line, TEXT_MAX } from '#data/schemas.ts'
import { headingProps } from '#data/section-heading-props.ts'
import { pictureProps } from '#data/picture-props.ts'

export const contactSectionProps = z.strictObject({
  eyebrow: headingProps.eyebrow('Get in Touch'),
  title: line(TEXT_MAX.title).default('Send Us a Message').describe('Title over the form'),
  text: line(TEXT_MAX.sentence, { canBeEmpty: true })
    .default(
      'Questions about a delivery, a farm visit or a wholesale order? Write to us and someone from the farm office answers within one working day.',
    )
    .describe('Paragraph beside the form; empty for none'),
  infoTitle: line(TEXT_MAX.title).default('Visit the Farm').describe('Title of the contact details panel'),
  // The farm's details come from data/site.json unless a page gives others.
  phone: line(TEXT_MAX.label).default(site.contact.phone).describe('Phone number shown and dialled'),
  email: z.email().default(site.contact.email).describe('E-mail address shown and linked'),
  address: line(TEXT_MAX.sentence).default(site.contact.address).describe('Postal address shown'),
  hours: line(TEXT_MAX.sentence, { canBeEmpty: true }).default(site.openingHours).describe('Opening hours shown; empty for none'),
  image: pictureProps.picture('Picture under the contact details, 1200×900', '/art/services/service-7.webp'),
  imageAlt: pictureProps.alt(
    'The farm delivery van on the lane from the barn',
    'Text alternative of the picture; empty when it is only decoration',
  ),
  commentsPlaceholder: line(TEXT_MAX.label, { canBeEmpty: true })
    .default('Tell Us About Project')
    .describe('Hint inside the comments box')
    .meta({ title: 'Hint in the comments box' }),
  submitText: line(TEXT_MAX.label).default('Send Message').describe('Text of the send button'),
})
export type ContactSectionProps = z.output<typeof contactSectionProps>
