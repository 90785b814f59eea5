/**
 * A block's "social" setting (icon links beside a person, under a portrait, in the blog sidebar): the farm's
 * profiles from data/site.json unless the page file lists its own; [] for none. Build-time: a block's
 * schema.ts (or another *-props.ts) imports it; views import only the SocialProfile type.
 * Example: social: socialLinksSetting({ max: 4, shown: 3, describe: 'Social links under each portrait' })
 */
import { z } from 'zod'
import { siteFile as site } from './site-file.ts'
import { socialProfile, type SocialProfile } from './site-schema.ts'

export function socialLinksSetting({ max, shown = max, describe }: { max: number; shown?: number; describe: string }) {
  return (
    z
      .array(socialProfile)
      .max(max)
      // site-file.ts reads site.json as plain text; compileSite checks it against socialProfile.
      .default(site.social.slice(0, shown) as SocialProfile[])
      .describe(`${describe} (the farm's profiles from data/site.json unless given); [] for none`)
  )
}
