/**
 * The width and height a picture file declares, read from its first bytes (WebP, PNG, JPEG) or its root
 * <svg> (width/height, else viewBox): what a picture in a post's body is drawn with, so its box is
 * reserved before it loads and nothing below it moves.
 */
import { readFileSync } from 'node:fs'

export interface PictureSize {
  width: number
  height: number
}

/** The size a picture file declares, or undefined when it cannot be read from the file. */
export function pictureSize(file: string): PictureSize | undefined {
  const bytes = readFileSync(file)
  if (file.endsWith('.svg')) return svgSize(bytes.toString('utf8'))
  return webpSize(bytes) ?? pngSize(bytes) ?? jpegSize(bytes)
}

const positive = (size: PictureSize) => (size.width > 0 && size.height > 0 ? size : undefined)

function webpSize(bytes: Buffer): PictureSize | undefined {
  if (bytes.length < 30 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP')
    return undefined
  const chunk = bytes.toString('latin1', 12, 16)
  if (chunk === 'VP8X') return positive({ width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 })
  if (chunk === 'VP8 ') return positive({ width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff })
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21)
    return positive({ width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 })
  }
  return undefined
}

function pngSize(bytes: Buffer): PictureSize | undefined {
  if (bytes.length < 24 || bytes.readUInt32BE(0) !== 0x89504e47 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined
  return positive({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) })
}

/** The frame header (SOF0–SOF15 but DHT, JPG and DAC, which share the range) holds the size. */
function jpegSize(bytes: Buffer): PictureSize | undefined {
  if (bytes.length < 4 || bytes.readUInt16BE(0) !== 0xffd8) return undefined
  let offset = 2
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined
    const marker = bytes[offset + 1]!
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return positive({ width: bytes.readUInt16BE(offset + 7), height: bytes.readUInt16BE(offset + 5) })
    offset += 2 + bytes.readUInt16BE(offset + 2)
  }
  return undefined
}

function svgSize(text: string): PictureSize | undefined {
  const root = text.match(/<svg\b[^>]*>/)?.[0]
  if (!root) return undefined
  const attribute = (name: string) => root.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]
  const width = Number.parseFloat(attribute('width') ?? '')
  const height = Number.parseFloat(attribute('height') ?? '')
  if (width > 0 && height > 0) return { width, height }
  const box = (attribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number)
  return box.length === 4 ? positive({ width: box[2]!, height: box[3]! }) : undefined
}
