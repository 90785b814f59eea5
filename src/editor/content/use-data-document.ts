/**
 * One data file edited as a form, as the collection editor and Settings both do: its draft with undo and redo,
 * the server's checks and the save (use-data-save.ts), the file changing on disk meanwhile, and the context
 * the form's fields edit the draft through.
 */
import { useCallback, useMemo, useState } from 'react'
import type { EditorCatalogue, EditorProblem, OpenedDataFile } from '#page-model/editor-api-types.ts'
import { mergeKeyOf } from '#editor/fields/field-props.ts'
import type { FormContextValue } from '#editor/fields/form-context.ts'
import type { JsonPath } from '#page-model/json-positions.ts'
import { useAnnouncer } from '#editor/shared/use-announcer.ts'
import type { DevServerEvents } from '#editor/shared/use-disk-changes.ts'
import { useDataDraft } from './use-data-draft.ts'
import { useDataFileChanges } from './use-data-file-changes.ts'
import { useDataSave } from './use-data-save.ts'

type Row = Record<string, unknown>

interface DataDocumentOptions {
  /** The data file, e.g. "data/products.json". */
  file: string
  /** What the file holds, in words, for the save's messages: "the products", "the site settings". */
  what: string
  /** The file as opened: its records (for the settings, [the site object]), version and problems. */
  opened: OpenedDataFile & { records: Row[] }
  catalogue: EditorCatalogue
  /** The version of the file on disk now. */
  versionOnDisk: () => Promise<string>
  /** The server's check of a draft; none for a file the server checks only when it is saved. */
  check: ((records: Row[], signal: AbortSignal) => Promise<{ problems: EditorProblem[] }>) | undefined
  /** The form's own rules (e.g. the earlier price above the current one), checked before the server's. */
  formRules?: ((records: Row[]) => EditorProblem[]) | undefined
  /** Writes the draft over the version it started from; gives back the records the file now holds. */
  write: (records: Row[], version: string) => Promise<{ records: Row[]; version: string }>
  /** Opens the file again (after it changed on disk). */
  onReload: () => void
  devServerEvents: DevServerEvents | undefined
}

export function useDataDocument({
  file,
  opened,
  catalogue,
  versionOnDisk,
  check,
  formRules,
  write,
  onReload,
  devServerEvents,
  what,
}: DataDocumentOptions) {
  const draft = useDataDraft<Row[]>({ value: opened.records, version: opened.version })
  const formProblems = useMemo(() => formRules?.(draft.value) ?? NO_PROBLEMS, [formRules, draft.value])
  const { announcement, announce } = useAnnouncer()
  const changedOnDisk = useDataFileChanges({
    file,
    events: devServerEvents,
    dirty: draft.dirty,
    version: draft.version,
    versionOnDisk,
    onReload,
  })
  const saving = useDataSave({
    what,
    draft,
    openedProblems: opened.problems,
    check,
    formProblems,
    write,
    changedOnDisk,
    announce,
  })
  const { problemsAt, problemsUnder, clearSaveError } = saving
  const { update: draftUpdate } = draft
  // A change dismisses the last save's refusal.
  const update = useCallback<FormContextValue['update']>(
    (path, value, options) => {
      clearSaveError()
      draftUpdate(path, value, options)
    },
    [clearSaveError, draftUpdate],
  )
  const reached = useReachedFields()
  const { showsMissingAt, touch } = reached
  const form: FormContextValue = useMemo(
    () => ({ catalogue, problemsAt, problemsUnder, update, showEntry: () => {}, showsMissingAt, touch }),
    [catalogue, problemsAt, problemsUnder, update, showsMissingAt, touch],
  )
  return { draft, saving, changedOnDisk, form, announcement, announce, reached }
}

const NO_PROBLEMS: EditorProblem[] = []

/**
 * The fields the editor has left (or all of them, once a save was tried): only there does an empty required field
 * say it is missing, so a new record's form does not open full of errors.
 */
function useReachedFields() {
  const [reached, setReached] = useState<ReadonlySet<string> | 'all'>(NONE_REACHED)
  const touch = useCallback((path: JsonPath) => {
    const key = mergeKeyOf(path)
    setReached((known) => (known === 'all' || known.has(key) ? known : new Set(known).add(key)))
  }, [])
  const showsMissingAt = useCallback((path: JsonPath) => reached === 'all' || reached.has(mergeKeyOf(path)), [reached])
  return {
    touch,
    showsMissingAt,
    /** Every missing value is said (a save was tried). */
    allShown: reached === 'all',
    /** A save was tried: every missing value is said. */
    triedToSave: useCallback(() => setReached('all'), []),
    /** A new record: none of its fields reached yet. */
    forget: useCallback(() => setReached(NONE_REACHED), []),
  }
}

const NONE_REACHED: ReadonlySet<string> = new Set()
