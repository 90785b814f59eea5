// @vitest-environment node
// The six farmers' portraits (scripts/art/make/people.mjs, decision 224): six different people, each in
// their own clothes with what their title says they grow, and six different picture files on the site.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FARMERS, farmerPortrait } from '#scripts/art/make/people.mjs'

const farmers = (JSON.parse(readFileSync('data/farmers.json', 'utf8')) as { farmers: { name: string; thumb: string }[] }).farmers

/** Width and height of a WebP file (lossy "VP8 ", lossless "VP8L" or extended "VP8X"). */
function webpSize(file: Buffer): { width: number; height: number } {
  expect(file.toString('ascii', 0, 4)).toBe('RIFF')
  expect(file.toString('ascii', 8, 12)).toBe('WEBP')
  const chunk = file.toString('ascii', 12, 16)
  if (chunk === 'VP8X') return { width: file.readUIntLE(24, 3) + 1, height: file.readUIntLE(27, 3) + 1 }
  if (chunk === 'VP8L') {
    const bits = file.readUInt32LE(21)
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
  }
  expect(chunk).toBe('VP8 ')
  return { width: file.readUInt16LE(26) & 0x3fff, height: file.readUInt16LE(28) & 0x3fff }
}

describe('farmer portraits in the art pipeline', () => {
  it('describes one portrait per farmer in data/farmers.json', () => {
    expect(FARMERS).toHaveLength(farmers.length)
  })

  it('makes every farmer a different person holding a different thing', () => {
    const distinct = <T>(values: T[]) => new Set(values).size
    expect(distinct(FARMERS.map((f) => f.head))).toBe(FARMERS.length)
    expect(distinct(FARMERS.map((f) => JSON.stringify(f.outfit)))).toBe(FARMERS.length)
    expect(distinct(FARMERS.map((f) => f.prop))).toBe(FARMERS.length)
    expect(distinct(FARMERS.map((f) => f.produce))).toBe(FARMERS.length)
    expect(distinct(FARMERS.map((f) => f.who))).toBe(FARMERS.length)
    // Men and women, young and old, at least four skin tones.
    expect(FARMERS.filter((f) => /^(old-)?woman-/.test(f.head)).length).toBeGreaterThanOrEqual(2)
    expect(FARMERS.filter((f) => /^(old-)?man-/.test(f.head)).length).toBeGreaterThanOrEqual(2)
    expect(FARMERS.some((f) => /^old-|white-hair/.test(f.head))).toBe(true)
    expect(distinct(FARMERS.map((f) => f.skin))).toBeGreaterThanOrEqual(4)
  })

  // Six portraits drawn in full: about a second on an idle core, several beside the rest of npm test.
  it('draws six different 600x700 cards', { timeout: 30_000 }, () => {
    const svgs = FARMERS.map((f, k) => farmerPortrait(f, k))
    for (const svg of svgs) expect(svg).toMatch(/^<svg [^>]*width="600" height="700" viewBox="0 0 600 700"/)
    expect(new Set(svgs).size).toBe(FARMERS.length)
  })

  it('refuses a skin tone or an outfit it cannot draw', () => {
    const farmer = FARMERS[0]!
    expect(() => farmerPortrait({ ...farmer, skin: 'green' as never }, 0)).toThrow('unknown skin tone "green"')
    expect(() => farmerPortrait({ ...farmer, outfit: { style: 'tuxedo' as never } }, 0)).toThrow('unknown outfit "tuxedo"')
  })
})

describe('farmer pictures on the site', () => {
  const pictures = farmers.map((farmer) => ({ farmer, file: readFileSync(`public${farmer.thumb}`) }))

  it('gives each farmer a 600x700 WebP portrait', () => {
    for (const { file } of pictures) expect(webpSize(file)).toEqual({ width: 600, height: 700 })
  })

  it('shows six different pictures, not one picture six times', () => {
    const hashes = pictures.map(({ file }) => createHash('sha256').update(file).digest('hex'))
    expect(new Set(hashes).size).toBe(farmers.length)
    expect(new Set(farmers.map((f) => f.thumb)).size).toBe(farmers.length)
  })
})
