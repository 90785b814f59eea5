/**
 * video-section — a band over a still of the farm's own video with a title, a paragraph and a round play
 * button. The button opens the video in a modal dialog (native <dialog>: the page behind is inert and
 * focus stays inside) with a 16:9 frame that fades and scales in and out over 300 ms (no animation with
 * reduced motion). Escape, a click on the backdrop or the close button closes it; the video stops and
 * focus returns to the play button. The video file is fetched only when the dialog first opens.
 * Example props:
 *   { "title": "Take a Walk Through Our Dairy",
 *     "video": { "webm": "/video/dairy-tour.webm", "mp4": "/video/dairy-tour.mp4", "poster": "/video/dairy-tour-poster.jpg" } }
 */
import { z } from 'zod'
import { imagePath, line, TEXT_MAX, videoPath } from '#data/schemas.ts'
import { headingProps } from '#data/section-heading-props.ts'

export const videoSectionProps = z.strictObject({
  eyebrow: headingProps.eyebrow('Watch the Farm'),
  title: headingProps.title('Take a Walk Through Our Dairy'),
  text: headingProps.paragraph(''),
  buttonLabel: line(TEXT_MAX.label)
    .default('Play the dairy tour video')
    .describe('What the round play button does, read by screen readers and shown beside it'),
  video: z
    .strictObject({
      webm: videoPath('webm').describe('WebM file in public/, tried first'),
      mp4: videoPath('mp4').describe('MP4 (H.264) file in public/, for browsers without WebM'),
      poster: imagePath
        .describe('Still picture (1280×720): the band background and the frame before playing')
        .meta({ title: 'Still picture' }),
      title: line(TEXT_MAX.title).describe('Name of the video, shown over the frame and naming the dialog'),
    })
    .default({
      webm: '/video/dairy-tour.webm',
      mp4: '/video/dairy-tour.mp4',
      poster: '/video/dairy-tour-poster.jpg',
      title: 'A morning on the Green Valley pasture',
    })
    .describe('The video the play button opens'),
})
export type VideoSectionProps = z.output<typeof videoSectionProps>
