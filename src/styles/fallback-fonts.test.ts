// @vitest-environment node
// The metric-matched fallback faces (decision 141) only work as a pair: the @font-face rules in fonts.css
// and the font stacks in tokens.css that name them. A face the stacks forget never applies; a name in a
// stack without its faces falls through to an unscaled system face, and the font swap moves the layout.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const styles = path.resolve(import.meta.dirname)
const fontsCss = readFileSync(path.join(styles, 'fonts.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
const tokensCss = readFileSync(path.join(styles, 'tokens.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')

/** Every @font-face rule's declarations, by property. */
function fontFaces(css: string): Record<string, string>[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body = '']) =>
    Object.fromEntries(
      body
        .split(';')
        .map((declaration) => declaration.split(/:(.*)/s).map((part) => part.trim()))
        .filter((pair): pair is [string, string] => pair.length >= 2 && pair[0] !== ''),
    ),
  )
}

/** The family names listed in a font-stack custom property of tokens.css. */
function stack(property: string): string[] {
  const match = tokensCss.match(new RegExp(`${property}:([^;]*);`))
  if (!match?.[1]) throw new Error(`${property} is not declared in tokens.css`)
  return match[1].split(',').map((name) => name.trim().replace(/^'|'$/g, ''))
}

const unquote = (name: string) => name.replace(/^'|'$/g, '')
const fallbackFaces = fontFaces(fontsCss).filter((face) => / on /.test(face['font-family'] ?? ''))

describe('metric-matched fallback faces', () => {
  it('give every fallback family a regular and a bold face from a local font, scaled and with its vertical metrics', () => {
    const families = new Set(fallbackFaces.map((face) => unquote(face['font-family'] ?? '')))
    expect(families.size).toBeGreaterThanOrEqual(6)
    for (const family of families) {
      const faces = fallbackFaces.filter((face) => unquote(face['font-family'] ?? '') === family)
      expect(faces.map((face) => face['font-weight']).sort(), family).toEqual(['400 500', '600 700'])
      for (const face of faces) {
        expect(face.src, family).toMatch(/^local\(/)
        for (const descriptor of ['size-adjust', 'ascent-override', 'descent-override', 'line-gap-override']) {
          expect(face[descriptor], `${family} ${face['font-weight']}: ${descriptor}`).toMatch(/^\d+(\.\d+)?%$/)
        }
      }
    }
  })

  it('name each local face once: a second spelling of it (full name and PostScript name) is a wasted lookup', () => {
    // Browsers match local() by full name or PostScript name: 'Arial Bold' and 'Arial-BoldMT' are one face.
    const sameFace = (name: string) => name.toLowerCase().replace(/[\s-]/g, '').replace(/mt$/, '')
    for (const face of fallbackFaces) {
      const names = [...(face.src ?? '').matchAll(/local\('([^']+)'\)/g)].map(([, name = '']) => sameFace(name))
      expect(names.length, face['font-family']).toBeGreaterThan(0)
      expect(new Set(names).size, `${face['font-family']} ${face['font-weight']}: ${face.src}`).toBe(names.length)
    }
  })

  it('are named in the stacks right after their web font, and every "X on Y" name in a stack has faces', () => {
    const families = new Set(fallbackFaces.map((face) => unquote(face['font-family'] ?? '')))
    const named = [...stack('--font-display'), ...stack('--font-body')].filter((name) => name.includes(' on '))
    expect(new Set(named)).toEqual(families)
    for (const [property, webFont] of [
      ['--font-display', 'Fraunces Variable'],
      ['--font-body', 'Inter Variable'],
    ] as const) {
      const names = stack(property)
      const prefix = webFont.split(' ')[0] ?? ''
      const fallbacks = names.filter((name) => name.startsWith(`${prefix} on `))
      expect(fallbacks.length, property).toBeGreaterThan(0)
      expect(names.slice(0, fallbacks.length + 1), property).toEqual([webFont, ...fallbacks])
    }
  })
})
