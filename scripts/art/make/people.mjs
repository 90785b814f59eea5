// Farmer portrait cards (600x700), testimonial avatars and the blog author (160x160).
import { EmojiSheet } from '../lib/emoji.mjs'
import { drawFigure } from '../lib/figure.mjs'
import { berryTrug, grainSack, greensCrate, honeyPot, milkChurn, tomatoBasket } from '../lib/props.mjs'
import { pastel } from '../lib/palette.mjs'
import { pastelGlow } from '../lib/pastel-tile.mjs'
import { Scene } from '../lib/scene.mjs'
import { writeSvg } from '../lib/svg.mjs'

/**
 * In data/farmers.json order. Each is a different person (the head emoji: man or woman, age, hair, skin
 * tone) in different work clothes, holding what their title says they grow or keep; the badge repeats it.
 */
export const FARMERS = [
  {
    head: 'man-red-hair',
    skin: 'light',
    outfit: {
      style: 'overalls',
      shirt: '#C8553D',
      shirtShade: '#7E2F22',
      check: '#8E3426',
      thread: '#F6E3C6',
      denim: '#4E76A6',
      denimShade: '#22395A',
    },
    prop: tomatoBasket,
    tint: 'peach',
    arch: '#F6CFA4',
    produce: 'tomato',
    who: 'a young man with red hair and light skin, in a check shirt and denim overalls, holding a basket of tomatoes',
  },
  {
    head: 'woman-curly-hair',
    skin: 'medium',
    outfit: { style: 'apron', jumper: '#E3A93E', jumperShade: '#9A6A1C', apron: '#F3E8D2', apronShade: '#B8A47E' },
    prop: greensCrate,
    tint: 'mint',
    arch: '#BFDDA8',
    produce: 'cabbage',
    who: 'a woman with dark curly hair and medium skin, in a mustard jumper and canvas apron, holding a crate of cabbages and salad leaves',
  },
  {
    head: 'man-beard',
    skin: 'dark',
    outfit: {
      style: 'jacket',
      shirt: '#F4ECDC',
      shirtShade: '#B9A98A',
      jacket: '#3F5E3C',
      jacketShade: '#16281A',
      lapel: '#8A5A34',
    },
    prop: milkChurn,
    tint: 'sky',
    arch: '#B9D8E6',
    produce: 'cow-face',
    who: 'a bearded man with dark skin, in a green work jacket with a corduroy collar, holding a steel milk churn',
  },
  {
    head: 'woman-blonde-hair',
    skin: 'light',
    outfit: { style: 'jacket', shirt: '#8FB2D4', shirtShade: '#4D6F93', jacket: '#E9E0CF', jacketShade: '#A08F70' },
    prop: berryTrug,
    tint: 'blush',
    arch: '#F5C4BB',
    produce: 'strawberry',
    who: 'a woman with fair hair and light skin, in a cream cardigan over a chambray shirt, holding a trug of strawberries and blueberries',
  },
  {
    head: 'man-white-hair',
    skin: 'medium',
    outfit: { style: 'gilet', shirt: '#6F93BA', shirtShade: '#34506F', gilet: '#6E7B3C', giletShade: '#2F3817' },
    prop: grainSack,
    tint: 'butter',
    arch: '#EED9A0',
    produce: 'ear-of-corn',
    who: 'an older man with white hair and medium skin, in a denim shirt and quilted olive gilet, holding an open sack of grain with cobs of maize in it',
  },
  {
    head: 'old-woman',
    skin: 'medium-light',
    outfit: { style: 'smock', smock: '#F6F3EA', smockShade: '#BDB7A6' },
    prop: honeyPot,
    tint: 'lavender',
    arch: '#D6CAF2',
    produce: 'red-apple',
    who: 'an older woman with grey hair in a bun and light-medium skin, in a white beekeeping smock, holding a pot of honey with bees around her',
  },
]

const AVATARS = [
  { file: 'customer-1', emoji: 'woman-medium-light', tint: 'blush', who: 'Smiling woman with light-medium skin' },
  { file: 'customer-2', emoji: 'man-medium-dark', tint: 'sky', who: 'Smiling man with medium-dark skin' },
  { file: 'customer-3', emoji: 'older-person-light', tint: 'butter', who: 'Smiling older person with light skin' },
  { file: 'author', emoji: 'man-beard-medium', tint: 'mint', who: 'Blog author: bearded man with medium skin' },
]

