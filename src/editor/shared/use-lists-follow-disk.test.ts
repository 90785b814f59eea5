import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SITE_FILES_CHANGED, type SiteFilesChanged } from '#page-model/dev-events.ts'
import type { EditorCatalogue } from '#page-model/editor-api-types.ts'
import { endpoint } from './endpoint-client.ts'
import type { DevServerEvents } from './use-disk-changes.ts'
import { LISTS_SETTLE_MS, useListsFollowDisk } from './use-lists-follow-disk.ts'

function standInDevServer() {
  const listeners = new Set<(payload: SiteFilesChanged) => void>()
  const events: DevServerEvents = {
    on: (event, listener) => event === SITE_FILES_CHANGED && listeners.add(listener),
    off: (event, listener) => event === SITE_FILES_CHANGED && listeners.delete(listener),
  }
  const changed = (file: string) => {
    for (const listener of listeners) listener({ file })
  }
  return { events, listeners, changed }
}

describe('useListsFollowDisk', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('reads the pages and the pickers’ lists again once a burst of changes on disk has settled', async () => {
    const catalogue = { pictures: ['/art/new.webp'] } as EditorCatalogue
    vi.spyOn(endpoint, 'catalogue').mockResolvedValue(catalogue)
    const loadPages = vi.fn(() => Promise.resolve())
    const setCatalogue = vi.fn()
    const devServer = standInDevServer()
    renderHook(() => useListsFollowDisk(devServer.events, loadPages, setCatalogue))
    devServer.changed('public/art/new.webp')
    devServer.changed('pages-schema/summer.json')
    expect(loadPages).not.toHaveBeenCalled()
    await act(async () => vi.advanceTimersByTimeAsync(LISTS_SETTLE_MS))
    expect(loadPages).toHaveBeenCalledTimes(1)
    expect(setCatalogue).toHaveBeenCalledWith(catalogue)
  })

  it('keeps the lists when they cannot be read, and stops listening once closed', async () => {
    vi.spyOn(endpoint, 'catalogue').mockRejectedValue(new Error('The dev server does not answer.'))
    const setCatalogue = vi.fn()
    const devServer = standInDevServer()
    const { unmount } = renderHook(() => useListsFollowDisk(devServer.events, () => Promise.resolve(), setCatalogue))
    devServer.changed('data/products.json')
    await act(async () => vi.advanceTimersByTimeAsync(LISTS_SETTLE_MS))
    expect(setCatalogue).not.toHaveBeenCalled()
    unmount()
    expect(devServer.listeners.size).toBe(0)
  })
})
