// Turns text into SVG path outlines using the self-hosted font files from
// node_modules, so logos and wordmarks never depend on a web font loading.
// Reads WOFF (zlib) and WOFF2 (brotli + transformed glyf) TrueType fonts;
// variable fonts give their default instance (thicken with a stroke if needed).
import fs from 'node:fs'
import zlib from 'node:zlib'
import { createRequire } from 'node:module'
import { num } from './svg.mjs'

const require = createRequire(import.meta.url)

const KNOWN_TAGS = [
  'cmap',
  'head',
  'hhea',
  'hmtx',
  'maxp',
  'name',
  'OS/2',
  'post',
  'cvt ',
  'fpgm',
  'glyf',
  'loca',
  'prep',
  'CFF ',
  'VORG',
  'EBDT',
  'EBLC',
  'gasp',
  'hdmx',
  'kern',
  'LTSH',
  'PCLT',
  'VDMX',
  'vhea',
  'vmtx',
  'BASE',
  'GDEF',
  'GPOS',
  'GSUB',
  'EBSC',
  'JSTF',
  'MATH',
  'CBDT',
  'CBLC',
  'COLR',
  'CPAL',
  'SVG ',
  'sbix',
  'acnt',
  'avar',
  'bdat',
  'bloc',
  'bsln',
  'cvar',
  'fdsc',
  'feat',
  'fmtx',
  'fvar',
  'gvar',
  'hsty',
  'just',
  'lcar',
  'mort',
  'morx',
  'opbd',
  'prop',
  'trak',
  'Zapf',
  'Silf',
  'Glat',
  'Gloc',
  'Feat',
  'Sill',
]

class Reader {
  constructor(buf, pos = 0) {
    this.b = buf
    this.p = pos
  }
  u8() {
    return this.b[this.p++]
  }
  /** The number at the read position by a Buffer reader (`readInt8`, `readUInt16BE`…) of `bytes` bytes; moves past it. */
  number(read, bytes) {
    const v = this.b[read](this.p)
    this.p += bytes
    return v
  }
  i8() {
    return this.number('readInt8', 1)
  }
  u16() {
    return this.number('readUInt16BE', 2)
  }
  i16() {
    return this.number('readInt16BE', 2)
  }
  u32() {
    return this.number('readUInt32BE', 4)
  }
  base128() {
    let v = 0
    for (let k = 0; k < 5; k++) {
      const c = this.u8()
      v = v * 128 + (c & 0x7f)
      if (!(c & 0x80)) return v
    }
    throw new Error('bad UIntBase128')
  }
  u255() {
    const c = this.u8()
    if (c === 253) return this.u16()
    if (c === 255) return this.u8() + 253
    if (c === 254) return this.u8() + 506
    return c
  }
}

function readWoff(buf) {
  const r = new Reader(buf, 12)
  const numTables = r.u16()
  r.p = 44
  const tables = {}
  for (let k = 0; k < numTables; k++) {
    const tag = buf.toString('latin1', r.p, r.p + 4)
    r.p += 4
    const offset = r.u32(),
      compLength = r.u32(),
      origLength = r.u32()
    r.u32()
    const raw = buf.subarray(offset, offset + compLength)
    tables[tag] = compLength < origLength ? zlib.inflateSync(raw) : raw
  }
  return { tables }
}

function readWoff2(buf) {
  const r = new Reader(buf, 12)
  const numTables = r.u16()
  r.p = 20
  const totalCompressedSize = r.u32()
  r.p = 48
  const dir = []
  for (let k = 0; k < numTables; k++) {
    const flags = r.u8()
    const tag = (flags & 0x3f) === 63 ? buf.toString('latin1', r.p, (r.p += 4)) : KNOWN_TAGS[flags & 0x3f]
    const version = flags >> 6
    const origLength = r.base128()
    const transformed = tag === 'glyf' || tag === 'loca' ? version === 0 : version !== 0
    const length = transformed ? r.base128() : origLength
    dir.push({ tag, length, transformed })
  }
  const data = zlib.brotliDecompressSync(buf.subarray(r.p, r.p + totalCompressedSize))
  const tables = {}
  let off = 0
  for (const t of dir) {
    tables[t.tag] = data.subarray(off, off + t.length)
    if (t.transformed) tables[`${t.tag}:transformed`] = true
    off += t.length
  }
  return { tables }
}

