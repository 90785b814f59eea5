// Hero and banner scenes (1920x900 and 1920x420).
import { backdrop } from '../lib/backdrop.mjs'
import { EmojiSheet } from '../lib/emoji.mjs'
import { writeSvg } from '../lib/svg.mjs'

const W = 1920
const H = 900
const CALM =
  'Left ~45% is open sky/low hills: set the headline in dark text (--color-ink / forest) directly on it; no scrim needed at >=768 px. On narrow screens where the image is cropped under the text, add a light cream scrim.'

export function buildScenes(root) {
  const heroes = [
    {
      name: 'hero-dawn',
      seed: 3,
      opts: {
        palette: 'dawn',
        horizon: 0.6,
        sun: { x: 0.7, y: 0.37, r: 0.04 },
        clouds: [
          [0.05, 0.09, 1.1],
          [0.83, 0.15, 0.8],
          [0.5, 0.06, 0.55],
        ],
        birds: [0.6, 0.24],
        features: [
          { type: 'trees', x: 0.63, n: 2, h: 76 },
          { type: 'barn', x: 0.775, s: 0.95 },
          { type: 'silo', x: 0.83, s: 0.95 },
          { type: 'trees', x: 0.87, n: 3, h: 70 },
          { type: 'fence', x: 0.58, x1: 0.98, dy: 44 },
          { type: 'tree', x: 0.16, h: 46 },
        ],
        field: 'rows',
        fieldTop: 0.81,
        vanish: 0.68,
      },
      subject: 'Dawn over the farm: peach sky, low sun, barn and silo on the right, crop rows in front.',
      alt: 'Sunrise over rolling green fields with a red barn and silo',
    },
    {
      name: 'hero-meadow',
      seed: 11,
      opts: {
        palette: 'day',
        horizon: 0.6,
        sun: { x: 0.8, y: 0.2, r: 0.035 },
        clouds: [
          [0.08, 0.12, 1],
          [0.62, 0.1, 0.9],
          [0.9, 0.3, 0.6],
        ],
        birds: [0.7, 0.3],
        features: [
          { type: 'house', x: 0.72, s: 1.1 },
          { type: 'trees', x: 0.78, n: 3, h: 84 },
          { type: 'tree', x: 0.62, h: 90, kind: 'poplar' },
          { type: 'tree', x: 0.655, h: 70 },
          { type: 'fence', x: 0.52, x1: 0.99, dy: 40 },
        ],
        field: 'meadow',
        fieldTop: 0.8,
        meadowFlowers: 70,
      },
      subject: 'Summer meadow: clear blue-to-cream sky, farmhouse among trees, wildflowers in the foreground.',
      alt: 'Sunny meadow with wildflowers and a farmhouse among trees',
    },
    {
      name: 'hero-harvest',
      seed: 5,
      opts: {
        palette: 'golden',
        horizon: 0.6,
        sun: { x: 0.74, y: 0.42, r: 0.045 },
        clouds: [
          [0.1, 0.1, 0.9],
          [0.86, 0.12, 0.7],
        ],
        birds: [0.55, 0.22],
        features: [
          { type: 'trees', x: 0.78, n: 2, h: 70 },
          { type: 'barn', x: 0.88, s: 0.85 },
          { type: 'bales', x: 0.5, n: 3, s: 0.9, gap: 190, dy: 40 },
        ],
        field: 'wheat',
        fieldTop: 0.82,
        vanish: 0.7,
      },
      subject: 'Golden harvest afternoon: wheat fields, round hay bales, barn on the right.',
      alt: 'Golden wheat fields at harvest time with round hay bales',
    },
    {
      name: 'hero-farm-company',
      seed: 21,
      opts: {
        palette: 'mist',
        horizon: 0.58,
        sun: { x: 0.66, y: 0.3, r: 0.038 },
        clouds: [
          [0.04, 0.14, 1],
          [0.76, 0.08, 1.1],
        ],
        features: [
          { type: 'house', x: 0.64, s: 1 },
          { type: 'barn', x: 0.76, s: 1.15 },
          { type: 'silo', x: 0.835, s: 1.1 },
          { type: 'silo', x: 0.865, s: 0.9 },
          { type: 'trees', x: 0.9, n: 3, h: 80 },
          { type: 'fence', x: 0.55, x1: 0.99, dy: 46 },
        ],
        field: 'rows',
        fieldTop: 0.8,
        vanish: 0.74,
      },
      subject: 'Morning mist over the farmstead: farmhouse, big red barn and twin silos on the right.',
      alt: 'Farmstead with a farmhouse, red barn and silos in the morning mist',
    },
    {
      name: 'hero-best-harvest',
      seed: 8,
      opts: {
        palette: 'spring',
        horizon: 0.6,
        sun: { x: 0.84, y: 0.22, r: 0.036 },
        clouds: [
          [0.12, 0.08, 0.9],
          [0.6, 0.14, 0.7],
        ],
        birds: [0.72, 0.34],
        features: [
          { type: 'orchard', x: 0.52, n: 5, rows: 2, gap: 70 },
          { type: 'greenhouse', x: 0.8, s: 0.8, n: 2 },
          { type: 'trees', x: 0.93, n: 2, h: 80 },
        ],
        field: 'rows',
        fieldTop: 0.8,
        vanish: 0.6,
      },
      subject: 'Spring orchard rows and polytunnels on the right, green vegetable rows in front.',
      alt: 'Orchard and greenhouses beside green vegetable rows in spring',
    },
  ]
  for (const hero of heroes) {
    const { s } = backdrop(W, H, { seed: hero.seed, scale: 1.25, tilt: 120, ...hero.opts })
    writeSvg(root, `art/scenes/${hero.name}.svg`, W, H, s.svg(), { subject: hero.subject, alt: hero.alt, note: CALM })
  }

  // Dairy pasture with cows placed into the scene.
  {
    const { s, layers, u } = backdrop(W, H, {
      seed: 14,
      palette: 'day',
      horizon: 0.58,
      tilt: 120,
      scale: 1.15,
      sun: { x: 0.76, y: 0.2, r: 0.034 },
      clouds: [
        [0.06, 0.1, 1],
        [0.7, 0.07, 0.8],
      ],
      features: [
        { type: 'barn', x: 0.86, s: 1.05 },
        { type: 'silo', x: 0.92, s: 1 },
        { type: 'trees', x: 0.66, n: 3, h: 78 },
        { type: 'fence', x: 0.5, x1: 0.99, dy: 40 },
      ],
      field: 'pasture',
      fieldTop: 0.78,
    })
    const e = new EmojiSheet()
    const cows = [
      ['cow', 0.62, 0.0, 150],
      ['cow', 0.76, 0.02, 190],
      ['ox', 0.9, 0.06, 150],
      ['cow', 0.55, -0.04, 96],
    ]
    for (const [name, fx, dy, size] of cows) {
      const x = fx * W
      const y = layers.field.y(x) + (dy + 0.02) * H + size * 0.38
      s.shadow(x, y + size * 0.02, size * 0.42, size * 0.07, 0.25)
      s.add(e.centre(name, x, y - size * 0.42, size))
    }
    s.flowers(0, W, (x) => layers.field.y(x) + 90 * u, { n: 30, band: 60 * u, r: [2, 5] })
    writeSvg(root, 'art/scenes/hero-dairy.svg', W, H, s.svg({ extraDefs: e.defs() }), {
      subject: 'Dairy pasture: cows and an ox grazing by a white fence, red barn and silo behind.',
      alt: 'Cows grazing in a green pasture in front of a red barn',
      note: CALM,
    })
  }

  // Inner-page banner: deep green dusk, white text safe everywhere.
  {
    const { s } = backdrop(W, 420, {
      seed: 2,
      palette: 'dusk',
      horizon: 0.55,
      sun: { x: 0.8, y: 0.6, r: 0.03, glowR: 0.22, glowOpacity: 0.4 },
      clouds: [],
      features: [
        { type: 'trees', x: 0.04, n: 4, h: 64, gap: 40 },
        { type: 'house', x: 0.2, s: 0.8 },
        { type: 'trees', x: 0.25, n: 2, h: 56 },
        { type: 'barn', x: 0.8, s: 1 },
        { type: 'silo', x: 0.85, s: 1 },
        { type: 'trees', x: 0.9, n: 3, h: 60, gap: 40 },
      ],
      field: 'rows',
      fieldTop: 0.84,
      foreground: 'none',
      fade: 0,
      farTrees: 10,
      scale: 1.9,
      vanish: 0.5,
    })
    writeSvg(root, 'art/banners/page-banner.svg', W, 420, s.svg(), {
      subject: 'Deep green dusk silhouette of hills, barn and trees for inner-page breadcrumb banners.',
      alt: '',
      note: 'Decorative (empty alt). Darkest-to-lightest pixels stay dark enough that white text passes WCAG AA everywhere (checked: see docs/decisions/010-art-pipeline.md); no scrim needed.',
    })
  }
}
