// Logo (light and dark variants), favicon, partner wordmarks and decorative
// shapes. All lettering is converted to outlines from the self-hosted font
// files, so nothing here depends on a web font being loaded.
import { Font } from '../lib/font.mjs'
import { brand } from '../lib/palette.mjs'
import { doc, roundPath, writeSvg } from '../lib/svg.mjs'

let fonts
function loadFonts() {
  fonts ??= {
    display: new Font('@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2'),
    sans: new Font('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
    script: new Font('@fontsource/caveat/files/caveat-latin-700-normal.woff'),
  }
  return fonts
}

/** The valley mark in a 64x64 box: sun, two hills and a sprout in a disc. */
function mark(
  id,
  { disc = brand.forest700, sun = brand.gold400, back = brand.leaf500, front = brand.fresh300, sprout = brand.cream100 } = {},
) {
  return (
    `<clipPath id="${id}"><circle cx="32" cy="32" r="32"/></clipPath>` +
    `<circle cx="32" cy="32" r="32" fill="${disc}"/>` +
    `<g clip-path="url(#${id})">` +
    `<circle cx="44" cy="23" r="8.5" fill="${sun}"/>` +
    `<path fill="${back}" d="M0 43c12-9 24-8 36-2s20 4 28-2v25H0z"/>` +
    `<path fill="${front}" d="M0 53c16-8 34-8 64 1v10H0z"/>` +
    `</g>` +
    `<path fill="none" stroke="${sprout}" stroke-width="3.2" stroke-linecap="round" d="M24 51V31"/>` +
    `<path fill="${sprout}" d="M24 38c-8 0-12.5-5.5-12.5-12.5 7.5 0 12.5 5 12.5 12.5zM24 33c0-8 5.5-13.5 14-13.5 0 8.5-6 13.5-14 13.5z"/>`
  )
}

function logo(variant) {
  const { display, sans } = loadFonts()
  const dark = variant === 'dark'
  // Fit the wordmark into the 154 px right of the mark; the tagline spans the same width.
  const kern = { Va: -0.04 }
  const wordSize = (154 / display.outline('Green Valley', { size: 100, kern }).width) * 100
  const word = display.outline('Green Valley', { x: 64, y: 31, size: wordSize, kern })
  const tagProbe = sans.outline('ORGANIC FARM & DAIRY', { size: 100, tracking: 0.2 })
  const tag = sans.outline('ORGANIC FARM & DAIRY', { x: 65, y: 47, size: (152 / tagProbe.width) * 100, tracking: 0.2 })
  const colours = dark
    ? {
        word: brand.cream100,
        tag: brand.fresh300,
        disc: brand.fresh300,
        back: brand.leaf500,
        front: brand.forest700,
        sprout: brand.cream50,
        sun: brand.gold400,
      }
    : {
        word: brand.forest800,
        tag: brand.earth500,
        disc: brand.forest700,
        back: brand.leaf500,
        front: brand.fresh300,
        sprout: brand.cream100,
        sun: brand.gold400,
      }
  const m = `<g transform="translate(0 3) scale(.78125)">${mark(dark ? 'lmd' : 'lm', colours)}</g>`
  return {
    svg: doc(
      220,
      56,
      `${m}<path fill="${colours.word}" d="${roundPath(word.d, 1)}"/><path fill="${colours.tag}" d="${roundPath(tag.d, 1)}"/>`,
      { title: 'Green Valley Organic Farm' },
    ),
    width: Math.max(64 + word.width, 65 + tag.width),
  }
}

const BRANDS = [
  { name: 'Meadowlark Co-op', font: 'display', size: 24, icon: 'bird', sub: 'EST. 1968' },
  { name: 'Riverbend Dairy', font: 'sans', size: 17, upper: true, tracking: 0.08, icon: 'wave', sub: 'FARMHOUSE MILK' },
  { name: 'Hearth & Harvest', font: 'script', size: 33, icon: 'wheat' },
  { name: 'Oakridge Mills', font: 'display', size: 25, icon: 'leaf', sub: 'STONE GROUND' },
  { name: 'Sunny Acres', font: 'sans', size: 22, bold: true, icon: 'sun', sub: 'ORCHARDS' },
]

const BRAND_ICONS = {
  bird: 'M4 22c6-1 10-5 12-10 2-5 6-8 11-8 3 0 5 2 6 4l5 1-5 2c-1 7-7 13-15 14-5 1-10 0-14-3zM27 7a1.3 1.3 0 1 0 0 .1z',
  wave: 'M2 12c4-4 8-4 12 0s8 4 12 0 8-4 12 0v5c-4-4-8-4-12 0s-8 4-12 0-8-4-12 0zM2 22c4-4 8-4 12 0s8 4 12 0 8-4 12 0v5c-4-4-8-4-12 0s-8 4-12 0-8-4-12 0z',
  wheat:
    'M19 36V8h2v28zM20 10c-4-1-6-4-6-8 4 1 6 4 6 8zm0 0c4-1 6-4 6-8-4 1-6 4-6 8zm0 8c-4-1-6-4-6-8 4 1 6 4 6 8zm0 0c4-1 6-4 6-8-4 1-6 4-6 8zm0 8c-4-1-6-4-6-8 4 1 6 4 6 8zm0 0c4-1 6-4 6-8-4 1-6 4-6 8z',
  leaf: 'M6 34C6 16 16 6 34 4c0 18-10 28-28 30zm2-2c7-8 13-14 22-24-10 8-16 14-22 24z',
  sun: 'M20 12a8 8 0 1 1 0 16 8 8 0 0 1 0-16zM19 2h2v6h-2zM19 32h2v6h-2zM2 19h6v2H2zM32 19h6v2h-6zM6.6 8 8 6.6l4.2 4.2-1.4 1.4zM27.8 29.2l1.4-1.4 4.2 4.2-1.4 1.4zM6.6 32 10.8 27.8l1.4 1.4L8 33.4zM27.8 10.8 32 6.6l1.4 1.4-4.2 4.2z',
}

function brandMark(b) {
  const f = loadFonts()
  const colour = '#6B4A2E'
  const text = b.upper ? b.name.toUpperCase() : b.name
  const probe = f[b.font].outline(text, { size: b.size, tracking: b.tracking ?? 0 })
  const iconW = 40
  const gap = 8
  const total = iconW + gap + probe.width
  const scale = total > 188 ? 188 / total : 1
  const x0 = (200 - total * scale) / 2
  const baseline = b.sub ? 42 : 48
  const t = f[b.font].outline(text, {
    x: x0 + (iconW + gap) * scale,
    y: baseline,
    size: b.size * scale,
    tracking: b.tracking ?? 0,
  })
  let body = `<path transform="translate(${x0.toFixed(1)} ${(baseline - 30 * scale).toFixed(1)}) scale(${scale.toFixed(3)})" d="${BRAND_ICONS[b.icon]}"/>`
  body += `<path d="${roundPath(t.d, 1)}"${b.bold ? ` stroke="${colour}" stroke-width=".6"` : ''}/>`
  if (b.sub) {
    const sub = f.sans.outline(b.sub, { size: 8, tracking: 0.3 })
    const s = f.sans.outline(b.sub, { x: x0 + (iconW + gap) * scale + (t.width - sub.width) / 2, y: 58, size: 8, tracking: 0.3 })
    body += `<path d="${roundPath(s.d, 1)}"/>`
  }
  return doc(200, 80, `<g fill="${colour}">${body}</g>`, { title: b.name })
}

/** Leaf sprig: a curved stem with five leaves. */
function leafSprig() {
  return (
    `<g fill="${brand.leaf500}"><path fill="none" stroke="${brand.leaf500}" stroke-width="4" stroke-linecap="round" d="M40 156C44 110 58 62 96 8"/>` +
    '<path d="M47 116C28 114 14 100 12 82c18 2 32 14 35 34zM52 92c4-18 18-30 36-32-2 18-16 30-36 32zM58 72C42 66 34 52 36 36c16 6 24 20 22 36zM70 50c6-16 20-24 36-24-4 16-18 26-36 24zM80 32C70 22 68 10 74 0c10 8 12 20 6 32z"/>' +
    `<path fill="${brand.fresh300}" d="M47 116c-10-6-18-16-22-26 8 8 16 16 22 26zM52 92c8-10 18-20 28-26-8 10-18 18-28 26z"/></g>`
  )
}

/** Wheat ear: a stalk with six pairs of grains and awns. */
function wheatEar() {
  let grains = ''
  for (let k = 0; k < 6; k++) {
    const y = 28 + k * 20
    grains += `M40 ${y + 14}c-12-2-18-10-18-22 10 2 18 10 18 22zM40 ${y + 14}c12-2 18-10 18-22-10 2-18 10-18 22z`
  }
  return (
    `<path fill="none" stroke="${brand.gold400}" stroke-width="3" stroke-linecap="round" d="M40 196V24M40 22V4M30 30 22 8M50 30l8-22"/><path fill="${brand.gold400}" d="${grains}"/>` +
    `<path fill="#C98A1E" d="M40 42c-5-1-8-4-10-8 5 2 8 4 10 8zM40 102c5-1 8-4 10-8-5 2-8 4-10 8z"/>`
  )
}

/** An organic blob, behind a section. */
function blob() {
  return `<path fill="${brand.fresh100}" d="M318 14c86-10 176 26 228 96 54 72 64 172 20 250-44 80-138 136-232 146-92 10-190-24-250-92C26 346 0 246 30 162 62 72 222 24 318 14z"/>`
}

/** A grid of 6x6 dots. */
function dotGrid() {
  let d = ''
  for (let y = 0; y < 6; y++) for (let x = 0; x < 6; x++) d += `M${16 + x * 26} ${16 + y * 26}h0`
  return `<path stroke="${brand.leaf500}" stroke-opacity=".35" stroke-width="6" stroke-linecap="round" d="${d}"/>`
}

/** The decorative shapes: file name, size, what draws it, catalogue subject. */
const SHAPES = [
  { file: 'leaf-sprig', w: 120, h: 160, draw: leafSprig, subject: 'Leaf sprig: curved stem with five leaves, leaf green.' },
  { file: 'wheat-ear', w: 80, h: 200, draw: wheatEar, subject: 'Wheat ear: stalk with paired grains and awns, harvest gold.' },
  { file: 'blob', w: 600, h: 520, draw: blob, subject: 'Organic blob, pale fresh green (section background accent).' },
  { file: 'dots', w: 160, h: 160, draw: dotGrid, subject: 'Dot grid accent (6x6 dots), leaf green at 35% opacity.' },
]

export function buildBrand(root) {
  const light = logo('light')
  const darkLogo = logo('dark')
  if (light.width > 220) throw new Error(`logo wordmark too wide: ${light.width}`)
  writeSvg(root, 'art/logo.svg', 220, 56, light.svg, {
    subject:
      'Horizontal logo for light backgrounds: valley mark (sun, hills, sprout in a green disc) + "Green Valley" wordmark and "ORGANIC FARM & DAIRY" tagline, all outlined.',
    alt: 'Green Valley Organic Farm',
  })
  writeSvg(root, 'art/logo-light.svg', 220, 56, darkLogo.svg, {
    subject: 'Same logo in cream and light green for dark (forest green) backgrounds.',
    alt: 'Green Valley Organic Farm',
  })
  writeSvg(root, 'favicon.svg', 64, 64, doc(64, 64, mark('f')), {
    subject: 'Favicon: the valley mark alone (green disc, sun, hills, sprout).',
    alt: '',
  })
  BRANDS.forEach((b, k) => {
    writeSvg(root, `art/brands/brand-${k + 1}.svg`, 200, 80, brandMark(b), {
      subject: `Fictional partner wordmark "${b.name}", monochrome earth brown #6B4A2E.`,
      alt: b.name,
    })
  })
  for (const s of SHAPES) {
    writeSvg(root, `art/shapes/${s.file}.svg`, s.w, s.h, doc(s.w, s.h, s.draw()), { subject: s.subject, alt: '' })
  }
}
