// public/art/products/<slug>.svg: 600x600 pastel product tiles.
import { EmojiSheet } from '../lib/emoji.mjs'
import { pastelTile } from '../lib/pastel-tile.mjs'
import { Scene } from '../lib/scene.mjs'
import { writeSvg } from '../lib/svg.mjs'

export const PRODUCTS = [
  // fruit
  { slug: 'blueberries', emoji: 'blueberries', tint: 'lavender', name: 'Blueberries', kind: 'fruit' },
  { slug: 'strawberries', emoji: 'strawberry', tint: 'blush', name: 'Strawberries', kind: 'fruit' },
  { slug: 'oranges', emoji: 'tangerine', tint: 'peach', name: 'Oranges', kind: 'fruit' },
  { slug: 'red-apples', emoji: 'red-apple', tint: 'rose', name: 'Red apples', kind: 'fruit' },
  { slug: 'green-apples', emoji: 'green-apple', tint: 'mint', name: 'Green apples', kind: 'fruit' },
  { slug: 'pears', emoji: 'pear', tint: 'sage', name: 'Pears', kind: 'fruit' },
  { slug: 'peaches', emoji: 'peach', tint: 'clay', name: 'Peaches', kind: 'fruit' },
  { slug: 'cherries', emoji: 'cherries', tint: 'blush', name: 'Cherries', kind: 'fruit' },
  { slug: 'grapes', emoji: 'grapes', tint: 'plum', name: 'Grapes', kind: 'fruit' },
  { slug: 'lemons', emoji: 'lemon', tint: 'lemon', name: 'Lemons', kind: 'fruit' },
  { slug: 'watermelon', emoji: 'watermelon', tint: 'mint', name: 'Watermelon', kind: 'fruit' },
  { slug: 'kiwi', emoji: 'kiwi-fruit', tint: 'sage', name: 'Kiwi fruit', kind: 'fruit' },
  // vegetables
  { slug: 'cabbage', emoji: 'cabbage', tint: 'mint', name: 'Cabbage', kind: 'vegetable' },
  { slug: 'sweet-corn', emoji: 'ear-of-corn', tint: 'butter', name: 'Sweet corn', kind: 'vegetable' },
  { slug: 'tomatoes', emoji: 'tomato', tint: 'rose', name: 'Tomatoes', kind: 'vegetable' },
  { slug: 'carrots', emoji: 'carrot', tint: 'peach', name: 'Carrots', kind: 'vegetable' },
  { slug: 'broccoli', emoji: 'broccoli', tint: 'sage', name: 'Broccoli', kind: 'vegetable' },
  { slug: 'eggplant', emoji: 'eggplant', tint: 'lavender', name: 'Eggplant', kind: 'vegetable' },
  { slug: 'potatoes', emoji: 'potato', tint: 'clay', name: 'Potatoes', kind: 'vegetable' },
  { slug: 'cucumbers', emoji: 'cucumber', tint: 'mint', name: 'Cucumbers', kind: 'vegetable' },
  { slug: 'bell-peppers', emoji: 'bell-pepper', tint: 'sky', name: 'Bell peppers', kind: 'vegetable' },
  { slug: 'garlic', emoji: 'garlic', tint: 'cream', name: 'Garlic', kind: 'vegetable' },
  { slug: 'onions', emoji: 'onion', tint: 'butter', name: 'Onions', kind: 'vegetable' },
  { slug: 'mushrooms', emoji: 'brown-mushroom', tint: 'clay', name: 'Mushrooms', kind: 'vegetable' },
]

/**
 * Dairy products: composed tiles, as the set has no single emoji for most of them (a bowl is filled with
 * yogurt or cream, milk stands beside the cow it came from). Each has its tile and gallery views.
 */
