/**
 * video-benefits — a band with a silent, looping background video (the site's own file, no player or
 * outside script), a heading such as "Distributors of Organic Produce", a paragraph, a list of benefits
 * and a button. The poster picture shows first; the video is fetched only after the window's `load`
 * event, starts at `startAt` seconds, has no controls, and never plays with reduced motion.
 * Example props:
 *   { "title": "Distributors of Organic Produce",
 *     "video": { "webm": "/video/benefits.webm", "mp4": "/video/benefits.mp4", "poster": "/video/benefits-poster.jpg" } }
 */
import { z } from 'zod'
import { imagePath, line, sitePath, TEXT_MAX, videoPath } from '#data/schemas.ts'
import { headingProps } from '#data/section-heading-props.ts'

export const videoBenefitsProps = z.strictObject({
  eyebrow: headingProps.eyebrow('From Our Fields to Your Door'),
  title: headingProps.title('Distributors of Organic Produce'),
  text: headingProps.paragraph(
    'Every week we bring in the harvest from our own fields, with citrus and kiwi from our partner growers down the valley, pack it in the barn and deliver it across the valley, picked the morning it leaves.',
  ),
  benefits: z
    .array(
      z.strictObject({
        title: line(TEXT_MAX.title).describe('Short benefit, e.g. "Picked the Same Morning"'),
        text: line(TEXT_MAX.sentence).describe('One sentence explaining it'),
        icon: imagePath.describe('Small picture, e.g. /art/icons/seedling.webp (128×128)'),
      }),
    )
    .max(4)
    .default([
      {
        title: 'Certified Organic',
        text: 'Every field certified organic since 1998, the herd and its pastures since 2002.',
        icon: '/art/icons/seedling.webp',
      },
      {
        title: 'Picked the Same Morning',
        text: 'Harvested at dawn, packed by noon, on your doorstep by evening.',
        icon: '/art/icons/basket.webp',
      },
      {
        title: 'Cold-Chain Delivery',
        text: 'Our own refrigerated vans, forty miles around the farm.',
        icon: '/art/icons/delivery-truck.webp',
      },
    ])
    .describe('Up to four benefits shown as small cards'),
  buttonText: line(TEXT_MAX.label, { canBeEmpty: true })
    .default('Shop the Harvest')
    .describe('Text of the button; empty for no button'),
  buttonLink: sitePath.default('/shop').describe('Where the button goes'),
  video: z
    .strictObject({
      webm: videoPath('webm').describe('WebM file in public/, tried first'),
      mp4: videoPath('mp4').describe('MP4 (H.264) file in public/, for browsers without WebM'),
      poster: imagePath
        .describe('Still picture (1280×720) shown until the video plays, and instead of it with reduced motion')
        .meta({ title: 'Still picture' }),
      startAt: z
        .number()
        .nonnegative()
        .default(10)
        .describe('Second of the video where playing starts')
        .meta({ title: 'Starts at (seconds)' }),
    })
    .default({ webm: '/video/benefits.webm', mp4: '/video/benefits.mp4', poster: '/video/benefits-poster.jpg', startAt: 10 })
    .describe('The background video'),
})
export type VideoBenefitsProps = z.output<typeof videoBenefitsProps>
