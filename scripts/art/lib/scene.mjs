// Layered flat-vector landscape builder: sky, sun, clouds, hills, crop rows,
// barns, silos, trees, fences, greenhouses, hives, bales. Every element is
// plain SVG (no filters), gradients are shared by key, repeated shapes are
// <symbol>s placed with <use>, and all "randomness" comes from a seed.
import { doc, num, rng } from './svg.mjs'

const i = (v) => Math.round(v)
const f1 = (v) => num(v, 1)

export class Scene {
  constructor(w, h, { seed = 1 } = {}) {
    this.w = w
    this.h = h
    this.rand = rng(seed)
    this.defs = new Map()
    this.parts = []
    this.ids = 0
  }

  /** Register a def once under `key`; `make(id)` returns its markup. */
  def(key, make) {
    if (!this.defs.has(key)) {
      const id = `g${(this.ids++).toString(36)}`
      this.defs.set(key, { id, markup: make(id) })
    }
    return this.defs.get(key).id
  }

  /** Vertical gradient (objectBoundingBox), stops as [offset, colour, opacity?]. */
  vgrad(stops) {
    return this.def(
      `v${JSON.stringify(stops)}`,
      (id) => `<linearGradient id="${id}" x2="0" y2="1">${stopsMarkup(stops)}</linearGradient>`,
    )
  }

  hgrad(stops) {
    return this.def(`h${JSON.stringify(stops)}`, (id) => `<linearGradient id="${id}">${stopsMarkup(stops)}</linearGradient>`)
  }

  rgrad(stops) {
    return this.def(`r${JSON.stringify(stops)}`, (id) => `<radialGradient id="${id}">${stopsMarkup(stops)}</radialGradient>`)
  }

  add(markup) {
    this.parts.push(markup)
    return this
  }

  sky(stops) {
    return this.add(`<rect width="${this.w}" height="${this.h}" fill="url(#${this.vgrad(stops)})"/>`)
  }

  /** Sun disc with a wide soft glow (radial gradient, no blur filter). */
  sun(cx, cy, r, { glow = '#FFE3A0', disc = '#FFF4D6', glowR = r * 4.2, glowOpacity = 0.9 } = {}) {
    const g = this.rgrad([
      [0, glow, glowOpacity],
      [0.25, glow, glowOpacity * 0.6],
      [0.6, glow, glowOpacity * 0.18],
      [1, glow, 0],
    ])
    const d = disc ? `<circle cx="${i(cx)}" cy="${i(cy)}" r="${i(r)}" fill="${disc}"/>` : ''
    return this.add(`<circle cx="${i(cx)}" cy="${i(cy)}" r="${i(glowR)}" fill="url(#${g})"/>${d}`)
  }

  /** Soft flat cloud built from overlapping circles on a flat base. */
  cloud(x, y, s, { fill = '#fff', opacity = 0.7 } = {}) {
    const id = this.def(
      `cloud${fill}`,
      (id) =>
        `<symbol id="${id}" viewBox="0 0 200 70"><path fill="${fill}" d="M16 70a16 16 0 0 1 0-32 28 28 0 0 1 42-18 40 40 0 0 1 72 4 24 24 0 0 1 40 14 16 16 0 0 1 14 32z"/></symbol>`,
    )
    return this.add(
      `<use href="#${id}" x="${i(x)}" y="${i(y)}" width="${i(200 * s)}" height="${i(70 * s)}" opacity="${opacity}"/>`,
    )
  }

  birds(x, y, s = 1, colour = '#3B4A3A', count = 3) {
    let d = ''
    for (let k = 0; k < count; k++) {
      const bx = x + k * 26 * s + this.rand() * 10 * s
      const by = y + (k % 2) * 12 * s - this.rand() * 8 * s
      const q = 7 * s
      d += `M${i(bx)} ${i(by)}q${f1(q)} ${f1(-q * 0.8)} ${f1(q * 1.5)} 0q${f1(q * 0.5)} ${f1(-q * 0.8)} ${f1(q * 1.5)} 0`
    }
    return this.add(
      `<path fill="none" stroke="${colour}" stroke-width="${f1(2 * s)}" stroke-linecap="round" stroke-linejoin="round" d="${d}"/>`,
    )
  }

