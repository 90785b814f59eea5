// A farmer's bust for the 600x700 portrait cards: a Fluent Emoji head (it chooses the person: man or
// woman, age, hair, skin tone), then neck, work clothes, forearms and hands drawn here in the same glossy
// style (layered gradients, soft highlights), holding a prop drawn in front of the chest.
// Why not the Fluent farmer emoji: it is one figure (same hat, overalls and pitchfork) in five skin tones,
// so six farmers made from it look like one person six times.

/** Skin colours per Fluent skin tone: highlight, base and shade, picked from the emoji faces. */
export const SKIN = {
  light: ['#FFDCC6', '#F3BBA4', '#D99A86'],
  'medium-light': ['#F4C4A2', '#E2A585', '#C4836E'],
  medium: ['#CC9D8E', '#B08073', '#87565C'],
  'medium-dark': ['#A0716A', '#855A57', '#5F3C42'],
  dark: ['#654546', '#4A3135', '#2E1D21'],
}

/** The head emoji: a hair style in a skin tone ("woman-curly-hair" + "medium"). */
export function headEmoji({ head, skin }) {
  return `${head}-${skin}`
}

const HEAD = { x: 160, y: 148, size: 280 }
const TORSO = 'M300 446C226 446 168 466 134 512C110 546 100 612 98 700H502C500 612 490 546 466 512C432 466 374 446 300 446Z'

/** Horizontal shading that rounds a flat shape: dark at both sides. */
function roundness(s, dark, strength = 0.38) {
  return s.hgrad([
    [0, dark, strength],
    [0.22, dark, 0],
    [0.78, dark, 0],
    [1, dark, strength],
  ])
}

function neck(s, [light, base, shade]) {
  const g = s.hgrad([
    [0, shade],
    [0.45, base],
    [0.7, light],
    [1, shade],
  ])
  const chin = s.vgrad([
    [0, shade, 0.95],
    [0.6, shade, 0.1],
  ])
  s.add(`<path fill="url(#${g})" d="M258 372V488H342V372z"/><path fill="url(#${chin})" d="M258 372V488H342V372z"/>`)
}

/** A plaid weave for shirts: two stripe colours crossing on the cloth colour. */
function plaid(s, cloth, stripe, thin) {
  return s.def(
    `plaid${cloth}${stripe}${thin}`,
    (id) =>
      `<pattern id="${id}" width="64" height="64" patternUnits="userSpaceOnUse"><rect width="64" height="64" fill="${cloth}"/><path fill="${stripe}" opacity=".5" d="M0 0h24v64H0zM0 0h64v24H0z"/><path fill="${thin}" opacity=".6" d="M42 0h3v64h-3zM0 42h64v3H0z"/></pattern>`,
  )
}

/** The upper body in one cloth, with roundness, a shoulder highlight and the fold shadow under the neck. */
function torso(s, fill, shade) {
  s.add(`<path fill="${fill}" d="${TORSO}"/>`)
  s.add(`<path fill="url(#${roundness(s, shade, 0.5)})" d="${TORSO}"/>`)
  const sheen = s.rgrad([
    [0, '#FFFFFF', 0.3],
    [1, '#FFFFFF', 0],
  ])
  s.add(`<ellipse cx="196" cy="512" rx="90" ry="46" fill="url(#${sheen})"/>`)
}

/** A shirt collar: two pointed wings meeting under the chin. */
function collar(s, colour, edge) {
  s.add(
    `<path fill="${colour}" stroke="${edge}" stroke-width="3" stroke-linejoin="round" d="M300 512L250 452C242 470 236 490 238 512L264 530zM300 512L350 452C358 470 364 490 362 512L336 530z"/>`,
  )
}

