/**
 * Product photos ship at two densities (scripts/art/lib/raster.mjs): "/art/products/pears.webp" at
 * 600 px and "/art/products/pears@2x.webp" at 1200 px, which the lightbox shows and zooms. Other
 * pictures have one file, except the hero scenes (SVG), which also ship as share pictures for link
 * previews (scripts/art/make/social.mjs): "/art/scenes/hero-dawn.svg" → "/art/social/hero-dawn.jpg".
 */
const PRODUCT_PHOTO = /^\/art\/products\/[^/]+\.webp$/
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
