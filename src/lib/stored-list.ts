/**
 * A list the visitor keeps in this browser (the cart, the wishlist, recently viewed products): localStorage
 * through a jotai atomWithStorage, by the rules of decisions 003 and 177.
 * - Nothing read back is trusted (#lib/safe-storage.ts): `fromStorage` validates what JSON.parse gave and says
 *   how many entries it dropped; corrupt JSON, a foreign shape or huge text is dropped with a console message.
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
import { readStoredText, removeStored, storedJson, writeStoredJson, type StorageSlot } from './safe-storage.ts'

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

export function storedList<T>({ key, name, fromStorage, merge }: StoredListOptions<T>): StoredList<T> {
  const slot: StorageSlot = { area: 'localStorage', key, name }

  /** The stored list as read now; `fallback` when storage cannot be read. */
  function read(fallback: T[]): T[] {
    const text = readStoredText(slot)
    if (text === undefined) return fallback
    const stored = storedJson(slot, text, (value) => fromStorage(value))
    if (stored && stored.dropped > 0)
      console.error(`Dropped ${stored.dropped} invalid item(s) from the saved ${name} ("${key}").`)
    return stored?.items ?? []
  }

  /** The list as this page last read it from storage or saved it: the base of the next merge. */
  let synced: T[] = []
  /** This page's last change until another tab's save is seen, for a moment (SAME_MOMENT_MS). */
  let unconfirmed: { base: T[]; mine: T[]; at: number } | undefined
  /** Whether the last save failed: storage then does not hold this page's list. */
  let lastSaveFailed = false
  let visitorTold = false

  const storage: SyncStorage<T[]> = {
    getItem(_storageKey, initialValue) {
      synced = read(initialValue)
      return synced
    },
    setItem(_storageKey, items) {
      lastSaveFailed = !writeStoredJson(slot, items)
      synced = items
    },
    removeItem() {
      removeStored(slot)
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

  const itemsAtom = atom(
    (get) => get(storedAtom),
    // After a failed save, storage does not hold this page's list, so the page's own entries win.
    (_get, set, items: T[]) => {
      if (lastSaveFailed) {
        set(storedAtom, items)
        return
      }
      unconfirmed = { base: synced, mine: items, at: Date.now() }
      set(storedAtom, merge(synced, items, read(synced)))
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
