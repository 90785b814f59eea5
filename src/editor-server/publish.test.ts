// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { collections } from '#data/collections.ts'
import { validateCollectionFile } from '#build/validate-data-file.ts'
import { publishProblem } from './publish.ts'

describe('publishProblem', () => {
  it('says a failed check in words on screen, the line npm run validate prints (with its JSON) under Details', () => {
    // Savoy Cabbage's price written wrong, on the same line as in the file, so the record there is the one named.
    const text = readFileSync('data/products.json', 'utf8').replace('"price": "$2.80"', '"price": "2,80 €"')
    const [problem] = validateCollectionFile('data/products.json', text, collections.products).problems
    const shown = publishProblem(process.cwd(), problem!)
    expect(shown.place?.name).toBe('Savoy Cabbage')
    expect(shown.message).toBe('write prices as "$12.00" — e.g. $6.50')
    expect(shown.printed).toContain('e.g. "price": "$6.50" (as in product 1 "Wild Blueberries")')
  })
})
