// What each farmer holds in front of the chest on a portrait card (600x700). Each prop draws itself into
// scene `s` with emoji sheet `e` and returns where the hands grip it: [x, y, isRightHand] (the figure's
// right hand is on the picture's right).

/** Where the hands grip a prop: one hand at (left, y), the figure's right hand (on the picture's right) at (right, y). */
function gripsAt(left, right, y) {
  return [
    [left, y, false],
    [right, y, true],
  ]
}

/** Wooden crate: front face centred on x, top at y, with slats, corner posts and a hand hole. */
function crateFront(s, x, y, w, h, { wood = '#C58E55', slat = '#A5713E', post = '#8E5E32', rim = '#E2B27A' } = {}) {
  const l = x - w / 2
  const gap = Math.round(h / 3)
  const shade = s.vgrad([
    [0, '#3A2412', 0],
    [1, '#3A2412', 0.28],
  ])
  s.add(
    `<path fill="${wood}" d="M${l} ${y}h${w}v${h}h-${w}z"/>` +
      `<path fill="${slat}" d="M${l} ${y + gap - 4}h${w}v8h-${w}zM${l} ${y + 2 * gap - 4}h${w}v8h-${w}z"/>` +
      `<path fill="${post}" d="M${l} ${y}h18v${h}h-18zM${l + w - 18} ${y}h18v${h}h-18z"/>` +
      `<path fill="${rim}" d="M${l} ${y}h${w}v7h-${w}z"/>` +
      `<rect x="${x - 34}" y="${y + 16}" width="68" height="20" rx="10" fill="#4A2F1C" opacity=".55"/>` +
      `<path fill="url(#${shade})" d="M${l} ${y}h${w}v${h}h-${w}z"/>`,
  )
}

/** A basket of tomatoes held at both sides. */
export function tomatoBasket(s, e) {
  for (const [x, y, size] of [
    [234, 502, 100],
    [364, 502, 100],
    [298, 478, 106],
    [266, 528, 96],
    [334, 528, 96],
  ]) {
    s.add(e.centre('tomato', x, y, size))
  }
  s.add(e.use('basket', 160, 420, 280))
  return gripsAt(180, 420, 610)
}

/** A crate of cabbages and salad leaves. */
export function greensCrate(s, e) {
  s.add(e.centre('leafy-green', 226, 548, 120, ' transform="rotate(-14 226 548)"'))
  s.add(e.centre('leafy-green', 376, 546, 116, ' transform="rotate(12 376 546)"'))
  s.add(e.centre('cabbage', 300, 546, 130))
  crateFront(s, 300, 584, 280, 140)
  return gripsAt(168, 432, 616)
}

/** A steel milk churn with a cow label high on its body (a card's buttons cover its foot), held by its two handles. */
export function milkChurn(s, e) {
  const steel = s.hgrad([
    [0, '#8D9AA6'],
    [0.18, '#C9D3DB'],
    [0.38, '#F4F7F9'],
    [0.6, '#BAC5CE'],
    [1, '#6F7C88'],
  ])
  const lid = s.hgrad([
    [0, '#7D8A96'],
    [0.35, '#E8EDF1'],
    [1, '#6A7682'],
  ])
  s.add(
    // body, shoulder and neck
    `<path fill="url(#${steel})" d="M214 720V590C214 566 230 552 252 542L268 528V486H332V528L348 542C370 552 386 566 386 590V720z"/>` +
      // rolled rims and a band
      `<path fill="url(#${lid})" d="M258 478h84a6 6 0 0 1 0 14h-84a6 6 0 0 1 0-14zM212 604h176v14H212z"/>` +
      // lid with knob
      `<path fill="url(#${lid})" d="M262 480C262 462 280 452 300 452S338 462 338 480z"/><circle cx="300" cy="448" r="9" fill="url(#${lid})"/>` +
      // handles
      `<path fill="none" stroke="url(#${lid})" stroke-width="9" stroke-linecap="round" d="M226 560C196 560 190 598 214 606M374 560C404 560 410 598 386 606"/>` +
      // label with a cow
      `<rect x="264" y="548" width="72" height="48" rx="10" fill="#FDF9F1" stroke="#2D5A3A" stroke-width="3"/>` +
      e.centre('cow-face', 300, 572, 40),
  )
  return gripsAt(204, 396, 586)
}

