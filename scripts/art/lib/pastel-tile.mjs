// The warm pastel tile the product and dairy pictures stand on (art/products, art/dairy).
import { EmojiSheet } from './emoji.mjs'
import { pastel } from './palette.mjs'
import { Scene } from './scene.mjs'

/** A radial glow from the tint's light centre to its edge colour, defined once per `name` and tint; returns its id. */
export function pastelGlow(s, tint, { name, cy, r }) {
  const [centre, edge] = pastel[tint]
  return s.def(
    `${name}${tint}`,
    (id) =>
      `<radialGradient id="${id}" cx=".5" cy="${cy}" r="${r}"><stop stop-color="${centre}"/><stop offset="1" stop-color="${edge}"/></radialGradient>`,
  )
}

/**
 * Draws the tile on `s`: a square of `size` px with rounded corners (`radius`) in a radial glow of the tint, a
 * white halo behind the pieces (`halo`: x, y, r), a hairline inner border for a glassy edge (`inset` px in, its
 * own `edgeRadius`) and a soft ground shadow (`shadow`: x, y, rx, ry).
 */
export function pastelTile(s, tint, { size, radius, halo: [hx, hy, hr], inset, edgeRadius, shadow: [sx, sy, sw, sh] }) {
  const bg = pastelGlow(s, tint, { name: 'bg', cy: '.42', r: '.75' })
  s.add(`<rect width="${size}" height="${size}" rx="${radius}" fill="url(#${bg})"/>`)
  const glow = s.rgrad([
    [0, '#FFFFFF', 0.85],
    [0.55, '#FFFFFF', 0.35],
    [1, '#FFFFFF', 0],
  ])
  s.add(`<circle cx="${hx}" cy="${hy}" r="${hr}" fill="url(#${glow})"/>`)
  const inner = size - 2 * inset
  s.add(
    `<rect x="${inset}" y="${inset}" width="${inner}" height="${inner}" rx="${edgeRadius}" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="2"/>`,
  )
  s.shadow(sx, sy, sw, sh, 0.2, '#3B2A12')
}

/**
 * A square picture of the tile (`tile`: pastelTile's options) with pieces on it, back to front: an emoji `name`
 * centred on (x, y) at `size` px, turned by `rotate` degrees; `drawOther(s, e, piece)` draws a piece without a
 * name (a filled bowl).
 */
export function tileWithPieces(tint, tile, pieces, drawOther) {
  const s = new Scene(tile.size, tile.size)
  pastelTile(s, tint, tile)
  const e = new EmojiSheet()
  for (const p of pieces) {
    if (p.name) s.add(e.centre(p.name, p.x, p.y, p.size, p.rotate ? ` transform="rotate(${p.rotate} ${p.x} ${p.y})"` : ''))
    else drawOther(s, e, p)
  }
  return s.svg({ extraDefs: e.defs() })
}
