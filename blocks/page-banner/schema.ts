/**
 * page-banner — the breadcrumb banner at the top of every inner page: a title over a landscape
 * and a trail "Home / crumb".
 * Example props: { "title": "About Us", "crumb": "About Us" }
 */
import { z } from 'zod'
import { line, TEXT_MAX } from '#data/schemas.ts'
import { pictureProps } from '#data/picture-props.ts'

export const pageBannerProps = z.strictObject({
  title: line(TEXT_MAX.title).default('Error Page').describe('Large heading of the banner'),
  crumb: line(TEXT_MAX.title)
    .default('404')
    .describe('Last step of the breadcrumb trail after "Home"')
    .meta({ title: 'Breadcrumb' }),
  image: pictureProps.picture('Background scene (1920×420)', '/art/banners/page-banner.webp'),
})
export type PageBannerProps = z.output<typeof pageBannerProps>
