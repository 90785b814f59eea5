// Editorial illustrations: blog posts (1200x750), projects and services
// (1200x900). Each is a landscape backdrop with one to five emoji composed into
// it: standing in the field, on a wooden table in front of the view, in a crate,
// or on a country road. The pictures are data in data/editorial.json: for each, its
// subject and alt text, its backdrop (lib/backdrop.mjs's options) and what is drawn on it.
//
// Project pictures keep their subject between about 30 % and 64 % of the height and 12 % and 88 % of the
// width: the cards lay a caption over the bottom third (project carousel, mosaic gallery) or crop the
// picture to a wide band (gallery cards, project details) or a square (carousel on phones), so the edges
// and the lower part are quiet field either may cover. Two service pictures are shown cropped to a tall
// portrait by an FAQ block, and nothing there may be cut by the edges: service-3's (/home-4) keeps everything
// within the middle 44 % of the width, service-8's (/home-2) its sun, rain and worm within the middle 46 %.
import { backdrop } from '../lib/backdrop.mjs'
import { artData } from '../lib/data.mjs'
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
 * Compose one picture (an entry of data/editorial.json) of w x h px: its backdrop, then each step of its `draw`
 * list, back to front. Positions and sizes are fractions of the picture's width (x) and height (y, size):
 * - { emoji, at: [x, y], size, flip?, rotate? (degrees), shadow? }: an emoji centred on `at`;
 * - { row: a name (`count` times) or a list of names, y, size, gap, shift?, shadow? }: emoji `gap` apart,
 *   centred on the middle of the width (moved right by `shift`);
 * - { table: top }: a wooden table top across the bottom;
 * - { crate: [x, bottom], width, height (px) }: a harvest crate;
 * - { road: [x, y], to, width }: a country road from its vanishing point to `to` on the bottom edge;
 * - { soil: x, width, height }: a mound of tilled soil rising from just below the bottom edge.
 */
function compose(w, h, picture) {
  const { s } = backdrop(w, h, { fade: 0.18, scale: 1.35, ...picture.backdrop })
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
  const drawers = {
    emoji: (step) => put(step.emoji, step.at[0], step.at[1], step.size, step),
    row: (step) => {
      const names = typeof step.row === 'string' ? Array(step.count).fill(step.row) : step.row
      names.forEach((name, k) =>
        put(name, 0.5 + (k - (names.length - 1) / 2) * step.gap + (step.shift ?? 0), step.y, step.size, step),
      )
    },
    table: (step) => table(s, Math.round(step.table * h)),
    crate: (step) => crate(s, step.crate[0] * w, step.crate[1] * h, step.width, step.height),
    road: (step) => road(s, step.road[0] * w, step.road[1] * h, step.to * w, step.width * w),
    soil: (step) => soil(s, step.soil * w, h + 10, step.width * w, step.height * h),
  }
  for (const step of picture.draw) {
    const kind = Object.keys(drawers).find((name) => name in step)
    if (!kind) throw new Error(`scripts/art/data/editorial.json, "${picture.subject}": no drawing for ${JSON.stringify(step)}`)
    drawers[kind](step)
  }
  return s.svg({ extraDefs: e.defs() })
}

/** Each set of pictures in data/editorial.json: where its files go and their size. */
const SETS = [
  { set: 'blog', file: 'art/blog/post', w: 1200, h: 750 },
  { set: 'projects', file: 'art/projects/project', w: 1200, h: 900 },
  { set: 'services', file: 'art/services/service', w: 1200, h: 900 },
]

export function buildEditorial(root) {
  const pictures = artData('editorial')
  for (const { set, file, w, h } of SETS) {
    pictures[set].forEach((picture, k) => {
      writeSvg(root, `${file}-${k + 1}.svg`, w, h, compose(w, h, picture), { subject: picture.subject, alt: picture.alt })
    })
  }
}