export const DAIRY_PRODUCTS = [
  {
    slug: 'whole-milk',
    name: 'Whole milk',
    views: [
      [
        'sky',
        // Clear of the top right corner, where the cards put their heart and eye buttons.
        [
          { name: 'cow-face', x: 175, y: 190, size: 170, rotate: -10 },
          { name: 'glass-of-milk', x: 330, y: 300, size: 340 },
        ],
      ],
      [
        'sage',
        [
          { name: 'four-leaf-clover', x: 170, y: 400, size: 120, rotate: -18 },
          { name: 'cow', x: 320, y: 290, size: 360 },
        ],
        'A Jersey cow on a sage tile with a sprig of clover',
      ],
      [
        'cream',
        [
          { name: 'glass-of-milk', x: 220, y: 300, size: 300, rotate: -6 },
          { name: 'glass-of-milk', x: 390, y: 320, size: 260, rotate: 8 },
        ],
        'Two glasses of creamy whole milk on a cream tile',
      ],
    ],
    alt: 'A glass of fresh whole milk with a smiling cow',
  },
  {
    slug: 'cultured-butter',
    name: 'Cultured butter',
    views: [
      [
        'butter',
        [
          { name: 'bread', x: 400, y: 350, size: 210, rotate: 12 },
          { name: 'butter', x: 260, y: 290, size: 330 },
        ],
      ],
      [
        'peach',
        [
          { name: 'salt', x: 440, y: 240, size: 170, rotate: 8 },
          { name: 'butter', x: 270, y: 320, size: 350, rotate: -8 },
        ],
        'A block of butter beside a pot of sea salt on a peach tile',
      ],
      [
        'cream',
        [
          { name: 'croissant', x: 410, y: 230, size: 200, rotate: 14 },
          { name: 'butter', x: 270, y: 330, size: 350 },
        ],
        'A pat of butter and a croissant on a cream tile',
      ],
    ],
    alt: 'A block of golden cultured butter beside a loaf of bread',
  },
  {
    slug: 'clothbound-cheddar',
    name: 'Clothbound cheddar',
    views: [
      [
        'lemon',
        [
          { name: 'cheese-wedge', x: 210, y: 360, size: 220, rotate: -14 },
          { name: 'cheese-wedge', x: 330, y: 280, size: 330, rotate: 6 },
        ],
      ],
      [
        'sage',
        [
          { name: 'grapes', x: 420, y: 240, size: 190, rotate: 16 },
          { name: 'cheese-wedge', x: 260, y: 320, size: 320, rotate: -6 },
        ],
        'A wedge of cheddar with a bunch of grapes on a sage tile',
      ],
      [
        'rose',
        [
          { name: 'red-apple', x: 410, y: 330, size: 190, rotate: 10 },
          { name: 'cheese-wedge', x: 250, y: 290, size: 300, rotate: 4 },
        ],
        'A wedge of cheddar with a red apple on a rose tile',
      ],
    ],
    alt: 'Two wedges of aged farmhouse cheddar',
  },
  {
    slug: 'natural-yogurt',
    name: 'Natural yogurt',
    views: [
      [
        'lavender',
        [
          { bowl: '#FBF3E2', x: 300, y: 320, size: 360 },
          { name: 'blueberries', x: 360, y: 240, size: 130, rotate: 16 },
          { name: 'strawberry', x: 240, y: 248, size: 120, rotate: -18 },
        ],
      ],
      [
        'mint',
        [
          { name: 'honey-pot', x: 430, y: 230, size: 160, rotate: 10 },
          { bowl: '#FBF3E2', x: 270, y: 330, size: 340 },
          { name: 'blueberries', x: 270, y: 258, size: 120, rotate: -8 },
        ],
        'A bowl of yogurt with blueberries and a pot of honey on a mint tile',
      ],
    ],
    alt: 'A bowl of thick natural yogurt with blueberries and a strawberry',
  },
  {
    slug: 'double-cream',
    name: 'Double cream',
    views: [
      [
        'blush',
        [
          { bowl: '#FFF9EC', x: 290, y: 330, size: 360 },
          { name: 'strawberry', x: 250, y: 250, size: 130, rotate: -20 },
          { name: 'strawberry', x: 450, y: 400, size: 120, rotate: 18 },
        ],
      ],
      [
        'peach',
        [
          { name: 'pie', x: 410, y: 300, size: 220 },
          { bowl: '#FFF9EC', x: 230, y: 340, size: 280 },
        ],
        'A bowl of thick cream beside a fruit pie on a peach tile',
      ],
    ],
    alt: 'A bowl of thick double cream with ripe strawberries',
  },
  {
    slug: 'kefir',
    name: 'Kefir',
    views: [
      [
        'mint',
        [
          { name: 'herb', x: 150, y: 175, size: 110, rotate: -24 },
          { name: 'jar', x: 200, y: 300, size: 250, rotate: -6 },
          { name: 'glass-of-milk', x: 360, y: 310, size: 320, rotate: 4 },
        ],
      ],
      [
        'sky',
        [
          { name: 'glass-of-milk', x: 260, y: 300, size: 330 },
          { name: 'blueberries', x: 420, y: 390, size: 150, rotate: 12 },
        ],
        'A glass of kefir with blueberries on a pale blue tile',
      ],
    ],
    alt: 'A glass of cultured kefir beside a jar of kefir grains',
  },
  {
    slug: 'strawberry-ice-cream',
    name: 'Strawberry ice cream',
    views: [
      [
        'blush',
        [
          { name: 'strawberry', x: 430, y: 400, size: 140, rotate: 20 },
          { name: 'ice-cream', x: 280, y: 290, size: 340 },
        ],
      ],
      [
        'cream',
        [
          { name: 'soft-ice-cream', x: 390, y: 280, size: 260, rotate: 8 },
          { name: 'ice-cream', x: 230, y: 330, size: 260, rotate: -6 },
        ],
        'A bowl and a cone of farm ice cream on a cream tile',
      ],
    ],
    alt: 'A bowl of strawberry ice cream with a fresh strawberry',
  },
]

