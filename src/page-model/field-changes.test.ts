// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { collections } from '#data/collections.ts'
import { fieldChanges } from './field-changes.ts'
import type { JsonSchema } from './json-schema.ts'

const recordSchema = (name: 'farmers' | 'products') =>
  z.toJSONSchema(collections[name].schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
const pageSchema = JSON.parse(readFileSync('pages-schema/page.schema.json', 'utf8')) as JsonSchema

describe('fieldChanges, for History', () => {
  it('names a record’s fields by their titles in its schema, as the form does, not by their keys', () => {
    const before = { id: 7, name: 'Rosa Okafor', thumb: '/art/people/a.webp', memberData: [], skillProgress: [] }
    const after = { ...before, thumb: '/art/people/b.webp', memberData: [{ listTitle: 'Bees', memberInfo: [] }] }
    expect(fieldChanges(before, after, recordSchema('farmers')).map((row) => row.label)).toEqual(['Portrait', 'Farmer’s story'])
  })

  it('names a nested field by its title, under its group’s', () => {
    const before = { id: 3, additionalInfo: { weight: '1 lb' } }
    const after = { id: 3, additionalInfo: { weight: '2 lb' } }
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        additionalInfo: { type: 'object', title: 'More about it', properties: { weight: { type: 'string', title: 'Weight' } } },
      },
    }
    expect(fieldChanges(before, after, schema)).toEqual([{ label: 'More about it: Weight', before: '1 lb', after: '2 lb' }])
  })

  it('names a block’s settings as the block’s form does, not as "props"', () => {
    const block = { id: 'intro', type: 'about-intro', props: { buttonLink: '/shop' } }
    const page = (props: object) => ({ path: '/about-us', blocks: [{ ...block, props }] })
    expect(fieldChanges(page({ buttonLink: '/shop' }), page({ buttonLink: '/farmers' }), pageSchema)).toEqual([
      { label: 'Block “intro”: Button link', before: '/shop', after: '/farmers' },
    ])
  })

  it('without a schema, names fields from their keys', () => {
    expect(fieldChanges({ oldPrice: '$2.00' }, { oldPrice: '$1.50' }).map((row) => row.label)).toEqual(['Old price'])
  })
})
