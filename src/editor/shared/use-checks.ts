/**
 * The dev server's checks of the draft (the same checks as `npm run validate`), a moment after each
 * change: the page's problems, and the compiled page the preview shows.
 */
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { JsonPath } from '#page-model/json-positions.ts'
import type { CheckResult } from '#page-model/editor-api-types.ts'
import { endpoint } from './endpoint-client.ts'
import type { PageValue } from '#editor/page/page-document.ts'

/** How long after the last change the draft is checked: typing checks once per pause, not per key. */
export const CHECK_DELAY_MS = 250

type CheckState = { page: PageValue; result: CheckResult } | { page: PageValue; error: string }

export type Checks = ReturnType<typeof useChecks>

/** `savedPreview` is the page as the file holds it, shown until a draft has compiled. */
export function useChecks(name: string, page: PageValue, savedPreview: CheckResult['preview']) {
  const [check, setCheck] = useState<CheckState>()
  /** The latest draft that compiled, as the preview shows it. */
  const [lastPreview, setLastPreview] = useState(savedPreview)
  const [rechecks, setRechecks] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    const timer = setTimeout(() => {
      endpoint.check({ name, page }, controller.signal).then(
        (answer) => {
          // An answer like the last one keeps its identity: the form and the preview need not redraw.
          setCheck((previous) => {
            const before = previous && 'result' in previous ? previous.result.problems : undefined
            const problems = before && sameJson(before, answer.problems) ? before : answer.problems
            return { page, result: { ...answer, problems } }
          })
          const { preview } = answer
          if (preview) setLastPreview((shown) => (sameJson(shown, preview) ? shown : preview))
        },
        (error: unknown) => {
          if (controller.signal.aborted) return
          setCheck({ page, error: error instanceof Error ? error.message : String(error) })
        },
      )
    }, CHECK_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [page, name, rechecks])

  /** Checks the same draft again: a file its checks depend on has changed. */
  const recheck = useCallback(() => setRechecks((count) => count + 1), [])
  /** Whether the answer (or failure) shown is for this very draft. */
  const checked = check?.page === page
  const result = check && 'result' in check ? check.result : undefined
  const problems = useMemo(() => result?.problems ?? [], [result])
  const dataProblems = useMemo(() => result?.dataProblems ?? [], [result])
  const problemsAt = useCallback((path: JsonPath) => problems.filter((problem) => samePath(problem.path, path)), [problems])
  const problemsUnder = useCallback(
    (path: JsonPath) => problems.filter((problem) => samePath(problem.path.slice(0, path.length), path)),
    [problems],
  )
  return {
    checked,
    /** This draft was checked and has no problems. */
    passed: checked && result !== undefined && problems.length === 0,
    problems,
    /** Problems in data files, which this page cannot fix (shown above the editor; saving is still possible). */
    dataProblems,
    problemsAt,
    problemsUnder,
    /** Why the last check could not be made (e.g. the dev server does not answer). */
    checkError: check && 'error' in check ? check.error : undefined,
    preview: lastPreview,
    /** This draft does not compile, so the preview still shows an earlier one. */
    previewStale: checked && result !== undefined && result.preview === undefined && lastPreview !== undefined,
    recheck,
  }
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

function samePath(a: JsonPath, b: JsonPath): boolean {
  return a.length === b.length && a.every((part, index) => part === b[index])
}
