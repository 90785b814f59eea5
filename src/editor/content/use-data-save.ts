/**
 * Checking and saving a data file's draft, as page saves do (use-checks.ts, use-save.ts): the server's
 * checks a moment after each change, then Save only for a draft with changes, without problems, whose
 * file did not change on disk meanwhile. A refused save says why: problems at their fields, the file
 * changed on disk ("reload"), or the references that stop a record being deleted.
 */
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { EditorProblem, RecordReference } from '#page-model/editor-api-types.ts'
import type { JsonPath } from '#page-model/json-positions.ts'
import { EndpointError } from '#editor/shared/endpoint-client.ts'
import { CHECK_DELAY_MS } from '#editor/shared/use-checks.ts'
import type { DataDraft } from './use-data-draft.ts'

type Records = Record<string, unknown>[]

const NO_PROBLEMS: EditorProblem[] = []

interface DataSaveOptions {
  /** What the file holds, in words, for the save's messages: "the products", "the site settings". */
  what: string
  draft: DataDraft<Records>
  /** The file's problems when it was opened. */
  openedProblems: EditorProblem[]
  /** The server's check of a draft; none for a file the server checks only when it is saved. */
  check: ((records: Records, signal: AbortSignal) => Promise<{ problems: EditorProblem[] }>) | undefined
  /** The form's own rules (e.g. the earlier price above the current one), checked here before the server. */
  formProblems: EditorProblem[]
  /** Writes the draft over the version it started from; gives back the records the file now holds. */
  write: (records: Records, version: string) => Promise<{ records: Records; version: string }>
  /** The file changed on disk while this draft had unsaved changes. */
  changedOnDisk: boolean
  announce: (message: string) => void
}

export function useDataSave({
  what,
  draft,
  openedProblems,
  check,
  formProblems,
  write,
  changedOnDisk,
  announce,
}: DataSaveOptions) {
  const { value: records, dirty, version, markSaved } = draft
  const [checked, setChecked] = useState<{ records: Records; problems: EditorProblem[] } | { records: Records; error: string }>()
  const [saving, setSaving] = useState(false)
  const [refusal, setRefusal] = useState<{ message: string; problems: EditorProblem[] }>()
  const [refusedBy, setRefusedBy] = useState<RecordReference[]>([])
  const [staleOnSave, setStaleOnSave] = useState(false)
  const [lastWritten, setLastWritten] = useState('')
  // The problems the file on disk has: those it was opened with, none once a save has written it.
  const [fileProblems, setFileProblems] = useState(openedProblems)

  useEffect(() => {
    if (!check || !dirty) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      check(records, controller.signal).then(
        ({ problems }) => setChecked({ records, problems }),
        (error: unknown) => {
          if (!controller.signal.aborted) setChecked({ records, error: error instanceof Error ? error.message : String(error) })
        },
      )
    }, CHECK_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [check, records, dirty])

  const current = checked?.records === records ? checked : undefined
  // While a new check is on its way, the last one's problems stay (no flicker while typing).
  const lastChecked = checked && 'problems' in checked ? checked.problems : undefined
  const serverProblems = !dirty ? fileProblems : refusal?.problems.length ? refusal.problems : (lastChecked ?? NO_PROBLEMS)
  const problems = useMemo(() => {
    // A form rule the server words too is shown once, in the server's words.
    const own = formProblems.filter((problem) => !serverProblems.some((other) => samePath(other.path, problem.path)))
    return [...serverProblems, ...own]
  }, [serverProblems, formProblems])
  const problemsAt = useCallback((path: JsonPath) => problems.filter((problem) => samePath(problem.path, path)), [problems])
  const problemsUnder = useCallback(
    (path: JsonPath) => problems.filter((problem) => samePath(problem.path.slice(0, path.length), path)),
    [problems],
  )
  const checkError = current && 'error' in current ? current.error : undefined
  const awaitingCheck = check !== undefined && dirty && current === undefined
  const stale = changedOnDisk || staleOnSave
  const canSave = dirty && !saving && !stale && !awaitingCheck && !checkError && problems.length === 0

  const saveReason = saving
    ? 'Saving…'
    : stale
      ? 'It was changed elsewhere: load the latest version first.'
      : !dirty
        ? 'Nothing to save.'
        : checkError
          ? checkError
          : awaitingCheck
            ? 'Checking…'
            : problems.length > 0
              ? `Fix ${problems.length === 1 ? 'the problem' : `the ${problems.length} problems`} to save.`
              : 'Ready to save (Ctrl+S).'

  /** Writes the draft; true when it was written. */
  const save = useCallback(async () => {
    if (!canSave) return false
    setSaving(true)
    try {
      const written = await write(records, version)
      markSaved(written.records, written.version, records)
      setRefusal(undefined)
      setFileProblems([])
      announce(`Saved ${what}.`)
      const now = new Date()
      const time = [now.getHours(), now.getMinutes()].map((part) => String(part).padStart(2, '0')).join(':')
      setLastWritten(`Saved ${what} at ${time}`)
      return true
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      if (error instanceof EndpointError && error.status === 409) setStaleOnSave(true)
      if (error instanceof EndpointError && error.references.length > 0) setRefusedBy(error.references)
      setRefusal({ message, problems: error instanceof EndpointError ? error.problems : [] })
      return false
    } finally {
      setSaving(false)
    }
  }, [canSave, write, records, version, markSaved, announce, what])

  return {
    save,
    canSave,
    saveReason,
    status: saving ? 'Saving…' : dirty ? 'Unsaved changes' : lastWritten || 'All changes saved',
    problems,
    problemsAt,
    problemsUnder,
    /** Why the last save was refused; a change dismisses it. */
    saveError: refusal?.message,
    clearSaveError: useCallback(() => setRefusal(undefined), []),
    /** The places that still point at a record the draft deletes: the save was refused for them. */
    refusedBy,
    closeRefusedBy: useCallback(() => setRefusedBy([]), []),
    /** A save was refused because the file changed on disk since it was opened. */
    staleOnSave,
  }
}

function samePath(a: JsonPath, b: JsonPath): boolean {
  return a.length === b.length && a.every((part, index) => part === b[index])
}
