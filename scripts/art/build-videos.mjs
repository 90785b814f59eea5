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

function benefitsScene() {
  const pal = landscapes.golden
  return layered((s, cut) => {
    const w = s.w
    s.sky(pal.sky)
    s.sun(w * 0.66, 250, 46, { ...pal.sun, glowR: 300 })
    cut(0)
    s.cloud(120, 70, 1.2, { fill: pal.cloud, opacity: 0.6 })
    s.cloud(900, 120, 0.9, { fill: pal.cloud, opacity: 0.55 })
    s.cloud(1250, 60, 0.7, { fill: pal.cloud, opacity: 0.5 })
    cut(0.08, { drift: 40 })
    s.hill({
      base: 420,
      waves: [
        [26, 1.6, 0.2],
        [12, 3.7, 0.5],
      ],
      fill: pal.range,
    })
    const far = s.hill({
      base: 455,
      waves: [
        [20, 1.1, 0.4],
        [10, 2.6, 0.1],
      ],
      fill: pal.far,
    })
    for (const x of [200, 420, 760, 1010, 1320])
      s.tree(x, far.y(x) + 4, 18, 'round', { light: pal.farTree, dark: pal.farTree, trunk: pal.farTree })
    s.haze(380, 520, pal.haze, 0.45)
    cut(0.2)
    const mid = s.hill({
      base: 505,
      waves: [
        [24, 0.8, 0.15],
        [8, 2.4, 0.6],
      ],
      fill: pal.mid,
    })
    s.barn(1080, mid.y(1080) + 8, 0.8)
    s.silo(1160, mid.y(1160) + 8, 0.7)
    s.tree(980, mid.y(980) + 8, 64, 'round', pal.tree)
    s.tree(1230, mid.y(1230) + 8, 56, 'round', pal.tree)
    for (let k = 0; k < 3; k++) s.bale(420 + k * 150, mid.y(420 + k * 150) + 34 + k * 6, 0.7 + k * 0.1)
    cut(0.45)
    const field = s.hill({
      base: 590,
      waves: [
        [18, 0.7, 0.3],
        [6, 2, 0.1],
      ],
      fill: landscapes.golden.field,
    })
    s.rows(field, { vx: w * 0.55, vy: 420, count: 30, colour: pal.rows, opacity: 0.22 })
    cut(0.75)
    const fg = s.hill({
      base: 680,
      waves: [
        [12, 1.1, 0.6],
        [5, 3, 0.2],
      ],
      fill: pal.fg,
    })
    s.tufts((x) => fg.y(x) + 4, { n: 24, h: 26, colour: pal.fg[0] })
    cut(1)
    s.birds(0, 0, 1.1, pal.bird)
    cut(0.1, { birds: true })
  })
}

