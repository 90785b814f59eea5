/**
 * data/site.json: everything the page frame shows (contact details, hours, social links, menus,
 * footer), so editors change it like a page, with autocomplete from data/site.schema.json.
 */
import { z } from 'zod'
import { collectionRef } from './collection-ref.ts'
import { httpsUrl, line, sharePicturePath, sitePath, TEXT_MAX } from './schemas.ts'
import { WEEK_DAYS } from '#page-model/site-details.ts'

const link = z.strictObject({
  label: line(TEXT_MAX.label).describe('Text of the link'),
  href: sitePath.describe('Where it goes, a page of the site such as /about-us').meta({ title: 'Link' }),
})

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a 24-hour time such as "08:00" or "17:30"')

export const socialNetworks = ['facebook', 'x', 'youtube', 'linkedin', 'instagram'] as const

/** One of the farm's social profiles, shown as an icon link (site.json's "social", and blocks' "social" settings). */
export const socialProfile = z.strictObject({
  network: z.enum(socialNetworks).describe('Which icon to show'),
  label: line(TEXT_MAX.label).describe('Name read to screen readers, e.g. "Facebook"'),
  href: httpsUrl.describe('The full address of the profile, starting https://').meta({ title: 'Link' }),
})
export type SocialProfile = z.output<typeof socialProfile>

export const siteSchema = z.strictObject({
  $schema: z.string().optional().describe('Points the editor at site.schema.json for autocomplete'),
  siteUrl: httpsUrl
    .refine(
      (url) => new URL(url).origin === url,
      'must be the https:// origin alone, e.g. https://greenvalley.example (no path, no trailing /)',
    )
    .describe('Public address of the site (https:// origin, no path), used in sitemap.xml and canonical links')
    .meta({ title: 'Site address' }),
  name: line(TEXT_MAX.label).describe('Name of the business, e.g. in the logo alt text and copyright line'),
  tagline: line(TEXT_MAX.sentence).describe('Short line about the farm, shown in the footer and side panel'),
  contact: z
    .strictObject({
      phone: line(TEXT_MAX.label).describe('Phone number as shown, e.g. "+1 (555) 010-2030"'),
      email: z.email().max(254).describe('E-mail address (at most 254 characters, the longest an address can be)'),
      address: z
        .strictObject({
          street: line(TEXT_MAX.label).describe('Street and number, e.g. "24 Meadow Lane"'),
          town: line(TEXT_MAX.label).describe('Town or city, e.g. "Green Valley"'),
          region: line(TEXT_MAX.label).describe('State or region as written in the address, e.g. "CA"'),
          postalCode: line(20).describe('Postal code, e.g. "95000"'),
          country: z
            .string()
            .regex(/^[A-Z]{2}$/, 'a two-letter country code in capitals, e.g. "US"')
            .describe('Two-letter country code, e.g. "US" (for search engines; not shown)'),
        })
        .describe('Postal address, shown on one line: "24 Meadow Lane, Green Valley, CA 95000"'),
    })
    .describe('How to reach the farm: top bar, footer and side panel'),
  openingHours: z
    .strictObject({
      from: z.enum(WEEK_DAYS).describe('First opening day of the week, e.g. "Sunday"'),
      to: z.enum(WEEK_DAYS).describe('Last opening day, e.g. "Friday" (the days in between are open too)'),
      opens: clockTime.describe('Opening time, 24-hour, e.g. "08:00"'),
      closes: clockTime.describe('Closing time, 24-hour, e.g. "17:00"'),
    })
    .refine((hours) => hours.opens < hours.closes, { message: 'closes must be later than opens', path: ['closes'] })
    .describe('Shown in the top bar as "Sunday to Friday, 08:00 am to 05:00 pm", and given to search engines'),
  shareImage: sharePicturePath
    .describe(
      'Picture shown when a page without a picture of its own is shared (link previews): a .jpg, .png or .webp, 1200×630 px is best',
    )
    .meta({ title: 'Picture when shared' }),
  social: z
    .array(socialProfile)
    .describe('Social profiles: top bar, side panel, footer, and the defaults of blocks with social links')
    .meta({ title: 'Social profiles' }),
  menu: z
    .array(
      z.strictObject({
        label: line(TEXT_MAX.label).describe('Text in the main menu'),
        href: sitePath.optional().describe('Where the group title itself links, if anywhere').meta({ title: 'Link' }),
        children: z.array(link).min(1).describe('The dropdown entries').meta({ title: 'Links' }),
      }),
    )
    .describe('Main menu groups, each with its dropdown'),
  footer: z
    .strictObject({
      about: line(TEXT_MAX.sentence).describe('Blurb above the subscribe form'),
      explore: z.array(link).describe('The "Explore" links').meta({ title: 'Explore links' }),
      recentPosts: collectionRef('blog-posts').describe('Posts under "Recent Posts"'),
      copyright: line(TEXT_MAX.title).describe('Copyright line; {year} becomes the current year'),
    })
    .describe('Footer content'),
})

export type SiteSettings = z.output<typeof siteSchema>
