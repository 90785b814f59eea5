/**
 * data/site.json: everything the page frame shows (contact details, hours, social links, menus,
 * footer), so editors change it like a page, with autocomplete from data/site.schema.json.
 */
import { z } from 'zod'
import { collectionRef } from '../page-builder/collection-ref.ts'
import { httpsUrl, sitePath } from './schemas.ts'

const link = z.strictObject({
  label: z.string().min(1).describe('Text of the link'),
  href: sitePath.describe('Where it goes, a site path such as /about-us'),
})

export const socialNetworks = ['facebook', 'x', 'youtube', 'linkedin', 'instagram'] as const

export const siteSchema = z.strictObject({
  $schema: z.string().optional().describe('Points the editor at site.schema.json for autocomplete'),
  siteUrl: httpsUrl
    .refine(
      (url) => new URL(url).origin === url,
      'must be the https:// origin alone, e.g. https://greenvalley.example (no path, no trailing /)',
    )
    .describe('Public address of the site (https:// origin, no path), used in sitemap.xml and canonical links'),
  name: z.string().min(1).describe('Name of the business, e.g. in the logo alt text and copyright line'),
  tagline: z.string().min(1).describe('Short line about the farm, shown in the footer and side panel'),
  contact: z
    .strictObject({
      phone: z.string().min(1).describe('Phone number as shown, e.g. "+1 (555) 010-2030"'),
      email: z.email().describe('E-mail address'),
      address: z.string().min(1).describe('Postal address, one line'),
    })
    .describe('How to reach the farm: top bar, footer and side panel'),
  openingHours: z.string().min(1).describe('Shown in the top bar, e.g. "Sunday to Friday, 08:00 am to 05:00 pm"'),
  social: z
    .array(
      z.strictObject({
        network: z.enum(socialNetworks).describe('Which icon to show'),
        label: z.string().min(1).describe('Name read to screen readers, e.g. "Facebook"'),
        href: httpsUrl.describe('Full https:// address of the profile'),
      }),
    )
    .describe('Social profiles: top bar, side panel and blog sidebar'),
  menu: z
    .array(
      z.strictObject({
        label: z.string().min(1).describe('Text in the main menu'),
        href: sitePath.optional().describe('Where the group title itself links, if anywhere'),
        children: z.array(link).min(1).describe('The dropdown entries'),
      }),
    )
    .describe('Main menu groups, each with its dropdown'),
  footer: z
    .strictObject({
      about: z.string().min(1).describe('Blurb above the subscribe form'),
      explore: z.array(link).describe('The "Explore" links'),
      recentPosts: collectionRef('blog-posts').describe('Posts under "Recent Posts"'),
      copyright: z.string().min(1).describe('Copyright line; {year} becomes the current year'),
    })
    .describe('Footer content'),
})

export type SiteSettings = z.output<typeof siteSchema>
