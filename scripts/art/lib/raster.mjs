// Turns detailed SVG illustrations into WebP files next to them, drawn by headless Chromium.
// Why: every SVG shown with <img> is a whole document the browser parses, styles, lays out and paints on
// the main thread (the home page's 35 pictures made up 18,000 of its 20,000 DOM nodes); a WebP
// decodes off the main thread and is smaller too. See docs/decisions/005-first-load-main-thread.md.
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright'
import { findBrowser } from '../../find-browser.mjs'

const QUALITY = 0.86
/** Pictures this wide or narrower (icons, avatars) are drawn at twice their size, for sharp high-density screens. */
const SMALL_PICTURE = 200
/** Folders whose pictures also get a "@2x" file at twice the size: product photos, which the lightbox zooms. */
export const DOUBLE_DENSITY_FOLDERS = ['products']
/**
 * Pictures wider than this also get "<name>@720w.webp" at this width, which phones download instead
 * (src/lib/art.ts gives the srcset): a 1200 px illustration is 2-3 times the bytes a phone's card needs.
 */
export const PHONE_WIDTH = 720
/**
 * ...and "<name>@360w.webp" at this width, for thumbnails (sidebar, footer, neighbour links: 160 px wide,
 * 320 px on a 2× screen), which would otherwise download the 720 px file at four times the bytes they need.
 */
export const THUMBNAIL_WIDTH = 360

/**
 * Folders of public/art whose illustrations ship as WebP. The hero scenes and brand marks stay SVG: a hero
 * drawn at a phone's full height needs a 2,000 px picture, 4–15 times the SVG's bytes. The page banner
 * ships as WebP (banners/): its SVG cost 16–22 ms of main-thread work on every inner page (decision 249).
 * The logo ships as WebP too (rasterizeLogos), the favicon as PNG (rasterizeFavicon).
 */
export const RASTER_FOLDERS = [
  'banners',
  'blog',
  'dairy',
  'icons',
  'people',
  'places',
  'products',
  'projects',
  'services',
  'shapes',
]
/**
 * Folders whose pictures get no phone-sized files: a banner's scene covers a box at least 13rem high
 * (object-fit: cover), so it is drawn at least 951 px wide at any viewport; a smaller file would be blurred.
 */
const FULL_SIZE_ONLY_FOLDERS = ['banners']