/** A ribbed round neckline for knitwear. */
function crewNeck(s, colour, rib) {
  s.add(
    `<path fill="${colour}" d="M248 458C262 482 280 492 300 492S338 482 352 458L364 468C350 500 326 512 300 512S250 500 236 468z"/>`,
  )
  let d = ''
  for (let k = 0; k <= 12; k++) {
    const a = Math.PI * (0.12 + (0.76 * k) / 12)
    const x = 300 - Math.cos(a) * 58
    const y = 462 + Math.sin(a) * 34
    d += `M${x.toFixed(1)} ${y.toFixed(1)}l${(-Math.cos(a) * 14).toFixed(1)} ${(Math.sin(a) * 10).toFixed(1)}`
  }
  s.add(`<path fill="none" stroke="${rib}" stroke-width="2.5" stroke-linecap="round" opacity=".7" d="${d}"/>`)
}

/** Open jacket, cardigan or gilet: two front panels over the shirt, with lapels if `lapel` is a colour. */
function frontPanels(s, { fill, shade, lapel, quilted }) {
  const left = 'M300 700H98C100 612 110 546 134 512C160 478 198 458 246 450L286 560z'
  const right = 'M300 700H502C500 612 490 546 466 512C440 478 402 458 354 450L314 560z'
  const body = `${left}${right}`
  s.add(`<path fill="${fill}" d="${body}"/><path fill="url(#${roundness(s, shade, 0.55)})" d="${body}"/>`)
  if (quilted) {
    const clip = s.def(`gilet${fill}`, (id) => `<clipPath id="${id}"><path d="${body}"/></clipPath>`)
    let d = ''
    for (let y = 500; y < 720; y += 34) d += `M96 ${y}c70 10 140 10 210 0s140-10 210 0`
    s.add(
      `<g clip-path="url(#${clip})" fill="none" stroke="${shade}" stroke-width="3" stroke-dasharray="7 6" opacity=".6"><path d="${d}"/></g>`,
    )
  }
  if (lapel) {
    s.add(
      `<path fill="${lapel}" d="M246 450C236 470 232 496 240 520L286 560 262 500zM354 450C364 470 368 496 360 520L314 560 338 500z"/>`,
    )
  }
  // Front edges catch the light.
  s.add(`<path fill="none" stroke="#FFFFFF" stroke-opacity=".35" stroke-width="3" d="M248 452L288 562V700M352 452L312 562V700"/>`)
}

/** Bib-and-brace overalls over the shirt: straps over the shoulders, bib with brass buttons. */
function overalls(s, denim, shade) {
  const bib = 'M222 700V560Q222 548 234 548H366Q378 548 378 560V700z'
  const straps = 'M232 552L204 466Q214 456 228 456L256 552zM368 552L396 466Q386 456 372 456L344 552z'
  s.add(`<path fill="${denim}" d="${straps}${bib}"/><path fill="url(#${roundness(s, shade, 0.45)})" d="${bib}"/>`)
  s.add(
    `<path fill="none" stroke="#F2D7A6" stroke-width="2.5" stroke-dasharray="6 5" opacity=".8" d="M230 700V562Q230 556 236 556H364Q370 556 370 562V700M266 590H334V640Q300 652 266 640z"/>`,
  )
  const brass = s.rgrad([
    [0, '#FFF1B8'],
    [0.6, '#E2B046'],
    [1, '#A9761F'],
  ])
  s.add(`<circle cx="242" cy="566" r="10" fill="url(#${brass})"/><circle cx="358" cy="566" r="10" fill="url(#${brass})"/>`)
}

/** A cloth apron over the top: neck loop and bib. */
function apron(s, cloth, shade) {
  s.add(
    `<path fill="none" stroke="${cloth}" stroke-width="12" stroke-linecap="round" d="M236 560C232 520 250 480 262 458M364 560C368 520 350 480 338 458"/>`,
  )
  const bib = 'M214 700L226 556Q228 546 240 546H360Q372 546 374 556L386 700z'
  s.add(`<path fill="${cloth}" d="${bib}"/><path fill="url(#${roundness(s, shade, 0.4)})" d="${bib}"/>`)
  s.add(`<path fill="none" stroke="${shade}" stroke-width="2.5" stroke-dasharray="6 5" d="M232 700L240 556H360L368 700"/>`)
}

