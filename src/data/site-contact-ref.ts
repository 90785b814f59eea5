/**
 * The one way a block prop shows the farm's phone number and e-mail address: leave the prop out of the
 * page file and both come from "contact" in data/site.json (the same ones the top bar and footer show);
 * give "phone" or "email" to show another on that block only. Like collectionRef, it is resolved when
 * the page is compiled, so views receive plain strings and never read the site settings themselves.
 * Example: { "contact": {} } or { "contact": { "phone": "+1 (555) 010-4455" } }
 */
import { z } from 'zod'
import { line, TEXT_MAX } from './schemas.ts'
import { siteFile as site } from './site-file.ts'

export interface SiteContact {
  phone: string
  email: string
}

export function siteContactRef() {
  return z
    .strictObject({
      phone: line(TEXT_MAX.label)
        .optional()
        .describe('Phone number shown and dialled; leave out to use the one in data/site.json'),
      email: z.email().optional().describe('E-mail address shown and linked; leave out to use the one in data/site.json'),
    })
    .describe('Phone and e-mail shown; leave out (or {}) to use "contact" in data/site.json')
    .transform(({ phone, email }): SiteContact => ({ phone: phone ?? site.contact.phone, email: email ?? site.contact.email }))
    .prefault({})
}
