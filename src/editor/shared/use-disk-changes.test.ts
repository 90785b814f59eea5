import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SITE_FILES_CHANGED, type SiteFilesChanged } from '#page-model/dev-events.ts'
import type { OpenedPageFile } from '#page-model/editor-api-types.ts'
import { EndpointError, endpoint } from './endpoint-client.ts'
import type { PageValue } from '#editor/page/page-document.ts'
import { useDiskChanges, type DevServerEvents } from './use-disk-changes.ts'

const NAME = 'home-2.json'

/** Stands in for import.meta.hot: the test announces changed files as the dev server would. */
function standInDevServer() {
  const listeners = new Set<(payload: SiteFilesChanged) => void>()
  const events: DevServerEvents = {
    on: (event, listener) => event === SITE_FILES_CHANGED && listeners.add(listener),
    off: (event, listener) => event === SITE_FILES_CHANGED && listeners.delete(listener),
  }
  const changed = (file: string) =>
    act(async () => {
      for (const listener of listeners) listener({ file })
    })
  return { events, listeners, changed }
}

/** The file on disk is at this version now. */
const onDisk = (version: string, value: PageValue = THEIRS) =>
  vi.spyOn(endpoint, 'open').mockResolvedValue({ name: NAME, version, value } as OpenedPageFile)

const OPENED: PageValue = { title: 'Home', blocks: [] }
const MINE: PageValue = { title: 'Spring home', blocks: [] }
const THEIRS: PageValue = { title: 'Summer home', blocks: [] }

function renderDiskChanges(events: DevServerEvents | undefined, { dirty = false, version = 'v1', page = OPENED } = {}) {
  const onOtherFileChanged = vi.fn()
  const onReload = vi.fn()
  const markSaved = vi.fn()
  const rendered = renderHook(
    (props: { dirty: boolean; version: string; page: PageValue }) =>
      useDiskChanges({ name: NAME, events, ...props, markSaved, onOtherFileChanged, onReload }),
    { initialProps: { dirty, version, page } },
  )
  return { ...rendered, onOtherFileChanged, onReload, markSaved }
}

describe('useDiskChanges', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('asks for a new check when another file the page depends on changed', async () => {
    const open = onDisk('v2')
    const devServer = standInDevServer()
    const { result, onOtherFileChanged, onReload } = renderDiskChanges(devServer.events, { dirty: true })
    await devServer.changed('data/products.json')
    expect(onOtherFileChanged).toHaveBeenCalledTimes(1)
    expect(open).not.toHaveBeenCalled()
    expect(onReload).not.toHaveBeenCalled()
    expect(result.current).toBe(false)
  })

  it('opens the page again when its file changed and nothing here is unsaved', async () => {
    const open = onDisk('v2')
    const devServer = standInDevServer()
    const { result, onOtherFileChanged, onReload } = renderDiskChanges(devServer.events)
    await devServer.changed('pages-schema/home-2.json')
    expect(open).toHaveBeenCalledWith(NAME)
    expect(onReload).toHaveBeenCalledTimes(1)
    expect(onOtherFileChanged).not.toHaveBeenCalled()
    expect(result.current).toBe(false)
  })

  it('reports the change, without reloading, when its file changed while there are unsaved changes', async () => {
    onDisk('v2')
    const devServer = standInDevServer()
    const { result, rerender, onReload } = renderDiskChanges(devServer.events)
    rerender({ dirty: true, version: 'v1', page: MINE })
    await devServer.changed('pages-schema/home-2.json')
    expect(result.current).toBe(true)
    expect(onReload).not.toHaveBeenCalled()
  })

  it('decides with the draft as it is once the file on disk has been read, not as it was when the change was announced', async () => {
    let read = (_: OpenedPageFile) => {}
    vi.spyOn(endpoint, 'open').mockReturnValue(new Promise((resolve) => (read = resolve)))
    const devServer = standInDevServer()
    const { result, rerender, onReload } = renderDiskChanges(devServer.events)
    await devServer.changed('pages-schema/home-2.json')
    rerender({ dirty: true, version: 'v1', page: MINE })
    await act(async () => read({ name: NAME, version: 'v2' } as OpenedPageFile))
    expect(result.current).toBe(true)
    expect(onReload).not.toHaveBeenCalled()
  })

  it('drops the report once undo leaves nothing unsaved, opening the file as it is now', async () => {
    onDisk('v2')
    const devServer = standInDevServer()
    const { result, rerender, onReload } = renderDiskChanges(devServer.events, { dirty: true, page: MINE })
    await devServer.changed('pages-schema/home-2.json')
    expect(result.current).toBe(true)
    rerender({ dirty: false, version: 'v1', page: OPENED })
    expect(onReload).toHaveBeenCalledTimes(1)
  })

  it('drops the report once the draft holds what the file now holds: nothing would be overwritten', async () => {
    onDisk('v2', THEIRS)
    const devServer = standInDevServer()
    const { result, rerender, onReload, markSaved } = renderDiskChanges(devServer.events, { dirty: true, page: MINE })
    await devServer.changed('pages-schema/home-2.json')
    expect(result.current).toBe(true)
    rerender({ dirty: true, version: 'v1', page: { ...THEIRS } })
    expect(markSaved).toHaveBeenCalledWith(THEIRS, 'v2')
    rerender({ dirty: false, version: 'v2', page: { ...THEIRS } })
    expect(result.current).toBe(false)
    rerender({ dirty: true, version: 'v2', page: MINE })
    expect(result.current).toBe(false)
    expect(onReload).not.toHaveBeenCalled()
  })

  it('ignores its own save: the file on disk is at the version last saved', async () => {
    onDisk('v2')
    const devServer = standInDevServer()
    const { result, rerender, onReload } = renderDiskChanges(devServer.events, { dirty: true })
    rerender({ dirty: true, version: 'v2', page: MINE })
    await devServer.changed('pages-schema/home-2.json')
    expect(result.current).toBe(false)
    expect(onReload).not.toHaveBeenCalled()
  })

  it('reports the change when the file cannot be opened to compare', async () => {
    vi.spyOn(endpoint, 'open').mockRejectedValue(new EndpointError('pages-schema/home-2.json does not exist.', 404))
    const devServer = standInDevServer()
    const { result, onReload } = renderDiskChanges(devServer.events)
    await devServer.changed('pages-schema/home-2.json')
    expect(result.current).toBe(true)
    expect(onReload).not.toHaveBeenCalled()
  })

  it('stops listening once the editor has closed, and listens to nothing outside the dev server', () => {
    const devServer = standInDevServer()
    const { unmount } = renderDiskChanges(devServer.events)
    expect(devServer.listeners.size).toBe(1)
    unmount()
    expect(devServer.listeners.size).toBe(0)
    expect(renderDiskChanges(undefined).result.current).toBe(false)
  })
})
