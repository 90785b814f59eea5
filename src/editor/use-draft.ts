/**
 * Never losing unsaved work. While the page has unsaved changes, closing or reloading the tab asks first,
 * and the draft is kept in this browser (localStorage, one per page file, with the version of the file it
 * started from), so opening the page again offers it back. Saving, discarding, or undoing back to what the
 * file holds drops it.
 */
import { useCallback, useEffect, useState } from 'react'
import type { PageValue } from './page-document.ts'

/** The localStorage key of a page file's draft, e.g. "pageEditorDraft:home-2.json". */
export function draftKey(name: string): string {
  return `pageEditorDraft:${name}`
}

export interface StoredDraft {
  page: PageValue
  /** The version of the file the draft started from. */
  version: string
  /** When the draft was last changed (ms since 1970). */
  savedAt: number
}

function readDraft(name: string): StoredDraft | undefined {
  try {
    const draft = JSON.parse(localStorage.getItem(draftKey(name)) ?? 'null') as Partial<StoredDraft> | null
    const valid =
      typeof draft?.page === 'object' &&
      draft.page !== null &&
      Array.isArray(draft.page.blocks) &&
      typeof draft.version === 'string' &&
      typeof draft.savedAt === 'number'
    return valid ? (draft as StoredDraft) : undefined
  } catch {
    return undefined // storage turned off, or not a draft this editor wrote
  }
}

/** Storage can be full or turned off: the tab then keeps its work only while it is open (and warns before closing). */
function tryStorage(act: () => void) {
  try {
    act()
  } catch {
    /* nothing more to do */
  }
}

/** Forgets a page file's kept draft: its changes were dropped on purpose (Discard, "Drop changes and open…"). */
export function dropDraft(name: string) {
  tryStorage(() => localStorage.removeItem(draftKey(name)))
}

/** "14:32" today, "24 Nov, 14:32" another day: when the draft was last changed. */
export function draftTime(savedAt: number, now = Date.now()): string {
  const at = new Date(savedAt)
  const time = [at.getHours(), at.getMinutes()].map((part) => String(part).padStart(2, '0')).join(':')
  if (at.toDateString() === new Date(now).toDateString()) return time
  return `${at.getDate()} ${at.toLocaleString('en', { month: 'short' })}, ${time}`
}

interface DraftOptions {
  /** The page's file name in pages-schema/. */
  name: string
  /** The page as the file held it when it was opened, and that file's version. */
  file: { value: PageValue; version: string }
  page: PageValue
  dirty: boolean
  /** Replaces the page with the draft's (one step, which undo takes back). */
  restorePage: (page: PageValue) => void
}

export function useDraft({ name, file, page, dirty, restorePage }: DraftOptions) {
  // The draft left from before, unless it holds only what the file holds.
  const [offer, setOffer] = useState(() => {
    const draft = readDraft(name)
    return draft && JSON.stringify(draft.page) !== JSON.stringify(file.value) ? draft : undefined
  })

  // The stored draft follows the page; left alone while it is offered, so a reload still finds it.
  useEffect(() => {
    if (offer) return
    tryStorage(() => {
      if (dirty) {
        const draft: StoredDraft = { page, version: file.version, savedAt: Date.now() }
        localStorage.setItem(draftKey(name), JSON.stringify(draft))
      } else {
        localStorage.removeItem(draftKey(name))
      }
    })
  }, [offer, dirty, page, name, file.version])

  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers ask only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

  const restore = useCallback(() => {
    if (!offer) return
    setOffer(undefined)
    restorePage(offer.page)
  }, [offer, restorePage])
  const discard = useCallback(() => {
    setOffer(undefined)
    dropDraft(name)
  }, [name])

  return {
    /** Unsaved changes from an earlier visit, to restore or discard. */
    draftOffer: offer && {
      time: draftTime(offer.savedAt),
      /** The file changed since the draft started: restoring it replaces that change. */
      fromOlderVersion: offer.version !== file.version,
    },
    restore,
    discard,
  }
}
