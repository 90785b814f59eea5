// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  doubleDensity,
  PHONE_PICTURE_WIDTH,
  phoneSizedSrcSet,
  PICTURE_SIZES,
  pictureSources,
  sharePictureOf,
  THUMBNAIL_PICTURE_WIDTH,
} from './art.ts'

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
    expect(sharePictureOf('/favicon.svg')).toBeUndefined()
    expect(sharePictureOf('/art/brands/brand-1.svg')).toBeUndefined()
  })
})

describe('phoneSizedSrcSet', () => {
  const webpWidth = (sitePath: string) => {
    // Chromium writes extended (VP8X) WebP with the canvas width − 1 in bytes 24-26; plain lossy files
    // (VP8) keep it in bytes 26-27.
    const bytes = readFileSync(join(import.meta.dirname, '../../public', sitePath))
    const chunk = bytes.toString('ascii', 12, 16)
    return chunk === 'VP8X' ? bytes.readUIntLE(24, 3) + 1 : bytes.readUInt16LE(26) & 0x3fff
  }

  it('offers the 360 and 720 px files beside the 1200 px one for blog, place, project and service pictures', () => {
    expect(phoneSizedSrcSet('/art/services/service-1.webp')).toBe(
      '/art/services/service-1@360w.webp 360w, /art/services/service-1@720w.webp 720w, /art/services/service-1.webp 1200w',
    )
    expect(pictureSources('/art/blog/post-3.webp', 'card')).toEqual({
      src: '/art/blog/post-3.webp',
      srcSet: '/art/blog/post-3@360w.webp 360w, /art/blog/post-3@720w.webp 720w, /art/blog/post-3.webp 1200w',
      sizes: PICTURE_SIZES.card,
    })
  })

  it('leaves other pictures with their one file', () => {
    for (const src of [
      '/art/products/pears.webp',
      '/art/people/farmer-1.webp',
      '/art/banners/page-banner.webp',
      '/art/icons/cow.webp',
    ]) {
      expect(phoneSizedSrcSet(src)).toBeUndefined()
      expect(pictureSources(src, 'half')).toEqual({ src })
    }
  })

  it('names files that exist at the widths it claims, for every picture drawn wider than 720 px', () => {
    const artDir = join(import.meta.dirname, '../../public/art')
    const pictures = readdirSync(artDir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.webp') && !name.includes('@'))
      .map((name) => `/art/${name}`)
    // The page banner has no smaller files: its scene covers a box at least 13rem high, 951 px wide drawn.
    const wide = pictures.filter((src) => webpWidth(src) > PHONE_PICTURE_WIDTH && !src.startsWith('/art/banners/'))
    expect(wide.length).toBeGreaterThan(20)
    for (const src of wide) {
      const srcSet = phoneSizedSrcSet(src)
      expect(srcSet, src).toBeDefined()
      const [thumbnail, phone, full] = srcSet!.split(', ').map((candidate) => candidate.split(' ') as [string, string])
      expect([webpWidth(thumbnail![0]), thumbnail![1]]).toEqual([THUMBNAIL_PICTURE_WIDTH, `${THUMBNAIL_PICTURE_WIDTH}w`])
      expect([webpWidth(phone![0]), phone![1]]).toEqual([PHONE_PICTURE_WIDTH, `${PHONE_PICTURE_WIDTH}w`])
      expect([webpWidth(full![0]), full![1]]).toEqual([1200, '1200w'])
    }
  })

  it('ships the page banner as one 1920 px file, the smallest that stays sharp on a phone', () => {
    // 13rem high at 1920×420 is 951 px drawn, 1,664 device pixels on a 1.75× phone.
    expect(webpWidth('/art/banners/page-banner.webp')).toBe(1920)
    expect(existsSync(join(import.meta.dirname, '../../public/art/banners/page-banner@720w.webp'))).toBe(false)
    expect(pictureSources('/art/banners/page-banner.webp', 'main')).toEqual({ src: '/art/banners/page-banner.webp' })
  })
})
