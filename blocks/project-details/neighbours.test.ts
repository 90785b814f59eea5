// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { neighboursOf } from './neighbours.ts'

const records = [{ id: 1 }, { id: 2 }, { id: 3 }]

describe('neighboursOf', () => {
  it('gives the records on either side', () => {
    expect(neighboursOf(records, 2)).toEqual({ previous: { id: 1 }, next: { id: 3 } })
  })

  it('wraps around: the first one follows the last, the last one precedes the first', () => {
    expect(neighboursOf(records, 1)).toEqual({ previous: { id: 3 }, next: { id: 2 } })
    expect(neighboursOf(records, 3)).toEqual({ previous: { id: 2 }, next: { id: 1 } })
  })

  it('has none for an id outside the list, and a lone record is its own neighbour', () => {
    expect(neighboursOf(records, 9)).toBeUndefined()
    expect(neighboursOf([{ id: 4 }], 4)).toEqual({ previous: { id: 4 }, next: { id: 4 } })
  })
})
