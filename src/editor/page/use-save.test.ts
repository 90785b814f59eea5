import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { standStillClock } from '#tests/unit/stand-ins.ts'
import type { EditorProblem, SaveRequest, SaveResult } from '#page-model/editor-api-types.ts'
import { EndpointError, endpoint } from '#editor/shared/endpoint-client.ts'
import type { PageValue } from './page-document.ts'
import { useSave } from './use-save.ts'

const NAME = 'home-2.json'
const page: PageValue = { title: 'Spring', blocks: [] }
const problem = { path: ['title'], message: 'is empty' } as EditorProblem
const STALE =
  'Refused: this page was changed elsewhere since you opened it; nothing was written. Load it again to see the other change.'

type Options = Parameters<typeof useSave>[0]

/** A draft with changes, checked without problems: ready to save. */
function ready(): Options {
  return {
    name: NAME,
    page,
    dirty: true,
    version: 'v1',
    markSaved: vi.fn<Options['markSaved']>(),
    checks: { checked: true, passed: true, problems: [], checkError: undefined },
    changedOnDisk: false,
    announce: vi.fn<Options['announce']>(),
    justCreated: false,
    contentWithProblems: [],
  }
}

function renderSave(options: Options) {
  return renderHook((props: Options) => useSave(props), { initialProps: options })
}

/** Stands in for the endpoint's save: it waits until the test answers it. */
function standInSave() {
  const requests: SaveRequest[] = []
  let settle = { answer: (_: SaveResult) => {}, fail: (_: unknown) => {} }
  vi.spyOn(endpoint, 'save').mockImplementation(
    (request) =>
      new Promise((resolve, reject) => {
        requests.push(request)
        settle = { answer: resolve, fail: reject }
      }),
  )
  return {
    requests,
    answer: (result: SaveResult) => act(async () => settle.answer(result)),
    fail: (error: unknown) => act(async () => settle.fail(error)),
  }
}

/** Presses Save; `end()` waits for the save to end, once the endpoint has answered. */
function startSave(save: () => Promise<void>) {
  let saving: Promise<void> | undefined
  act(() => {
    saving = save()
  })
  return { end: () => act(() => saving!) }
}

