// @vitest-environment node
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { collectionNames, collections } from './collections.ts'

const files = readdirSync(join(import.meta.dirname, 'collections')).filter(
  (file) => file.endsWith('.ts') && !file.includes('.test.'),
)

describe('the collections of data/', () => {
  it('lists each file of src/data/collections/ once, under the name of its file (add a line to collections.ts)', () => {
    expect([...collectionNames].sort()).toEqual(files.map((file) => file.replace(/\.ts$/, '')).sort())
    for (const name of collectionNames) {
      expect(collections[name].name).toBe(name)
      expect(collections[name].file).toBe(`data/${name}.json`)
    }
  })

  it.each(collectionNames.map((name) => [name, collections[name]] as const))(
    '%s: its example record parses with its schema',
    (_name, collection) => {
      const result = collection.schema.safeParse(collection.example)
      expect(result.success ? [] : z.prettifyError(result.error)).toEqual([])
    },
  )
})
