// public/art/products/<slug>.svg: 600x600 pastel product tiles, drawn from data/products.json:
// - `single`: one product, one emoji on its tint;
// - `composed`: dairy products and the harvest box (issue 53), built of several pieces, as the set has no single
//   emoji for most of them (a bowl is filled with yogurt or cream, milk stands beside the cow it came from); the
//   first view is the product's tile, the others its gallery views (<slug>-2, <slug>-3). The pieces keep clear of
//   the tile's top right corner, where the cards put their heart and eye buttons;
// - `gallery`: more views of single products, with a wider or lower ground shadow where the pieces spread.
import { artData } from '../lib/data.mjs'
import { tileWithPieces } from '../lib/pastel-tile.mjs'
import { writeSvg } from '../lib/svg.mjs'

const S = 600

/** Pastel rounded tile with a soft glow, a faint ground shadow (`shadow`: y and width) and pieces of produce. */
function tile(tint, pieces, shadow = {}) {
  const { y = 488, width = 190 } = shadow
  const options = { size: S, radius: 44, halo: [300, 286, 250], inset: 6, edgeRadius: 39, shadow: [300, y, width, 26] }
  return tileWithPieces(tint, options, pieces, (s, e, bowl) => {
    s.add(e.centre('bowl-with-spoon', bowl.x, bowl.y, bowl.size))
    s.add(bowlFilling(bowl.bowl, bowl.x, bowl.y, bowl.size))
  })
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
  const { single, composed, gallery } = artData('products')
  for (const p of single) {
    const svg = tile(p.tint, [{ name: p.emoji, x: 300, y: 290, size: 372 }])
    const note = p.emoji === 'cabbage' ? 'hand-drawn cabbage' : `Fluent Emoji "${p.emoji}"`
    writeSvg(root, `art/products/${p.slug}.svg`, S, S, svg, {
      subject: `${p.name} (${p.kind}) on a ${p.tint} pastel tile; ${note}.`,
      alt: `Fresh organic ${p.name.toLowerCase()}`,
    })
  }
  for (const product of composed) {
    product.views.forEach(({ tint, pieces, alt }, index) => {
      const slug = index === 0 ? product.slug : `${product.slug}-${index + 1}`
      const names = [...new Set(pieces.map((p) => (p.bowl ? 'bowl-with-spoon' : p.name)))].map((n) => `"${n}"`).join(', ')
      writeSvg(root, `art/products/${slug}.svg`, S, S, tile(tint, pieces), {
        subject: index
          ? `Gallery view: ${alt.toLowerCase()}; Fluent Emoji ${names}.`
          : `${product.name} (${product.kind}) on a ${tint} pastel tile; Fluent Emoji ${names}.`,
        alt: index ? alt : product.alt,
      })
    })
  }
  for (const view of gallery) {
    writeSvg(root, `art/products/${view.slug}.svg`, S, S, tile(view.tint, view.pieces, view.shadow), {
      subject: `Gallery view: ${view.alt.toLowerCase()}.`,
      alt: view.alt,
    })
  }
}