  /**
   * A hill layer. `base` is its mean top edge (px from the top); `waves` are
   * [amplitude px, cycles across the width, phase 0..1]; `slope` lowers the
   * left end and raises the right end by half its value. Returns the layer so
   * features can be placed on its ridge with `layer.y(x)`.
   */
  hill({ base, waves, fill, step = 120, opacity, id, slope = 0 }) {
    const w = this.w
    const y = (x) =>
      base + slope * (0.5 - x / w) + waves.reduce((s, [a, c, p]) => s + a * Math.sin(2 * Math.PI * ((c * x) / w + p)), 0)
    const pts = []
    for (let x = -step; x < w + 2 * step; x += step) pts.push([x, y(x)]) // pts[n-2] >= w
    let d = `M${i(pts[1][0])} ${i(pts[1][1])}`
    for (let k = 1; k < pts.length - 2; k++) {
      const [p0, p1, p2, p3] = [pts[k - 1], pts[k], pts[k + 1], pts[k + 2]]
      const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
      const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
      d += `C${i(c1[0])} ${i(c1[1])} ${i(c2[0])} ${i(c2[1])} ${i(p2[0])} ${i(p2[1])}`
    }
    d += `V${this.h}H0Z`
    const paint = Array.isArray(fill) ? `url(#${this.vgrad(fill.map((c, k) => [k / (fill.length - 1), c]))})` : fill
    const op = opacity != null ? ` opacity="${opacity}"` : ''
    const idAttr = id ? ` id="${id}"` : ''
    this.add(`<path${idAttr} fill="${paint}"${op} d="${d}"/>`)
    return { y, d, base }
  }

  /**
   * Perspective crop rows inside a hill layer: thin wedges from a vanishing
   * point, clipped to the layer's outline.
   */
  rows(
    layer,
    { vx = this.w / 2, vy = layer.base - 260, count = 26, colour = '#2F5A22', opacity = 0.28, spread = 2.6, width = 0.34 } = {},
  ) {
    const clip = this.def(`clip${layer.d.length}${layer.base}`, (id) => `<clipPath id="${id}"><path d="${layer.d}"/></clipPath>`)
    const span = this.w * spread
    const gap = span / count
    let d = ''
    for (let k = 0; k <= count; k++) {
      const x = vx - span / 2 + k * gap
      d += `M${i(vx)} ${i(vy)}L${i(x - (gap * width) / 2)} ${this.h}H${i(x + (gap * width) / 2)}Z`
    }
    return this.add(`<path clip-path="url(#${clip})" fill="${colour}" opacity="${opacity}" d="${d}"/>`)
  }

  /** Stripes that follow a layer's ridge (terraced field look). */
  contours(layer, { from = 30, gap = 26, n = 6, colour = '#fff', opacity = 0.14, width = 6, x0 = 0, x1 = this.w } = {}) {
    let d = ''
    for (let k = 0; k < n; k++) {
      const off = from + k * gap * (1 + k * 0.18)
      d += `M${i(x0)} ${i(layer.y(x0) + off)}`
      for (let x = x0 + 160; x <= x1 + 159; x += 160) {
        const xm = Math.min(x, x1)
        d += `L${i(xm)} ${i(layer.y(xm) + off)}`
      }
    }
    return this.add(
      `<path fill="none" stroke="${colour}" stroke-opacity="${opacity}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" d="${d}"/>`,
    )
  }

  /** Haze band that softens everything behind it (atmospheric depth). */
  haze(y0, y1, colour, opacity = 0.55) {
    const g = this.vgrad([
      [0, colour, 0],
      [0.6, colour, opacity],
      [1, colour, 0],
    ])
    return this.add(`<rect y="${i(y0)}" width="${this.w}" height="${i(y1 - y0)}" fill="url(#${g})"/>`)
  }

