/**
 * Product photos ship at two densities (scripts/art/lib/raster.mjs): "/art/products/pears.webp" at
 * 600 px and "/art/products/pears@2x.webp" at 1200 px, for large views on high-density screens and
 * for zooming in the lightbox. Other pictures have one file.
 */
const PRODUCT_PHOTO = /^\/art\/products\/[^/]+\.webp$/

/** The 1200 px file of a product photo, or undefined for any other picture. */
export function doubleDensity(src: string): string | undefined {
  return PRODUCT_PHOTO.test(src) ? src.replace(/\.webp$/, '@2x.webp') : undefined
}

/** A srcSet for a product photo shown up to 600 px wide; undefined for other pictures. */
export function photoSrcSet(src: string): string | undefined {
  const large = doubleDensity(src)
  return large && `${src} 600w, ${large} 1200w`
}
