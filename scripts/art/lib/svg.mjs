// Small SVG helpers shared by every generator: number formatting, path-data
// rounding without drift, id rewriting, document wrapper and file writer.
import fs from 'node:fs'
import path from 'node:path'

/** Format a number with at most `dec` decimals and no leading zero ("0.5" -> ".5"). */
export function num(n, dec = 2) {
  const f = 10 ** dec
  let v = Math.round(n * f) / f
  if (Object.is(v, -0) || v === 0) return '0'
  let s = String(v)
  if (s.includes('e')) s = v.toFixed(dec).replace(/\.?0+$/, '')
  return s.replace(/^(-?)0\./, '$1.')
}

const ARGS = { M: 2, L: 2, T: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, A: 7, Z: 0 }

/** Tokenise path data into [{cmd, args}] (arc flags read as single digits). */
function parsePath(d) {
  const segs = []
  let i = 0
  let cmd = null
  const n = d.length
  const skip = () => {
    while (i < n && /[\s,]/.test(d[i])) i++
  }
  const readNum = () => {
    const m = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/.exec(d.slice(i, i + 40))
    if (!m) throw new Error(`bad path data near "${d.slice(i, i + 20)}"`)
    i += m[0].length
    return parseFloat(m[0])
  }
  while (true) {
    skip()
    if (i >= n) break
    if (/[a-zA-Z]/.test(d[i])) {
      cmd = d[i++]
      if (cmd === 'z' || cmd === 'Z') {
        segs.push({ cmd, args: [] })
        continue
      }
    } else if (cmd === 'M') cmd = 'L'
    else if (cmd === 'm') cmd = 'l'
    const up = cmd.toUpperCase()
    const args = []
    for (let k = 0; k < ARGS[up]; k++) {
      skip()
      if (up === 'A' && (k === 3 || k === 4)) args.push(Number(d[i++]))
      else args.push(readNum())
    }
    segs.push({ cmd, args })
  }
  return segs
}

/**
 * Round path data to `dec` decimals. Relative coordinates are re-derived from
 * rounded absolute positions, so rounding never accumulates along a path.
 */
export function roundPath(d, dec = 2) {
  const f = 10 ** dec
  const r = (v) => Math.round(v * f) / f
  let cx = 0,
    cy = 0,
    ex = 0,
    ey = 0 // exact and emitted current point
  let sx = 0,
    sy = 0,
    esx = 0,
    esy = 0 // subpath start
  let out = ''
  let last = ''
  for (const { cmd, args } of parsePath(d)) {
    const up = cmd.toUpperCase()
    const rel = cmd !== up
    if (up === 'Z') {
      out += cmd
      last = ''
      cx = sx
      cy = sy
      ex = esx
      ey = esy
      continue
    }
    const vals = []
    let nx = cx,
      ny = cy,
      nex = ex,
      ney = ey
    const coord = (v, axis) => {
      const abs = rel ? (axis === 'x' ? cx : cy) + v : v
      const rounded = r(abs)
      return { abs, rounded, out: rel ? r(rounded - (axis === 'x' ? ex : ey)) : rounded }
    }
    if (up === 'H' || up === 'V') {
      const c = coord(args[0], up === 'H' ? 'x' : 'y')
      vals.push(c.out)
      if (up === 'H') {
        nx = c.abs
        nex = c.rounded
      } else {
        ny = c.abs
        ney = c.rounded
      }
    } else if (up === 'A') {
      vals.push(r(args[0]), r(args[1]), r(args[2]), args[3], args[4])
      const x = coord(args[5], 'x'),
        y = coord(args[6], 'y')
      vals.push(x.out, y.out)
      nx = x.abs
      ny = y.abs
      nex = x.rounded
      ney = y.rounded
    } else {
      for (let k = 0; k < args.length; k += 2) {
        const x = coord(args[k], 'x'),
          y = coord(args[k + 1], 'y')
        vals.push(x.out, y.out)
        nx = x.abs
        ny = y.abs
        nex = x.rounded
        ney = y.rounded
      }
    }
    // Emit the command letter unless it repeats implicitly.
    const implicit = last === cmd || (last === 'M' && cmd === 'L') || (last === 'm' && cmd === 'l')
    let s = implicit ? '' : cmd
    let prev = implicit ? 'x' : ''
    vals.forEach((v, k) => {
      const isFlag = up === 'A' && (k === 3 || k === 4)
      const t = isFlag ? String(v) : num(v, dec)
      if (prev === '' || (!isFlag && (t[0] === '-' || (t[0] === '.' && prev.includes('.') && !/[eE]/.test(prev))))) s += t
      else if (prev === 'x' && t[0] === '-') s += t
      else s += ' ' + t
      prev = t
    })
    // Strip a leading space after the command letter.
    out += s.replace(/^([a-zA-Z]) /, '$1')
    last = cmd === 'M' ? 'M' : cmd === 'm' ? 'm' : cmd
    if (up === 'M') {
      sx = nx
      sy = ny
      esx = nex
      esy = ney
    }
    cx = nx
    cy = ny
    ex = nex
    ey = ney
  }
  return out
}

