// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { fillFromRecord } from './entity-context.ts'

describe('fillFromRecord', () => {
  it('fills each {field} from the record', () => {
    expect(fillFromRecord('{name} | Farmers', { name: 'Maria Alvarez' })).toBe('Maria Alvarez | Farmers')
    expect(fillFromRecord('Product {id}', { id: 7 })).toBe('Product 7')
  })

  it('says "Not found" for any placeholder when the id matched no record', () => {
    expect(fillFromRecord('{name} | Farmers', undefined)).toBe('Not found | Farmers')
    expect(fillFromRecord('{title} | Shop', undefined)).toBe('Not found | Shop')
  })

  it('leaves a field the record lacks empty', () => {
    expect(fillFromRecord('{nickname}!', { name: 'Maria' })).toBe('!')
  })
})
