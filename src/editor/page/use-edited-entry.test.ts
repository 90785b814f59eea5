import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { PageValue } from './page-document.ts'
import { useEditedEntry } from './use-edited-entry.ts'

const page: PageValue = {
  blocks: [
    { id: 'banner', type: 'hero-slider', props: { slides: [{ title: 'One' }, { title: 'Two' }] } },
    { id: 'faq', type: 'faq', props: { items: [{ question: 'Why?' }] } },
  ],
}

function renderEntry(selectedIndex: number) {
  return renderHook((props: { page: PageValue; selectedIndex: number }) => useEditedEntry(props.page, props.selectedIndex), {
    initialProps: { page, selectedIndex },
  })
}

describe('useEditedEntry', () => {
  it('shows no entry until the form is on one', () => {
    const { result } = renderEntry(0)
    expect(result.current.editedEntry).toBeUndefined()
  })

  it('names the list entry the form was last on, keeping its identity while it stays the same', () => {
    const { result, rerender } = renderEntry(0)
    act(() => result.current.showEntry(['blocks', 0, 'props', 'slides', 1, 'title']))
    const entry = result.current.editedEntry
    expect(entry).toEqual({ blockId: 'banner', setting: 'slides', index: 1 })

    act(() => result.current.showEntry(['blocks', 0, 'props', 'slides', 1]))
    rerender({ page: { ...page }, selectedIndex: 0 })
    expect(result.current.editedEntry).toBe(entry)
  })

  it('forgets an entry of a block that is no longer selected', () => {
    const { result, rerender } = renderEntry(0)
    act(() => result.current.showEntry(['blocks', 0, 'props', 'slides', 0, 'title']))
    rerender({ page, selectedIndex: 1 })
    expect(result.current.editedEntry).toBeUndefined()
  })

  it('shows no entry for a field outside a list', () => {
    const { result } = renderEntry(1)
    act(() => result.current.showEntry(['blocks', 1, 'props', 'title']))
    expect(result.current.editedEntry).toBeUndefined()
  })
})
