/**
 * `npm run catalogue`: writes docs/blocks.md (the block catalogue's facts) and one screenshot per block
 * (docs/blocks/<type>.webp), taken from /__blocks on a dev server this script starts, in headless Chromium
 * at 1280 px with reduced motion (no autoplay, counters at their final values).
 * `npm run catalogue -- --no-screenshots` rewrites only the text, e.g. after a page file starts using a block.
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer as createNetServer } from 'node:net'
import { join, resolve } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { createServer } from 'vite'
import { blockRegistry } from '#blocks/registry.ts'
import { collections } from '#data/collections.ts'
import { CATALOGUE_PATH } from '#page-model/dev-addresses.ts'
import { blockFacts } from '#build/block-facts.ts'
import { CATALOGUE_DOC_FILE, SCREENSHOT_DIR, blockCatalogueMarkdown, screenshotFile } from '#build/blocks-doc.ts'
import { CHROMIUM_FLAGS, findBrowser } from './find-browser.mjs'
import { sampleStoredLists } from './sample-stored-lists.ts'

const root = resolve(import.meta.dirname, '..')
/** The width the screenshots are taken at (a laptop), and the width they are stored at. */
const VIEWPORT_WIDTH = 1280
const STORED_WIDTH = 960
/** The window's height: taller blocks (a product page, a blog post) are cut here; their top shows what they are. */
const MAX_HEIGHT = 1500
const WEBP_QUALITY = 0.8

const facts = blockFacts(root, blockRegistry)
writeFileSync(join(root, CATALOGUE_DOC_FILE), blockCatalogueMarkdown(facts))
console.log(`Wrote ${CATALOGUE_DOC_FILE} (${facts.length} blocks)`)
if (process.argv.includes('--no-screenshots')) process.exit(0)

/** A port no one listens on, for this run's dev server. */
async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createNetServer()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))))
    })
  })
}

/**
 * Scrolls the block through the viewport so its lazy pictures load, then waits for the pictures that show
 * (a carousel's hidden slides may never load, so each gets a few seconds at most).
 */
async function loadPictures(page: Page, selector: string) {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  await page.evaluate(async (target) => {
    const element = document.querySelector(target)!
    const start = element.getBoundingClientRect().top + window.scrollY
    for (let y = start; y < start + element.getBoundingClientRect().height; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    }
    element.scrollIntoView({ behavior: 'instant' })
    await Promise.all(
      [...element.querySelectorAll('img')]
        .filter((image) => image.checkVisibility())
        .map((image) =>
          Promise.race([
            image.complete
              ? image.decode().catch(() => undefined)
              : new Promise((done) => image.addEventListener('load', done, { once: true })),
            new Promise((done) => setTimeout(done, 5000)),
          ]),
        ),
    )
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
  }, selector)
}

/** PNG → WebP, scaled to the stored width and cut at the maximum height, by the browser's own encoder. */
async function toWebp(encoder: Page, png: Buffer): Promise<Buffer> {
  const dataUrl = await encoder.evaluate(
    async ({ source, width, maxHeight, quality }) => {
      const image = new Image()
      image.src = source
      await image.decode()
      const scale = width / image.naturalWidth
      const canvas = document.createElement('canvas')
      canvas.width = width
      canvas.height = Math.round(Math.min(image.naturalHeight, maxHeight) * scale)
      const context = canvas.getContext('2d')!
      context.imageSmoothingQuality = 'high'
      context.drawImage(image, 0, 0, image.naturalWidth, canvas.height / scale, 0, 0, canvas.width, canvas.height)
      return canvas.toDataURL('image/webp', quality)
    },
    {
      source: `data:image/png;base64,${png.toString('base64')}`,
      width: STORED_WIDTH,
      maxHeight: MAX_HEIGHT,
      quality: WEBP_QUALITY,
    },
  )
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')
}

const port = await freePort()
const server = await createServer({ root, logLevel: 'warn', server: { host: '127.0.0.1', port, strictPort: true } })
await server.listen()
const browser = await chromium.launch({
  executablePath: findBrowser(),
  args: CHROMIUM_FLAGS,
})
try {
  const context = await browser.newContext({ viewport: { width: VIEWPORT_WIDTH, height: MAX_HEIGHT }, reducedMotion: 'reduce' })
  const sampleLists = sampleStoredLists((collections.products.records as { id: number }[]).map(({ id }) => id))
  await context.addInitScript((lists) => {
    if (location.protocol !== 'http:') return
    for (const [key, value] of Object.entries(lists)) localStorage.setItem(key, JSON.stringify(value))
  }, sampleLists)
  const page = await context.newPage()
  const encoder = await context.newPage()
  const failures: string[] = []
  page.on('pageerror', (error) => failures.push(error.message))
  await page.goto(`http://127.0.0.1:${port}${CATALOGUE_PATH}`)
  await page.getByRole('heading', { level: 1, name: 'Block catalogue' }).waitFor({ timeout: 120_000 })
  const drawnWrong = await page.getByText('could not be drawn').count()
  if (drawnWrong > 0 || failures.length > 0) throw new Error(`${drawnWrong} block(s) could not be drawn. ${failures.join('; ')}`)

  mkdirSync(join(root, SCREENSHOT_DIR), { recursive: true })
  let totalBytes = 0
  for (const { type } of facts) {
    const stage = `[aria-labelledby="catalogue-${type}-title-example"]`
    await loadPictures(page, stage)
    // The block's top at the window's top, then a clip of the window: an element or full-page screenshot of a
    // page this long never settles.
    const box = await page.evaluate((target) => {
      const element = document.querySelector(target)!
      window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY, behavior: 'instant' })
      const { top, height } = element.getBoundingClientRect()
      return { top, height }
    }, `${stage} > .block`)
    const clip = { x: 0, y: box.top, width: VIEWPORT_WIDTH, height: Math.min(box.height, MAX_HEIGHT - box.top) }
    const webp = await toWebp(encoder, await page.screenshot({ clip, animations: 'disabled' }))
    writeFileSync(join(root, screenshotFile(type)), webp)
    totalBytes += webp.length
    console.log(`  ${screenshotFile(type)}  ${Math.round(webp.length / 1024)} KB`)
  }
  // A block that left the registry leaves its picture behind otherwise.
  const kept = new Set(facts.map(({ type }) => `${type}.webp`))
  for (const file of readdirSync(join(root, SCREENSHOT_DIR)).filter((name) => !kept.has(name))) {
    rmSync(join(root, SCREENSHOT_DIR, file))
  }
  const largest = facts
    .map(({ type }) => ({ type, bytes: statSync(join(root, screenshotFile(type))).size }))
    .reduce((a, b) => (b.bytes > a.bytes ? b : a))
  console.log(
    `Wrote ${facts.length} screenshots to ${SCREENSHOT_DIR}/: ${Math.round(totalBytes / 1024)} KB in all, largest ${largest.type} ${Math.round(largest.bytes / 1024)} KB`,
  )
} finally {
  await browser.close()
  await server.close()
}
