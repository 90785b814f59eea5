// The web fonts arrive after the first paint on a slow connection, and the text is then set again in them. The
// metric-matched fallback faces (src/styles/fonts.css, decision 141) keep that from moving what a phone shows:
// here the fonts are held back until the page has painted in the fallback, then let through, and every layout
// shift in between is counted. The faces themselves are checked in src/styles/fallback-fonts.test.ts.
import { inTheFullBrowser } from '#tests/playwright-shared.ts'
import { expect, test } from './fixtures.ts'

// At Lighthouse's phone size. /farmers' lead wrapped to one more line in DejaVu Sans, this Linux's fallback before
// Liberation Sans took Arial's place: the swap moved the first card, 0.013 of layout shift. The others: decision 141.
const PHONE = { width: 412, height: 823 }
const ROUTES = ['/farmers', '/shop-single-thumb/1', '/login', '/services-2']

// The swap is read on the start visitors get: the app after the load, which waits for the fonts.
test.use({ startUp: 'as for visitors', ...inTheFullBrowser })

for (const route of ROUTES) {
  test(`on ${route}, the web fonts swapping in after the first paint move nothing on a phone's first screen`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\.woff2$/, async (font) => {
      await released
      await font.continue()
    })
    await page.addInitScript(() => {
      const shifts: { value: number; sources: string[] }[] = []
      Object.assign(window, { shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEntry[] & { value: number; sources: { node?: Node }[] }[])
          shifts.push({
            value: entry.value,
            sources: entry.sources.map((source) =>
              source.node instanceof Element ? source.node.className : String(source.node?.nodeName),
            ),
          })
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(route, { waitUntil: 'commit' })
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
    // The fallback faces are local ones ("Inter on Arial"): none of the web fonts is in yet.
    const webFontsIn = await page.evaluate(
      () => [...document.fonts].filter((face) => face.status === 'loaded' && !face.family.includes(' on ')).length,
    )
    expect(webFontsIn, 'painted in the fallback faces').toBe(0)

    release()
    // The app starts after the load, which waited for the fonts: the shifts read here are the swap's.
    await page.evaluate(async () => {
      await document.fonts.ready
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)))
    })
    const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; sources: string[] }[] }).shifts)
    const moved = shifts.reduce((sum, shift) => sum + shift.value, 0)
    // A fallback matches the web font's average width, not every line's: a word may still move. At most
    // half the CLS budget (0.01) goes to the swap.
    expect(moved, JSON.stringify(shifts)).toBeLessThanOrEqual(0.005)
  })
}
