// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createHistory, historyReducer, MERGE_WINDOW_MS, type History } from './history.ts'

const set = (value: string, mergeKey?: string, at = 0) => ({ type: 'change' as const, update: () => value, mergeKey, at })

function run(...actions: Parameters<typeof historyReducer<string>>[1][]): History<string> {
  return actions.reduce(historyReducer<string>, createHistory('start'))
}

describe('undo and redo', () => {
  it('undoes and redoes changes in order', () => {
    const state = run(set('a'), set('b'), { type: 'undo' })
    expect(state.present).toBe('a')
    expect(historyReducer(state, { type: 'undo' }).present).toBe('start')
    expect(historyReducer(state, { type: 'redo' }).present).toBe('b')
  })

  it('does nothing when there is nothing to undo or redo', () => {
    const start = createHistory('start')
    expect(historyReducer(start, { type: 'undo' })).toBe(start)
    expect(historyReducer(start, { type: 'redo' })).toBe(start)
  })

  it('forgets what was undone once something new changes', () => {
    const state = run(set('a'), set('b'), { type: 'undo' }, set('c'))
    expect(state.future).toEqual([])
    expect(historyReducer(state, { type: 'undo' }).present).toBe('a')
  })

  it('computes the change from the present value', () => {
    const state = run(set('a'), { type: 'change', update: (present) => `${present}!`, at: 0 })
    expect(state.present).toBe('a!')
  })

  it('keeps no step for a change that changes nothing', () => {
    const state = run(set('a'))
    expect(historyReducer(state, { type: 'change', update: (present) => present, at: 0 })).toBe(state)
  })

  it('merges typing into one field into one step', () => {
    const state = run(set('S', 'title', 0), set('Sp', 'title', 100), set('Spr', 'title', 200))
    expect(state.past).toEqual(['start'])
    expect(historyReducer(state, { type: 'undo' }).present).toBe('start')
  })

  it('starts a new step after a pause, in another field, or after an undo', () => {
    expect(run(set('a', 'title', 0), set('ab', 'title', MERGE_WINDOW_MS + 1)).past).toEqual(['start', 'a'])
    expect(run(set('a', 'title', 0), set('ab', 'lead', 10)).past).toEqual(['start', 'a'])
    expect(run(set('a', 'title', 0), { type: 'undo' }, set('b', 'title', 10)).past).toEqual(['start'])
    expect(run(set('a', 'title', 0), set('b', undefined, 10), set('c', 'title', 20)).past).toEqual(['start', 'a', 'b'])
  })

  it('starts afresh on reset', () => {
    expect(run(set('a'), { type: 'reset', value: 'saved' })).toEqual(createHistory('saved'))
  })
})
