// public/art/dairy/<slug>.svg: 400x400 illustrations of the dairy's product types (milk, butter, cheese,
// yogurt, custard, ice cream) on warm pastel tiles, for the Dairy Farm home (/home-4). Each type, its tile tint
// and the pieces (Fluent Emoji names) placed on it are in data/dairy.json.
import { artData } from '../lib/data.mjs'
import { tileWithPieces } from '../lib/pastel-tile.mjs'
import { writeSvg } from '../lib/svg.mjs'

const S = 400
const TILE = { size: S, radius: 36, halo: [200, 190, 170], inset: 5, edgeRadius: 31, shadow: [200, 332, 132, 18] }

/** Creamy yogurt filling the bowl's opening (the stock bowl is empty), with a soft highlight: the piece { "yogurt": true }. */
const YOGURT =
  '<ellipse cx="200" cy="206" rx="90" ry="45" fill="#FBF3E2"/><ellipse cx="186" cy="194" rx="54" ry="18" fill="#FFFFFF" opacity=".7"/>'

export function buildDairy(root) {
  for (const type of artData('dairy')) {
    const names = type.pieces
      .filter((p) => p.name)
      .map((p) => `"${p.name}"`)
      .join(', ')
    const svg = tileWithPieces(type.tint, TILE, type.pieces, (s) => s.add(YOGURT))
    writeSvg(root, `art/dairy/${type.slug}.svg`, S, S, svg, {
      subject: `Dairy product type: ${type.alt.toLowerCase()}, on a ${type.tint} pastel tile; Fluent Emoji ${names}.`,
      alt: type.alt,
    })
  }
}
