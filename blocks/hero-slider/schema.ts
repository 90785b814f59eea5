/**
 * hero-slider — the home banner: a fading, looping slideshow (autoplay every `autoplayMs`, kept going
 * after the visitor uses the arrows or bullets; none with reduced motion). Each slide shows a landscape
 * scene, a decorative shape, a round badge of text linking to the services, a title whose first word is
 * bold, a description and a button (the badge and the per-slide buttons can be left out, as /home-2 does).
 * The first slide's scene is the page's LCP image (eager, high priority).
 * Example props:
 *   { "slides": [ { "image": "/art/scenes/hero-dawn.svg", "eyebrow": "Fresh from Green Valley",
 *                   "title": "Organic Food Grown With Care", "description": "Berries, greens and fresh milk…" } ] }
 */
import { z } from 'zod'
import { imagePath, line, sitePath, TEXT_MAX } from '#data/schemas.ts'
import { headingProps } from '#data/section-heading-props.ts'
import { pictureProps } from '#data/picture-props.ts'

const heroSlide = z.strictObject({
  // Text first: the editor shows the fields in this order, and a new season starts with the words.
  eyebrow: headingProps.eyebrow(''),
  title: line(TEXT_MAX.title).describe('Slide title; its first word is shown bold'),
  description: line(TEXT_MAX.sentence).describe('One or two sentences under the title'),
  buttonText: line(TEXT_MAX.label).default('Discover More').describe('Text of the button'),
  buttonLink: sitePath.default('/about-us').describe('Where the button goes'),
  image: pictureProps.picture('Landscape scene behind the slide, 1920×900, e.g. /art/scenes/hero-dawn.svg'),
  imageAlt: pictureProps.alt('', 'Text alternative of the scene; empty when it is only decoration'),
  shape: imagePath
    .default('/art/shapes/leaf-sprig.webp')
    .describe('Small decorative shape beside the title (120×160)')
    .meta({ title: 'Decorative shape' }),
  badgeText: line(TEXT_MAX.label, { canBeEmpty: true })
    .default('Organic Farm Services · Since 1906 ·')
    .describe('Text running round the circular badge; also the link name; empty for no badge'),
  badgeLink: sitePath.default('/services').describe('Where the circular badge links'),
})

export const heroSliderProps = z.strictObject({
  slides: z.array(heroSlide).min(1).max(6).describe('The slides, shown in this order (1 to 6)'),
  autoplayMs: z
    .int()
    .min(2000)
    .max(20000)
    .default(5000)
    .describe('Time each slide shows before the next, in ms')
    .meta({ title: 'Time each slide shows (milliseconds)' }),
  bullets: z
    .boolean()
    .default(true)
    .describe('Whether a row of buttons, one per slide, sits under the banner')
    .meta({ title: 'Slide buttons' }),
  label: line(TEXT_MAX.label).default('Welcome to Green Valley').describe('Name of the slideshow for screen readers'),
  pageHeading: z
    .boolean()
    .default(true)
    .describe("Whether the first slide's title is the page's main heading (h1); the others are h2")
    .meta({ title: 'First slide’s title is the page’s heading' }),
})
export type HeroSliderProps = z.output<typeof heroSliderProps>
export type HeroSlide = HeroSliderProps['slides'][number]
