// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { blockRegistry } from '#blocks/registry.ts'
import { pageValidator } from '#build/compile-site.ts'
import { validatePageFile } from '#build/validate-page-file.ts'
import { formatProblem } from '#page-model/problem.ts'
import { PAGE_STARTS, pageFromStart } from './page-starts.ts'

const catalogue = blockRegistry.map((definition) => ({
  type: definition.type,
  description: definition.description,
  example: definition.example as Record<string, unknown>,
  entity: [],
}))

describe('the starts of a new page', () => {
  it.each(PAGE_STARTS.map((start) => [start.id, start] as const))(
    '%s: each block is one the site has, and the page is valid as created',
    (_id, start) => {
      const page = pageFromStart(start, catalogue, {
        schemaVersion: 1,
        path: '/harvest-days',
        title: 'Harvest Days | Green Valley',
        description: 'Pick your own.',
      })
      expect(page.blocks.map((block) => block.type)).toEqual(start.blocks)
      const result = validatePageFile('pages-schema/harvest-days.json', JSON.stringify(page), pageValidator())
      expect(result.problems.map(formatProblem)).toEqual([])
    },
    30_000, // the first validation loads every block schema
  )
})
