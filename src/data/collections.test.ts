// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { collectionNames, collections, type CollectionName } from './collections.ts'

const folder = join(import.meta.dirname, 'collections')
const files = readdirSync(folder).filter((file) => file.endsWith('.ts') && !file.includes('.test.'))

/** The example record a collection's file shows in its opening comment, after "A record as the file holds it". */
function exampleOf(name: CollectionName): unknown {
  const opening = readFileSync(join(folder, `${name}.ts`), 'utf8').split('*/')[0] ?? ''
  const example = opening.split(/A record as the file holds it.*\n/)[1] ?? ''
  return JSON.parse(example.replace(/^\s*\*\s?/gm, ''))
}

describe('the collections of data/', () => {
  it('lists each file of src/data/collections/ once, under the name of its file (add a line to collections.ts)', () => {
    expect([...collectionNames].sort()).toEqual(files.map((file) => file.replace(/\.ts$/, '')).sort())
    for (const name of collectionNames) {
      expect(collections[name].name).toBe(name)
      expect(collections[name].file).toBe(`data/${name}.json`)
    }
  })

  it.each(collectionNames.map((name) => [name] as const))(
    '%s: the example record its file shows parses with its schema',
    (name) => {
      const result = collections[name].schema.safeParse(exampleOf(name))
      expect(result.success ? [] : z.prettifyError(result.error)).toEqual([])
    },
  )
})

describe("the farmers' skills", () => {
  it("are each farmer's own: no two farmers show the same skill bars", () => {
    const farmers = collections.farmers.records as { name: string; skillProgress: { title: string; end: number }[] }[]
    const bars = farmers.map((farmer) => farmer.skillProgress.map((skill) => `${skill.title} ${skill.end}%`).join(', '))
    expect(new Set(bars).size).toBe(farmers.length)
  })
})

describe("the team's form", () => {
  it("labels the team's own fields, not a farmer's: its story and its examples are the team's", () => {
    const schema = z.toJSONSchema(collections.team.schema, { io: 'input', unrepresentable: 'any' }) as {
      properties: Record<string, { title?: string; description?: string }>
    }
    expect(schema.properties.memberData!.title).toBe('Team member’s story')
    expect(schema.properties.name!.description).toBe('Full name, e.g. "Claire Whitfield"')
    expect(JSON.stringify(schema)).not.toMatch(/Farmer|Daniel Whitmore/)
  })
})
