// The art's colours, kept in data/palettes.json: `brand` mirrors src/styles/tokens.css; `pastel` gives each tile
// tint its [centre glow, edge] pair; `landscapes` gives each time of day (dawn, day, golden, spring, mist, dusk)
// the colours of its sky, sun, hills, field, trees, haze, clouds and birds.
import { artData } from './data.mjs'

const palettes = artData('palettes')
export const brand = palettes.brand
export const pastel = palettes.pastel
export const landscapes = palettes.landscape
