// Editorial illustrations: blog posts (1200x750), projects and services
// (1200x900). Each is a landscape backdrop with one to five emoji composed into
// it: standing in the field, on a wooden table in front of the view, in a crate,
// or on a country road.
import { backdrop } from '../lib/backdrop.mjs'
import { EmojiSheet } from '../lib/emoji.mjs'
import { writeSvg } from '../lib/svg.mjs'

/** Wooden table top across the bottom of the picture, top edge at `top` px. */
function table(s, top) {
  const { w, h } = s
  const g = s.vgrad([
    [0, '#B98454'],
    [0.25, '#9C6B40'],
    [1, '#6E4627'],
  ])
  let planks = ''
  for (let x = -40; x < w + 40; x += 150) planks += `M${x} ${top + 16}L${Math.round(x + (x - w / 2) * 0.18)} ${h}`
  s.add(`<path fill="url(#${g})" d="M0 ${top}H${w}V${h}H0z"/>`)
  s.add(`<path fill="#D2A473" d="M0 ${top}H${w}v12H0z"/><path fill="#5A3920" opacity=".35" d="M0 ${top + 12}H${w}v5H0z"/>`)
  s.add(`<path stroke="#5A3920" stroke-opacity=".28" stroke-width="3" d="${planks}"/>`)
}

/** Wooden harvest crate, front face centred on x with its bottom at y. */
function crate(s, x, y, cw, ch) {
  const l = Math.round(x - cw / 2)
  const t = Math.round(y - ch)
  const slat = Math.round(ch / 3)
  s.add(
    `<path fill="#C58E55" d="M${l} ${t}h${cw}v${ch}h-${cw}z"/>` +
      `<path fill="#A5713E" d="M${l} ${t + slat - 4}h${cw}v8h-${cw}zM${l} ${t + 2 * slat - 4}h${cw}v8h-${cw}z"/>` +
      `<path fill="#8E5E32" d="M${l} ${t}h16v${ch}h-16zM${l + cw - 16} ${t}h16v${ch}h-16z"/>` +
      `<path fill="#E2B27A" d="M${l} ${t}h${cw}v6h-${cw}z"/>`,
  )
}

/** Country road winding from the bottom edge to a vanishing point. */
function road(s, vx, vy, bottomX, width) {
  const { h } = s
  const half = width / 2
  s.add(
    `<path fill="#E3CFA6" d="M${vx - 4} ${vy}C${vx - 30} ${vy + 120} ${bottomX - half - 160} ${h - 160} ${bottomX - half} ${h}H${bottomX + half}C${bottomX + half - 80} ${h - 170} ${vx + 40} ${vy + 120} ${vx + 4} ${vy}z"/>`,
  )
  s.add(
    `<path fill="none" stroke="#F5E8CB" stroke-width="6" stroke-dasharray="26 22" d="M${vx} ${vy + 6}C${vx - 10} ${vy + 120} ${bottomX - 120} ${h - 160} ${bottomX} ${h}"/>`,
  )
}

/** Mound of dark tilled soil. */
function soil(s, cx, cy, rx, ry) {
  const g = s.vgrad([
    [0, '#7A5233'],
    [1, '#4A2F1C'],
  ])
  s.add(
    `<path fill="url(#${g})" d="M${cx - rx} ${cy}C${cx - rx * 0.7} ${cy - ry * 1.3} ${cx + rx * 0.7} ${cy - ry * 1.3} ${cx + rx} ${cy}z"/>`,
  )
  let d = ''
  for (let k = 0; k < 14; k++) {
    const px = cx - rx * 0.6 + (((k * 37) % 100) / 100) * rx * 1.2
    const py = cy - ry * 0.2 - (((k * 53) % 60) / 100) * ry * 0.9
    d += `M${Math.round(px)} ${Math.round(py)}h0`
  }
  s.add(`<path stroke="#9A7048" stroke-width="7" stroke-linecap="round" d="${d}"/>`)
}

