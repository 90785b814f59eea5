/**
 * Saving the draft to its file, and what the top bar says about it: only a draft with changes, checked
 * without problems, whose file did not change on disk meanwhile, can be saved.
 */
import { useCallback, useState } from 'react'
import { EndpointError, endpoint } from '#editor/shared/endpoint-client.ts'
import type { PageValue } from './page-document.ts'
import type { Checks } from '#editor/shared/use-checks.ts'

interface SaveOptions {
  /** The page's file name in pages-schema/. */
  name: string
  page: PageValue
  dirty: boolean
  /** The version of the file the draft started from: the endpoint refuses the save if the file is no longer that. */
  version: string
  markSaved: (page: PageValue, version: string) => void
  checks: Pick<Checks, 'checked' | 'passed' | 'problems' | 'checkError'>
  changedOnDisk: boolean
  announce: (message: string) => void
  /** The page was just made with "Save as new page…". */
  justCreated: boolean
  /** Data files with problems (data/products.json): nothing is "all saved" while the site cannot use them. */
  contentWithProblems: readonly string[]
}

export function useSave({
  name,
  page,
  dirty,
  version,
  markSaved,
  checks,
  changedOnDisk,
  announce,
  justCreated,
  contentWithProblems,
}: SaveOptions) {
  const [saving, setSaving] = useState(false)
  const [saveError, setSaveError] = useState<string>()
  // What the top bar says once nothing is unsaved: which file was last written, and when.
  const [lastWritten, setLastWritten] = useState(justCreated ? 'Created the page' : '')

  const canSave = dirty && checks.passed && !saving && !changedOnDisk
  const { problems } = checks
  const saveReason = saving
    ? 'Saving…'
    : changedOnDisk
      ? 'It was changed elsewhere: load the latest version first.'
      : !dirty
        ? 'Nothing to save.'
        : checks.checkError
          ? checks.checkError
          : !checks.checked
            ? 'Checking the page…'
            : problems.length > 0
              ? `Fix ${problems.length === 1 ? 'the problem' : `the ${problems.length} problems`} to save.`
              : 'Ready to save (Ctrl+S).'

  const save = useCallback(async () => {
    if (!canSave) return
    setSaving(true)
    try {
      const written = await endpoint.save({ name, page, version })
      markSaved(page, written.version)
      setSaveError(undefined)
      announce('Saved the page.')
      const now = new Date()
      const time = [now.getHours(), now.getMinutes()].map((part) => String(part).padStart(2, '0')).join(':')
      setLastWritten(`Saved the page at ${time}`)
    } catch (error) {
      setSaveError(error instanceof EndpointError || error instanceof Error ? error.message : String(error))
    } finally {
      setSaving(false)
    }
  }, [canSave, name, page, version, markSaved, announce])
  /** A change to the page dismisses the last save's error. */
  const clearSaveError = useCallback(() => setSaveError(undefined), [])

  return {
    save,
    canSave,
    /** Why Save is disabled, or that it is ready. */
    saveReason,
    status: saving
      ? 'Saving…'
      : dirty
        ? 'Unsaved changes'
        : contentWithProblems.length > 0
          ? `Page saved; problems in ${contentWithProblems.join(' and ')}`
          : lastWritten || 'All changes saved',
    saveError,
    clearSaveError,
  }
}