  /** Round, poplar or pine tree standing with its foot at (x, y), height h. */
  tree(x, y, h, kind = 'round', { light = '#5E9A45', dark = '#3F7A3A', trunk = '#5A3A22' } = {}) {
    const key = `tree-${kind}-${light}-${dark}-${trunk}`
    const id = this.def(key, (id) => {
      if (kind === 'poplar') {
        return `<symbol id="${id}" viewBox="0 0 40 100"><rect x="18" y="78" width="4" height="22" fill="${trunk}"/><ellipse cx="20" cy="44" rx="14" ry="42" fill="${dark}"/><path fill="${light}" d="M20 2C12 2 6 22 6 44s6 40 14 40c-4-10-5-24-5-40S16 12 20 2z"/></symbol>`
      }
      if (kind === 'pine') {
        return `<symbol id="${id}" viewBox="0 0 60 100"><rect x="27" y="80" width="6" height="20" fill="${trunk}"/><path fill="${dark}" d="M30 0 52 36H42L58 62H44L60 86H0L16 62H2L18 36H8z"/><path fill="${light}" d="M30 0 8 36h10L2 62h14L0 86h30z"/></symbol>`
      }
      return `<symbol id="${id}" viewBox="0 0 80 100"><path fill="${trunk}" d="M37 58h6v42h-6z"/><path fill="${trunk}" d="M40 74l-11-9 2-2 9 7zM41 70l9-9 2 2-11 11z"/><circle cx="40" cy="36" r="30" fill="${dark}"/><circle cx="22" cy="50" r="18" fill="${dark}"/><circle cx="58" cy="50" r="18" fill="${dark}"/><path fill="${light}" d="M40 6a30 30 0 0 0-28 40 18 18 0 0 0 14 20c-6-14-4-40 14-60z"/></symbol>`
    })
    const vb = kind === 'poplar' ? [40, 100] : kind === 'pine' ? [60, 100] : [80, 100]
    const w = (h * vb[0]) / vb[1]
    return this.add(`<use href="#${id}" x="${i(x - w / 2)}" y="${i(y - h)}" width="${i(w)}" height="${i(h)}"/>`)
  }

  /** Classic gambrel-roof barn, foot centre at (x, y), `s` = scale (1 ≈ 120 px wide). */
  barn(x, y, s = 1, { body = '#A3392A', shade = '#862C20', roof = '#5B2A22', trim = '#F6EBD6' } = {}) {
    const id = this.def(
      `barn${body}`,
      (id) =>
        `<symbol id="${id}" viewBox="0 0 150 120">` +
        `<path fill="${shade}" d="M110 46h36v74h-36z"/><path fill="${roof}" d="M106 40h44l-4 8h-40z"/>` +
        `<path fill="${body}" d="M6 50 20 20 56 4l36 16 14 30v70H6z"/>` +
        `<path fill="${roof}" d="M0 52 18 16 56 0l38 16 18 36h-8L90 22 56 8 22 22 8 52z"/>` +
        `<path fill="none" stroke="${trim}" stroke-width="3" d="M8 52 22 22 56 8l34 14 14 30"/>` +
        `<path fill="${trim}" d="M34 70h44v50h-4V74H38v46h-4z"/><path stroke="${trim}" stroke-width="3" d="M38 74l36 46M74 74l-36 46"/>` +
        `<path fill="${trim}" d="M46 28h20v18H46z"/><path fill="${roof}" d="M49 31h14v12H49z"/><path stroke="${trim}" stroke-width="2" d="M56 31v12M49 37h14"/>` +
        `<path fill="${trim}" opacity=".6" d="M114 60h10v12h-10zM132 60h10v12h-10z"/></symbol>`,
    )
    return this.add(
      `<use href="#${id}" x="${i(x - 75 * s)}" y="${i(y - 120 * s)}" width="${i(150 * s)}" height="${i(120 * s)}"/>`,
    )
  }

  /** Grain silo with dome cap. */
  silo(x, y, s = 1, { light = '#E9E2D3', dark = '#BDB2A0', cap = '#8E8676' } = {}) {
    const g = this.hgrad([
      [0, dark],
      [0.35, light],
      [1, dark],
    ])
    const id = this.def(
      `silo${light}`,
      (id) =>
        `<symbol id="${id}" viewBox="0 0 40 150"><path fill="url(#${g})" d="M2 36h36v114H2z"/><path fill="${cap}" d="M0 38a20 20 0 0 1 40 0v2H0z"/><path fill="none" stroke="${dark}" stroke-width="2" d="M2 64h36M2 92h36M2 120h36"/><rect x="17" y="4" width="6" height="12" rx="2" fill="${cap}"/></symbol>`,
    )
    return this.add(`<use href="#${id}" x="${i(x - 20 * s)}" y="${i(y - 150 * s)}" width="${i(40 * s)}" height="${i(150 * s)}"/>`)
  }