/**
 * Compose one picture. items: [name, x, y, size, {flip, rotate, shadow}] with
 * x/y the emoji centre in fractions of the canvas and size in fractions of height.
 */
function compose(w, h, bg, build) {
  const { s, layers, u } = backdrop(w, h, { fade: 0.18, scale: 1.35, ...bg })
  const e = new EmojiSheet()
  const put = (name, fx, fy, fs, { flip = false, rotate = 0, shadow = false } = {}) => {
    const x = fx * w
    const y = fy * h
    const size = fs * h
    if (shadow) s.shadow(x, y + size * 0.44, size * 0.4, size * 0.07, 0.24)
    let t = ''
    if (flip) t += ` matrix(-1 0 0 1 ${Math.round(2 * x)} 0)`
    if (rotate) t += ` rotate(${rotate} ${Math.round(x)} ${Math.round(y)})`
    s.add(e.centre(name, x, y, size, t ? ` transform="${t.trim()}"` : ''))
  }
  build({ s, layers, u, put, w, h })
  return s.svg({ extraDefs: e.defs() })
}

const BLOG = [
  {
    subject: 'A green tractor working the crop rows at sunrise',
    alt: 'Green tractor in a ploughed field at sunrise',
    bg: {
      palette: 'dawn',
      seed: 31,
      horizon: 0.52,
      sun: { x: 0.2, y: 0.3, r: 0.05 },
      features: [
        { type: 'barn', x: 0.82, s: 0.8 },
        { type: 'trees', x: 0.9, n: 2, h: 60 },
      ],
      field: 'rows',
      fieldTop: 0.7,
      vanish: 0.3,
    },
    draw: ({ put }) => put('tractor', 0.55, 0.7, 0.46, { shadow: true, flip: true }),
  },
  {
    subject: 'A dairy cow grazing in a green pasture by a white fence',
    alt: 'Fawn-and-brown Jersey cow grazing in a green pasture',
    bg: {
      palette: 'day',
      seed: 32,
      horizon: 0.5,
      sun: { x: 0.82, y: 0.2, r: 0.04 },
      features: [
        { type: 'fence', x: 0, x1: 1, dy: 40 },
        { type: 'trees', x: 0.1, n: 3, h: 70 },
      ],
      field: 'pasture',
      fieldTop: 0.72,
    },
    draw: ({ put }) => {
      put('cow', 0.48, 0.7, 0.44, { shadow: true })
      put('ewe', 0.78, 0.66, 0.2, { shadow: true, flip: true })
    },
  },
  {
    subject: 'A wicker basket of fresh vegetables on a farmhouse table, fields behind',
    alt: 'Basket of carrots, tomatoes and greens on a wooden table',
    bg: {
      palette: 'mist',
      seed: 33,
      horizon: 0.45,
      sun: { x: 0.72, y: 0.2, r: 0.04 },
      features: [
        { type: 'barn', x: 0.2, s: 0.8 },
        { type: 'silo', x: 0.26, s: 0.8 },
      ],
      field: 'rows',
      fieldTop: 0.64,
      foreground: 'none',
    },
    draw: ({ s, put, h }) => {
      table(s, Math.round(0.76 * h))
      put('leafy-green', 0.44, 0.5, 0.3, { rotate: -18 })
      put('carrot', 0.58, 0.5, 0.28, { rotate: 10 })
      put('tomato', 0.5, 0.56, 0.22)
      put('basket', 0.5, 0.7, 0.48, { shadow: true })
      put('tomato', 0.74, 0.83, 0.14, { shadow: true })
      put('broccoli', 0.28, 0.8, 0.2, { shadow: true })
    },
  },
  {
    subject: 'Rows of young seedlings stretching towards the hills',
    alt: 'Rows of green seedlings planted in a field',
    bg: {
      palette: 'spring',
      seed: 34,
      horizon: 0.45,
      sun: { x: 0.5, y: 0.24, r: 0.04 },
      features: [
        { type: 'trees', x: 0.2, n: 3, h: 60 },
        { type: 'greenhouse', x: 0.76, s: 0.6, n: 2 },
      ],
      field: 'rows',
      fieldTop: 0.62,
      vanish: 0.5,
      foreground: 'none',
    },
    draw: ({ put }) => {
      const rows = [
        [0.7, 0.08, 7, 0.11],
        [0.8, 0.12, 5, 0.16],
        [0.93, 0.18, 4, 0.24],
      ]
      rows.forEach(([y, size, n, gap], r) => {
        for (let k = 0; k < n; k++) put('seedling', 0.5 + (k - (n - 1) / 2) * gap + (r % 2) * 0.02, y, size)
      })
    },
  },
  {
    subject: 'A pot of golden honey with bees and sunflowers on a table',
    alt: 'Honey pot with honeybees and a sunflower on a wooden table',
    bg: {
      palette: 'golden',
      seed: 35,
      horizon: 0.48,
      sun: { x: 0.3, y: 0.3, r: 0.05 },
      features: [{ type: 'hives', x: 0.64, s: 0.9 }],
      field: 'meadow',
      fieldTop: 0.66,
      foreground: 'none',
    },
    draw: ({ s, put, h }) => {
      table(s, Math.round(0.78 * h))
      put('sunflower', 0.28, 0.62, 0.36, { rotate: -8 })
      put('honey-pot', 0.52, 0.68, 0.38, { shadow: true })
      put('honeybee', 0.72, 0.42, 0.14, { rotate: 12 })
      put('honeybee', 0.64, 0.3, 0.1, { flip: true })
    },
  },
  {
    subject: 'Farmhouse cheese, butter and a glass of fresh milk on a table with pasture behind',
    alt: 'Cheese wedge, butter and a glass of milk on a wooden table',
    bg: {
      palette: 'day',
      seed: 36,
      horizon: 0.46,
      sun: { x: 0.18, y: 0.22, r: 0.04 },
      features: [
        { type: 'barn', x: 0.8, s: 0.9 },
        { type: 'fence', x: 0.5, x1: 1, dy: 36 },
      ],
      field: 'pasture',
      fieldTop: 0.66,
      foreground: 'none',
    },
    draw: ({ s, put, h }) => {
      table(s, Math.round(0.76 * h))
      put('glass-of-milk', 0.34, 0.62, 0.38, { shadow: true })
      put('cheese-wedge', 0.57, 0.7, 0.3, { shadow: true })
      put('butter', 0.76, 0.78, 0.22, { shadow: true })
    },
  },
  {
    subject: 'Painted beehives at the edge of a flowering meadow, bees in the air',
    alt: 'Row of colourful beehives in a flower meadow with bees',
    bg: {
      palette: 'spring',
      seed: 37,
      horizon: 0.5,
      sun: { x: 0.78, y: 0.22, r: 0.04 },
      features: [
        { type: 'trees', x: 0.08, n: 3, h: 70 },
        { type: 'hives', x: 0.2, s: 2.6, layer: 'field', dy: 60 },
      ],
      field: 'meadow',
      fieldTop: 0.64,
      meadowFlowers: 60,
    },
    draw: ({ put }) => {
      put('honeybee', 0.78, 0.5, 0.16, { rotate: -10 })
      put('honeybee', 0.88, 0.36, 0.1, { flip: true })
      put('sunflower', 0.84, 0.78, 0.24)
    },
  },
  {
    subject: 'A field of sunflowers facing the afternoon sun',
    alt: 'Sunflowers in a golden field under the afternoon sun',
    bg: {
      palette: 'golden',
      seed: 38,
      horizon: 0.5,
      sun: { x: 0.62, y: 0.3, r: 0.05 },
      features: [{ type: 'barn', x: 0.14, s: 0.7 }],
      field: 'wheat',
      fieldTop: 0.66,
      foreground: 'none',
    },
    draw: ({ put }) => {
      ;[
        [0.7, 0.12, [0.08, 0.22, 0.36, 0.5, 0.64, 0.78, 0.92]],
        [0.8, 0.2, [0.14, 0.36, 0.58, 0.8]],
        [0.95, 0.3, [0.06, 0.34, 0.66, 0.94]],
      ].forEach(([y, size, xs]) => xs.forEach((x, k) => put('sunflower', x, y, size, { rotate: ((k % 3) - 1) * 6 })))
    },
  },
  {
    subject: 'Wooden harvest crates full of apples and tomatoes at the field edge',
    alt: 'Harvest crates filled with red apples and tomatoes',
    bg: {
      palette: 'golden',
      seed: 39,
      horizon: 0.46,
      sun: { x: 0.78, y: 0.26, r: 0.045 },
      features: [
        { type: 'trees', x: 0.06, n: 4, h: 70 },
        { type: 'bales', x: 0.6, n: 2, s: 1, gap: 150 },
      ],
      field: 'wheat',
      fieldTop: 0.66,
      foreground: 'tufts',
      fgTop: 0.9,
    },
    draw: ({ s, put, w, h }) => {
      for (const [x, f] of [
        [0.26, 'red-apple'],
        [0.32, 'green-apple'],
        [0.38, 'red-apple'],
      ])
        put(f, x, 0.6, 0.15)
      crate(s, 0.32 * w, 0.86 * h, 300, 160)
      for (const x of [0.6, 0.66, 0.72]) put('tomato', x, 0.64, 0.15)
      crate(s, 0.66 * w, 0.9 * h, 300, 170)
      put('sheaf-of-rice', 0.88, 0.72, 0.3)
    },
  },
  {
    subject: 'A rooster beside freshly laid eggs in the morning mist',
    alt: 'Rooster standing beside fresh eggs on the farm',
    bg: {
      palette: 'mist',
      seed: 40,
      horizon: 0.5,
      sun: { x: 0.24, y: 0.26, r: 0.045 },
      features: [
        { type: 'house', x: 0.74, s: 1 },
        { type: 'trees', x: 0.84, n: 3, h: 70 },
        { type: 'fence', x: 0, x1: 0.6, dy: 40 },
      ],
      field: 'pasture',
      fieldTop: 0.7,
    },
    draw: ({ put }) => {
      put('rooster', 0.42, 0.66, 0.42, { shadow: true })
      put('egg', 0.64, 0.84, 0.12, { shadow: true, rotate: -12 })
      put('egg', 0.71, 0.86, 0.11, { shadow: true, rotate: 10 })
      put('egg', 0.68, 0.8, 0.1, { rotate: 4 })
    },
  },
  {
    subject: 'Apple orchard rows with a basket of freshly picked apples',
    alt: 'Basket of red apples in front of an apple orchard',
    bg: {
      palette: 'spring',
      seed: 41,
      horizon: 0.46,
      sun: { x: 0.86, y: 0.2, r: 0.04 },
      features: [{ type: 'orchard', x: 0.08, n: 9, rows: 2, gap: 120 }],
      field: 'pasture',
      fieldTop: 0.72,
      scale: 1.2,
    },
    draw: ({ put }) => {
      put('red-apple', 0.44, 0.6, 0.14)
      put('red-apple', 0.52, 0.57, 0.15)
      put('green-apple', 0.58, 0.61, 0.13)
      put('basket', 0.5, 0.72, 0.4, { shadow: true })
      put('red-apple', 0.7, 0.86, 0.11, { shadow: true })
    },
  },
  {
    subject: 'Seedling trays and potted herbs in front of polytunnel greenhouses',
    alt: 'Potted plants and seedlings in front of greenhouses',
    bg: {
      palette: 'mist',
      seed: 42,
      horizon: 0.48,
      sun: { x: 0.5, y: 0.2, r: 0.04 },
      features: [{ type: 'greenhouse', x: 0.2, s: 1.4, n: 3, layer: 'field', dy: 30 }],
      field: 'pasture',
      fieldTop: 0.66,
      foreground: 'none',
    },
    draw: ({ s, put, h }) => {
      table(s, Math.round(0.8 * h))
      put('potted-plant', 0.3, 0.7, 0.3, { shadow: true })
      put('seedling', 0.5, 0.74, 0.2)
      put('seedling', 0.6, 0.74, 0.17)
      put('herb', 0.76, 0.68, 0.3, { shadow: true })
    },
  },
  {
    subject: 'The farm delivery truck on a country road between the fields',
    alt: 'Delivery truck driving along a country road through fields',
    bg: {
      palette: 'day',
      seed: 43,
      horizon: 0.48,
      sun: { x: 0.2, y: 0.2, r: 0.04 },
      features: [
        { type: 'house', x: 0.8, s: 0.8 },
        { type: 'trees', x: 0.87, n: 2, h: 60 },
      ],
      field: 'rows',
      fieldTop: 0.64,
      vanish: 0.55,
      foreground: 'none',
    },
    draw: ({ s, put, w, h }) => {
      road(s, 0.55 * w, 0.6 * h, 0.38 * w, 0.5 * w)
      put('delivery-truck', 0.42, 0.74, 0.36, { shadow: true })
    },
  },
  {
    subject: 'Sheep grazing on a green hillside below the farmhouse',
    alt: 'Two sheep grazing on a green hillside',
    bg: {
      palette: 'spring',
      seed: 44,
      horizon: 0.5,
      sun: { x: 0.6, y: 0.2, r: 0.04 },
      features: [
        { type: 'house', x: 0.2, s: 0.9 },
        { type: 'trees', x: 0.28, n: 2, h: 60 },
      ],
      field: 'meadow',
      fieldTop: 0.7,
    },
    draw: ({ put }) => {
      put('ewe', 0.5, 0.7, 0.34, { shadow: true })
      put('ewe', 0.76, 0.76, 0.26, { shadow: true, flip: true })
    },
  },
  {
    subject: 'Ears of sweet corn and a wheat sheaf on a table before the harvest fields',
    alt: 'Sweet corn cobs and a wheat sheaf on a wooden table',
    bg: {
      palette: 'golden',
      seed: 45,
      horizon: 0.46,
      sun: { x: 0.16, y: 0.28, r: 0.045 },
      features: [
        { type: 'barn', x: 0.76, s: 0.8 },
        { type: 'silo', x: 0.82, s: 0.8 },
      ],
      field: 'wheat',
      fieldTop: 0.66,
      foreground: 'none',
    },
    draw: ({ s, put, h }) => {
      table(s, Math.round(0.78 * h))
      put('sheaf-of-rice', 0.3, 0.62, 0.4)
      put('ear-of-corn', 0.52, 0.72, 0.3, { rotate: -20, shadow: true })
      put('ear-of-corn', 0.68, 0.74, 0.28, { rotate: 14, shadow: true })
    },
  },
]

