import { chromium } from 'playwright'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const [base, path, w, h] = [process.argv[2], process.argv[3], Number(process.argv[4]), Number(process.argv[5])]
const p = await b.newPage({ viewport: { width: w, height: h } })
await p.goto(base + path, { waitUntil: 'load' })
await p.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
const height = await p.evaluate(() => document.body.scrollHeight)
let i = 0
for (let y = 0; y < height; y += h) { await p.evaluate((y) => window.scrollTo(0, y), y); await p.waitForTimeout(700); await p.screenshot({ path: `/tmp/shots/scroll-${w}-${String(i++).padStart(2, '0')}.png` }) }
console.log(height, i)
await b.close()