/** The path a generated SVG ships under: "art/icons/cow.svg" → "art/icons/cow.webp". */
export function shippedPath(svgPath) {
  const folder = svgPath.match(/^art\/([^/]+)\//)?.[1]
  return folder && RASTER_FOLDERS.includes(folder) ? svgPath.replace(/\.svg$/, '.webp') : svgPath
}

/** The width and height an SVG file declares on its root. */
function intrinsicSize(svg) {
  const root = svg.match(/<svg\b[^>]*>/)?.[0] ?? ''
  const width = Number(root.match(/\bwidth="(\d+)"/)?.[1])
  const height = Number(root.match(/\bheight="(\d+)"/)?.[1])
  if (!width || !height) throw new Error('SVG root needs numeric width and height')
  return { width, height }
}

/**
 * Runs `work` with a headless Chromium page that draws an SVG into a canvas: `draw(svg, width, height, type)`
 * gives a data URL (WebP unless `type` says otherwise), `write(target, dataUrl)` saves it.
 */
async function withCanvas(work) {
  // The system Chromium (or $CHROME_PATH); undefined falls back to Playwright's own browser.
  const browser = await chromium.launch({ executablePath: findBrowser() })
  try {
    const page = await browser.newPage()
    await page.setContent('<!doctype html><canvas></canvas>')
    const draw = (svg, width, height, type = 'image/webp') =>
      page.evaluate(
        async ({ svg, width, height, type, quality }) => {
          const image = new Image(width, height)
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
          await image.decode()
          const canvas = document.createElement('canvas')
          canvas.width = width
          canvas.height = height
          canvas.getContext('2d').drawImage(image, 0, 0, width, height)
          return canvas.toDataURL(type, quality)
        },
        { svg, width, height, type, quality: QUALITY },
      )
    const write = (target, dataUrl) => {
      const type = target.endsWith('.png') ? 'image/png' : 'image/webp'
      if (!dataUrl.startsWith(`data:${type}`)) throw new Error(`${target}: this Chromium cannot encode ${type}`)
      fs.writeFileSync(target, Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'))
    }
    await work(draw, write)
  } finally {
    await browser.close()
  }
}

/**
 * Writes <name>.webp beside each given SVG (absolute paths), plus <name>@2x.webp in the double-density
 * folders and <name>@720w.webp and <name>@360w.webp for pictures wider than 720 px, and removes the SVG.
 * @param {string[]} files
 */
export async function rasterizeSvgs(files) {
  await withCanvas(async (draw, write) => {
    for (const file of files) {
      const svg = fs.readFileSync(file, 'utf8')
      const { width, height } = intrinsicSize(svg)
      const scale = width <= SMALL_PICTURE ? 2 : 1
      const folder = path.basename(path.dirname(file))
      write(file.replace(/\.svg$/, '.webp'), await draw(svg, width * scale, height * scale))
      if (DOUBLE_DENSITY_FOLDERS.includes(folder)) {
        write(file.replace(/\.svg$/, '@2x.webp'), await draw(svg, width * 2, height * 2))
      }
      if (width > PHONE_WIDTH && !FULL_SIZE_ONLY_FOLDERS.includes(folder)) {
        for (const smaller of [PHONE_WIDTH, THUMBNAIL_WIDTH]) {
          write(file.replace(/\.svg$/, `@${smaller}w.webp`), await draw(svg, smaller, Math.round((height * smaller) / width)))
        }
      }
      fs.rmSync(file)
    }
  })
}

/** The pixel densities the logos ship at as WebP (src/frame/logo.tsx): a phone's 2–3× screen gets sharp edges. */
export const LOGO_DENSITIES = [2, 3]

/**
 * Writes <name>@2x.webp and <name>@3x.webp beside each logo SVG and keeps the SVG (the share pictures and
 * the art catalogue draw from it). The pages show the WebP: an SVG in an <img> is a document of its own,
 * built, laid out and painted on the main thread, and the logo's outlined lettering made it the costliest
 * picture of the first screen (decision 238).
 * @param {string[]} files
 */
export async function rasterizeLogos(files) {
  await withCanvas(async (draw, write) => {
    for (const file of files) {
      const svg = fs.readFileSync(file, 'utf8')
      const { width, height } = intrinsicSize(svg)
      for (const density of LOGO_DENSITIES) {
        write(file.replace(/\.svg$/, `@${density}x.webp`), await draw(svg, width * density, height * density))
      }
    }
  })
}

/** The sizes the favicon ships at as PNG: a browser tab's 16 px at up to 2×, and a phone's home screen. */
export const FAVICON_SIZES = [32, 192]

/**
 * Writes favicon-32.png and favicon-192.png beside the favicon SVG and keeps the SVG (the editor shows it).
 * The pages link the PNGs: the browser downloads a page's icon and decodes it in the page's own process,
 * and an SVG icon is a document built on the main thread, 5–6 ms after every first load (decision 249).
 * @param {string} file
 */
export async function rasterizeFavicon(file) {
  await withCanvas(async (draw, write) => {
    const svg = fs.readFileSync(file, 'utf8')
    for (const size of FAVICON_SIZES) {
      write(file.replace(/\.svg$/, `-${size}.png`), await draw(svg, size, size, 'image/png'))
    }
  })
}

/** The SVGs under `dir` (recursively). */
export function svgFilesUnder(dir) {
  return fs
    .readdirSync(dir, { recursive: true })
    .filter((name) => name.endsWith('.svg'))
    .map((name) => path.join(dir, name))
    .sort()
}