/** A shallow painted trug of strawberries and blueberries. */
export function berryTrug(s, e) {
  for (const [name, x, y, size, r] of [
    ['blueberries', 232, 590, 96, -10],
    ['strawberry', 286, 572, 100, -12],
    ['strawberry', 346, 580, 96, 14],
    ['blueberries', 378, 600, 84, 8],
    ['strawberry', 262, 608, 84, 6],
  ]) {
    s.add(e.centre(name, x, y, size, ` transform="rotate(${r} ${x} ${y})"`))
  }
  s.add(`<path fill="none" stroke="#7E9A6A" stroke-width="12" stroke-linecap="round" d="M196 620C196 520 404 520 404 620"/>`)
  crateFront(s, 300, 616, 290, 110, { wood: '#A9C49A', slat: '#8EAE7E', post: '#7A9A6A', rim: '#C9DDBB' })
  return gripsAt(162, 438, 648)
}

/** An open sack of grain with cobs of maize standing in it. */
export function grainSack(s, e) {
  // the cobs first: the sack's body and rolled-down top cover their feet
  s.add(e.centre('ear-of-corn', 250, 520, 150, ' transform="rotate(-24 250 520)"'))
  s.add(e.centre('ear-of-corn', 352, 514, 150, ' transform="rotate(20 352 514)"'))
  const hessian = s.hgrad([
    [0, '#A98450'],
    [0.3, '#E2C48E'],
    [0.6, '#D4B27A'],
    [1, '#8E6A3A'],
  ])
  const grain = s.rgrad([
    [0, '#F7DC8A'],
    [1, '#C9962F'],
  ])
  s.add(
    // bulging body, then the rolled-down top with its wavy edge, then the grain inside
    `<path fill="url(#${hessian})" d="M204 720C184 670 186 612 214 574H386C414 612 416 670 396 720z"/>` +
      `<path fill="#5A3A1C" opacity=".25" d="M214 574H386C390 580 394 588 396 596C340 606 260 606 204 596C206 588 210 580 214 574z"/>` +
      `<ellipse cx="300" cy="552" rx="84" ry="20" fill="url(#${grain})"/>` +
      `<path fill="#EED3A0" stroke="#B8925A" stroke-width="2.5" d="M206 550C220 542 232 556 246 548S272 556 286 548S312 556 326 548S352 556 366 548S386 552 394 550L398 582C340 594 260 594 202 582z"/>` +
      `<path fill="none" stroke="#7A5A2E" stroke-opacity=".3" stroke-width="2" d="M198 640C260 652 340 652 402 640M200 684C260 696 340 696 400 684"/>` +
      // a stencilled ear of wheat on the sack
      `<g fill="#6B4A22" opacity=".55"><path d="M299 704V626h2v78z"/>` +
      [0, 1, 2, 3]
        .map(
          (k) =>
            `<ellipse cx="292" cy="${640 + k * 15}" rx="5" ry="9" transform="rotate(-30 292 ${640 + k * 15})"/><ellipse cx="308" cy="${640 + k * 15}" rx="5" ry="9" transform="rotate(30 308 ${640 + k * 15})"/>`,
        )
        .join('') +
      `<ellipse cx="300" cy="626" rx="4.5" ry="9"/></g>`,
  )
  return gripsAt(200, 400, 630)
}

/** A pot of the farm's honey held in both hands, with two bees from the hives. */
export function honeyPot(s, e) {
  s.add(e.centre('honey-pot', 300, 596, 210))
  s.add(e.centre('honeybee', 128, 420, 64, ' transform="rotate(-16 128 420)"'))
  s.add(e.centre('honeybee', 476, 470, 54, ' transform="rotate(18 476 470)"'))
  return gripsAt(206, 394, 624)
}
