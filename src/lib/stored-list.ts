/**
 * A list the visitor keeps in this browser (the cart, the wishlist, recently viewed products): localStorage
 * through a jotai atomWithStorage, by the rules of decisions 003 and 177.
 * - Nothing read back is trusted: `fromStorage` validates what JSON.parse gave and says how many entries it
 *   dropped; corrupt JSON, a foreign shape or huge text is dropped with a console message, never thrown.
 * - Storage that throws (private mode, full) leaves a working in-memory list; `takeNotSavedNotice` lets the
 *   caller tell the visitor once.
 * - Two tabs: a save applies this tab's changes (`merge`) to what is stored now, so two tabs changing the
 *   list keep both changes; the "storage" event brings other tabs' saves in.
 * - The first render always has the empty list (`getOnInit` off) and the stored one arrives after mount,
 *   so prerendered HTML and hydration agree.
 */
import { atom, type WritableAtom, type Atom } from 'jotai'
import { atomWithStorage } from 'jotai/utils'
import type { SyncStorage } from 'jotai/vanilla/utils/atomWithStorage'

export interface StoredListOptions<T> {
  /** The localStorage key, e.g. "cartState". */
  key: string
  /** What the list is called in console messages: "cart" gives 'The saved cart ("cartState") …'. */
  name: string
  /** Validates what was stored: the entries kept, and how many were dropped. */
  fromStorage: (stored: unknown) => { items: T[]; dropped: number }
  /**
   * This tab's change (`base`, the list as this tab last read or saved it, became `mine`) applied to what
   * another tab may have stored since (`stored`).
   */
  merge: (base: readonly T[], mine: readonly T[], stored: readonly T[]) => T[]
}

export interface StoredList<T> {
  /** The list; setting it saves this tab's change merged into what other tabs stored meanwhile. */
  itemsAtom: WritableAtom<T[], [T[]], void> & Atom<T[]>
  /** True exactly once per page, after a save failed: the caller then tells the visitor. */
  takeNotSavedNotice: () => boolean
}

/**
 * Tabs that save at the same moment each miss the other's save; the one that hears of a save without its
 * own change in it applies the change again. Only for a moment: a save heard later was made by a tab that
 * had seen the change (e.g. it removed the entry).
 */
const SAME_MOMENT_MS = 2000
/**
 * Far more than any list of this shop takes (a full cart of every product is a few KB): longer text was
 * not written by this site, and is dropped before JSON.parse spends time on it.
 */
export const MAX_STORED_CHARS = 100_000

export function storedList<T>({ key, name, fromStorage, merge }: StoredListOptions<T>): StoredList<T> {
  function parse(text: string | null): T[] {
    if (text === null) return []
    if (text.length > MAX_STORED_CHARS) {
      console.error(
        `The saved ${name} ("${key}") is ${text.length} characters long, too long to be this site's, and was dropped.`,
      )
      return []
    }
    let stored: unknown
    try {
      stored = JSON.parse(text)
    } catch (error) {
      console.error(`The saved ${name} ("${key}") is not valid JSON and was dropped:`, error)
      return []
    }
    const { items, dropped } = fromStorage(stored)
    if (dropped > 0) console.error(`Dropped ${dropped} invalid item(s) from the saved ${name} ("${key}").`)
    return items
  }

  /** The list as this page last read it from storage or saved it: the base of the next merge. */
  let synced: T[] = []
  /** This page's last change until another tab's save is seen, for a moment (SAME_MOMENT_MS). */
  let unconfirmed: { base: T[]; mine: T[]; at: number } | undefined
  /** Whether the last save failed: storage then does not hold this page's list. */
  let lastSaveFailed = false
  let visitorTold = false

  const storage: SyncStorage<T[]> = {
    getItem(storageKey, initialValue) {
      try {
        synced = parse(window.localStorage.getItem(storageKey))
        return synced
      } catch (error) {
        console.error(`The saved ${name} could not be read; starting empty:`, error)
        return initialValue
      }
    },
    setItem(storageKey, items) {
      try {
        window.localStorage.setItem(storageKey, JSON.stringify(items))
        lastSaveFailed = false
      } catch (error) {
        console.error(`The ${name} could not be saved; it still works until this tab closes:`, error)
        lastSaveFailed = true
      }
      synced = items
    },
    removeItem(storageKey) {
      try {
        window.localStorage.removeItem(storageKey)
      } catch (error) {
        console.error(`The saved ${name} could not be removed:`, error)
      }
    },
    subscribe(storageKey, callback) {
      // What is stored now, not the event's value: a later save of this tab may already have merged it.
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea !== window.localStorage || event.key !== storageKey) return
        const stored = storage.getItem(storageKey, synced)
        const recent = unconfirmed && Date.now() - unconfirmed.at < SAME_MOMENT_MS ? unconfirmed : undefined
        const withMine = recent && merge(recent.base, recent.mine, stored)
        unconfirmed = undefined
        if (withMine && JSON.stringify(withMine) !== JSON.stringify(stored)) {
          storage.setItem(storageKey, withMine)
          callback(withMine)
        } else callback(stored)
      }
      window.addEventListener('storage', onStorage)
      return () => window.removeEventListener('storage', onStorage)
    },
  }

  const storedAtom = atomWithStorage<T[]>(key, [], storage)

  /** What is in localStorage now; this page's own list when storage cannot be read. */
  function storedNow(fallback: T[]): T[] {
    try {
      return parse(window.localStorage.getItem(key))
    } catch {
      return fallback
    }
  }

  const itemsAtom = atom(
    (get) => get(storedAtom),
    // After a failed save, storage does not hold this page's list, so the page's own entries win.
    (_get, set, items: T[]) => {
      if (lastSaveFailed) {
        set(storedAtom, items)
        return
      }
      unconfirmed = { base: synced, mine: items, at: Date.now() }
      set(storedAtom, merge(synced, items, storedNow(synced)))
    },
  )

  return {
    itemsAtom,
    takeNotSavedNotice() {
      if (!lastSaveFailed || visitorTold) return false
      visitorTold = true
      return true
    },
  }
}
