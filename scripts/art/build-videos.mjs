// Background and tour videos, rendered frame by frame from layered SVG scenes.
// Each frame is an SVG whose layers are shifted by different amounts (parallax)
// on a cosine camera path, so the last frame meets the first (seamless loop).
// Frames are rasterised with rsvg-convert (librsvg2-bin) and encoded with
// Debian's ffmpeg to VP9 webm + H.264 mp4 (+faststart), no audio, plus a poster.
//
//   node scripts/art/build-videos.mjs            (also run by build-art.mjs)
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { artData } from './lib/data.mjs'
import { EmojiSheet } from './lib/emoji.mjs'
import { landscapes } from './lib/palette.mjs'
import { Scene } from './lib/scene.mjs'

const run = promisify(execFile)
const W = 1280
const H = 720
const FPS = 24
const MARGIN = 110 // extra scene width each side, room for the camera to pan

/** Layers of a scene; each entry: { depth, markup } (depth 0 = sky, 1 = foreground). */
function layered(build) {
  const s = new Scene(W + 2 * MARGIN, H, { seed: 5 })
  const layers = []
  let from = 0
  const cut = (depth, extra = {}) => {
    layers.push({ depth, markup: s.parts.slice(from).join(''), ...extra })
    from = s.parts.length
  }
  const e = new EmojiSheet()
  const animated = build(s, cut, e) || []
  return { defs: s.defsMarkup() + e.defs(), layers, animated }
}

/**
 * The layers of a video's landscape (data/videos.json), back to front, each cut at its parallax depth (0 = sky,
 * 1 = foreground): sky and sun; drifting clouds; the far range and ridge with its tree dots and haze; the middle
 * ridge and what stands on it; the field with crop rows or flowers, at its own depth; the foreground with grass
 * tufts; birds crossing the sky. The herd is animated animal by animal (frameSvg), each `dy` below the field's edge.
 * Positions are px in the scene (W + 2 × MARGIN wide); the sun's x and the rows' vanishing point are fractions of it.
 */
function videoScene(spec) {
  const pal = landscapes[spec.palette]
  return layered((s, cut, e) => {
    const w = s.w
    const hill = ({ base, waves }, fill) => s.hill({ base, waves, fill })
    s.sky(pal.sky)
    s.sun(w * spec.sun.x, spec.sun.y, spec.sun.r, { ...pal.sun, glowR: spec.sun.glowR })
    cut(0)
    for (const [x, y, scale, opacity] of spec.clouds.puffs) s.cloud(x, y, scale, { fill: pal.cloud, opacity })
    cut(0.08, { drift: spec.clouds.drift })
    hill(spec.range, pal.range)
    const far = hill(spec.far, pal.far)
    for (const x of spec.far.trees)
      s.tree(x, far.y(x) + 4, 18, 'round', { light: pal.farTree, dark: pal.farTree, trunk: pal.farTree })
    s.haze(spec.haze[0], spec.haze[1], pal.haze, 0.45)
    cut(0.2)
    const mid = hill(spec.mid, pal.mid)
    for (const f of spec.mid.features) standOnRidge(s, mid, f, pal)
    cut(0.45)
    const { depth, rows, flowers } = spec.field
    const field = hill(spec.field, pal.field)
    if (rows) s.rows(field, { vx: w * rows.vx, vy: rows.vy, count: rows.count, colour: pal.rows, opacity: rows.opacity })
    if (flowers) s.flowers(0, w, (x) => field.y(x) + flowers.below, { n: flowers.n, band: flowers.band, r: [2, 5] })
    cut(depth)
    const fg = hill(spec.foreground, pal.fg)
    s.tufts((x) => fg.y(x) + 4, { ...spec.foreground.tufts, colour: pal.fg[0] })
    cut(1)
    if (spec.birds) {
      s.birds(0, 0, spec.birds.scale, pal.bird)
      cut(0.1, { birds: true })
    }
    return (spec.herd ?? []).map(({ emoji, dy, ...animal }) => ({ ...animal, y: field.y(animal.x) + dy, ref: e.id(emoji) }))
  })
}

/** A barn, silo, tree, row of bales or fence on the middle ridge of a video's landscape, at x px. */
function standOnRidge(s, ridge, f, pal) {
  const y = ridge.y(f.x) + 8
  switch (f.type) {
    case 'barn':
      s.barn(f.x, y, f.s)
      break
    case 'silo':
      s.silo(f.x, y, f.s)
      break
    case 'tree':
      s.tree(f.x, y, f.h, f.kind, pal.tree)
      break
    case 'bales':
      // each bale further along, a little lower (`rise` px) and larger (`grow`) than the one before
      for (let k = 0; k < f.n; k++) s.bale(f.x + k * f.gap, ridge.y(f.x + k * f.gap) + f.dy + k * f.rise, f.s + k * f.grow)
      break
    case 'fence':
      s.fence(ridge, f.x, f.x1, { dy: f.dy, height: f.height, post: f.post, width: f.width })
      break
    default:
      throw new Error(`scripts/art/data/videos.json: no drawing for the ridge's ${JSON.stringify(f)}`)
  }
}

