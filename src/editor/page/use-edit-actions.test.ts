import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { EditorCatalogue } from '#page-model/editor-api-types.ts'
import { INSPECTOR_HEADING_ID } from '#editor/shared/inspector-head.tsx'
import { PAGE_SETTINGS } from './outline.tsx'
import type { PageValue } from './page-document.ts'
import { useEditActions } from './use-edit-actions.ts'
import { usePageDocument } from './use-page-document.ts'
import { useSelection } from './use-selection.ts'

const catalogue = {
  pageSchema: {
    properties: {
      blocks: { items: { oneOf: [{ properties: { id: {}, type: {}, hidden: {}, when: {}, props: {} } }] } },
    },
  },
  blocks: [{ type: 'faq', description: 'Questions and answers', example: { title: 'Questions' }, entity: [] }],
} as unknown as EditorCatalogue

const home: PageValue = {
  title: 'Home',
  blocks: [
    { id: 'banner', type: 'hero-slider', props: { title: 'Spring' } },
    { id: 'faq', type: 'faq', props: { title: 'Ask us' } },
    { id: 'partners', type: 'brand-carousel', hidden: true, props: {} },
  ],
}

/** The edit actions on a real document and selection, with the focus moves and announcements recorded. */
function renderEditor(page: PageValue = home) {
  const focusSoon = vi.fn()
  const announce = vi.fn()
  const rendered = renderHook(() => {
    const { doc, change, undo } = usePageDocument({ value: page, version: 'v1' })
    const { selected, setSelected, selectedIndex } = useSelection(doc, focusSoon)
    const actions = useEditActions({ doc, catalogue, change, selectedIndex, setSelected, focusSoon, announce })
    return { doc, selected, undo, ...actions }
  })
  const ids = () => rendered.result.current.doc.page.blocks.map((block) => block.id)
  const selectedId = () => {
    const { doc, selected } = rendered.result.current
    return selected === PAGE_SETTINGS ? PAGE_SETTINGS : doc.page.blocks[doc.blockKeys.indexOf(selected!)]?.id
  }
  const keyOf = (id: string) => {
    const { doc } = rendered.result.current
    return doc.blockKeys[doc.page.blocks.findIndex((block) => block.id === id)]!
  }
  return { ...rendered, focusSoon, announce, ids, selectedId, keyOf }
}