/** The card behind a portrait: pastel tint, arch with a soft sun, two leaf sprigs. */
function cardBackdrop(s, tint, arch) {
  const W = s.w
  const H = s.h
  const [light, edge] = pastel[tint]
  s.add(
    `<rect width="${W}" height="${H}" fill="url(#${s.vgrad([
      [0, light],
      [1, edge],
    ])})"/>`,
  )
  // Arch backdrop with a soft sun and a pair of leaf sprigs.
  s.add(`<path fill="${arch}" d="M90 700V300a210 210 0 0 1 420 0v400z"/>`)
  s.add(`<path fill="#fff" opacity=".35" d="M120 700V304a180 180 0 0 1 360 0v396z"/>`)
  const sunG = s.rgrad([
    [0, '#FFFFFF', 0.9],
    [1, '#FFFFFF', 0],
  ])
  s.add(`<circle cx="300" cy="250" r="170" fill="url(#${sunG})"/>`)
  const leaf = (x, y, r, flip) =>
    `<g transform="translate(${x} ${y}) rotate(${r})${flip ? ' scale(-1 1)' : ''}" fill="#5E9A45" opacity=".55"><path d="M0 0c-8-40 4-86 30-118" fill="none" stroke="#5E9A45" stroke-width="4" stroke-linecap="round"/><path d="M4-40c-26-6-40-26-40-46 24 2 40 20 40 46zM10-72c22-10 30-32 28-52-22 8-32 28-28 52zM-2-8c-24 2-42-12-48-30 22-4 40 8 48 30z"/></g>`
  s.add(leaf(96, 640, -8, false) + leaf(504, 640, 8, true))
}

/** The badge top right: what this person grows or looks after. */
function badge(s, e, arch, produce) {
  s.add(
    `<circle cx="486" cy="128" r="64" fill="#fff"/><circle cx="486" cy="128" r="64" fill="none" stroke="${arch}" stroke-width="5"/>`,
  )
  s.add(e.centre(produce, 486, 128, 84))
}

/** Portrait card (600x700) of a staff member from one whole-figure emoji (make/company.mjs). */
export function farmerCard({ emoji, tint, arch, produce }, k) {
  const s = new Scene(600, 700, { seed: k + 1 })
  cardBackdrop(s, tint, arch)
  const e = new EmojiSheet()
  // Bust anchored to the bottom edge.
  s.add(e.use(emoji, 40, 196, 520))
  badge(s, e, arch, produce)
  return s.svg({ extraDefs: e.defs() })
}

/** Portrait card (600x700) of a farmer: a composed figure (lib/figure.mjs) holding their prop. */
export function farmerPortrait(farmer, k) {
  const s = new Scene(600, 700, { seed: k + 1 })
  cardBackdrop(s, farmer.tint, farmer.arch)
  const e = new EmojiSheet()
  drawFigure(s, e, farmer)
  badge(s, e, farmer.arch, farmer.produce)
  return s.svg({ extraDefs: e.defs() })
}

function avatar({ emoji, tint }) {
  const s = new Scene(160, 160)
  const g = pastelGlow(s, tint, { name: 'av', cy: '.38', r: '.7' })
  s.add(`<circle cx="80" cy="80" r="80" fill="url(#${g})"/>`)
  const e = new EmojiSheet()
  s.add(e.use(emoji, 22, 24, 116))
  return s.svg({ extraDefs: e.defs() })
}

export function buildPeople(root) {
  FARMERS.forEach((f, k) => {
    writeSvg(root, `art/people/farmer-${k + 1}.svg`, 600, 700, farmerPortrait(f, k), {
      subject: `Portrait card: ${f.who}, under a ${f.tint} arch, "${f.produce}" badge top right.`,
      alt: `Portrait illustration of ${f.who}`,
    })
  })
  for (const a of AVATARS) {
    writeSvg(root, `art/people/${a.file}.svg`, 160, 160, avatar(a), {
      subject: `Round avatar on a ${a.tint} circle (transparent corners): ${a.who.toLowerCase()}.`,
      alt: a.who,
    })
  }
}