// Project pictures keep their subject between about 30 % and 64 % of the height and 12 % and 88 % of the
// width: the cards lay a caption over the bottom third (project carousel, mosaic gallery) or crop the
// picture to a wide band (gallery cards, project details) or a square (carousel on phones), so the edges
// and the lower part are quiet field either may cover.
const PROJECTS = [
  {
    subject: 'Orchard: rows of fruit trees with a basket of apples',
    alt: 'Apple orchard with a basket of picked apples',
    bg: {
      palette: 'spring',
      seed: 51,
      horizon: 0.28,
      sun: { x: 0.8, y: 0.1, r: 0.04 },
      features: [{ type: 'orchard', x: 0.04, n: 10, rows: 3, gap: 110 }],
      field: 'pasture',
      fieldTop: 0.56,
      scale: 1.3,
    },
    draw: ({ put }) => {
      put('deciduous-tree', 0.26, 0.47, 0.31, { shadow: true })
      put('red-apple', 0.585, 0.455, 0.08)
      put('red-apple', 0.645, 0.445, 0.09)
      put('basket', 0.62, 0.52, 0.24, { shadow: true })
      put('red-apple', 0.78, 0.6, 0.07, { shadow: true })
    },
  },
  {
    subject: 'Greenhouse: polytunnels with seedlings and leafy greens in front',
    alt: 'Polytunnel greenhouses with seedlings and leafy greens',
    bg: {
      palette: 'mist',
      seed: 52,
      horizon: 0.3,
      sun: { x: 0.7, y: 0.12, r: 0.04 },
      features: [{ type: 'greenhouse', x: 0.12, s: 1.8, n: 3, layer: 'field', dy: 20 }],
      field: 'rows',
      fieldTop: 0.44,
    },
    draw: ({ put }) => {
      put('leafy-green', 0.3, 0.56, 0.18, { shadow: true })
      put('seedling', 0.5, 0.57, 0.15)
      put('leafy-green', 0.7, 0.56, 0.17, { shadow: true })
      put('seedling', 0.82, 0.57, 0.14)
    },
  },
  {
    subject: 'Dairy barn: a big red barn and silo with cows in the yard',
    alt: 'Red dairy barn and silo with cows in the yard',
    bg: {
      palette: 'day',
      seed: 53,
      horizon: 0.3,
      sun: { x: 0.16, y: 0.12, r: 0.04 },
      features: [
        { type: 'barn', x: 0.56, s: 2.2 },
        { type: 'silo', x: 0.74, s: 2.2 },
        { type: 'trees', x: 0.84, n: 2, h: 110 },
      ],
      field: 'pasture',
      fieldTop: 0.56,
    },
    draw: ({ put }) => {
      put('cow', 0.3, 0.52, 0.24, { shadow: true })
      put('cow', 0.72, 0.55, 0.2, { shadow: true, flip: true })
    },
  },
  {
    subject: 'Vegetable fields: cabbages, carrots and broccoli growing in long rows',
    alt: 'Cabbages, carrots and broccoli growing in field rows',
    bg: {
      palette: 'dawn',
      seed: 54,
      horizon: 0.28,
      sun: { x: 0.5, y: 0.12, r: 0.04 },
      features: [
        { type: 'house', x: 0.82, s: 0.8 },
        { type: 'trees', x: 0.1, n: 3, h: 60 },
      ],
      field: 'rows',
      fieldTop: 0.42,
      vanish: 0.5,
      foreground: 'none',
    },
    draw: ({ put }) => {
      ;[
        [0.46, 0.09, ['cabbage', 'carrot', 'broccoli', 'cabbage', 'carrot', 'broccoli'], 0.13],
        [0.58, 0.14, ['broccoli', 'cabbage', 'carrot', 'cabbage'], 0.2],
      ].forEach(([y, size, names, gap]) =>
        names.forEach((n, k) => put(n, 0.5 + (k - (names.length - 1) / 2) * gap, y, size, { shadow: true })),
      )
    },
  },
  {
    subject: 'Beekeeping: painted hives among sunflowers with bees and a honey pot',
    alt: 'Beehives among sunflowers with bees and a pot of honey',
    bg: {
      palette: 'golden',
      seed: 55,
      horizon: 0.3,
      sun: { x: 0.78, y: 0.12, r: 0.045 },
      features: [{ type: 'hives', x: 0.14, s: 3.2, layer: 'field', dy: 90 }],
      field: 'meadow',
      fieldTop: 0.46,
      meadowFlowers: 50,
    },
    draw: ({ put }) => {
      put('sunflower', 0.66, 0.46, 0.28)
      put('honey-pot', 0.8, 0.54, 0.2, { shadow: true })
      put('honeybee', 0.48, 0.24, 0.11, { rotate: -8 })
      put('honeybee', 0.6, 0.3, 0.08, { flip: true })
    },
  },
]

