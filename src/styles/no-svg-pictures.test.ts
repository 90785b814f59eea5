// @vitest-environment node
// Every SVG shown as a picture (an <img>, a CSS background or mask, a data URI too, the page's icon) is a
// document of its own that the browser builds on the main thread: 5–22 ms of a load on this host, the
// first one the most (decision 249). The style sheets the site's pages inline draw their decorations
// with CSS or inline SVG instead, and the pages link raster icons.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
/** The folders whose style sheets ship with the site's pages (the editor and the block catalogue are tools). */
const SITE_STYLE_FOLDERS = ['src/styles', 'src/frame', 'src/ui', 'src/app', 'src/lib', 'blocks']

function styleSheets(): string[] {
  return SITE_STYLE_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.css'))
      .map((name) => path.join(folder, name)),
  )
}

/** The `url(…)` values of a style sheet that name an SVG, by file or data URI. */
function svgUrls(css: string): string[] {
  return [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/g)]
    .map((match) => match[2] ?? '')
    .filter((url) => /^data:image\/svg\+xml|\.svg(?:[?#]|$)/i.test(url))
}

describe('pictures the site draws on the main thread', () => {
  it('finds SVG pictures in CSS, as files and as data URIs', () => {
    expect(svgUrls(`.a { mask: url("data:image/svg+xml,%3Csvg%3E%3C/svg%3E") center; }`)).toHaveLength(1)
    expect(svgUrls(`.b { background: url('/art/scenes/hero-dawn.svg') no-repeat, url(/x.webp); }`)).toEqual([
      '/art/scenes/hero-dawn.svg',
    ])
    expect(svgUrls(`/* url(old.svg) */ .c { background: url(/art/shapes/leaf.webp); }`)).toEqual([])
  })

  it('has no SVG picture in the style sheets the pages inline', () => {
    const sheets = styleSheets()
    expect(sheets.length).toBeGreaterThan(40)
    const found = sheets.flatMap((file) =>
      svgUrls(readFileSync(path.join(root, file), 'utf8')).map((url) => `${file}: ${url.slice(0, 60)}`),
    )
    expect(found).toEqual([])
  })

  it('links raster icons only', () => {
    const html = readFileSync(path.join(root, 'index.html'), 'utf8')
    const icons = [...html.matchAll(/<link\b[^>]*\brel="(?:icon|apple-touch-icon)"[^>]*>/g)].map(([tag]) => tag)
    expect(icons.length).toBeGreaterThan(0)
    for (const tag of icons) expect(tag).toMatch(/href="\/[^"]+\.png"/)
  })
})