describe('useEditActions', () => {
  it('adds a block from the catalogue after the selected one, with its example settings, and selects it', () => {
    const { result, ids, selectedId, focusSoon, announce } = renderEditor()
    act(() => result.current.outlineActions.onAdd())
    expect(result.current.addingBlock).toBe(true)

    act(() => result.current.addBlock('faq'))
    expect(ids()).toEqual(['banner', 'faq-2', 'faq', 'partners'])
    expect(result.current.doc.page.blocks[1]).toEqual({ id: 'faq-2', type: 'faq', props: { title: 'Questions' } })
    expect(result.current.addingBlock).toBe(false)
    expect(selectedId()).toBe('faq-2')
    expect(focusSoon).toHaveBeenCalledWith(INSPECTOR_HEADING_ID)
    expect(announce).toHaveBeenCalledWith('Added FAQ “faq-2” as block 2.')
  })

  it("adds a block at the end while the page's settings are selected", () => {
    const { result, ids, announce } = renderEditor({ title: 'Empty', blocks: [] })
    act(() => result.current.addBlock('timeline'))
    expect(ids()).toEqual(['timeline'])
    expect(result.current.doc.page.blocks[0]!.props).toEqual({})
    expect(announce).toHaveBeenCalledWith('Added Timeline “timeline” as block 1.')
  })

  it('closes the catalogue without adding anything', () => {
    const { result, ids } = renderEditor()
    act(() => result.current.outlineActions.onAdd())
    act(() => result.current.closeCatalogue())
    expect(result.current.addingBlock).toBe(false)
    expect(ids()).toEqual(['banner', 'faq', 'partners'])
  })

  it("selects a block from the outline and moves the focus to its form's heading", () => {
    const { result, selectedId, keyOf, focusSoon } = renderEditor()
    act(() => result.current.outlineActions.onSelect(keyOf('partners')))
    expect(selectedId()).toBe('partners')
    expect(focusSoon).toHaveBeenCalledWith(INSPECTOR_HEADING_ID)
  })

  it('moves a block, selecting it so the preview shows where it landed', () => {
    const { result, ids, selectedId, announce } = renderEditor()
    act(() => result.current.outlineActions.onMove(1, 0))
    expect(ids()).toEqual(['faq', 'banner', 'partners'])
    expect(selectedId()).toBe('faq')
    expect(announce).toHaveBeenCalledWith('Moved FAQ “faq” to position 1.')
  })

  it('hides a block ("hidden" where the schema lists it) and shows a hidden one', () => {
    const { result, keyOf, announce } = renderEditor()
    act(() => result.current.outlineActions.onToggleHidden(keyOf('faq')))
    const faq = result.current.doc.page.blocks[1]!
    expect(Object.keys(faq)).toEqual(['id', 'type', 'hidden', 'props'])
    expect(faq.hidden).toBe(true)
    expect(announce).toHaveBeenLastCalledWith('Hid FAQ “faq”.')

    act(() => result.current.outlineActions.onToggleHidden(keyOf('partners')))
    expect(result.current.doc.page.blocks[2]).not.toHaveProperty('hidden')
    expect(announce).toHaveBeenLastCalledWith('Showing Brand carousel “partners”.')
  })

  it('duplicates a block right after it and selects the copy', () => {
    const { result, ids, selectedId, keyOf, announce } = renderEditor()
    act(() => result.current.outlineActions.onDuplicate(keyOf('faq')))
    expect(ids()).toEqual(['banner', 'faq', 'faq-copy', 'partners'])
    expect(selectedId()).toBe('faq-copy')
    expect(announce).toHaveBeenCalledWith('Duplicated as “faq-copy”.')
  })

  it('deletes the selected block, selecting the one in its place, or the last, or the page', () => {
    const { result, ids, selectedId, keyOf, announce } = renderEditor()
    act(() => result.current.outlineActions.onSelect(keyOf('faq')))
    act(() => result.current.outlineActions.onRemove(keyOf('faq')))
    expect(ids()).toEqual(['banner', 'partners'])
    expect(selectedId()).toBe('partners')
    expect(announce).toHaveBeenLastCalledWith('Deleted FAQ “faq”. Undo brings it back.')

    act(() => result.current.outlineActions.onRemove(keyOf('partners')))
    expect(selectedId()).toBe('banner')
    act(() => result.current.outlineActions.onRemove(keyOf('banner')))
    expect(selectedId()).toBe(PAGE_SETTINGS)

    act(() => result.current.undo())
    expect(ids()).toEqual(['banner'])
  })

  it('keeps the selection when another block is deleted', () => {
    const { result, ids, selectedId, keyOf } = renderEditor()
    act(() => result.current.outlineActions.onRemove(keyOf('partners')))
    expect(ids()).toEqual(['banner', 'faq'])
    expect(selectedId()).toBe('banner')
  })

  it('keeps the outline actions from render to render, acting on the page as it is when they run', () => {
    const { result, ids, keyOf } = renderEditor()
    const actions = result.current.outlineActions
    act(() => actions.onMove(2, 0))
    expect(result.current.outlineActions).toBe(actions)
    act(() => actions.onDuplicate(keyOf('partners')))
    expect(ids()).toEqual(['partners', 'partners-copy', 'banner', 'faq'])
  })

  it("changes a form's value at its place; typing into one field undoes as one step", () => {
    const { result } = renderEditor()
    act(() => result.current.update(['blocks', 0, 'props', 'title'], 'S', { mergeKey: 'title' }))
    act(() => result.current.update(['blocks', 0, 'props', 'title'], 'Summer', { mergeKey: 'title' }))
    act(() => result.current.update(['blocks', 0, 'props', 'lead'], 'Fresh', { keyOrder: ['lead', 'title'] }))
    expect(result.current.doc.page.blocks[0]!.props).toEqual({ lead: 'Fresh', title: 'Summer' })
    expect(Object.keys(result.current.doc.page.blocks[0]!.props!)).toEqual(['lead', 'title'])

    act(() => result.current.undo())
    act(() => result.current.undo())
    expect(result.current.doc.page.blocks[0]!.props).toEqual({ title: 'Spring' })
  })
})
