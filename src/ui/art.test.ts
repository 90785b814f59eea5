import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { doubleDensity, sharePictureOf } from './art.ts'

const shipped = (sitePath: string) => existsSync(join(import.meta.dirname, '../../public', sitePath))

describe('sharePictureOf', () => {
  it('gives the 1200 px file of a product photo', () => {
    expect(sharePictureOf('/art/products/pears.webp')).toBe('/art/products/pears@2x.webp')
    expect(doubleDensity('/art/blog/post-1.webp')).toBeUndefined()
  })

  it('gives the JPEG share picture of a hero scene, and every hero scene has one', () => {
    expect(sharePictureOf('/art/scenes/hero-dawn.svg')).toBe('/art/social/hero-dawn.jpg')
    for (const scene of ['hero-dawn', 'hero-meadow', 'hero-harvest', 'hero-farm-company', 'hero-best-harvest', 'hero-dairy']) {
      expect(shipped(`/art/scenes/${scene}.svg`)).toBe(true)
      expect(shipped(sharePictureOf(`/art/scenes/${scene}.svg`)!)).toBe(true)
    }
  })

  it('keeps other raster pictures and refuses other SVGs, which link previews do not show', () => {
    expect(sharePictureOf('/art/blog/post-3.webp')).toBe('/art/blog/post-3.webp')
    expect(sharePictureOf('/art/scenes/page-banner.svg')).toBeUndefined()
    expect(sharePictureOf('/art/shapes/leaf-sprig.svg')).toBeUndefined()
  })
})
