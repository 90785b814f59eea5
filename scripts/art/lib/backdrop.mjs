// Parametric farm landscape used by the hero scenes and as the background of
// the editorial illustrations. A palette (data/palettes.json) sets the time of day; `features`
// places buildings and trees on the middle ridge; `field` picks the texture
// of the foreground field.
import { landscapes } from './palette.mjs'
import { Scene } from './scene.mjs'

/**
 * Build a landscape into a new Scene.
 * opts: palette, seed, horizon (0..1, top of far hills), sun {x, y, r} in
 * fractions (null for none), clouds [[x, y, scale]] in fractions,
 * features [{type, x, ...}] placed on the mid ridge (x in fractions),
 * field 'rows' | 'meadow' | 'wheat' | 'pasture', fieldTop (0..1),
 * foreground 'tufts' | 'none', fgTop (0..1), fade (opacity or 0),
 * tilt (px: hills sit lower on the left and higher on the right, for headline room).
 * Returns { s, pal, layers } so callers can add more on top.
 */
export function backdrop(w, h, opts = {}) {
  const {
    palette = 'dawn',
    seed = 1,
    horizon = 0.6,
    sun = { x: 0.72, y: 0.36, r: 0.045 },
    clouds = [],
    features = [],
    field = 'rows',
    fieldTop = 0.8,
    foreground = 'tufts',
    fgTop = 0.93,
    fade = 0.3,
    range = true,
    birds = null,
    vanish = 0.66,
    farTrees = 6,
    scale = 1,
    meadowFlowers = 40,
    tilt = 0,
  } = opts
  const pal = landscapes[palette]
  const s = new Scene(w, h, { seed })
  const u = Math.min(w / 1920, h / 900) * scale // feature scale unit
  const ph = (k) => (seed * 0.137 * (k + 1)) % 1
  // Each hill is two sine waves, [height in feature units, frequency]; their phases (k, k + 1) follow the seed.
  const hill = (k, [h1, f1], [h2, f2], options) =>
    s.hill({
      ...options,
      waves: [
        [h1 * u, f1, ph(k)],
        [h2 * u, f2, ph(k + 1)],
      ],
    })
  const farStep = Math.max(w / 16, 90)
  const nearStep = Math.max(w / 14, 100)
  s.sky(pal.sky)
  if (sun)
    s.sun(sun.x * w, sun.y * h, sun.r * w, {
      ...pal.sun,
      glowR: sun.glowR ? sun.glowR * w : sun.r * w * 5.2,
      glowOpacity: sun.glowOpacity ?? 1,
    })
  for (const [cx, cy, cs] of clouds) s.cloud(cx * w, cy * h, cs * u * 1.6, { fill: pal.cloud, opacity: 0.62 })
  if (birds) s.birds(birds[0] * w, birds[1] * h, u * 1.2, pal.bird)
  const hy = horizon * h
  const layers = {}
  if (range)
    layers.range = hill(1, [34, 1.6], [16, 3.7], { slope: tilt * 0.6, base: hy - 40 * u, fill: pal.range, step: farStep })
  layers.far = hill(3, [24, 1.1], [12, 2.6], { slope: tilt * 0.8, base: hy + 10 * u, fill: pal.far, step: farStep })
  // Tiny tree line dots on the far ridge for depth.
  for (let k = 0; k < farTrees; k++) {
    const x = w * (0.08 + ((k * 0.618 + ph(5)) % 1) * 0.84)
    s.tree(x, layers.far.y(x) + 6 * u, (16 + (k % 3) * 5) * u, k % 3 === 0 ? 'poplar' : 'round', {
      light: pal.farTree,
      dark: pal.farTree,
      trunk: pal.farTree,
    })
  }
  s.haze(hy - 60 * u - tilt * 0.3, hy + 90 * u + tilt * 0.3, pal.haze, 0.45)
  const midBase = hy + 70 * u + (fieldTop - 0.8) * h * 0.3
  layers.mid = hill(6, [30, 0.8], [10, 2.4], { slope: tilt, base: midBase, fill: pal.mid, step: nearStep })
  // Features stand on the middle ridge unless they say `layer: 'field'`.
  const placeOn = (layer, isOnIt) => placeFeatures(s, layer, features.filter(isOnIt), pal, w, h, u)
  placeOn(layers.mid, (f) => !f.layer || f.layer === 'mid')
  const fieldFill = field === 'wheat' ? landscapes.golden.field : pal.field
  layers.field = hill(8, [22, 0.7], [8, 2], { slope: tilt * 0.8, base: fieldTop * h, fill: fieldFill, step: nearStep })
  if (field === 'rows' || field === 'wheat') {
    s.rows(layers.field, {
      vx: vanish * w,
      vy: fieldTop * h - 240 * u,
      count: Math.round(28 * (w / 1920) + 6),
      colour: field === 'wheat' ? landscapes.golden.rows : pal.rows,
      opacity: field === 'wheat' ? 0.22 : 0.3,
    })
  } else if (field === 'meadow') {
    s.flowers(0, w, (x) => layers.field.y(x) + 10 * u, { n: meadowFlowers, band: 110 * u, r: [2 * u, 7 * u] })
  }
  placeOn(layers.field, (f) => f.layer === 'field')
  if (foreground === 'tufts') {
    layers.fg = hill(10, [14, 1.1], [5, 3], { slope: tilt * 0.4, base: fgTop * h, fill: pal.fg, step: Math.max(w / 12, 120) })
    s.tufts((x) => layers.fg.y(x) + 5 * u, { n: Math.round(w / 90), h: 26 * u, colour: pal.fg[0] })
  }
  if (fade) s.fade(0.68, '#14261A', fade)
  return { s, pal, layers, u }
}

