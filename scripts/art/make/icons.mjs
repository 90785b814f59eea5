// public/art/icons/<name>.svg: one transparent emoji per file, 128x128.
import { emojiBody, assertIcon, usedEmoji } from '../lib/emoji.mjs'
import { doc, writeSvg } from '../lib/svg.mjs'

/** Icons the site asks for by name, on top of every emoji used elsewhere. */
export const REQUIRED_ICONS = [
  'seedling',
  'sheaf-of-rice',
  'sunflower',
  'tractor',
  'cow-face',
  'glass-of-milk',
  'cheese-wedge',
  'butter',
  'honey-pot',
  'egg',
  'basket',
  'delivery-truck',
  'honeybee',
  'herb',
  'deciduous-tree',
  'sun',
  'house-with-garden',
  'cabbage',
  'leafy-green',
  'ear-of-corn',
  'tangerine',
  'red-apple',
  'blueberries',
  'strawberry',
]

const label = (name) => name.replace(/-/g, ' ')

export function buildIcons(root) {
  const names = [...new Set([...REQUIRED_ICONS, ...usedEmoji])].sort()
  for (const name of names) {
    assertIcon(name)
    const svg = doc(128, 128, `<g transform="scale(4)">${emojiBody(name, 'i')}</g>`)
    const subject =
      name === 'cabbage'
        ? 'Cabbage, hand-drawn for this project in the Fluent Emoji style'
        : name === 'glass-of-milk'
          ? 'Fluent Emoji "glass-of-milk", milk recoloured from lavender-grey to cream'
          : `Fluent Emoji "${name}"`
    writeSvg(root, `art/icons/${name}.svg`, 128, 128, svg, {
      subject: `${subject}; transparent background.`,
      alt: name === 'glass-of-milk' ? 'Glass of milk' : label(name)[0].toUpperCase() + label(name).slice(1),
    })
  }
  return names
}
