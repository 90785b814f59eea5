import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  MAX_STORED_CHARS,
  readStoredJson,
  readStoredText,
  removeStored,
  writeStoredJson,
  type StorageSlot,
} from './safe-storage.ts'

const slot: StorageSlot = { area: 'sessionStorage', key: 'demoState', name: 'demo' }
const isNumberList = (stored: unknown) =>
  Array.isArray(stored) && stored.every((entry) => typeof entry === 'number') ? (stored as number[]) : undefined

afterEach(() => {
  sessionStorage.clear()
  vi.restoreAllMocks()
})

describe('safe storage', () => {
  it('writes JSON and reads back only what the validator accepts', () => {
    expect(writeStoredJson(slot, [1, 2])).toBe(true)
    expect(sessionStorage.getItem('demoState')).toBe('[1,2]')
    expect(readStoredJson(slot, isNumberList)).toEqual([1, 2])
    expect(removeStored(slot)).toBe(true)
    expect(readStoredJson(slot, isNumberList)).toBeUndefined()
  })

  it.each([
    ['not JSON', '[1, 2', 'is not valid JSON and was dropped:'],
    ['JSON of another shape', '{"ids":[1]}', 'is not one this site wrote, and was dropped.'],
    ['text too long to be the site’s', `[${'1,'.repeat(MAX_STORED_CHARS / 2)}1]`, 'characters long, too long'],
  ])('drops %s, naming the key', (_case, text, words) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    sessionStorage.setItem('demoState', text)
    expect(readStoredJson(slot, isNumberList)).toBeUndefined()
    expect(log).toHaveBeenCalledOnce()
    expect(String(log.mock.calls[0]?.[0])).toMatch(/^The saved demo \("demoState"\) /)
    expect(String(log.mock.calls[0]?.[0])).toContain(words)
  })

  it('never throws when storage does: a read finds nothing, a write or removal answers false, each logged', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
      vi.spyOn(Storage.prototype, method).mockImplementation(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      })
    }
    expect(readStoredText(slot)).toBeUndefined()
    expect(readStoredJson(slot, isNumberList)).toBeUndefined()
    expect(writeStoredJson(slot, [1])).toBe(false)
    expect(removeStored(slot)).toBe(false)
    expect(log).toHaveBeenCalledTimes(4)
  })
})
