import { act, renderHook } from '@testing-library/react'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  SELECTED_SERVICE_KEY,
  parseSelectedIndex,
  readSelectedIndex,
  useSelectedServiceIndex,
  writeSelectedIndex,
} from './service-selection.ts'

const COUNT = 5

describe('parseSelectedIndex', () => {
  it.each([
    ['missing', null, 1],
    ['valid: first', '0', 0],
    ['valid: second', '1', 1],
    ['valid: last', '4', 4],
    ['out of range', '5', 1],
    ['far out of range', '99999999999999999999', 1],
    ['negative', '-1', 1],
    ['fractional', '2.5', 1],
    ['fractional written as whole', '2.0', 1],
    ['non-numeric', 'Dairy Production', 1],
    ['empty', '', 1],
    ['padded', ' 2', 1],
    ['exponent', '1e0', 1],
    ['JSON', '{"index":2}', 1],
  ])('%s (%j) selects index %i', (_case, stored, expected) => {
    expect(parseSelectedIndex(stored, COUNT)).toBe(expected)
  })

  it('falls back to the only entry of a one-entry list', () => {
    expect(parseSelectedIndex(null, 1)).toBe(0)
    expect(parseSelectedIndex('3', 1)).toBe(0)
  })
})

describe('reading and writing sessionStorage', () => {
  afterEach(() => {
    window.sessionStorage.clear()
    vi.restoreAllMocks()
  })

  it('reads back what was written', () => {
    writeSelectedIndex(3)
    expect(window.sessionStorage.getItem(SELECTED_SERVICE_KEY)).toBe('3')
    expect(readSelectedIndex(COUNT)).toBe(3)
  })

  it('falls back to the default when storage throws, and writing does not throw; both are logged', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError')
    })
    expect(readSelectedIndex(COUNT)).toBe(1)
    expect(() => writeSelectedIndex(2)).not.toThrow()
    expect(log.mock.calls.map(([message]) => String(message))).toEqual([
      'The saved selected service ("selectedService") could not be read; going on without it:',
      'The selected service could not be saved; it still works until this tab closes:',
    ])
  })
})

describe('useSelectedServiceIndex', () => {
  afterEach(() => window.sessionStorage.clear())

  it('renders the default on the server, then shows the stored selection once mounted', () => {
    window.sessionStorage.setItem(SELECTED_SERVICE_KEY, '3')
    function Selected() {
      return String(useSelectedServiceIndex(COUNT)[0])
    }
    expect(renderToString(createElement(Selected))).toBe('1')
    const { result } = renderHook(() => useSelectedServiceIndex(COUNT))
    expect(result.current[0]).toBe(3)
  })

  // The values the browser test once stored one page load each: all refused, the second entry shows.
  it.each(['banana', '5', '-1', '2.5', '', '1e0'])('selects the second entry when the stored value is %j', (stored) => {
    window.sessionStorage.setItem(SELECTED_SERVICE_KEY, stored)
    const { result } = renderHook(() => useSelectedServiceIndex(COUNT))
    expect(result.current[0]).toBe(1)
  })

  it.each([
    ['0', 0],
    ['4', 4],
  ])('selects the stored entry when the stored value %j is a whole index of the list', (stored, expected) => {
    window.sessionStorage.setItem(SELECTED_SERVICE_KEY, stored)
    const { result } = renderHook(() => useSelectedServiceIndex(COUNT))
    expect(result.current[0]).toBe(expected)
  })

  it('keeps the default for a corrupt value, and a selection replaces it', () => {
    window.sessionStorage.setItem(SELECTED_SERVICE_KEY, 'NaN')
    const { result } = renderHook(() => useSelectedServiceIndex(COUNT))
    expect(result.current[0]).toBe(1)
    act(() => result.current[1](4))
    expect(result.current[0]).toBe(4)
    expect(window.sessionStorage.getItem(SELECTED_SERVICE_KEY)).toBe('4')
  })
})