  /** Farmhouse with pitched roof and chimney. */
  house(x, y, s = 1, { wall = '#F4E7CF', shade = '#DCC9A8', roof = '#6B3A2A', window = '#F2C46B' } = {}) {
    const id = this.def(
      `house${wall}${window}`,
      (id) =>
        `<symbol id="${id}" viewBox="0 0 130 100"><path fill="${roof}" d="M92 8h10v24H92z"/>` +
        `<path fill="${shade}" d="M84 44h42v56H84z"/><path fill="${wall}" d="M6 44h78v56H6z"/>` +
        `<path fill="${roof}" d="M0 48 26 14h70l34 34H84L66 24 48 48z"/><path fill="${wall}" d="M20 48 45 20l25 28z" opacity="0"/>` +
        `<path fill="${window}" d="M18 58h16v16H18zM56 58h16v16H56zM96 58h10v14H96zM112 58h8v14h-8z"/><path fill="${roof}" d="M38 70h14v30H38z"/></symbol>`,
    )
    return this.add(
      `<use href="#${id}" x="${i(x - 65 * s)}" y="${i(y - 100 * s)}" width="${i(130 * s)}" height="${i(100 * s)}"/>`,
    )
  }

  /** Post-and-rail fence following a layer's ridge (offset `dy` below it). */
  fence(layer, x0, x1, { dy = 0, post = 46, height = 34, colour = '#F3E7D1', shade = '#C9B48F', width = 5 } = {}) {
    let posts = ''
    let r1 = ''
    let r2 = ''
    for (let x = x0; x <= x1; x += post) {
      const yy = layer.y(x) + dy
      posts += `M${i(x)} ${i(yy)}v${-height}`
      r1 += `${x === x0 ? 'M' : 'L'}${i(x)} ${i(yy - height * 0.78)}`
      r2 += `${x === x0 ? 'M' : 'L'}${i(x)} ${i(yy - height * 0.38)}`
    }
    return this.add(
      `<g fill="none" stroke-linecap="round"><path stroke="${shade}" stroke-width="${width + 2}" d="${posts}"/><path stroke="${colour}" stroke-width="${width}" d="${posts}${r1}${r2}"/></g>`,
    )
  }

  /** Polytunnel greenhouses: translucent arches with ribs. */
  greenhouse(x, y, s = 1, n = 1, gap = 150) {
    const id = this.def(
      'tunnel',
      (id) =>
        `<symbol id="${id}" viewBox="0 0 160 80"><path fill="#F4F8EE" d="M0 80C0 30 36 0 80 0s80 30 80 80z"/><path fill="#D9E6CF" d="M80 0c44 0 80 30 80 80h-40C120 40 104 8 80 0z"/>` +
        `<path fill="none" stroke="#B9CCAA" stroke-width="3" d="M40 80C40 36 58 6 80 0M80 0v80M120 80C120 36 102 6 80 0"/><path fill="#7FA36A" opacity=".5" d="M62 80c0-12 8-20 18-20s18 8 18 20z"/></symbol>`,
    )
    let out = ''
    for (let k = 0; k < n; k++)
      out += `<use href="#${id}" x="${i(x + k * gap * s - 80 * s)}" y="${i(y - 80 * s)}" width="${i(160 * s)}" height="${i(80 * s)}"/>`
    return this.add(out)
  }

  /** Row of wooden beehives in pastel colours. */
  hives(x, y, s = 1, colours = ['#F6E7B9', '#CFE3E8', '#F3D3C4'], gap = 70) {
    let out = ''
    colours.forEach((c, k) => {
      const id = this.def(
        `hive${c}`,
        (id) =>
          `<symbol id="${id}" viewBox="0 0 60 70"><path fill="#6B4A2E" d="M6 62h6v8H6zM48 62h6v8h-6z"/><path fill="${c}" d="M4 20h52v42H4z"/><path fill="#000" opacity=".08" d="M4 40h52v2H4zM38 20h18v42H38z"/><path fill="#8A6A48" d="M0 12h60v9H0z"/><path fill="#A88660" d="M2 6h56v6H2z"/><path fill="#4A3320" d="M22 54h16v4H22z"/></symbol>`,
      )
      out += `<use href="#${id}" x="${i(x + k * gap * s)}" y="${i(y - 70 * s)}" width="${i(60 * s)}" height="${i(70 * s)}"/>`
    })
    return this.add(out)
  }

