import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { EditorProblem } from '#page-model/editor-api-types.ts'
import { INSPECTOR_HEADING_ID } from '#editor/shared/inspector-head.tsx'
import { PAGE_SETTINGS } from './outline.tsx'
import { moveBlock, openDoc, type EditorDoc } from './page-document.ts'
import { useSelection } from './use-selection.ts'

const home = openDoc({
  title: 'Home',
  blocks: [
    { id: 'banner', type: 'hero-slider', props: {} },
    { id: 'faq', type: 'faq', props: {} },
    { id: 'partners', type: 'brand-carousel', hidden: true, props: {} },
  ],
})
const problemAt = (...path: EditorProblem['path']) => ({ path }) as EditorProblem

function renderSelection(doc: EditorDoc = home) {
  const focusSoon = vi.fn()
  const rendered = renderHook((props: { doc: EditorDoc }) => useSelection(props.doc, focusSoon), { initialProps: { doc } })
  return { ...rendered, focusSoon }
}

describe('useSelection', () => {
  it("starts on the first block, or on the page's settings when there is none", () => {
    const { result } = renderSelection()
    expect(result.current).toMatchObject({ selected: home.blockKeys[0], selectedIndex: 0, selectedBlock: home.page.blocks[0] })
    const empty = renderSelection(openDoc({ title: 'Empty', blocks: [] }))
    expect(empty.result.current).toMatchObject({ selected: PAGE_SETTINGS, selectedIndex: -1, selectedBlock: undefined })
  })

  it('stays with the selected block when it moves', () => {
    const { result, rerender } = renderSelection()
    act(() => result.current.setSelected(home.blockKeys[1]))
    rerender({ doc: moveBlock(home, 1, 2) })
    expect(result.current.selectedIndex).toBe(2)
    expect(result.current.selectedBlock?.id).toBe('faq')
  })

  it('selects the block clicked in the preview, by its id', () => {
    const { result } = renderSelection()
    act(() => result.current.pickFromPreview('partners'))
    expect(result.current.selected).toBe(home.blockKeys[2])
    act(() => result.current.pickFromPreview('no-such-block'))
    expect(result.current.selected).toBe(home.blockKeys[2])
  })

  // The title's own control first, then each place above it that can take the focus.
  const focusOrderOfSecondBlockTitle = [
    'field-blocks.1.props.title',
    'field-blocks.1.props',
    'field-blocks.1',
    'field-blocks',
    INSPECTOR_HEADING_ID,
  ]

  it("goes to a problem's block and focuses its field, or the nearest place above it that has one", () => {
    const { result, focusSoon } = renderSelection()
    act(() => result.current.goToProblem(problemAt('blocks', 1, 'props', 'title')))
    expect(result.current.selected).toBe(home.blockKeys[1])
    expect(focusSoon).toHaveBeenCalledWith(...focusOrderOfSecondBlockTitle)
  })

  it('focuses a missing field’s own control: its problem is placed at the group it is missing from', () => {
    const { result, focusSoon } = renderSelection()
    act(() => result.current.goToProblem({ path: ['blocks', 1, 'props'], message: '"title" is missing' } as EditorProblem))
    expect(focusSoon).toHaveBeenCalledWith(...focusOrderOfSecondBlockTitle)
  })

  it("goes to the page's settings for a problem of the page, or of the page as a whole", () => {
    const { result, focusSoon } = renderSelection()
    act(() => result.current.goToProblem(problemAt('title')))
    expect(result.current.selected).toBe(PAGE_SETTINGS)
    expect(focusSoon).toHaveBeenLastCalledWith('field-title', INSPECTOR_HEADING_ID)

    act(() => result.current.setSelected(home.blockKeys[0]))
    act(() => result.current.goToProblem(problemAt()))
    expect(result.current.selected).toBe(PAGE_SETTINGS)
    expect(focusSoon).toHaveBeenLastCalledWith(INSPECTOR_HEADING_ID)
  })

  it('keeps the selection for a problem of a block that is no longer there', () => {
    const { result } = renderSelection()
    act(() => result.current.goToProblem(problemAt('blocks', 7, 'props')))
    expect(result.current.selected).toBe(home.blockKeys[0])
  })
})