describe('useSave', () => {
  standStillClock(new Date(2026, 3, 14, 9, 5))
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it.each<[string, Partial<Options>, string]>([
    ['the file changed on disk', { changedOnDisk: true }, 'It was changed elsewhere: load the latest version first.'],
    ['nothing changed', { dirty: false }, 'Nothing to save.'],
    [
      'the check failed',
      { checks: { checked: true, passed: false, problems: [], checkError: 'The dev server does not answer.' } },
      'The dev server does not answer.',
    ],
    [
      'the draft is being checked',
      { checks: { checked: false, passed: false, problems: [], checkError: undefined } },
      'Checking the page…',
    ],
    [
      'the draft has a problem',
      { checks: { checked: true, passed: false, problems: [problem], checkError: undefined } },
      'Fix the problem to save.',
    ],
    [
      'the draft has problems',
      { checks: { checked: true, passed: false, problems: [problem, problem], checkError: undefined } },
      'Fix the 2 problems to save.',
    ],
  ])('refuses to save when %s, and says why', (_case, options, reason) => {
    const save = standInSave()
    const { result } = renderSave({ ...ready(), ...options })
    expect(result.current.canSave).toBe(false)
    expect(result.current.saveReason).toBe(reason)
    act(() => void result.current.save())
    expect(save.requests).toEqual([])
  })

  it('puts a change on disk before everything else, unsaved changes before a failed check', () => {
    const failed = { checked: true, passed: false, problems: [problem], checkError: 'The dev server does not answer.' }
    expect(renderSave({ ...ready(), changedOnDisk: true, dirty: false }).result.current.saveReason).toBe(
      'It was changed elsewhere: load the latest version first.',
    )
    expect(renderSave({ ...ready(), dirty: false, checks: failed }).result.current.saveReason).toBe('Nothing to save.')
    expect(renderSave({ ...ready(), checks: failed }).result.current.saveReason).toBe('The dev server does not answer.')
  })

  it('saves the draft at the version it started from; says so, and when', async () => {
    const save = standInSave()
    const options = ready()
    const { result, rerender } = renderSave(options)
    expect(result.current).toMatchObject({ canSave: true, saveReason: 'Ready to save (Ctrl+S).', status: 'Unsaved changes' })

    const saving = startSave(result.current.save)
    expect(save.requests).toEqual([{ name: NAME, page, version: 'v1' }])
    expect(result.current).toMatchObject({ canSave: false, saveReason: 'Saving…', status: 'Saving…' })

    await save.answer({ name: NAME, text: '{}', version: 'v2' })
    await saving.end()
    expect(options.markSaved).toHaveBeenCalledWith(page, 'v2')
    expect(options.announce).toHaveBeenCalledWith('Saved the page.')
    rerender({ ...options, dirty: false, version: 'v2' })
    expect(result.current).toMatchObject({
      canSave: false,
      saveReason: 'Nothing to save.',
      status: 'Saved the page at 09:05',
      saveError: undefined,
    })
  })

  it.each([
    ['refused because the file changed on disk meanwhile', new EndpointError(STALE, 409), STALE],
    [
      'the dev server does not answer',
      new EndpointError('The dev server does not answer. Is `npm run dev` still running?', 0),
      'The dev server does not answer. Is `npm run dev` still running?',
    ],
    ['failed with something other than an Error', 'socket hang up', 'socket hang up'],
  ])('shows why a save %s, keeps the changes unsaved and lets them be saved again', async (_case, error, message) => {
    const save = standInSave()
    const options = ready()
    const { result } = renderSave(options)
    const saving = startSave(result.current.save)
    await save.fail(error)
    await saving.end()
    expect(result.current).toMatchObject({ saveError: message, canSave: true, status: 'Unsaved changes' })
    expect(options.markSaved).not.toHaveBeenCalled()
    expect(options.announce).not.toHaveBeenCalled()
  })

  it("clears the last save's error when asked (an edit), and after a save that worked", async () => {
    const save = standInSave()
    const { result } = renderSave(ready())
    let saving = startSave(result.current.save)
    await save.fail(new EndpointError(STALE, 409))
    await saving.end()
    expect(result.current.saveError).toBe(STALE)
    act(() => result.current.clearSaveError())
    expect(result.current.saveError).toBeUndefined()

    saving = startSave(result.current.save)
    await save.fail(new EndpointError(STALE, 409))
    await saving.end()
    expect(result.current.saveError).toBe(STALE)
    saving = startSave(result.current.save)
    await save.answer({ name: NAME, text: '{}', version: 'v2' })
    await saving.end()
    expect(result.current.saveError).toBeUndefined()
  })

  it('says which file was written once nothing is unsaved: created, then saved', () => {
    expect(renderSave({ ...ready(), dirty: false }).result.current.status).toBe('All changes saved')
    const created = { ...ready(), dirty: false, justCreated: true }
    const { result, rerender } = renderSave(created)
    expect(result.current.status).toBe('Created the page')
    rerender({ ...created, dirty: true })
    expect(result.current.status).toBe('Unsaved changes')
  })

  it('never says all is saved while content the page shows has problems, named in words', () => {
    const broken = { ...ready(), dirty: false, contentWithProblems: ['Garden Strawberries'] }
    expect(renderSave(broken).result.current.status).toBe('Page saved; problems in Garden Strawberries')
    const two = { ...broken, contentWithProblems: ['Garden Strawberries', 'Site settings'] }
    expect(renderSave(two).result.current.status).toBe('Page saved; problems in Garden Strawberries and Site settings')
  })
})