/** The harvest box (issue 53): the week's picking heaped in a basket, composed as the dairy tiles are. */
export const HARVEST_BOX = {
  slug: 'harvest-box',
  name: 'Harvest box',
  kind: 'box',
  views: [
    [
      'sage',
      [
        { name: 'leafy-green', x: 205, y: 215, size: 190, rotate: -20 },
        { name: 'carrot', x: 395, y: 205, size: 190, rotate: 24 },
        { name: 'red-apple', x: 300, y: 190, size: 150 },
        { name: 'basket', x: 300, y: 340, size: 360 },
        { name: 'tomato', x: 455, y: 420, size: 120, rotate: 10 },
      ],
    ],
    [
      'butter',
      [
        { name: 'ear-of-corn', x: 190, y: 260, size: 220, rotate: -28 },
        { name: 'potato', x: 300, y: 400, size: 170, rotate: 8 },
        { name: 'tomato', x: 330, y: 250, size: 190 },
        { name: 'pear', x: 440, y: 300, size: 170, rotate: 12 },
      ],
      'Sweet corn, a tomato, a pear and potatoes from a summer box on a butter tile',
    ],
  ],
  alt: 'A basket heaped with greens, carrots, an apple and a tomato: the week’s harvest box',
}

const S = 600

/** Pastel rounded tile with a soft glow, a faint ground shadow and pieces of produce. */
function tile(tint, pieces, { shadowY = 488, shadowW = 190 } = {}) {
  const s = new Scene(S, S)
  pastelTile(s, tint, {
    size: S,
    radius: 44,
    halo: [300, 286, 250],
    inset: 6,
    edgeRadius: 39,
    shadow: [300, shadowY, shadowW, 26],
  })
  const e = new EmojiSheet()
  for (const p of pieces) {
    if (p.bowl) {
      s.add(e.centre('bowl-with-spoon', p.x, p.y, p.size))
      s.add(bowlFilling(p.bowl, p.x, p.y, p.size))
      continue
    }
    if (p.shadow) s.shadow(p.x, p.shadow, p.size * 0.36, p.size * 0.06, 0.16, '#3B2A12')
    s.add(e.centre(p.name, p.x, p.y, p.size, p.rotate ? ` transform="rotate(${p.rotate} ${p.x} ${p.y})"` : ''))
  }
  return s.svg({ extraDefs: e.defs() })
}

/**
 * Yogurt or cream filling the opening of the stock bowl (which is empty), with a soft highlight, for a
 * "bowl-with-spoon" centred on (x, y) at `size` px.
 */
function bowlFilling(colour, x, y, size) {
  const at = (v) => Math.round(v * 10) / 10
  return (
    `<ellipse cx="${at(x)}" cy="${at(y - 0.068 * size)}" rx="${at(0.381 * size)}" ry="${at(0.19 * size)}" fill="${colour}"/>` +
    `<ellipse cx="${at(x - 0.059 * size)}" cy="${at(y - 0.119 * size)}" rx="${at(0.229 * size)}" ry="${at(0.076 * size)}" fill="#FFFFFF" opacity=".7"/>`
  )
}