/** A zipped beekeeping smock: a pale tunic with a zip and a stand-up collar (the veil is off for the picture). */
function smock(s, cloth, shade) {
  s.add(
    `<path fill="none" stroke="#5A5F58" stroke-width="5" d="M300 486V700"/><path fill="none" stroke="#C9CDC4" stroke-width="3" stroke-dasharray="3 4" d="M294 486V700M306 486V700"/>`,
  )
  s.add(
    `<path fill="${cloth}" stroke="${shade}" stroke-width="3" stroke-linejoin="round" d="M252 450C266 462 282 466 300 466S334 462 348 450L352 478C336 490 318 494 300 494S264 490 248 478z"/>`,
  )
}

/** A hand gripping something at (x, y): the back of the hand with four fingers curled over the edge. */
function hand(s, [light, base, shade], x, y, right, cuff) {
  const back = s.rgrad([
    [0, light],
    [0.55, base],
    [1, shade],
  ])
  const finger = s.vgrad([
    [0, light],
    [1, base],
  ])
  const flip = right ? ' scale(-1 1)' : ''
  let fingers = ''
  for (let k = 0; k < 4; k++) {
    fingers += `<rect x="${10 + k * 2}" y="${-24 + k * 13}" width="24" height="14" rx="7" fill="url(#${finger})" stroke="${shade}" stroke-width="1.5" stroke-opacity=".6"/>`
  }
  s.add(
    `<g transform="translate(${x} ${y})${flip}">` +
      `<path fill="${cuff}" d="M-38 26C-44 8-38-12-24-20L0-8C-8 4-12 18-10 32z"/>` +
      `<path fill="url(#${back})" d="M-18-22C-2-30 16-28 20-16L24 28C18 38-2 40-14 30C-26 18-30-10-18-22z"/>` +
      fingers +
      `<ellipse cx="-6" cy="-12" rx="10" ry="5" fill="#fff" opacity=".28" transform="rotate(-20 -6 -12)"/>` +
      `</g>`,
  )
}

/** What the figure wears, by style. Colours: cloth, its shade, and trims. */
const OUTFITS = {
  overalls: (s, o) => {
    torso(s, `url(#${plaid(s, o.shirt, o.check, o.thread)})`, o.shirtShade)
    collar(s, o.shirt, o.shirtShade)
    overalls(s, o.denim, o.denimShade)
  },
  apron: (s, o) => {
    torso(s, o.jumper, o.jumperShade)
    crewNeck(s, o.jumper, o.jumperShade)
    apron(s, o.apron, o.apronShade)
  },
  jacket: (s, o) => {
    torso(s, o.shirt, o.shirtShade)
    collar(s, o.shirt, o.shirtShade)
    frontPanels(s, { fill: o.jacket, shade: o.jacketShade, lapel: o.lapel })
  },
  gilet: (s, o) => {
    torso(s, o.shirt, o.shirtShade)
    collar(s, o.shirt, o.shirtShade)
    frontPanels(s, { fill: o.gilet, shade: o.giletShade, quilted: true })
  },
  smock: (s, o) => {
    torso(s, o.smock, o.smockShade)
    smock(s, o.smock, o.smockShade)
  },
}

/** The colour a forearm's sleeve shows at the cuff. */
function cuffColour(o) {
  return o.jacket ?? o.smock ?? o.jumper ?? o.shirt
}

/**
 * Draws the bust into scene `s` with emoji sheet `e`: neck, clothes, head, then the prop with the hands
 * holding it. `prop` is a function (s, e, grip) that draws the prop and tells where the hands go.
 */
export function drawFigure(s, e, { head, skin, outfit, prop }) {
  const tones = SKIN[skin]
  if (!tones) throw new Error(`unknown skin tone "${skin}"`)
  const dress = OUTFITS[outfit.style]
  if (!dress) throw new Error(`unknown outfit "${outfit.style}"`)
  neck(s, tones)
  dress(s, outfit)
  s.add(e.use(headEmoji({ head, skin }), HEAD.x, HEAD.y, HEAD.size))
  const hands = prop(s, e)
  for (const [x, y, right] of hands) hand(s, tones, x, y, right, cuffColour(outfit))
}
