// Farmer portrait cards (600x700), testimonial avatars and the blog author (160x160).
import { EmojiSheet } from '../lib/emoji.mjs'
import { pastel } from '../lib/palette.mjs'
import { Scene } from '../lib/scene.mjs'
import { writeSvg } from '../lib/svg.mjs'

export const FARMERS = [
  {
    emoji: 'man-farmer-medium-light',
    tint: 'peach',
    arch: '#F6CFA4',
    produce: 'tomato',
    who: 'a man farmer with light-medium skin',
  },
  { emoji: 'woman-farmer-medium', tint: 'mint', arch: '#BFDDA8', produce: 'cabbage', who: 'a woman farmer with medium skin' },
  { emoji: 'man-farmer-dark', tint: 'sky', arch: '#B9D8E6', produce: 'glass-of-milk', who: 'a man farmer with dark skin' },
  { emoji: 'woman-farmer-light', tint: 'blush', arch: '#F5C4BB', produce: 'strawberry', who: 'a woman farmer with light skin' },
  {
    emoji: 'man-farmer-medium-dark',
    tint: 'butter',
    arch: '#EED9A0',
    produce: 'ear-of-corn',
    who: 'a man farmer with medium-dark skin',
  },
  {
    emoji: 'woman-farmer-medium-light',
    tint: 'lavender',
    arch: '#D6CAF2',
    produce: 'honey-pot',
    who: 'a woman farmer with light-medium skin',
  },
]

const AVATARS = [
  { file: 'customer-1', emoji: 'woman-medium-light', tint: 'blush', who: 'Smiling woman with light-medium skin' },
  { file: 'customer-2', emoji: 'man-medium-dark', tint: 'sky', who: 'Smiling man with medium-dark skin' },
  { file: 'customer-3', emoji: 'older-person-light', tint: 'butter', who: 'Smiling older person with light skin' },
  { file: 'author', emoji: 'man-beard-medium', tint: 'mint', who: 'Blog author: bearded man with medium skin' },
]

export function farmerCard({ emoji, tint, arch, produce }, k) {
  const W = 600
  const H = 700
  const s = new Scene(W, H, { seed: k + 1 })
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
  const e = new EmojiSheet()
  // Bust anchored to the bottom edge.
  s.add(e.use(emoji, 40, 196, 520))
  // Produce badge.
  s.add(
    `<circle cx="486" cy="128" r="64" fill="#fff"/><circle cx="486" cy="128" r="64" fill="none" stroke="${arch}" stroke-width="5"/>`,
  )
  s.add(e.centre(produce, 486, 128, 84))
  return s.svg({ extraDefs: e.defs() })
}

function avatar({ emoji, tint }) {
  const s = new Scene(160, 160)
  const [light, edge] = pastel[tint]
  const g = s.def(
    `av${tint}`,
    (id) =>
      `<radialGradient id="${id}" cx=".5" cy=".38" r=".7"><stop stop-color="${light}"/><stop offset="1" stop-color="${edge}"/></radialGradient>`,
  )
  s.add(`<circle cx="80" cy="80" r="80" fill="url(#${g})"/>`)
  const e = new EmojiSheet()
  s.add(e.use(emoji, 22, 24, 116))
  return s.svg({ extraDefs: e.defs() })
}

export function buildPeople(root) {
  FARMERS.forEach((f, k) => {
    writeSvg(root, `art/people/farmer-${k + 1}.svg`, 600, 700, farmerCard(f, k), {
      subject: `Portrait card: ${f.who} under a ${f.tint} arch, "${f.produce}" badge top right.`,
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