/** Decode the WOFF2 transformed glyf table into per-glyph contour lists. */
function decodeTransformedGlyf(buf) {
  const r = new Reader(buf)
  r.u16()
  const optionFlags = r.u16()
  const numGlyphs = r.u16()
  r.u16()
  const sizes = Array.from({ length: 7 }, () => r.u32())
  const streams = []
  let p = r.p
  for (const s of sizes) {
    streams.push(new Reader(buf, p))
    p += s
  }
  const [nContourS, nPointsS, flagS, glyphS, compositeS, bboxS] = streams
  const glyphs = []
  for (let g = 0; g < numGlyphs; g++) {
    const nContours = nContourS.i16()
    if (nContours === 0) {
      glyphs.push({ contours: [] })
      continue
    }
    if (nContours > 0) {
      const counts = Array.from({ length: nContours }, () => nPointsS.u255())
      const total = counts.reduce((a, b) => a + b, 0)
      const pts = []
      let x = 0,
        y = 0
      for (let k = 0; k < total; k++) {
        let flag = flagS.u8()
        const on = !(flag >> 7)
        flag &= 0x7f
        const ws = (f, v) => (f & 1 ? v : -v)
        let dx, dy
        if (flag < 10) {
          dx = 0
          dy = ws(flag, ((flag & 14) << 7) + glyphS.u8())
        } else if (flag < 20) {
          dx = ws(flag, (((flag - 10) & 14) << 7) + glyphS.u8())
          dy = 0
        } else if (flag < 84) {
          const b0 = flag - 20,
            b1 = glyphS.u8()
          dx = ws(flag, 1 + (b0 & 0x30) + (b1 >> 4))
          dy = ws(flag >> 1, 1 + ((b0 & 0x0c) << 2) + (b1 & 0x0f))
        } else if (flag < 120) {
          const b0 = flag - 84,
            a = glyphS.u8(),
            b = glyphS.u8()
          dx = ws(flag, 1 + (Math.floor(b0 / 12) << 8) + a)
          dy = ws(flag >> 1, 1 + (((b0 % 12) >> 2) << 8) + b)
        } else if (flag < 124) {
          const a = glyphS.u8(),
            b2 = glyphS.u8(),
            c = glyphS.u8()
          dx = ws(flag, (a << 4) + (b2 >> 4))
          dy = ws(flag >> 1, ((b2 & 0x0f) << 8) + c)
        } else {
          const a = glyphS.u16(),
            b = glyphS.u16()
          dx = ws(flag, a)
          dy = ws(flag >> 1, b)
        }
        x += dx
        y += dy
        pts.push({ x, y, on })
      }
      const instrLen = glyphS.u255()
      streams[6].p += instrLen
      const contours = []
      let s = 0
      for (const c of counts) {
        contours.push(pts.slice(s, s + c))
        s += c
      }
      glyphs.push({ contours })
    } else {
      glyphs.push({ components: readComponents(compositeS) })
    }
  }
  void optionFlags
  void bboxS
  return glyphs
}

function readComponents(r) {
  const comps = []
  let flags
  do {
    flags = r.u16()
    const glyph = r.u16()
    let dx, dy
    if (flags & 1) {
      dx = r.i16()
      dy = r.i16()
    } else {
      dx = r.i8()
      dy = r.i8()
    }
    let a = 1,
      b = 0,
      c = 0,
      d = 1
    const f2 = () => r.i16() / 16384
    if (flags & 8) {
      a = d = f2()
    } else if (flags & 0x40) {
      a = f2()
      d = f2()
    } else if (flags & 0x80) {
      a = f2()
      b = f2()
      c = f2()
      d = f2()
    }
    comps.push({ glyph, dx, dy, a, b, c, d })
  } while (flags & 0x20)
  return comps
}

