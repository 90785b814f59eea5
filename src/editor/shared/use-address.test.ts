import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { goTo, useAddress } from './use-address.ts'

describe('useAddress and goTo', () => {
  it('follows goTo, a replace, and Back, each without reloading the page', async () => {
    window.history.replaceState(null, '', '/__edit?content')
    const { result } = renderHook(() => useAddress())
    expect(result.current.search).toBe('?content')

    act(() => goTo('/__edit?collection=farmers&id=2'))
    expect(result.current.search).toBe('?collection=farmers&id=2')
    const length = window.history.length
    act(() => goTo('/__edit?collection=farmers', { replace: true }))
    expect(window.history.length).toBe(length)
    expect(result.current.search).toBe('?collection=farmers')

    await act(async () => {
      window.history.back()
      await new Promise((done) => window.addEventListener('popstate', done, { once: true }))
    })
    expect(result.current.search).toBe('?content')
  })
})