function dairyScene() {
  const pal = landscapes.day
  return layered((s, cut, e) => {
    const w = s.w
    s.sky(pal.sky)
    s.sun(w * 0.78, 130, 40, { ...pal.sun, glowR: 260 })
    cut(0)
    s.cloud(60, 80, 1.1, { fill: pal.cloud, opacity: 0.7 })
    s.cloud(760, 50, 0.8, { fill: pal.cloud, opacity: 0.65 })
    s.cloud(1200, 150, 0.6, { fill: pal.cloud, opacity: 0.6 })
    cut(0.08, { drift: 50 })
    s.hill({
      base: 380,
      waves: [
        [26, 1.6, 0.7],
        [12, 3.7, 0.2],
      ],
      fill: pal.range,
    })
    const far = s.hill({
      base: 415,
      waves: [
        [20, 1.1, 0.1],
        [10, 2.6, 0.4],
      ],
      fill: pal.far,
    })
    for (const x of [160, 520, 700, 1100, 1400])
      s.tree(x, far.y(x) + 4, 18, 'round', { light: pal.farTree, dark: pal.farTree, trunk: pal.farTree })
    s.haze(340, 480, pal.haze, 0.45)
    cut(0.2)
    const mid = s.hill({
      base: 470,
      waves: [
        [22, 0.8, 0.75],
        [8, 2.4, 0.3],
      ],
      fill: pal.mid,
    })
    s.barn(1150, mid.y(1150) + 8, 1)
    s.silo(1245, mid.y(1245) + 8, 0.9)
    s.tree(1040, mid.y(1040) + 8, 70, 'round', pal.tree)
    s.tree(1330, mid.y(1330) + 8, 60, 'poplar', pal.tree)
    s.fence(mid, 560, 1500, { dy: 34, height: 24, post: 36, width: 4 })
    cut(0.45)
    const field = s.hill({
      base: 560,
      waves: [
        [16, 0.7, 0.2],
        [6, 2, 0.6],
      ],
      fill: pal.field,
    })
    s.flowers(0, w, (x) => field.y(x) + 10, { n: 40, band: 120, r: [2, 5] })
    cut(0.7)
    const fg = s.hill({
      base: 690,
      waves: [
        [10, 1.1, 0.3],
        [4, 3, 0.7],
      ],
      fill: pal.fg,
    })
    s.tufts((x) => fg.y(x) + 4, { n: 26, h: 24, colour: pal.fg[0] })
    cut(1)
    // Cows are animated individually (graze bob, one walks slowly).
    return [
      { name: 'cow', x: 300, y: field.y(300) + 20, size: 84, bob: 1.5, phase: 0.2, depth: 0.7, walk: 60 },
      { name: 'cow', x: 760, y: field.y(760) + 30, size: 110, bob: 2, phase: 0.4, depth: 0.72, flip: true },
      { name: 'ox', x: 1010, y: field.y(1010) + 55, size: 130, bob: 2.5, phase: 0.7, depth: 0.74 },
      { name: 'cow', x: 520, y: field.y(520) + 62, size: 160, bob: 3, phase: 0, depth: 0.75 },
    ].map((c) => ({ ...c, ref: e.id(c.name) }))
  })
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
  await run(
    'ffmpeg',
    [
      ...input,
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '40',
      '-deadline',
      'good',
      '-cpu-used',
      '2',
      '-row-mt',
      '1',
      '-pix_fmt',
      'yuv420p',
      '-an',
      '-metadata',
      'title=',
      path.join(out, `${name}.webm`),
    ],
    { maxBuffer: 1 << 24 },
  )
  await run(
    'ffmpeg',
    [
      ...input,
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-crf',
      '27',
      '-tune',
      'animation',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-an',
      path.join(out, `${name}.mp4`),
    ],
    { maxBuffer: 1 << 24 },
  )
  const posterFrame = path.join(tmp, `f${String(Math.min(frames - 1, Math.round(poster * FPS))).padStart(4, '0')}.png`)
  await run('ffmpeg', ['-y', '-loglevel', 'error', '-i', posterFrame, '-q:v', '4', path.join(out, `${name}-poster.jpg`)])
  fs.rmSync(tmp, { recursive: true, force: true })
}

export const VIDEOS = [
  {
    name: 'benefits',
    seconds: 20,
    poster: 10,
    motion: { pan: 160, zoom: 0.04 },
    subject:
      'Background loop (20 s, 1280x720, no audio): slow parallax pan and zoom over golden harvest fields with hay bales, barn and drifting clouds; camera path is a cosine so the loop is seamless. Poster = the frame at 10 s (where the site starts playback).',
    alt: 'Decorative background video (hide from assistive tech: aria-hidden, no controls)',
  },
  {
    name: 'dairy-tour',
    seconds: 16,
    poster: 0,
    motion: { pan: 120, zoom: 0.06 },
    subject:
      'Dairy tour (16 s, 1280x720, 16:9, no audio): pasture with grazing cows and an ox, one cow ambling, barn and silo, gentle push-in and pan. Poster = first frame.',
    alt: 'Animated tour of the dairy pasture with grazing cows',
  },
]

export async function buildVideos(publicDir) {
  const scenes = { benefits: benefitsScene(), 'dairy-tour': dairyScene() }
  for (const v of VIDEOS) {
    const t = Date.now()
    await renderVideo(publicDir, { ...v, scene: scenes[v.name] })
    console.log(`video: ${v.name} done in ${Math.round((Date.now() - t) / 1000)} s`)
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildVideos(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public'))
}
