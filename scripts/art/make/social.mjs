// Share pictures (1200×630 JPEG): what a link preview shows when a page is shared (Open Graph, X cards).
// Social networks do not show SVG, so each hero scene is drawn once more as a JPEG (the format every
// link preview reads), cropped to the 1.91:1 frame they use, with the logo on the scene's open sky.
// The site uses them through data/site.json ("shareImage") and src/lib/art.ts (a hero scene's share picture).
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright'
import { findBrowser } from '../../find-browser.mjs'
import { catalogue } from '../lib/svg.mjs'

const WIDTH = 1200
const HEIGHT = 630
const QUALITY = 0.86
/** The logo (220×56) at this scale, placed on the left, where every hero scene keeps open sky. */
const LOGO_SCALE = 2.4
const LOGO_AT = { x: 72, y: 64 }

export const SHARED_SCENES = ['hero-dawn', 'hero-meadow', 'hero-harvest', 'hero-farm-company', 'hero-best-harvest', 'hero-dairy']

/** Writes public/art/social/<scene>.jpg for each hero scene in public/art/scenes (written by the scenes step). */
export async function buildSocial(root) {
  const scenes = path.join(root, 'art/scenes')
  const out = path.join(root, 'art/social')
  fs.mkdirSync(out, { recursive: true })
  const logo = fs.readFileSync(path.join(root, 'art/logo.svg'), 'utf8')
  const browser = await chromium.launch({ executablePath: findBrowser() })
  try {
    const page = await browser.newPage()
    await page.setContent('<!doctype html><canvas></canvas>')
    for (const name of SHARED_SCENES) {
      const scene = fs.readFileSync(path.join(scenes, `${name}.svg`), 'utf8')
      const dataUrl = await page.evaluate(
        async ({ scene, logo, width, height, quality, logoScale, logoAt }) => {
          const load = async (svg) => {
            const image = new Image()
            image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
            await image.decode()
            return image
          }
          const [sceneImage, logoImage] = await Promise.all([load(scene), load(logo)])
          const canvas = document.createElement('canvas')
          canvas.width = width
          canvas.height = height
          const context = canvas.getContext('2d')
          // Cover: scale the scene to the frame's height (or width) and crop the overflow evenly.
          const scale = Math.max(width / sceneImage.naturalWidth, height / sceneImage.naturalHeight)
          const drawnWidth = sceneImage.naturalWidth * scale
          const drawnHeight = sceneImage.naturalHeight * scale
          context.drawImage(sceneImage, (width - drawnWidth) / 2, (height - drawnHeight) / 2, drawnWidth, drawnHeight)
          context.drawImage(
            logoImage,
            logoAt.x,
            logoAt.y,
            logoImage.naturalWidth * logoScale,
            logoImage.naturalHeight * logoScale,
          )
          return canvas.toDataURL('image/jpeg', quality)
        },
        { scene, logo, width: WIDTH, height: HEIGHT, quality: QUALITY, logoScale: LOGO_SCALE, logoAt: LOGO_AT },
      )
      if (!dataUrl.startsWith('data:image/jpeg')) throw new Error(`${name}: this Chromium cannot encode JPEG`)
      const rel = `art/social/${name}.jpg`
      const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')
      fs.writeFileSync(path.join(root, rel), bytes)
      const source = catalogue.find((item) => item.path === `art/scenes/${name}.svg`)
      catalogue.push({
        path: rel,
        w: WIDTH,
        h: HEIGHT,
        bytes: bytes.length,
        subject: `Share picture (link previews): the ${name} scene cropped to 1200×630, with the logo on the sky at the left.`,
        alt: source?.alt
          ? `Green Valley Organic Farm logo over a scene: ${source.alt.charAt(0).toLowerCase()}${source.alt.slice(1)}`
          : '',
      })
    }
  } finally {
    await browser.close()
  }
}
