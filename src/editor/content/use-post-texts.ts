/**
 * The posts' own texts (data/blog-posts/<id>.md), edited in the Blog posts form and saved with the records by
 * the top bar's Save. Each text is opened when its post is first shown and checked a moment after each change;
 * moving to another post keeps an unsaved text, so several can wait for one Save. The unsaved texts go into the
 * collection's browser draft with the records, and come back from it (restore).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { EditorProblem, OpenedPostBody } from '#page-model/editor-api-types.ts'
import { postBodyFile, type PostBodyNode } from '#page-model/post-body.ts'
import { EndpointError, endpoint } from '#editor/shared/endpoint-client.ts'
import { CHECK_DELAY_MS } from '#editor/shared/use-checks.ts'

interface PostTextEntry {
  /** The file as opened or last saved; none while it is being opened. */
  opened?: OpenedPostBody
  text: string
  /** The last checked text, as the post's page draws it, with the problems the build would report. */
  preview?: { text: string; tree: PostBodyNode[]; problems: EditorProblem[] }
  /** Why the text could not be opened, checked or saved. */
  failure?: string
  /** Restored from the browser's draft: opening the file keeps this text. */
  restored?: boolean
}

/** The unsaved texts as the browser's draft keeps them, by post id. */
export type UnsavedPostTexts = Record<string, string>

/** Whether a stored value has the shape of UnsavedPostTexts. */
export function isUnsavedPostTexts(value: unknown): value is UnsavedPostTexts {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.entries(value).every(([id, text]) => /^[1-9]\d*$/.test(id) && typeof text === 'string')
  )
}

/** The text of the post being shown, for its field. */
export interface PostText {
  file: string
  opened: OpenedPostBody | undefined
  text: string
  dirty: boolean
  tree: PostBodyNode[] | undefined
  problems: EditorProblem[]
  failure: string | undefined
  /** Written by this editor since it was opened. */
  saved: boolean
}

/** Changed since opened, or restored from the draft and still being opened. */
const unsaved = (entry: PostTextEntry) =>
  entry.opened ? entry.text !== entry.opened.text : entry.restored === true && !entry.failure

