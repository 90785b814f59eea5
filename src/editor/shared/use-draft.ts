/**
 * Never losing unsaved work, in the page editor, a collection's form and Settings alike. While a file has
 * unsaved changes, closing or reloading the tab asks first, and the draft is kept in this browser
 * (localStorage, one per file, with the version of the file it started from), so opening it again offers
 * it back. Saving, discarding, or undoing back to what the file holds drops it.
 */
import { useCallback, useEffect, useState } from 'react'
import { z } from 'zod'
import { timeOrDayAndTime } from '#lib/dates.ts'
import { readStoredJson, removeStored, writeStoredJson, type StorageSlot } from '#lib/safe-storage.ts'

/** The localStorage key of a page file's draft, e.g. "pageEditorDraft:home-2.json". */
export function pageDraftKey(name: string): string {
  return `pageEditorDraft:${name}`
}

/** The localStorage key of a collection's draft (all its records, as data/<collection>.json holds them). */
export function collectionDraftKey(collection: string): string {
  return `dataEditorDraft:${collection}`
}

/** The localStorage key of the site settings' draft (data/site.json). */
export const SETTINGS_DRAFT_KEY = 'dataEditorDraft:settings'

export interface StoredDraft<T> {
  value: T
  /** The version of the file the draft started from. */
  version: string
  /** When the draft was last changed (ms since 1970). */
  savedAt: number
}

/** Where a file's draft is kept (names it in the console's messages). */
const draftSlot = (storageKey: string): StorageSlot => ({ area: 'localStorage', key: storageKey, name: 'draft' })

/** A draft as this editor stores it; its value is checked by the editor that reads it (`isValue`). */
const storedDraft = z.object({ value: z.unknown(), version: z.string(), savedAt: z.number() })

/** The draft kept for a file, if it is one this editor wrote (storage may hold an older editor's). */
function readDraft<T>(storageKey: string, isValue: (stored: unknown) => boolean): StoredDraft<T> | undefined {
  return readStoredJson(draftSlot(storageKey), (stored) => {
    const draft = storedDraft.safeParse(stored).data
    return draft && isValue(draft.value) ? (draft as StoredDraft<T>) : undefined
  })
}

/**
 * Forgets a file's kept draft: its changes were dropped on purpose (Discard, "Drop changes and open…").
 * Storage can be full or turned off: the tab then keeps its work only while it is open (and warns before closing).
 */
export function dropDraft(storageKey: string) {
  removeStored(draftSlot(storageKey))
}

/** While there are unsaved changes, closing or reloading the tab asks first (the browser's own question). */
export function useAskBeforeLeaving(unsavedChanges: boolean) {
  useEffect(() => {
    if (!unsavedChanges) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers ask only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [unsavedChanges])
}

interface DraftOptions<T> {
  /** Where the draft is kept: pageDraftKey(…), collectionDraftKey(…) or SETTINGS_DRAFT_KEY. */
  storageKey: string
  /** What the file held when it was opened. */
  opened: T
  /** The version of the file the edits start from (it changes when they are saved). */
  version: string
  value: T
  dirty: boolean
  /** Whether a stored value has the shape this editor edits (storage may hold an older editor's draft). */
  isValue: (stored: unknown) => boolean
  /** Replaces the value with the draft's (one step, which undo takes back). */
  restore: (value: T) => void
}

export function useDraft<T>({ storageKey, opened, version, value, dirty, isValue, restore: restoreValue }: DraftOptions<T>) {
  // The draft left from before, unless it holds only what the file holds.
  const [offer, setOffer] = useState(() => {
    const draft = readDraft<T>(storageKey, isValue)
    return draft && JSON.stringify(draft.value) !== JSON.stringify(opened) ? { ...draft, openedVersion: version } : undefined
  })

  // The stored draft follows the value; left alone while it is offered, so a reload still finds it.
  useEffect(() => {
    if (offer) return
    if (dirty) {
      const draft: StoredDraft<T> = { value, version, savedAt: Date.now() }
      writeStoredJson(draftSlot(storageKey), draft)
    } else {
      removeStored(draftSlot(storageKey))
    }
  }, [offer, dirty, value, storageKey, version])

  useAskBeforeLeaving(dirty)

  const restore = useCallback(() => {
    if (!offer) return
    setOffer(undefined)
    restoreValue(offer.value)
  }, [offer, restoreValue])
  const discard = useCallback(() => {
    setOffer(undefined)
    dropDraft(storageKey)
  }, [storageKey])

  return {
    /** Unsaved changes from an earlier visit, to restore or discard. */
    draftOffer: offer && {
      time: timeOrDayAndTime(offer.savedAt),
      /** The file changed since the draft started: restoring it replaces that change. */
      fromOlderVersion: offer.version !== offer.openedVersion,
    },
    restore,
    discard,
  }
}
