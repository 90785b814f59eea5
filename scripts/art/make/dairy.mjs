// public/art/dairy/<slug>.svg: 400x400 illustrations of the dairy's product types (milk, butter, cheese,
// yogurt, custard, ice cream) on warm pastel tiles, for the Dairy Farm home (/home-4).
import { EmojiSheet } from '../lib/emoji.mjs'
import { pastelTile } from '../lib/pastel-tile.mjs'
import { Scene } from '../lib/scene.mjs'
import { writeSvg } from '../lib/svg.mjs'

const S = 400

/** Each product type: the tile tint and the pieces (Fluent Emoji names) placed on it. */
export const DAIRY_TYPES = [
  {
    slug: 'milk',
    tint: 'sky',
    pieces: [
      { name: 'cow-face', x: 292, y: 128, size: 120, rotate: 10 },
      { name: 'glass-of-milk', x: 186, y: 214, size: 232 },
    ],
    alt: 'A tall glass of fresh milk with a smiling cow',
  },
  {
    slug: 'butter',
    tint: 'butter',
    pieces: [
      { name: 'bread', x: 282, y: 250, size: 150, rotate: 12 },
      { name: 'butter', x: 172, y: 212, size: 220 },
    ],
    alt: 'A block of golden butter beside a loaf of bread',
  },
  {
    slug: 'cheese',
    tint: 'lemon',
    pieces: [
      { name: 'cheese-wedge', x: 150, y: 250, size: 150, rotate: -14 },
      { name: 'cheese-wedge', x: 228, y: 196, size: 220, rotate: 6 },
    ],
    alt: 'Two wedges of farmhouse cheese',
  },
  {
    slug: 'yogurt',
    tint: 'lavender',
    pieces: [
      { name: 'bowl-with-spoon', x: 200, y: 222, size: 236 },
      { yogurt: true },
      { name: 'blueberries', x: 238, y: 168, size: 92, rotate: 16 },
      { name: 'strawberry', x: 160, y: 172, size: 84, rotate: -18 },
    ],
    alt: 'A bowl of yogurt with blueberries and a strawberry',
  },
  {
    slug: 'custard',
    tint: 'peach',
    pieces: [
      { name: 'egg', x: 300, y: 262, size: 96, rotate: 12 },
      { name: 'custard', x: 186, y: 206, size: 224 },
    ],
    alt: 'A vanilla custard pudding with a fresh egg',
  },
  {
    slug: 'ice-cream',
    tint: 'blush',
    pieces: [
      { name: 'strawberry', x: 292, y: 270, size: 96, rotate: 20 },
      { name: 'ice-cream', x: 190, y: 204, size: 232 },
    ],
    alt: 'A bowl of strawberry ice cream',
  },
]

/** Creamy yogurt filling the bowl's opening (the stock bowl is empty), with a soft highlight. */
const YOGURT =
  '<ellipse cx="200" cy="206" rx="90" ry="45" fill="#FBF3E2"/><ellipse cx="186" cy="194" rx="54" ry="18" fill="#FFFFFF" opacity=".7"/>'

/** A warm pastel tile: radial glow, a glassy inner edge, a soft ground shadow, then the pieces. */
function tile(tint, pieces) {
  const s = new Scene(S, S)
  pastelTile(s, tint, { size: S, radius: 36, halo: [200, 190, 170], inset: 5, edgeRadius: 31, shadow: [200, 332, 132, 18] })
  const e = new EmojiSheet()
  for (const p of pieces) {
    if (p.yogurt) {
      s.add(YOGURT)
      continue
    }
    s.add(e.centre(p.name, p.x, p.y, p.size, p.rotate ? ` transform="rotate(${p.rotate} ${p.x} ${p.y})"` : ''))
  }
  return s.svg({ extraDefs: e.defs() })
}

export function buildDairy(root) {
  for (const type of DAIRY_TYPES) {
    const names = type.pieces
      .filter((p) => p.name)
      .map((p) => `"${p.name}"`)
      .join(', ')
    writeSvg(root, `art/dairy/${type.slug}.svg`, S, S, tile(type.tint, type.pieces), {
      subject: `Dairy product type: ${type.alt.toLowerCase()}, on a ${type.tint} pastel tile; Fluent Emoji ${names}.`,
      alt: type.alt,
    })
  }
}
