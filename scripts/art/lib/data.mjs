// What the art shows is data in scripts/art/data/*.json (scenes, pictures, palettes, with their subjects and alt
// text); the make/*.mjs steps draw it. One reader, so every step finds its file the same way.
import fs from 'node:fs'

/** The parsed scripts/art/data/<name>.json. */
export function artData(name) {
  const file = new URL(`../data/${name}.json`, import.meta.url)
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch (error) {
    throw new Error(`scripts/art/data/${name}.json: ${error.message}`)
  }
}
