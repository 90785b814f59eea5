import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { standStillClock } from '#tests/unit/stand-ins.ts'
import { MERGE_WINDOW_MS } from '#editor/shared/history.ts'
import { setValueAt, type PageValue } from './page-document.ts'
import { usePageDocument } from './use-page-document.ts'

const file = { value: { title: 'Home', blocks: [{ id: 'faq', type: 'faq', props: {} }] } as PageValue, version: 'v1' }
const retitle = (title: string) => (present: Parameters<typeof setValueAt>[0]) => setValueAt(present, ['title'], title)

describe('usePageDocument', () => {
  standStillClock()

  it("opens the file's page, with nothing to undo, redo or save", () => {
    const { result } = renderHook(() => usePageDocument(file))
    expect(result.current.doc.page).toBe(file.value)
    expect(result.current.doc.blockKeys).toHaveLength(1)
    expect(result.current).toMatchObject({ canUndo: false, canRedo: false, dirty: false, version: 'v1' })
  })

  it('changes the page, undoes and redoes the change; a page back as the file holds it has nothing to save', () => {
    const { result } = renderHook(() => usePageDocument(file))
    act(() => result.current.change(retitle('Spring')))
    expect(result.current.doc.page.title).toBe('Spring')
    expect(result.current).toMatchObject({ canUndo: true, canRedo: false, dirty: true })

    act(() => result.current.undo())
    expect(result.current.doc.page.title).toBe('Home')
    expect(result.current).toMatchObject({ canUndo: false, canRedo: true, dirty: false })

    act(() => result.current.redo())
    expect(result.current.doc.page.title).toBe('Spring')
    expect(result.current).toMatchObject({ canUndo: true, canRedo: false, dirty: true })
  })

  it('keeps no step for a change that changes nothing', () => {
    const { result } = renderHook(() => usePageDocument(file))
    act(() => result.current.change((present) => present))
    expect(result.current.canUndo).toBe(false)
  })

  it('undoes typing into one field as one step, unless the typing paused', () => {
    const { result } = renderHook(() => usePageDocument(file))
    act(() => result.current.change(retitle('S'), 'title'))
    vi.advanceTimersByTime(100)
    act(() => result.current.change(retitle('Sp'), 'title'))
    vi.advanceTimersByTime(MERGE_WINDOW_MS)
    act(() => result.current.change(retitle('Spr'), 'title'))

    act(() => result.current.undo())
    expect(result.current.doc.page.title).toBe('Sp')
    act(() => result.current.undo())
    expect(result.current.doc.page.title).toBe('Home')
    expect(result.current.canUndo).toBe(false)
  })

  it('compares the page with the version last saved, which a save then names', () => {
    const { result } = renderHook(() => usePageDocument(file))
    act(() => result.current.change(retitle('Spring')))
    act(() => result.current.markSaved(result.current.doc.page, 'v2'))
    expect(result.current).toMatchObject({ dirty: false, version: 'v2', canUndo: true })

    act(() => result.current.undo())
    expect(result.current.dirty).toBe(true)
  })
})