const r2 = (v) => Math.round(v * 100) / 100

function frameSvg(scene, t, T, { pan = 150, zoom = 0.035 }) {
  const phase = (1 - Math.cos((2 * Math.PI * t) / T)) / 2 // 0 → 1 → 0 over the loop
  const cam = -pan / 2 + pan * phase
  const z = 1 + zoom * phase
  let body = ''
  for (const l of scene.layers) {
    let dx = -MARGIN - cam * l.depth
    if (l.drift) dx += l.drift * Math.sin((2 * Math.PI * t) / T)
    if (l.birds) {
      // Birds cross the sky once per loop, out of frame at both ends.
      const bx = -200 + ((W + 400) * t) / T
      body += `<g transform="translate(${r2(bx)} ${r2(150 + 20 * Math.sin((2 * Math.PI * t) / 5))})">${l.markup}</g>`
      continue
    }
    body += `<g transform="translate(${r2(dx)} 0)">${l.markup}</g>`
  }
  for (const c of scene.animated) {
    const dx = -MARGIN - cam * c.depth + (c.walk ? c.walk * Math.sin((2 * Math.PI * t) / T) : 0)
    const bob = c.bob * Math.sin(2 * Math.PI * (t / 4 + c.phase))
    const x = c.x + dx
    const y = c.y + bob
    const flip = c.flip ? ` transform="matrix(-1 0 0 1 ${r2(2 * x)} 0)"` : ''
    body += `<ellipse cx="${r2(x)}" cy="${r2(c.y + c.size * 0.44)}" rx="${r2(c.size * 0.4)}" ry="${r2(c.size * 0.07)}" fill="#1E2A14" opacity=".18"/>`
    body += `<use href="#${c.ref}" x="${r2(x - c.size / 2)}" y="${r2(y - c.size / 2)}" width="${c.size}" height="${c.size}"${flip}/>`
  }
  const zoomT = `translate(${W / 2} ${H / 2}) scale(${z.toFixed(4)}) translate(${-W / 2} ${-H / 2})`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${scene.defs}</defs><g transform="${zoomT}">${body}</g></svg>`
}

async function pool(items, size, fn) {
  let next = 0
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await fn(items[next++])
    }),
  )
}

/**
 * The encoder options of each file a video ships as: VP9 in WebM, and H.264 in MP4 with its index at the start
 * (+faststart) so playback begins before the whole file is downloaded; both without sound.
 */
const ENCODINGS = [
  ['webm', '-c:v libvpx-vp9 -b:v 0 -crf 40 -deadline good -cpu-used 2 -row-mt 1 -pix_fmt yuv420p -an -metadata title='],
  ['mp4', '-c:v libx264 -preset slow -crf 27 -tune animation -pix_fmt yuv420p -movflags +faststart -an'],
]

async function renderVideo(publicDir, { name, scene, seconds, poster, motion }) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `gv-${name}-`))
  const frames = Math.round(seconds * FPS)
  const idx = Array.from({ length: frames }, (_, k) => k)
  await pool(idx, Math.max(2, os.cpus().length), async (k) => {
    const svgFile = path.join(tmp, `f${String(k).padStart(4, '0')}.svg`)
    fs.writeFileSync(svgFile, frameSvg(scene, k / FPS, seconds, motion))
    await run('rsvg-convert', ['-o', svgFile.replace(/\.svg$/, '.png'), svgFile])
    fs.rmSync(svgFile)
  })
  const out = path.join(publicDir, 'video')
  fs.mkdirSync(out, { recursive: true })
  const input = ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', path.join(tmp, 'f%04d.png')]
  for (const [ext, options] of ENCODINGS) {
    await run('ffmpeg', [...input, ...options.split(' '), path.join(out, `${name}.${ext}`)], { maxBuffer: 1 << 24 })
  }
  const posterFrame = path.join(tmp, `f${String(Math.min(frames - 1, Math.round(poster * FPS))).padStart(4, '0')}.png`)
  await run('ffmpeg', ['-y', '-loglevel', 'error', '-i', posterFrame, '-q:v', '4', path.join(out, `${name}-poster.jpg`)])
  fs.rmSync(tmp, { recursive: true, force: true })
}

/** Each video: its name, length, poster frame, camera motion, catalogue subject and alt text, and its landscape. */
export const VIDEOS = artData('videos')

export async function buildVideos(publicDir) {
  for (const v of VIDEOS) {
    const t = Date.now()
    await renderVideo(publicDir, { ...v, scene: videoScene(v.landscape) })
    console.log(`video: ${v.name} done in ${Math.round((Date.now() - t) / 1000)} s`)
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildVideos(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public'))
}
