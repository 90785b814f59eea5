// Company pages: portrait cards of the farm's staff and volunteers (600x700, in the farmers' style)
// and an illustrated map of the farm for the contact page (1200x900, our own drawing: no map service).
import { EmojiSheet } from '../lib/emoji.mjs'
import { Font } from '../lib/font.mjs'
import { brand, pastel } from '../lib/palette.mjs'
import { Scene } from '../lib/scene.mjs'
import { roundPath, writeSvg } from '../lib/svg.mjs'
import { farmerCard } from './people.mjs'

/** In data/team.json order: five staff, then three volunteers. The badge shows what each one looks after. */
export const TEAM = [
  {
    emoji: 'woman-office-worker-medium-light',
    tint: 'sage',
    arch: '#CFE0B4',
    produce: 'seedling',
    who: 'a woman farm manager with light-medium skin',
  },
  {
    emoji: 'man-cook-medium',
    tint: 'butter',
    arch: '#EED9A0',
    produce: 'cheese-wedge',
    who: 'a man cheesemaker with medium skin',
  },
  { emoji: 'woman-light', tint: 'peach', arch: '#F6CFA4', produce: 'basket', who: 'a woman shopkeeper with light skin' },
  { emoji: 'man-scientist-light', tint: 'clay', arch: '#E3C7A8', produce: 'worm', who: 'a man soil scientist with light skin' },
  { emoji: 'woman-teacher-dark', tint: 'sky', arch: '#B9D8E6', produce: 'sunflower', who: 'a woman teacher with dark skin' },
  { emoji: 'old-man-light', tint: 'rose', arch: '#F2C9CD', produce: 'red-apple', who: 'an older man volunteer with light skin' },
  { emoji: 'woman-medium-dark', tint: 'mint', arch: '#BFDDA8', produce: 'herb', who: 'a woman volunteer with medium-dark skin' },
  {
    emoji: 'man-student-medium-light',
    tint: 'lavender',
    arch: '#D6CAF2',
    produce: 'glass-of-milk',
    who: 'a young man volunteer with light-medium skin',
  },
]

/** The numbered places on the map; the contact page lists the same numbers beside it. */
export const MAP_PLACES = ['Farm shop and office', 'Dairy and cheese room', 'Pick-your-own berries', 'Visitor parking']

const W = 1200
const H = 900

function stripes(s, key, colour, gap = 14, angle = 0) {
  return s.def(
    `stripes${key}`,
    (id) =>
      `<pattern id="${id}" width="${gap}" height="${gap}" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})"><rect width="${gap / 2}" height="${gap}" fill="${colour}"/></pattern>`,
  )
}

/** A field seen from above: a rounded patch with crop rows. */
function field(s, { x, y, w, h, rotate, fill, rows, key, angle }) {
  const pattern = stripes(s, key, rows, 16, angle)
  const box = `x="${x}" y="${y}" width="${w}" height="${h}" rx="26"`
  s.add(
    `<g transform="rotate(${rotate} ${x + w / 2} ${y + h / 2})"><rect ${box} fill="${fill}"/><rect ${box} fill="url(#${pattern})" opacity=".55"/><rect ${box} fill="none" stroke="#fff" stroke-opacity=".65" stroke-width="5"/></g>`,
  )
}

/** A map pin with its number outlined from the display face. */
function pin(font, x, y, n) {
  const digit = font.outline(String(n), { size: 34 })
  const d = font.outline(String(n), { x: x - digit.width / 2, y: y - 40, size: 34 }).d
  return (
    `<ellipse cx="${x}" cy="${y + 2}" rx="18" ry="6" fill="#1E2A14" opacity=".25"/>` +
    `<path fill="${brand.terracotta600}" stroke="#fff" stroke-width="5" d="M${x} ${y}c-8-18-34-38-34-62a34 34 0 0 1 68 0c0 24-26 44-34 62z"/>` +
    `<path fill="#fff" d="${roundPath(d, 1)}"/>`
  )
}