function decodeGlyf(glyf, loca, numGlyphs, longLoca) {
  const lr = new Reader(loca)
  const offs = Array.from({ length: numGlyphs + 1 }, () => (longLoca ? lr.u32() : lr.u16() * 2))
  const glyphs = []
  for (let g = 0; g < numGlyphs; g++) {
    if (offs[g] === offs[g + 1]) {
      glyphs.push({ contours: [] })
      continue
    }
    const r = new Reader(glyf, offs[g])
    const nContours = r.i16()
    r.p += 8
    if (nContours < 0) {
      glyphs.push({ components: readComponents(r) })
      continue
    }
    const ends = Array.from({ length: nContours }, () => r.u16())
    const instrLen = r.u16()
    r.p += instrLen
    const total = ends[ends.length - 1] + 1
    const flags = []
    while (flags.length < total) {
      const f = r.u8()
      flags.push(f)
      if (f & 8) {
        const n = r.u8()
        for (let k = 0; k < n; k++) flags.push(f)
      }
    }
    const coords = (short, same) => {
      let v = 0
      return flags.map((f) => {
        if (f & short) v += f & same ? r.u8() : -r.u8()
        else if (!(f & same)) v += r.i16()
        return v
      })
    }
    const xs = coords(2, 16),
      ys = coords(4, 32)
    const pts = flags.map((f, k) => ({ x: xs[k], y: ys[k], on: !!(f & 1) }))
    const contours = []
    let s = 0
    for (const e of ends) {
      contours.push(pts.slice(s, e + 1))
      s = e + 1
    }
    glyphs.push({ contours })
  }
  return glyphs
}

export class Font {
  constructor(spec) {
    const file = require.resolve(spec)
    const buf = fs.readFileSync(file)
    const sig = buf.toString('latin1', 0, 4)
    const { tables } =
      sig === 'wOF2'
        ? readWoff2(buf)
        : sig === 'wOFF'
          ? readWoff(buf)
          : (() => {
              throw new Error(`${spec}: not WOFF/WOFF2`)
            })()
    const head = new Reader(tables.head)
    head.p = 18
    this.unitsPerEm = head.u16()
    head.p = 50
    const longLoca = head.i16() === 1
    const maxp = new Reader(tables.maxp, 4)
    const numGlyphs = maxp.u16()
    const hhea = new Reader(tables.hhea, 4)
    this.ascender = hhea.i16()
    this.descender = hhea.i16()
    hhea.p = 34
    const numHMetrics = hhea.u16()
    // hmtx: advance widths come first whether or not the table is transformed.
    const hm = new Reader(tables.hmtx, tables['hmtx:transformed'] ? 1 : 0)
    this.advances = []
    for (let k = 0; k < numHMetrics; k++) {
      this.advances.push(hm.u16())
      if (!tables['hmtx:transformed']) hm.p += 2
    }
    this.glyphs = tables['glyf:transformed']
      ? decodeTransformedGlyf(tables.glyf)
      : decodeGlyf(tables.glyf, tables.loca, numGlyphs, longLoca)
    this.cmap = readCmap(tables.cmap)
  }
  advance(g) {
    return this.advances[Math.min(g, this.advances.length - 1)]
  }
  contours(g, m = { a: 1, b: 0, c: 0, d: 1, dx: 0, dy: 0 }) {
    const gl = this.glyphs[g]
    if (gl.components) {
      return gl.components.flatMap((c) =>
        this.contours(c.glyph, {
          a: m.a * c.a + m.c * c.b,
          b: m.b * c.a + m.d * c.b,
          c: m.a * c.c + m.c * c.d,
          d: m.b * c.c + m.d * c.d,
          dx: m.a * c.dx + m.c * c.dy + m.dx,
          dy: m.b * c.dx + m.d * c.dy + m.dy,
        }),
      )
    }
    return gl.contours.map((pts) =>
      pts.map((p) => ({ x: m.a * p.x + m.c * p.y + m.dx, y: m.b * p.x + m.d * p.y + m.dy, on: p.on })),
    )
  }
  /**
   * Outline `text` at font `size` px with its baseline at (x, y).
   * `tracking` adds em-relative space between letters; `kern` maps pairs like "Va" to em adjustments.
   * Returns { d, width }.
   */
  outline(text, { x = 0, y = 0, size = 32, tracking = 0, kern = {} } = {}) {
    const s = size / this.unitsPerEm
    let pen = 0
    let d = ''
    const chars = [...text]
    chars.forEach((ch, k) => {
      const g = this.cmap.get(ch.codePointAt(0)) ?? 0
      for (const c of this.contours(g))
        d += contourPath(
          c,
          (px) => x + (pen + px) * s,
          (py) => y - py * s,
        )
      pen += this.advance(g) + tracking * this.unitsPerEm
      const pair = ch + (chars[k + 1] || '')
      if (kern[pair]) pen += kern[pair] * this.unitsPerEm
    })
    return { d, width: (pen - tracking * this.unitsPerEm) * s }
  }
}