/** Round every decimal number in a string (for attributes other than d). */
export function roundNums(str, dec = 2) {
  return str.replace(/-?(?:\d+\.\d+|\.\d+)(?:e-?\d+)?/g, (m) => num(parseFloat(m), dec))
}

/** Optimise an SVG fragment: round path data and numeric attributes, drop no-op filter primitives. */
export function optimise(body, dec = 2) {
  return (
    body
      // Figma export pattern flood+blend+blur is just a blur; other filters are left alone.
      .replace(
        /(<filter[^>]*>)<feFlood flood-opacity="0" result="BackgroundImageFix"\/><feBlend in="SourceGraphic" in2="BackgroundImageFix" result="shape"\/><feGaussianBlur result="[^"]+" (stdDeviation="[^"]+")\/><\/filter>/g,
        '$1<feGaussianBlur $2/></filter>',
      )
      .replace(/ d="([^"]+)"/g, (_, d) => ` d="${roundPath(d, dec)}"`)
      .replace(/ (transform|gradientTransform|patternTransform)="([^"]+)"/g, (_, a, v) => ` ${a}="${roundNums(v, 3)}"`)
      .replace(
        / (x|y|x1|x2|y1|y2|cx|cy|r|rx|ry|fx|fy|width|height|offset|stdDeviation|stroke-width|opacity|fill-opacity|stop-opacity|stroke-opacity)="(-?[\d.]+)"/g,
        (_, a, v) => ` ${a}="${num(parseFloat(v), dec)}"`,
      )
      .replace(/ (points)="([^"]+)"/g, (_, a, v) => ` ${a}="${roundNums(v, dec)}"`)
  )
}

/** Rename every id in a fragment to `${prefix}${n}` (deterministic, short). */
export function prefixIds(body, prefix) {
  const ids = [...body.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])
  const map = new Map(ids.map((id, k) => [id, prefix + k.toString(36)]))
  return body
    .replace(/\sid="([^"]+)"/g, (_, id) => ` id="${map.get(id)}"`)
    .replace(/url\(#([^)]+)\)/g, (m, id) => (map.has(id) ? `url(#${map.get(id)})` : m))
    .replace(/href="#([^"]+)"/g, (m, id) => (map.has(id) ? `href="#${map.get(id)}"` : m))
}

/** Wrap content in a root <svg> with viewBox equal to the intrinsic size. */
export function doc(w, h, content, { title, defs = '' } = {}) {
  const t = title ? `<title>${escapeXml(title)}</title>` : ''
  const d = defs ? `<defs>${defs}</defs>` : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${t}${d}${content}</svg>\n`
}

export function escapeXml(s) {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** Seeded PRNG (mulberry32) so "random" scatter is identical on every run. */
export function rng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Registry of written files, used to produce docs/art-catalogue.md. */
export const catalogue = []

export function writeSvg(root, rel, w, h, svg, meta) {
  const file = path.join(root, rel)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const m = /<svg[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"[^>]*\sviewBox="0 0 (\d+) (\d+)"/.exec(svg)
  if (!m || +m[1] !== w || +m[2] !== h || +m[3] !== w || +m[4] !== h) {
    throw new Error(`${rel}: root svg must have width/height/viewBox ${w}x${h}`)
  }
  fs.writeFileSync(file, svg)
  catalogue.push({ path: rel, w, h, bytes: Buffer.byteLength(svg), ...meta })
}
