// Fluent Emoji access. The icon set is one ~100 MB JSON file: it is parsed
// once, the icons the site uses are picked with @iconify/utils, and the rest
// is never touched again.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import { getIconData, iconToSVG } from '@iconify/utils'
import { optimise, prefixIds } from './svg.mjs'
import { cabbageBody } from './cabbage.mjs'

const require = createRequire(import.meta.url)
let iconSet = null
const cache = new Map()
/** Every emoji name placed in any output (the icon set is built from it). */
export const usedEmoji = new Set()

function set() {
  if (!iconSet) iconSet = JSON.parse(fs.readFileSync(require.resolve('@iconify-json/fluent-emoji/icons.json'), 'utf8'))
  return iconSet
}

/** Colour swaps applied to specific icons (the stock milk is lavender-grey). */
const RECOLOUR = {
  'glass-of-milk': {
    '#D2D0D6': '#F1E6CC',
    '#D3CEDD': '#F4EAD3',
    '#E2DBEF': '#FAF2E0',
    '#EBE7F3': '#FFFAEE',
    '#E5E3EA': '#F7EEDC',
    '#E1D0F7': '#E9D9B8',
  },
}

/**
 * The herd is Jersey: Fluent's cow is a black-and-white Holstein drawn in lavender greys. Every grey of its
 * coat becomes the fawn-to-brown of a Jersey by its lightness (white patches pale fawn, the black ones
 * chestnut brown); the pinks and oranges (nose, ears, horns, bell) keep their colour.
 */
const JERSEY_COAT = [
  [0.15, [58, 34, 22]],
  [0.45, [128, 78, 42]],
  [0.7, [196, 138, 82]],
  [0.97, [240, 214, 172]],
]
const JERSEY_ICONS = new Set(['cow', 'cow-face'])

function jerseyCoat(hex) {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255)
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const lightness = (max + min) / 2
  const saturation = max === min ? 0 : (max - min) / (1 - Math.abs(2 * lightness - 1))
  // Lavender and grey (blue at least as strong as red, or hardly any colour) is coat; warm colours are not.
  const coat = saturation < 0.2 || (b >= r - 0.02 && b >= g)
  if (!coat) return hex
  const upper = JERSEY_COAT.findIndex(([at]) => at >= lightness)
  const to = JERSEY_COAT[upper === -1 ? JERSEY_COAT.length - 1 : upper]
  const from = JERSEY_COAT[Math.max(0, (upper === -1 ? JERSEY_COAT.length : upper) - 1)]
  const share = to[0] === from[0] ? 0 : Math.min(1, Math.max(0, (lightness - from[0]) / (to[0] - from[0])))
  const mixed = from[1].map((channel, index) => Math.round(channel + (to[1][index] - channel) * share))
  return `#${mixed
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`
}

/** Hand-drawn icons in the same 32x32 glossy style for names Fluent lacks. */
const CUSTOM = { cabbage: cabbageBody }

/** Throw if a Fluent icon name does not exist (custom names are accepted). */
export function assertIcon(name) {
  if (CUSTOM[name]) return
  if (!getIconData(set(), name)) throw new Error(`fluent-emoji has no icon "${name}"`)
}

/**
 * Optimised 32x32 body of an emoji with ids rewritten to a short prefix.
 * The prefix must be unique per emoji within one output file.
 */
export function emojiBody(name, prefix) {
  const key = `${name}|${prefix}`
  if (cache.has(key)) return cache.get(key)
  let body
  if (CUSTOM[name]) body = CUSTOM[name]()
  else {
    const data = getIconData(set(), name)
    if (!data) throw new Error(`fluent-emoji has no icon "${name}"`)
    const svg = iconToSVG(data)
    if (svg.attributes.viewBox !== '0 0 32 32') throw new Error(`${name}: unexpected viewBox ${svg.attributes.viewBox}`)
    body = svg.body
    for (const [from, to] of Object.entries(RECOLOUR[name] || {})) body = body.split(`"${from}"`).join(`"${to}"`)
    if (JERSEY_ICONS.has(name)) body = body.replace(/"#[0-9A-Fa-f]{6}"/g, (quoted) => `"${jerseyCoat(quoted.slice(1, -1))}"`)
  }
  body = prefixIds(optimise(body, 2), prefix)
  // Fluent wraps every icon in <g fill="none">; keep it (paths rely on it).
  cache.set(key, body)
  return body
}

/**
 * A set of emoji used inside one composed SVG: each icon is defined once as a
 * <symbol> and placed any number of times with <use>.
 */
export class EmojiSheet {
  constructor() {
    this.names = []
  }
  id(name) {
    usedEmoji.add(name)
    let k = this.names.indexOf(name)
    if (k < 0) k = this.names.push(name) - 1
    return `e${k.toString(36)}`
  }
  /** Place emoji `name` with its 32x32 box at (x, y) scaled to `size` px. */
  use(name, x, y, size, extra = '') {
    return `<use href="#${this.id(name)}" x="${r1(x)}" y="${r1(y)}" width="${r1(size)}" height="${r1(size)}"${extra}/>`
  }
  /** Centre emoji on (cx, cy). */
  centre(name, cx, cy, size, extra = '') {
    return this.use(name, cx - size / 2, cy - size / 2, size, extra)
  }
  defs() {
    return this.names
      .map((n, k) => `<symbol id="e${k.toString(36)}" viewBox="0 0 32 32">${emojiBody(n, `e${k.toString(36)}_`)}</symbol>`)
      .join('')
  }
}

function r1(v) {
  return Math.round(v * 10) / 10
}