function readCmap(buf) {
  const r = new Reader(buf, 2)
  const n = r.u16()
  const map = new Map()
  let best = null
  for (let k = 0; k < n; k++) {
    const pid = r.u16(),
      eid = r.u16(),
      off = r.u32()
    const fmt = buf.readUInt16BE(off)
    if ((pid === 3 && (eid === 1 || eid === 10)) || pid === 0) if (fmt === 4 || fmt === 12) best = { off, fmt }
  }
  if (!best) throw new Error('no unicode cmap')
  const t = new Reader(buf, best.off)
  if (best.fmt === 4) {
    t.p += 6
    const segX2 = t.u16()
    t.p += 6
    const seg = segX2 / 2
    const ends = Array.from({ length: seg }, () => t.u16())
    t.p += 2
    const starts = Array.from({ length: seg }, () => t.u16())
    const deltas = Array.from({ length: seg }, () => t.i16())
    const roStart = t.p
    const ros = Array.from({ length: seg }, () => t.u16())
    for (let i = 0; i < seg; i++) {
      for (let c = starts[i]; c <= ends[i] && c !== 0xffff; c++) {
        let g
        if (ros[i] === 0) g = (c + deltas[i]) & 0xffff
        else {
          const at = roStart + i * 2 + ros[i] + (c - starts[i]) * 2
          g = buf.readUInt16BE(at)
          if (g) g = (g + deltas[i]) & 0xffff
        }
        map.set(c, g)
      }
    }
  } else {
    t.p += 12
    const groups = t.u32()
    for (let i = 0; i < groups; i++) {
      const s = t.u32(),
        e = t.u32(),
        g = t.u32()
      for (let c = s; c <= e; c++) map.set(c, g + c - s)
    }
  }
  return map
}

/** Quadratic TrueType contour to SVG path data (implied on-curve midpoints). */
function contourPath(pts, X, Y) {
  if (pts.length < 2) return ''
  const f = (v) => num(v, 1)
  let start
  let seq
  const k0 = pts.findIndex((p) => p.on)
  if (k0 >= 0) {
    start = pts[k0]
    seq = [...pts.slice(k0 + 1), ...pts.slice(0, k0 + 1)]
  } else {
    start = { x: (pts[0].x + pts[1].x) / 2, y: (pts[0].y + pts[1].y) / 2, on: true }
    seq = [...pts.slice(1), pts[0], start]
  }
  let d = `M${f(X(start.x))} ${f(Y(start.y))}`
  let ctrl = null
  for (const p of seq) {
    if (p.on) {
      d += ctrl ? `Q${f(X(ctrl.x))} ${f(Y(ctrl.y))} ${f(X(p.x))} ${f(Y(p.y))}` : `L${f(X(p.x))} ${f(Y(p.y))}`
      ctrl = null
    } else {
      if (ctrl) {
        const mx = (ctrl.x + p.x) / 2,
          my = (ctrl.y + p.y) / 2
        d += `Q${f(X(ctrl.x))} ${f(Y(ctrl.y))} ${f(X(mx))} ${f(Y(my))}`
      }
      ctrl = p
    }
  }
  return d + 'Z'
}
