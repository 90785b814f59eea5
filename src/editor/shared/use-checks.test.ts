import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CompiledPage } from '#page-model/site-types.ts'
import type { JsonPath } from '#page-model/json-positions.ts'
import type { CheckRequest, CheckResult } from '#page-model/editor-api-types.ts'
import { EndpointError, endpoint } from './endpoint-client.ts'
import type { PageValue } from '#editor/page/page-document.ts'
import { CHECK_DELAY_MS, useChecks } from './use-checks.ts'
import { editorProblem } from '#tests/unit/editor-problem.ts'

const NAME = 'home-2.json'
const draft = (title: string): PageValue => ({ title, blocks: [{ id: 'faq', type: 'faq', props: { title } }] })
const problem = (path: JsonPath, message = 'is empty') =>
  editorProblem({ line: 8, column: 20, where: 'blocks[0] (faq "faq") → props.title', message, path })
const compiled = (title: string): CheckResult['preview'] => ({
  page: { name: 'home-2', title } as CompiledPage,
  addresses: [{ url: '/home-2', label: title }],
})

interface CheckCall {
  request: CheckRequest
  signal: AbortSignal | undefined
  answer: (result: CheckResult) => Promise<void>
  fail: (error: unknown) => Promise<void>
}

/** Stands in for the endpoint's check: every call waits until the test answers it (or fails it). */
function standInCheck(): CheckCall[] {
  const calls: CheckCall[] = []
  vi.spyOn(endpoint, 'check').mockImplementation(
    (request, signal) =>
      new Promise((resolve, reject) => {
        calls.push({
          request,
          signal,
          answer: (result) => act(async () => resolve(result)),
          fail: (error) => act(async () => reject(error)),
        })
      }),
  )
  return calls
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))

function renderChecks(page: PageValue, savedPreview: CheckResult['preview'] = undefined) {
  return renderHook(({ page }) => useChecks(NAME, page, savedPreview), { initialProps: { page } })
}

describe('useChecks', () => {
  let calls: CheckCall[]
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    calls = standInCheck()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('checks the draft once the changes pause, not once per change', async () => {
    const { result, rerender } = renderChecks(draft('F'))
    await wait(CHECK_DELAY_MS - 50)
    rerender({ page: draft('FA') })
    const typed = draft('FAQ')
    rerender({ page: typed })
    await wait(CHECK_DELAY_MS - 1)
    expect(calls).toHaveLength(0)
    await wait(1)
    expect(calls.map((call) => call.request)).toEqual([{ name: NAME, page: typed }])
    expect(result.current.checked).toBe(false)

    await calls[0]!.answer({ dataProblems: [], problems: [], preview: compiled('FAQ') })
    expect(result.current).toMatchObject({ checked: true, passed: true, problems: [], checkError: undefined })
  })

  it('cancels the check of a draft that changed meanwhile, and does not show its cancellation as an error', async () => {
    const { result, rerender } = renderChecks(draft('A'))
    await wait(CHECK_DELAY_MS)
    const older = calls[0]!
    rerender({ page: draft('B') })
    expect(older.signal?.aborted).toBe(true)
    await older.fail(new DOMException('The operation was aborted.', 'AbortError'))
    expect(result.current.checkError).toBeUndefined()
    expect(result.current.checked).toBe(false)
  })

  it('says why when the dev server does not answer, and the draft does not pass', async () => {
    const { result } = renderChecks(draft('A'))
    await wait(CHECK_DELAY_MS)
    await calls[0]!.fail(new EndpointError('The dev server does not answer. Is `npm run dev` still running?', 0))
    expect(result.current).toMatchObject({
      checked: true,
      passed: false,
      problems: [],
      checkError: 'The dev server does not answer. Is `npm run dev` still running?',
    })
  })

  it('shows a failure that is not an Error as text', async () => {
    const { result } = renderChecks(draft('A'))
    await wait(CHECK_DELAY_MS)
    await calls[0]!.fail('broken pipe')
    expect(result.current.checkError).toBe('broken pipe')
  })

  it('gives the problems at a place, and at it or inside it', async () => {
    const title = problem(['blocks', 0, 'props', 'title'])
    const item = problem(['blocks', 0, 'props', 'items', 1, 'answer'], 'is too long')
    const page = problem([], 'has no description')
    const { result } = renderChecks(draft(''))
    await wait(CHECK_DELAY_MS)
    await calls[0]!.answer({ dataProblems: [], problems: [title, item, page], preview: undefined })

    expect(result.current.passed).toBe(false)
    expect(result.current.problems).toEqual([title, item, page])
    expect(result.current.problemsAt(['blocks', 0, 'props', 'title'])).toEqual([title])
    expect(result.current.problemsAt(['blocks', 0, 'props'])).toEqual([])
    expect(result.current.problemsUnder(['blocks', 0])).toEqual([title, item])
    expect(result.current.problemsUnder(['blocks', 1])).toEqual([])
    expect(result.current.problemsAt([])).toEqual([page])
  })

  it('checks the same draft again on recheck (a file it depends on changed), keeping the identity of answers like the last', async () => {
    const page = draft('')
    const { result } = renderChecks(page)
    await wait(CHECK_DELAY_MS)
    await calls[0]!.answer({ dataProblems: [], problems: [problem(['title'])], preview: compiled('One') })
    const { problems, problemsAt, preview } = result.current

    act(() => result.current.recheck())
    await wait(CHECK_DELAY_MS)
    expect(calls).toHaveLength(2)
    expect(calls[1]!.request).toEqual({ name: NAME, page })
    await calls[1]!.answer({ dataProblems: [], problems: [problem(['title'])], preview: compiled('One') })
    expect(result.current.problems).toBe(problems)
    expect(result.current.problemsAt).toBe(problemsAt)
    expect(result.current.preview).toBe(preview)

    act(() => result.current.recheck())
    await wait(CHECK_DELAY_MS)
    await calls[2]!.answer({ dataProblems: [], problems: [problem(['title'], 'is still empty')], preview: compiled('Two') })
    expect(result.current.problems).not.toBe(problems)
    expect(result.current.preview).toEqual(compiled('Two'))
  })

  it('shows the saved page until a draft compiles, then the last draft that compiled, marked stale while one does not', async () => {
    const { result, rerender } = renderChecks(draft('Saved'), compiled('Saved'))
    expect(result.current.preview).toEqual(compiled('Saved'))
    expect(result.current.previewStale).toBe(false)

    rerender({ page: draft('Spring') })
    await wait(CHECK_DELAY_MS)
    await calls[0]!.answer({ dataProblems: [], problems: [], preview: compiled('Spring') })
    expect(result.current.preview).toEqual(compiled('Spring'))
    expect(result.current.previewStale).toBe(false)

    rerender({ page: draft('') })
    expect(result.current.previewStale).toBe(false) // not checked yet
    await wait(CHECK_DELAY_MS)
    await calls[1]!.answer({ dataProblems: [], problems: [problem(['title'])], preview: undefined })
    expect(result.current.preview).toEqual(compiled('Spring'))
    expect(result.current.previewStale).toBe(true)
  })

  it('checks nothing once the editor has closed', async () => {
    const { unmount } = renderChecks(draft('A'))
    unmount()
    await wait(CHECK_DELAY_MS)
    expect(calls).toHaveLength(0)
  })
})