function placeFeatures(s, layer, features, pal, w, h, u) {
  for (const f of features) {
    const x = f.x * w
    const y = layer.y(x) + (f.dy ?? 8) * u
    const k = (f.s ?? 1) * u
    switch (f.type) {
      case 'barn':
        s.barn(x, y + 4 * u, k, pal.barn)
        break
      case 'silo':
        s.silo(x, y + 4 * u, k * 0.8, pal.silo)
        break
      case 'house':
        s.house(x, y + 4 * u, k, pal.house)
        break
      case 'tree':
        s.tree(x, y, (f.h ?? 80) * u, f.kind ?? 'round', pal.tree)
        break
      case 'trees':
        for (let t = 0; t < (f.n ?? 3); t++) {
          const tx = x + t * (f.gap ?? 46) * u
          s.tree(tx, layer.y(tx) + 8 * u, ((f.h ?? 70) - (t % 2) * 14) * u, t % 3 === 1 ? 'poplar' : 'round', pal.tree)
        }
        break
      case 'orchard':
        for (let r = 0; r < (f.rows ?? 2); r++) {
          for (let t = 0; t < (f.n ?? 6); t++) {
            const tx = x + t * (f.gap ?? 64) * u + r * 30 * u
            s.tree(tx, layer.y(tx) + (8 + r * 26) * u, (56 + r * 10) * u, 'round', pal.tree)
          }
        }
        break
      case 'fence':
        s.fence(layer, x, f.x1 * w, { dy: (f.dy ?? 30) * u, height: 28 * u, post: 42 * u, width: 4 * u })
        break
      case 'greenhouse':
        s.greenhouse(x, y + 2 * u, k, f.n ?? 3, 150)
        break
      case 'hives':
        s.hives(x, y, k, f.colours)
        break
      case 'bales':
        for (let t = 0; t < (f.n ?? 3); t++) {
          const tx = x + t * (f.gap ?? 150) * u
          s.bale(tx, layer.y(tx) + (f.dy ?? 30) * u + t * 10 * u, k * (1 + t * 0.12))
        }
        break
      default:
        throw new Error(`unknown feature ${f.type}`)
    }
  }
}
