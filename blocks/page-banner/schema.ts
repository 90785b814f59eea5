/**
 * page-banner — the breadcrumb banner at the top of every inner page: a title over a landscape
 * and a trail "Home / crumb".
 * Example props: { "title": "About Us", "crumb": "About Us" }
 */
import { z } from 'zod'
import { imagePath, line, TEXT_MAX } from '#data/schemas.ts'

export const pageBannerProps = z.strictObject({
  title: line(TEXT_MAX.title).default('Error Page').describe('Large heading of the banner'),
  crumb: line(TEXT_MAX.title)
    .default('404')
    .describe('Last step of the breadcrumb trail after "Home"')
    .meta({ title: 'Breadcrumb' }),
  image: imagePath.default('/art/banners/page-banner.webp').describe('Background scene (1920×420)').meta({ title: 'Picture' }),
})
export type PageBannerProps = z.output<typeof pageBannerProps>