export function buildProducts(root) {
  for (const p of PRODUCTS) {
    const svg = tile(p.tint, [{ name: p.emoji, x: 300, y: 290, size: 372 }])
    const note = p.emoji === 'cabbage' ? 'hand-drawn cabbage' : `Fluent Emoji "${p.emoji}"`
    writeSvg(root, `art/products/${p.slug}.svg`, S, S, svg, {
      subject: `${p.name} (${p.kind}) on a ${p.tint} pastel tile; ${note}.`,
      alt: `Fresh organic ${p.name.toLowerCase()}`,
    })
  }
  const extras = [
    [
      'blueberries-2',
      'sky',
      [
        { name: 'blueberries', x: 220, y: 250, size: 250 },
        { name: 'blueberries', x: 390, y: 300, size: 230, rotate: 18 },
        { name: 'blueberries', x: 270, y: 400, size: 170, rotate: -14 },
      ],
      'Three clusters of blueberries on a pale blue tile',
      { shadowW: 220, shadowY: 500 },
    ],
    [
      'blueberries-3',
      'mint',
      [
        { name: 'blueberries', x: 235, y: 230, size: 190, rotate: -10 },
        { name: 'blueberries', x: 360, y: 220, size: 200, rotate: 12 },
        { name: 'basket', x: 300, y: 340, size: 330 },
      ],
      'A basket heaped with blueberries on a mint tile',
      {},
    ],
    [
      'strawberries-2',
      'rose',
      [
        { name: 'strawberry', x: 210, y: 270, size: 230, rotate: -16 },
        { name: 'strawberry', x: 395, y: 260, size: 250, rotate: 14 },
        { name: 'strawberry', x: 300, y: 380, size: 210 },
      ],
      'Three ripe strawberries arranged on a rose tile',
      { shadowW: 210, shadowY: 500 },
    ],
    [
      'strawberries-3',
      'cream',
      [
        { name: 'leafy-green', x: 410, y: 220, size: 220, rotate: 28 },
        { name: 'strawberry', x: 280, y: 300, size: 330, rotate: -10 },
        { name: 'strawberry', x: 440, y: 400, size: 130, rotate: 24 },
      ],
      'A large strawberry with a smaller one and a green leaf on a cream tile',
      {},
    ],
    [
      'cabbage-2',
      'sage',
      [
        { name: 'cabbage', x: 380, y: 250, size: 250 },
        { name: 'cabbage', x: 250, y: 320, size: 310 },
      ],
      'Two heads of green cabbage on a sage tile',
      { shadowW: 230 },
    ],
    [
      'cabbage-3',
      'cream',
      [
        { name: 'leafy-green', x: 400, y: 250, size: 230, rotate: 22 },
        { name: 'cabbage', x: 270, y: 300, size: 330 },
      ],
      'A head of cabbage with a loose green leaf on a cream tile',
      {},
    ],
  ]
  for (const product of [...DAIRY_PRODUCTS, HARVEST_BOX]) {
    product.views.forEach(([tint, pieces, galleryAlt], index) => {
      const slug = index === 0 ? product.slug : `${product.slug}-${index + 1}`
      const names = [...new Set(pieces.map((p) => (p.bowl ? 'bowl-with-spoon' : p.name)))].map((n) => `"${n}"`).join(', ')
      writeSvg(root, `art/products/${slug}.svg`, S, S, tile(tint, pieces), {
        subject: index
          ? `Gallery view: ${galleryAlt.toLowerCase()}; Fluent Emoji ${names}.`
          : `${product.name} (${product.kind ?? 'dairy'}) on a ${tint} pastel tile; Fluent Emoji ${names}.`,
        alt: index ? galleryAlt : product.alt,
      })
    })
  }
  for (const [slug, tint, pieces, alt, opt] of extras) {
    writeSvg(root, `art/products/${slug}.svg`, S, S, tile(tint, pieces, opt), {
      subject: `Gallery view: ${alt.toLowerCase()}.`,
      alt,
    })
  }
}