  /** Round hay bale, foot centre at (x, y). */
  bale(x, y, s = 1) {
    const id = this.def(
      'bale',
      (id) =>
        `<symbol id="${id}" viewBox="0 0 100 70"><path fill="#C99A3E" d="M30 2h44v66H30z"/><path fill="#B98A33" d="M74 2a20 33 0 0 1 0 66z"/><ellipse cx="30" cy="35" rx="22" ry="33" fill="#E8C46C"/>` +
        `<path fill="none" stroke="#C9A04A" stroke-width="2.5" d="M30 12c10 0 14 10 14 23s-6 22-14 22-12-8-12-20 4-17 10-17 8 6 8 14-2 12-6 12-6-4-6-9"/><path stroke="#D9B25A" stroke-width="2" d="M40 10h34M40 60h34"/></symbol>`,
    )
    return this.add(`<use href="#${id}" x="${i(x - 50 * s)}" y="${i(y - 70 * s)}" width="${i(100 * s)}" height="${i(70 * s)}"/>`)
  }

  /**
   * Scatter of small flowers along a band (meadow texture). Dots are
   * zero-length round-capped strokes, bucketed by colour and size.
   */
  flowers(x0, x1, yOf, { n = 40, band = 60, colours = ['#FFFFFF', '#F6D36B', '#F2A7A0'], r = [3, 6] } = {}) {
    const buckets = new Map()
    for (let k = 0; k < n; k++) {
      const x = x0 + this.rand() * (x1 - x0)
      const depth = this.rand()
      const yy = yOf(x) + depth * band
      const size = Math.min(2, Math.floor(depth * 3))
      const key = `${colours[k % colours.length]}|${size}`
      buckets.set(key, (buckets.get(key) || '') + `M${i(x)} ${i(yy)}h0`)
    }
    let out = ''
    for (const [key, d] of [...buckets].sort()) {
      const [c, size] = key.split('|')
      out += `<path stroke="${c}" stroke-width="${f1(2 * (r[0] + ((r[1] - r[0]) * size) / 2))}" stroke-linecap="round" d="${d}"/>`
    }
    return this.add(out)
  }

  /** Grass tufts along a line. */
  tufts(yOf, { n = 30, h = 26, colour = '#2E5A26', x0 = 0, x1 = this.w } = {}) {
    let d = ''
    for (let k = 0; k < n; k++) {
      const x = x0 + ((k + this.rand() * 0.8) * (x1 - x0)) / n
      const y = yOf(x)
      const hh = Math.round(h * (0.6 + this.rand() * 0.6))
      const a = Math.round(hh / 2)
      d += `M${i(x - 8)} ${i(y)}q4-${a}-2-${hh}q8 ${Math.round(hh * 0.4)} 8 ${Math.round(hh * 0.7)}q2-${Math.round(hh * 0.7)} 10-${hh}q-6 ${a}-2 ${hh}z`
    }
    return this.add(`<path fill="${colour}" d="${d}"/>`)
  }

  /** Dark vertical fade at the bottom (grounds the picture, helps captions). */
  fade(from = 0.6, colour = '#14261A', opacity = 0.4) {
    const g = this.vgrad([
      [from, colour, 0],
      [1, colour, opacity],
    ])
    return this.add(`<rect width="${this.w}" height="${this.h}" fill="url(#${g})"/>`)
  }

  /** Soft elliptical contact shadow. */
  shadow(cx, cy, rx, ry, opacity = 0.22, colour = '#1E2A14') {
    const g = this.rgrad([
      [0, colour, opacity],
      [1, colour, 0],
    ])
    return this.add(`<ellipse cx="${i(cx)}" cy="${i(cy)}" rx="${i(rx)}" ry="${i(ry)}" fill="url(#${g})"/>`)
  }

  defsMarkup() {
    return [...this.defs.values()].map((d) => d.markup).join('')
  }

  /** Full SVG document. `extraDefs` is e.g. an EmojiSheet's symbols. */
  svg({ title, extraDefs = '' } = {}) {
    return doc(this.w, this.h, this.parts.join(''), { title, defs: this.defsMarkup() + extraDefs })
  }
}

function stopsMarkup(stops) {
  return stops
    .map(
      ([o, c, a]) =>
        `<stop${o ? ` offset="${num(o, 3)}"` : ''} stop-color="${c}"${a != null && a !== 1 ? ` stop-opacity="${num(a, 2)}"` : ''}/>`,
    )
    .join('')
}
