// @vitest-environment node
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { collections } from '#data/collections.ts'
import { formatProblem } from '#page-model/problem.ts'
import { missingPublicFiles, nearestShippedFile, shippedFiles } from './public-files.ts'
import { describeRecordPath } from './validate-data-file.ts'

const shipped = shippedFiles(join(process.cwd(), 'public'))

describe('nearestShippedFile', () => {
  it('prefers the same name with another extension', () => {
    expect(nearestShippedFile('/art/products/pears.svg', shipped)).toBe('/art/products/pears.webp')
  })
  it('else the nearest name in the same folder', () => {
    expect(nearestShippedFile('/art/products/morelo-cherries.webp', shipped)).toBe('/art/products/cherries.webp')
    expect(nearestShippedFile('/art/products/cabage.webp', shipped)).toBe('/art/products/cabbage.webp')
  })
  it('else the nearest path anywhere in public/', () => {
    expect(nearestShippedFile('/art/product/cabbage.webp', shipped)).toBe('/art/products/cabbage.webp')
  })
})

describe('missingPublicFiles', () => {
  it('names the record of a missing picture and suggests the nearest one that ships', () => {
    const text = JSON.stringify(
      { products: [{ id: 25, title: 'Morello Cherries', thumb: '/art/products/morello-cherris.webp' }] },
      null,
      2,
    )
    expect(
      missingPublicFiles('data/products.json', text, shipped, describeRecordPath(collections.products)).map(formatProblem),
    ).toEqual([
      'data/products.json:6:16  product 25 "Morello Cherries" → thumb: "/art/products/morello-cherris.webp" is not a file in public/ — did you mean "/art/products/cherries.webp"?',
    ])
  })
})
