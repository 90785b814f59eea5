// Hero scenes (1920x900) and the inner-page banner (1920x420), drawn from data/scenes.json: each scene's
// subject and alt text, its landscape (lib/backdrop.mjs's options) and, for the dairy's hero, the herd grazing
// in its field with flowers in front.
import { backdrop } from '../lib/backdrop.mjs'
import { artData } from '../lib/data.mjs'
import { EmojiSheet } from '../lib/emoji.mjs'
import { writeSvg } from '../lib/svg.mjs'

const W = 1920
const H = 900
const BANNER_H = 420
/** What every hero scene leaves room for (the catalogue's note). */
const CALM =
  'Left ~45% is open sky/low hills: set the headline in dark text (--color-ink / forest) directly on it; no scrim needed at >=768 px. On narrow screens where the image is cropped under the text, add a light cream scrim.'
/** The heroes' landscape, unless a scene says otherwise: hills lower on the left, under the headline. */
const HERO_BACKDROP = { scale: 1.25, tilt: 120 }

/**
 * A scene of W x h px: the landscape, then each animal of the herd (x in fractions of the width, dy in fractions
 * of the height below the field's edge, size in px) with its shadow, then flowers (`below` the field's edge in a
 * `band`, in feature units) in front of them.
 */
function drawScene(h, { backdrop: options, herd = [], flowers }) {
  const { s, layers, u } = backdrop(W, h, options)
  const e = new EmojiSheet()
  for (const { emoji, x: fx, dy, size } of herd) {
    const x = fx * W
    const y = layers.field.y(x) + (dy + 0.02) * h + size * 0.38
    s.shadow(x, y + size * 0.02, size * 0.42, size * 0.07, 0.25)
    s.add(e.centre(emoji, x, y - size * 0.42, size))
  }
  if (flowers) {
    s.flowers(0, W, (x) => layers.field.y(x) + flowers.below * u, { n: flowers.count, band: flowers.band * u, r: [2, 5] })
  }
  return s.svg({ extraDefs: e.defs() })
}

export function buildScenes(root) {
  const { heroes, banner } = artData('scenes')
  for (const hero of heroes) {
    const svg = drawScene(H, { ...hero, backdrop: { ...HERO_BACKDROP, ...hero.backdrop } })
    writeSvg(root, `art/scenes/${hero.name}.svg`, W, H, svg, { subject: hero.subject, alt: hero.alt, note: CALM })
  }
  // Deep green dusk: white text is safe everywhere on it.
  writeSvg(root, `art/banners/${banner.name}.svg`, W, BANNER_H, drawScene(BANNER_H, banner), {
    subject: banner.subject,
    alt: banner.alt,
    note: banner.note,
  })
}
