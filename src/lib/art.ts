/**
 * Product photos ship at two densities (scripts/art/lib/raster.mjs): "/art/products/pears.webp" at
 * 600 px and "/art/products/pears@2x.webp" at 1200 px, which the lightbox shows and zooms. The 1200 px
 * illustrations also ship 720 px wide for phones ("/art/services/service-1@720w.webp") and 360 px wide
 * for thumbnails ("…@360w.webp"). Other
 * pictures have one file, except the hero scenes (SVG), which also ship as share pictures for link
 * previews (scripts/art/make/social.mjs): "/art/scenes/hero-dawn.svg" → "/art/social/hero-dawn.jpg".
 */
const PRODUCT_PHOTO = /^\/art\/products\/[^/]+\.webp$/
/** The illustrations drawn wider than PHONE_PICTURE_WIDTH: blog, places, projects and services (1200 px). */
const WIDE_ILLUSTRATION = /^\/art\/(?:blog|places|projects|services)\/[^/@]+\.webp$/

/** The width of the phone-sized file of a wide illustration (scripts/art/lib/raster.mjs, PHONE_WIDTH). */
export const PHONE_PICTURE_WIDTH = 720
/** The width of the thumbnail-sized file of a wide illustration (scripts/art/lib/raster.mjs, THUMBNAIL_WIDTH). */
export const THUMBNAIL_PICTURE_WIDTH = 360
const HERO_SCENE = /^\/art\/scenes\/(hero-[a-z0-9-]+)\.svg$/

/** The 1200 px file of a product photo, or undefined for any other picture. */
export function doubleDensity(src: string): string | undefined {
  return PRODUCT_PHOTO.test(src) ? src.replace(/\.webp$/, '@2x.webp') : undefined
}

/**
 * The file of a picture to show in link previews: the largest there is, and never an SVG (social
 * networks do not show SVG); undefined for an SVG without a share picture (e.g. a decorative shape).
 */
export function sharePictureOf(src: string): string | undefined {
  const scene = src.match(HERO_SCENE)?.[1]
  if (scene) return `/art/social/${scene}.jpg`
  if (src.endsWith('.svg')) return undefined
  return doubleDensity(src) ?? src
}

/**
 * The srcset of a wide illustration (its 360 px and 720 px files and its own 1200 px one), so that a phone
 * downloads about half the bytes and a thumbnail a quarter; undefined for any other picture. Use it with a
 * `sizes` that says how wide the picture is shown.
 */
export function phoneSizedSrcSet(src: string): string | undefined {
  if (!WIDE_ILLUSTRATION.test(src)) return undefined
  const sized = (width: number) => `${src.replace(/\.webp$/, `@${width}w.webp`)} ${width}w`
  return `${sized(THUMBNAIL_PICTURE_WIDTH)}, ${sized(PHONE_PICTURE_WIDTH)}, ${src} 1200w`
}

/**
 * How wide a picture is shown, as `sizes` for its srcset, in the site's layouts. On phones the container
 * leaves under 1 rem each side (--container-pad), so a picture across it is at most 100vw − 2rem: a
 * 412 px phone at 1.75× (Lighthouse's) and a 375 px one at 2× both take the 720 px file.
 */
export const PICTURE_SIZES = {
  /** One column on phones, half the page from 992 px (a picture beside text). */
  half: '(min-width: 992px) 50vw, calc(100vw - 2rem)',
  /** A card in a grid or carousel: one a row on phones, two from 768 px, three from 992 px. */
  card: '(min-width: 992px) 33vw, (min-width: 768px) 50vw, calc(100vw - 2rem)',
  /** Two fifths of a card beside its text from 768 px (a timeline entry's): at most 245 px in a half-page card. */
  cardSide: '(min-width: 992px) 245px, (min-width: 768px) 40vw, calc(100vw - 2rem)',
  /** One large card a row in a column of at most 920 px (the standard blog list, with or without its sidebar). */
  column: '(min-width: 992px) 920px, calc(100vw - 2rem)',
  /** The main picture of a page, across the container (1320 px at most). */
  main: '(min-width: 1352px) 1320px, calc(100vw - 2rem)',
  /** A small thumbnail (sidebar, footer, neighbour links). */
  thumbnail: '160px',
} as const

/** The src, srcset and sizes of a picture shown in `layout`: wide illustrations also offer their phone-sized file. */
export function pictureSources(
  src: string,
  layout: keyof typeof PICTURE_SIZES,
): { src: string; srcSet?: string; sizes?: string } {
  const srcSet = phoneSizedSrcSet(src)
  return srcSet ? { src, srcSet, sizes: PICTURE_SIZES[layout] } : { src }
}
