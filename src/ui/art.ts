/**
 * Product photos ship at two densities (scripts/art/lib/raster.mjs): "/art/products/pears.webp" at
 * 600 px and "/art/products/pears@2x.webp" at 1200 px, which the lightbox shows and zooms. Other
 * pictures have one file.
 */
const PRODUCT_PHOTO = /^\/art\/products\/[^/]+\.webp$/

/** The 1200 px file of a product photo, or undefined for any other picture. */
export function doubleDensity(src: string): string | undefined {
  return PRODUCT_PHOTO.test(src) ? src.replace(/\.webp$/, '@2x.webp') : undefined
}
