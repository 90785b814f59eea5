import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { standStillClock } from '#tests/unit/stand-ins.ts'
import { isPageValue, type PageValue } from '#editor/page/page-document.ts'
import { dropDraft, pageDraftKey, useDraft, type StoredDraft } from './use-draft.ts'

const NAME = 'home-2.json'
const OPENED: PageValue = { title: 'Home', blocks: [] }
const EDITED: PageValue = { title: 'Summer home', blocks: [] }

const stored = () => JSON.parse(localStorage.getItem(pageDraftKey(NAME)) ?? 'null') as StoredDraft<PageValue> | null
const store = (draft: StoredDraft<PageValue>) => localStorage.setItem(pageDraftKey(NAME), JSON.stringify(draft))

function renderDraft({ page = OPENED, dirty = false, version = 'v1' } = {}) {
  const restorePage = vi.fn()
  const rendered = renderHook(
    ({ page, dirty }: { page: PageValue; dirty: boolean }) =>
      useDraft({
        storageKey: pageDraftKey(NAME),
        opened: OPENED,
        version,
        value: page,
        dirty,
        isValue: isPageValue,
        restore: restorePage,
      }),
    { initialProps: { page, dirty } },
  )
  return { ...rendered, restorePage }
}

/** Whether closing or reloading the tab now would ask first. */
function closingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

describe('useDraft', () => {
  standStillClock(new Date(2026, 10, 26, 14, 32))
  afterEach(() => {
    localStorage.clear()
  })

  it('keeps unsaved changes in the browser, with the file version they started from, and drops them once nothing is unsaved', () => {
    const { rerender } = renderDraft()
    expect(stored()).toBeNull()
    rerender({ page: EDITED, dirty: true })
    expect(stored()).toEqual({ value: EDITED, version: 'v1', savedAt: new Date(2026, 10, 26, 14, 32).getTime() })
    rerender({ page: EDITED, dirty: false })
    expect(stored()).toBeNull()
  })

  it('asks before the tab closes or reloads only while there are unsaved changes', () => {
    const { rerender, unmount } = renderDraft()
    expect(closingAsks()).toBe(false)
    rerender({ page: EDITED, dirty: true })
    expect(closingAsks()).toBe(true)
    rerender({ page: OPENED, dirty: false })
    expect(closingAsks()).toBe(false)
    rerender({ page: EDITED, dirty: true })
    unmount()
    expect(closingAsks()).toBe(false)
  })

  it('offers a draft left from before, from its time, and restores it', () => {
    store({ value: EDITED, version: 'v1', savedAt: new Date(2026, 10, 26, 9, 5).getTime() })
    const { result, restorePage } = renderDraft()
    expect(result.current.draftOffer).toEqual({ time: '09:05', fromOlderVersion: false })
    // Offered, it stays stored: a reload before answering offers it again.
    expect(stored()?.value).toEqual(EDITED)
    act(() => result.current.restore())
    expect(restorePage).toHaveBeenCalledWith(EDITED)
    expect(result.current.draftOffer).toBeUndefined()
  })

  it('drops a draft that is discarded', () => {
    store({ value: EDITED, version: 'v1', savedAt: Date.now() })
    const { result, restorePage } = renderDraft()
    act(() => result.current.discard())
    expect(result.current.draftOffer).toBeUndefined()
    expect(stored()).toBeNull()
    expect(restorePage).not.toHaveBeenCalled()
  })

  it('forgets a draft dropped from outside the editor (leaving the page without saving)', () => {
    store({ value: EDITED, version: 'v1', savedAt: Date.now() })
    dropDraft(pageDraftKey(NAME))
    expect(stored()).toBeNull()
    expect(renderDraft().result.current.draftOffer).toBeUndefined()
  })

  it('says when the draft was made to an older version of the file', () => {
    store({ value: EDITED, version: 'v1', savedAt: Date.now() })
    const { result } = renderDraft({ version: 'v2' })
    expect(result.current.draftOffer).toEqual({ time: '14:32', fromOlderVersion: true })
  })

  it('offers nothing when the draft holds what the file holds, or is not a draft (logged)', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    store({ value: OPENED, version: 'v0', savedAt: Date.now() })
    expect(renderDraft().result.current.draftOffer).toBeUndefined()
    expect(log).not.toHaveBeenCalled()
    localStorage.setItem(pageDraftKey(NAME), '{"value": 3}')
    expect(renderDraft().result.current.draftOffer).toBeUndefined()
    expect(log).toHaveBeenCalledExactlyOnceWith(
      'The saved draft ("pageEditorDraft:home-2.json") is not one this site wrote, and was dropped.',
    )
    log.mockRestore()
  })
})
