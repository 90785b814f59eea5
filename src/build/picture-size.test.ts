// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { pictureSize } from './picture-size.ts'

const dir = mkdtempSync(join(tmpdir(), 'picture-size-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function file(name: string, content: Buffer | string): string {
  const path = join(dir, name)
  writeFileSync(path, content)
  return path
}

describe('pictureSize', () => {
  it('reads the site’s WebP pictures (lossy and with an extended header)', () => {
    expect(pictureSize(join(process.cwd(), 'public/art/blog/post-1.webp'))).toEqual({ width: 1200, height: 750 })
    const extended = Buffer.alloc(30)
    extended.write('RIFF', 0, 'latin1')
    extended.write('WEBPVP8X', 8, 'latin1')
    extended.writeUIntLE(799, 24, 3)
    extended.writeUIntLE(599, 27, 3)
    expect(pictureSize(file('extended.webp', extended))).toEqual({ width: 800, height: 600 })
  })

  it('reads a PNG’s header and a JPEG’s frame header', () => {
    const png = Buffer.alloc(24)
    png.writeUInt32BE(0x89504e47, 0)
    png.write('IHDR', 12, 'latin1')
    png.writeUInt32BE(640, 16)
    png.writeUInt32BE(480, 20)
    expect(pictureSize(file('a.png', png))).toEqual({ width: 640, height: 480 })
    expect(pictureSize(join(process.cwd(), 'public/art/social/hero-dawn.jpg'))).toEqual({ width: 1200, height: 630 })
  })

  it('reads an SVG’s width and height, else its viewBox', () => {
    expect(pictureSize(file('a.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="220" height="56"></svg>'))).toEqual({
      width: 220,
      height: 56,
    })
    expect(pictureSize(file('b.svg', '<svg viewBox="0 0 1200 900"></svg>'))).toEqual({ width: 1200, height: 900 })
  })

  it('gives nothing for a file it cannot read a size from', () => {
    expect(pictureSize(file('c.webp', 'not a picture'))).toBeUndefined()
    expect(pictureSize(file('d.svg', '<svg></svg>'))).toBeUndefined()
  })
})
