import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useAnnouncer } from './use-announcer.ts'

describe('useAnnouncer', () => {
  it('says nothing at first, then the last announcement', () => {
    const { result } = renderHook(() => useAnnouncer())
    expect(result.current.announcement).toBe('')
    act(() => result.current.announce('Moved FAQ “faq” to position 3.'))
    act(() => result.current.announce('Saved pages-schema/home-2.json.'))
    expect(result.current.announcement).toBe('Saved pages-schema/home-2.json.')
  })

  it('keeps announce from render to render, so the actions that use it can too', () => {
    const { result, rerender } = renderHook(() => useAnnouncer())
    const { announce } = result.current
    rerender()
    expect(result.current.announce).toBe(announce)
  })
})
