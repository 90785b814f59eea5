// Contrast checks on rendered scenes: the hero text zone against dark headline
// text and the page banner against white text (WCAG relative luminance).
import { execFileSync } from 'node:child_process'
import path from 'node:path'

const lin = (c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
export const luminance = (r, g, b) => 0.2126 * lin(r / 255) + 0.7152 * lin(g / 255) + 0.0722 * lin(b / 255)
const hexLum = (hex) => luminance(...[1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16)))
export const ratio = (l1, l2) => (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05)

/** Rasterise an SVG at width `w` and return { w, h, px } with rgb24 pixels. */
function raster(file, w) {
  const png = execFileSync('rsvg-convert', ['-w', String(w), file], { maxBuffer: 1 << 26 })
  const raw = execFileSync('ffmpeg', ['-v', 'error', '-i', 'pipe:0', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'], {
    input: png,
    maxBuffer: 1 << 26,
  })
  const h = raw.length / 3 / w
  return { w, h, px: raw }
}

/** Worst contrast between `textHex` and any pixel in the zone (fractions x0,y0,x1,y1). */
export function worstContrast(file, textHex, [x0, y0, x1, y1]) {
  const { w, h, px } = raster(file, 480)
  const t = hexLum(textHex)
  let worst = Infinity
  for (let y = Math.floor(y0 * h); y < Math.ceil(y1 * h); y++) {
    for (let x = Math.floor(x0 * w); x < Math.ceil(x1 * w); x++) {
      const k = (y * w + x) * 3
      worst = Math.min(worst, ratio(t, luminance(px[k], px[k + 1], px[k + 2])))
    }
  }
  return Math.round(worst * 100) / 100
}

export function checkScenes(publicDir) {
  const dir = path.join(publicDir, 'art/scenes')
  const results = []
  for (const name of ['hero-dawn', 'hero-meadow', 'hero-harvest', 'hero-farm-company', 'hero-best-harvest', 'hero-dairy']) {
    results.push([
      name,
      '#173224 text, left 45% × 12–62% height',
      worstContrast(path.join(dir, `${name}.svg`), '#173224', [0, 0.12, 0.45, 0.62]),
    ])
  }
  results.push([
    'page-banner',
    '#FFFFFF text, whole image',
    worstContrast(path.join(publicDir, 'art/banners/page-banner.svg'), '#FFFFFF', [0, 0, 1, 1]),
  ])
  for (const [name, what, r] of results) {
    console.log(`contrast: ${name}: ${what}: worst ${r}:1`)
    if (r < 4.5) throw new Error(`${name}: contrast ${r}:1 is below WCAG AA 4.5:1`)
  }
  return results
}