const SERVICES = [
  {
    subject: 'Agricultural products: wheat sheaf and corn with a tractor in the field',
    alt: 'Wheat sheaf, corn cobs and a tractor in a field',
    bg: {
      palette: 'golden',
      seed: 61,
      horizon: 0.46,
      sun: { x: 0.8, y: 0.24, r: 0.045 },
      features: [{ type: 'barn', x: 0.62, s: 0.9 }],
      field: 'wheat',
      fieldTop: 0.64,
    },
    draw: ({ put }) => {
      put('tractor', 0.72, 0.7, 0.26, { shadow: true })
      put('sheaf-of-rice', 0.26, 0.7, 0.38)
      put('ear-of-corn', 0.44, 0.8, 0.22, { rotate: 18, shadow: true })
    },
  },
  {
    subject: 'Organic products: a basket of organic produce and a seedling on a table',
    alt: 'Basket of organic vegetables and a seedling on a wooden table',
    bg: {
      palette: 'spring',
      seed: 62,
      horizon: 0.44,
      sun: { x: 0.2, y: 0.2, r: 0.04 },
      features: [{ type: 'trees', x: 0.66, n: 4, h: 80 }],
      field: 'rows',
      fieldTop: 0.62,
      foreground: 'none',
    },
    draw: ({ s, put, h }) => {
      table(s, Math.round(0.78 * h))
      put('leafy-green', 0.46, 0.54, 0.26, { rotate: -16 })
      put('carrot', 0.58, 0.54, 0.24, { rotate: 12 })
      put('basket', 0.52, 0.7, 0.42, { shadow: true })
      put('seedling', 0.24, 0.74, 0.24)
    },
  },
  {
    subject: 'Dairy production: milk, cheese and butter with cows in the pasture behind',
    alt: 'Milk, cheese and butter with cows grazing behind',
    bg: {
      palette: 'day',
      seed: 63,
      horizon: 0.44,
      sun: { x: 0.7, y: 0.18, r: 0.04 },
      features: [{ type: 'fence', x: 0, x1: 1, dy: 34 }],
      field: 'pasture',
      fieldTop: 0.62,
      foreground: 'none',
    },
    // Everything within the middle 44 % of the width: /home-4's FAQ shows this picture cropped to a tall
    // portrait, and nothing there may be cut by the edges.
    draw: ({ s, put, h }) => {
      put('cow', 0.33, 0.57, 0.14)
      put('cow', 0.66, 0.58, 0.12, { flip: true })
      table(s, Math.round(0.78 * h))
      put('glass-of-milk', 0.42, 0.66, 0.3, { shadow: true })
      put('cheese-wedge', 0.6, 0.73, 0.22, { shadow: true })
      put('butter', 0.63, 0.81, 0.15, { shadow: true })
    },
  },
  {
    subject: 'Sweet exotic fruits: mango, pineapple, watermelon and kiwi on a table',
    alt: 'Mango, pineapple, watermelon and kiwi on a wooden table',
    bg: {
      palette: 'golden',
      seed: 64,
      horizon: 0.46,
      sun: { x: 0.5, y: 0.26, r: 0.05 },
      features: [{ type: 'trees', x: 0.06, n: 3, h: 70 }],
      field: 'meadow',
      fieldTop: 0.64,
      foreground: 'none',
    },
    draw: ({ s, put, h }) => {
      table(s, Math.round(0.78 * h))
      put('pineapple', 0.28, 0.62, 0.4, { shadow: true })
      put('watermelon', 0.5, 0.72, 0.28, { shadow: true })
      put('mango', 0.68, 0.74, 0.22, { shadow: true })
      put('kiwi-fruit', 0.84, 0.8, 0.16, { shadow: true })
    },
  },
  {
    subject: 'Fresh vegetables: broccoli, tomatoes, carrots and eggplant on a table',
    alt: 'Broccoli, tomato, carrot and eggplant on a wooden table',
    bg: {
      palette: 'mist',
      seed: 65,
      horizon: 0.44,
      sun: { x: 0.8, y: 0.2, r: 0.04 },
      features: [{ type: 'greenhouse', x: 0.16, s: 0.8, n: 2 }],
      field: 'rows',
      fieldTop: 0.62,
      foreground: 'none',
    },
    draw: ({ s, put, h }) => {
      table(s, Math.round(0.78 * h))
      put('broccoli', 0.26, 0.66, 0.34, { shadow: true })
      put('eggplant', 0.46, 0.74, 0.26, { shadow: true, rotate: -10 })
      put('tomato', 0.64, 0.78, 0.2, { shadow: true })
      put('carrot', 0.8, 0.74, 0.26, { rotate: 30 })
    },
  },
  {
    subject: 'Crop harvesting: a tractor bringing in the harvest past round hay bales',
    alt: 'Tractor harvesting a golden field with round hay bales',
    bg: {
      palette: 'golden',
      seed: 66,
      horizon: 0.5,
      sun: { x: 0.24, y: 0.3, r: 0.05 },
      features: [{ type: 'bales', x: 0.56, n: 3, s: 1.8, gap: 200, dy: 60 }],
      field: 'wheat',
      fieldTop: 0.68,
      vanish: 0.7,
    },
    draw: ({ put }) => put('tractor', 0.36, 0.74, 0.36, { shadow: true, flip: true }),
  },
  {
    subject: 'Farm delivery: the delivery truck leaving the farm with a parcel',
    alt: 'Farm delivery truck on a country road with a parcel',
    bg: {
      palette: 'dawn',
      seed: 67,
      horizon: 0.48,
      sun: { x: 0.76, y: 0.3, r: 0.045 },
      features: [
        { type: 'barn', x: 0.18, s: 1 },
        { type: 'silo', x: 0.25, s: 1 },
      ],
      field: 'pasture',
      fieldTop: 0.66,
      foreground: 'none',
    },
    draw: ({ s, put, w, h }) => {
      road(s, 0.3 * w, 0.62 * h, 0.6 * w, 0.55 * w)
      put('delivery-truck', 0.56, 0.76, 0.34, { shadow: true })
      put('package', 0.86, 0.86, 0.16, { shadow: true })
    },
  },
  {
    subject: 'Soil care: a seedling growing from rich soil, with rain and sun',
    alt: 'Seedling sprouting from a mound of rich soil under sun and rain',
    bg: {
      palette: 'spring',
      seed: 68,
      horizon: 0.5,
      sun: null,
      features: [{ type: 'trees', x: 0.7, n: 3, h: 70 }],
      field: 'rows',
      fieldTop: 0.66,
      foreground: 'none',
    },
    // Sun, rain and worm stay within the middle 46 % of the width: /home-2's FAQ crops it to a tall portrait.
    draw: ({ s, put, w, h }) => {
      put('sun', 0.35, 0.22, 0.2)
      put('droplet', 0.64, 0.26, 0.08)
      put('droplet', 0.7, 0.38, 0.07)
      put('droplet', 0.59, 0.42, 0.06)
      soil(s, 0.5 * w, h + 10, 0.46 * w, 0.3 * h)
      put('seedling', 0.5, 0.62, 0.36)
      put('worm', 0.66, 0.9, 0.11)
    },
  },
]

export function buildEditorial(root) {
  BLOG.forEach((b, k) => {
    writeSvg(root, `art/blog/post-${k + 1}.svg`, 1200, 750, compose(1200, 750, b.bg, b.draw), { subject: b.subject, alt: b.alt })
  })
  PROJECTS.forEach((b, k) => {
    writeSvg(root, `art/projects/project-${k + 1}.svg`, 1200, 900, compose(1200, 900, b.bg, b.draw), {
      subject: b.subject,
      alt: b.alt,
    })
  })
  SERVICES.forEach((b, k) => {
    writeSvg(root, `art/services/service-${k + 1}.svg`, 1200, 900, compose(1200, 900, b.bg, b.draw), {
      subject: b.subject,
      alt: b.alt,
    })
  })
}