export function usePostTexts(postId: number | undefined, announce: (message: string) => void) {
  const [entries, setEntries] = useState<ReadonlyMap<number, PostTextEntry>>(new Map())
  const [saving, setSaving] = useState(false)
  const [savedIds, setSavedIds] = useState<ReadonlySet<number>>(new Set())
  const edit = useCallback((id: number, change: (entry: PostTextEntry) => PostTextEntry) => {
    setEntries((present) => new Map(present).set(id, change(present.get(id) ?? { text: '' })))
  }, [])

  const entry = postId === undefined ? undefined : entries.get(postId)
  // The shown post's text, and any restored from the draft, are opened once each.
  const toOpen = JSON.stringify([
    ...new Set([
      ...(postId !== undefined && !entry ? [postId] : []),
      ...[...entries].filter(([, candidate]) => !candidate.opened && !candidate.failure).map(([id]) => id),
    ]),
  ])
  const opening = useRef(new Set<number>())
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  useEffect(() => {
    for (const id of JSON.parse(toOpen) as number[]) {
      if (opening.current.has(id)) continue
      opening.current.add(id)
      endpoint
        .openPostBody(id)
        .then(
          (body) =>
            mounted.current && edit(id, (was) => (was.restored ? { ...was, opened: body } : { opened: body, text: body.text })),
          (error: Error) => mounted.current && edit(id, (was) => ({ ...was, failure: error.message })),
        )
        .finally(() => opening.current.delete(id))
    }
  }, [toOpen, edit])

  // The shown text, and any unsaved one, is checked once it has rested (an unsaved text left by moving to
  // another post before its check came is checked still, so Save can write it).
  const toCheck = JSON.stringify(
    [...entries]
      .filter(
        ([id, candidate]) =>
          candidate.opened && (id === postId || unsaved(candidate)) && candidate.preview?.text !== candidate.text,
      )
      .map(([id, candidate]) => [id, candidate.text]),
  )
  useEffect(() => {
    const texts = JSON.parse(toCheck) as [number, string][]
    if (texts.length === 0) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      for (const [id, text] of texts) {
        endpoint.previewPostBody(id, text, controller.signal).then(
          ({ tree, problems }) => edit(id, (was) => ({ ...was, preview: { text, tree, problems } })),
          (error: unknown) => {
            if (controller.signal.aborted) return
            edit(id, (was) => ({ ...was, failure: error instanceof Error ? error.message : String(error) }))
          },
        )
      }
    }, CHECK_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [toCheck, edit])

  const setText = useCallback(
    (next: string) => {
      if (postId !== undefined) edit(postId, (was) => ({ ...was, text: next, failure: undefined }))
    },
    [postId, edit],
  )

  /**
   * Puts texts kept in the browser's draft back in their fields (opening the files not opened yet). As with
   * the records, a restored text is saved over the file as it is now.
   */
  const restore = useCallback(
    (kept: UnsavedPostTexts) => {
      for (const [id, text] of Object.entries(kept)) edit(Number(id), (was) => ({ ...was, text, restored: true }))
    },
    [edit],
  )

  const waiting = useMemo(() => [...entries].filter(([, candidate]) => unsaved(candidate)), [entries])
  const unsavedTexts = useMemo<UnsavedPostTexts>(() => Object.fromEntries(waiting.map(([id, { text }]) => [id, text])), [waiting])
  const dirty = waiting.length > 0
  const unchecked = waiting.some(([, candidate]) => candidate.preview?.text !== candidate.text)
  const withProblems = waiting.filter(
    ([, candidate]) => candidate.preview?.text === candidate.text && candidate.preview.problems.length,
  )
  const failed = waiting.find(([, candidate]) => candidate.failure)
  /** Why the unsaved texts cannot be saved yet; undefined when they can. */
  const blockedBecause = !dirty
    ? undefined
    : saving
      ? 'Saving…'
      : failed
        ? failed[1].failure
        : withProblems.length
          ? `Fix the problems in ${withProblems.length === 1 ? 'the post’s text' : `${withProblems.length} posts’ texts`} to save.`
          : unchecked
            ? 'Checking the post’s text…'
            : undefined

  /** Writes every unsaved text over the version it was opened at; true when all were written. */
  const save = useCallback(async () => {
    setSaving(true)
    let allWritten = true
    for (const [id, { opened, text: sent }] of waiting) {
      try {
        const written = await endpoint.savePostBody(id, sent, opened!.version)
        edit(id, (was) => ({
          ...was,
          opened: { ...opened!, text: written.text, version: written.version, exists: true },
          // Prettier may lay the text out again; typing since the save was sent stays.
          text: was.text === sent ? written.text : was.text,
        }))
        setSavedIds((present) => new Set(present).add(id))
        announce('Saved the post’s text.')
      } catch (error) {
        allWritten = false
        const failure =
          error instanceof EndpointError && error.status === 409
            ? 'The text was changed elsewhere since it was opened: copy your text, reload the page, and paste it back.'
            : error instanceof Error
              ? error.message
              : String(error)
        edit(id, (was) => ({ ...was, failure }))
      }
    }
    setSaving(false)
    return allWritten
  }, [waiting, edit, announce])

  const current: PostText | undefined =
    postId === undefined
      ? undefined
      : {
          file: postBodyFile(postId),
          opened: entry?.opened,
          text: entry?.text ?? '',
          dirty: entry ? unsaved(entry) : false,
          tree: entry?.preview?.tree,
          problems: entry?.preview && entry.preview.text === entry.text ? entry.preview.problems : [],
          failure: entry?.failure,
          saved: savedIds.has(postId),
        }

  return {
    current,
    setText,
    dirty,
    saving,
    blockedBecause,
    save,
    /** The unsaved texts, for the browser's draft. */
    unsavedTexts,
    restore,
  }
}