function farmMap() {
  const s = new Scene(W, H, { seed: 11 })
  const font = new Font('@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2')
  const [paper, paperEdge] = pastel.sage
  s.add(
    `<rect width="${W}" height="${H}" fill="url(#${s.rgrad([
      [0, paper],
      [1, paperEdge],
    ])})"/>`,
  )
  // Pasture texture: soft darker meadow patches.
  for (let k = 0; k < 14; k++) {
    const cx = Math.round(s.rand() * W)
    const cy = Math.round(s.rand() * H)
    s.add(
      `<ellipse cx="${cx}" cy="${cy}" rx="${90 + Math.round(s.rand() * 80)}" ry="${50 + Math.round(s.rand() * 40)}" fill="#C9DCA6" opacity=".35"/>`,
    )
  }
  // The river, from the hills in the north-west to the south-east.
  const river = 'M-20 170C160 150 250 260 360 330S520 470 470 600 560 820 700 930'
  s.add(`<path fill="none" stroke="#8FC3D6" stroke-width="56" stroke-linecap="round" d="${river}"/>`)
  s.add(`<path fill="none" stroke="#B9DDE8" stroke-width="30" stroke-linecap="round" d="${river}"/>`)
  s.add(`<path fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="4" stroke-dasharray="18 26" d="${river}"/>`)

  // Fields.
  field(s, { x: 640, y: 90, w: 250, h: 170, rotate: -6, fill: '#EBCB7A', rows: '#D6AE52', key: 'wheat', angle: 30 })
  field(s, { x: 910, y: 120, w: 220, h: 200, rotate: 5, fill: '#A9CB7A', rows: '#7FAA52', key: 'veg', angle: -20 })
  field(s, { x: 900, y: 600, w: 240, h: 200, rotate: -4, fill: '#C7DE9B', rows: '#9DBF6B', key: 'berries', angle: 60 })
  field(s, { x: 80, y: 560, w: 280, h: 230, rotate: 4, fill: '#BFDC9A', rows: '#A5C97F', key: 'pasture', angle: 0 })

  // Roads: the county road along the south edge and Meadow Lane up to the farmyard.
  const road = (d, width = 40) =>
    s.add(
      `<path fill="none" stroke="#E4CFA4" stroke-width="${width + 8}" stroke-linecap="round" d="${d}"/>` +
        `<path fill="none" stroke="#F6E9CC" stroke-width="${width}" stroke-linecap="round" d="${d}"/>` +
        `<path fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="20 18" d="${d}"/>`,
    )
  road('M-30 850C300 820 600 880 1230 830')
  road('M610 850C600 760 660 640 700 560S720 440 760 400', 32)

  // Orchard: rows of round trees seen from above.
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 5; col++) {
      const cx = 120 + col * 58 + (row % 2) * 24
      const cy = 250 + row * 56
      s.add(`<circle cx="${cx + 4}" cy="${cy + 6}" r="22" fill="#1E2A14" opacity=".15"/>`)
      s.add(`<circle cx="${cx}" cy="${cy}" r="22" fill="#5E9A45"/><circle cx="${cx - 6}" cy="${cy - 6}" r="11" fill="#7DB85C"/>`)
      if ((row + col) % 3 === 0) s.add(`<circle cx="${cx + 8}" cy="${cy + 4}" r="4" fill="#D9412E"/>`)
    }
  }
  const e = new EmojiSheet()
  // Beehives at the orchard's edge; cows in the pasture; berries and a tractor in the fields.
  s.hives(120, 500, 0.5)
  s.add(e.centre('honeybee', 250, 482, 34))
  s.add(e.centre('cow', 170, 660, 84) + e.centre('cow', 290, 700, 70) + e.centre('ox', 230, 600, 56))
  s.add(e.centre('strawberry', 980, 680, 44) + e.centre('blueberries', 1060, 720, 44) + e.centre('strawberry', 1080, 650, 36))
  s.add(e.centre('tractor', 1000, 230, 70) + e.centre('sheaf-of-rice', 720, 170, 56) + e.centre('sunflower', 850, 300, 44))
  s.greenhouse(990, 430, 0.55, 2, 95)

  // The farmyard: farmhouse with the shop, barn and silos, trees around.
  s.tree(700, 350, 90, 'round')
  s.tree(880, 560, 80, 'round')
  s.tree(560, 430, 70, 'poplar')
  s.house(780, 420, 0.9)
  s.barn(880, 500, 0.95)
  s.silo(965, 505, 0.8)
  // Parking by the lane.
  s.add(`<rect x="520" y="600" width="120" height="80" rx="14" fill="#E9E0CF" stroke="#fff" stroke-width="4"/>`)
  for (let k = 1; k < 4; k++) s.add(`<path stroke="#fff" stroke-width="3" d="M${520 + k * 30} 606v28"/>`)
  s.add(e.centre('delivery-truck', 580, 655, 40))

  // Numbered pins, matching MAP_PLACES.
  s.add(pin(font, 760, 330, 1))
  s.add(pin(font, 900, 380, 2))
  s.add(pin(font, 1010, 600, 3))
  s.add(pin(font, 580, 600, 4))

  // Compass in the north-east corner.
  const north = font.outline('N', { size: 30 })
  s.add(
    `<g transform="translate(1110 120)"><circle r="44" fill="#fff" opacity=".85"/><circle r="44" fill="none" stroke="${brand.forest700}" stroke-width="3"/>` +
      `<path fill="${brand.terracotta600}" d="M0-32 9 0H-9z"/><path fill="${brand.forest700}" d="M0 32 9 0H-9z"/></g>` +
      `<path fill="${brand.forest900}" d="${roundPath(font.outline('N', { x: 1110 - north.width / 2, y: 66, size: 30 }).d, 1)}"/>`,
  )
  // A paper frame.
  s.add(
    `<rect x="14" y="14" width="${W - 28}" height="${H - 28}" rx="30" fill="none" stroke="#fff" stroke-width="8" opacity=".8"/>`,
  )
  return s.svg({ extraDefs: e.defs() })
}

export function buildCompany(root) {
  TEAM.forEach((member, k) => {
    writeSvg(root, `art/people/team-${k + 1}.svg`, 600, 700, farmerCard(member, k + 20), {
      subject: `Portrait card: ${member.who} under a ${member.tint} arch, "${member.produce}" badge top right.`,
      alt: `Portrait illustration of ${member.who}`,
    })
  })
  writeSvg(root, 'art/places/farm-map.svg', W, H, farmMap(), {
    subject: `Illustrated map of the farm seen from above: river, fields, orchard with hives, pasture with cows, the farmyard on Meadow Lane and numbered pins (${MAP_PLACES.map((p, k) => `${k + 1} ${p}`).join(', ')}).`,
    alt: 'Illustrated map of Green Valley farm: Meadow Lane leads from the county road over the river to the farmyard, with fields, orchard and pasture around it',
  })
}
