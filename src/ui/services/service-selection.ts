/**
 * Which entry of the services list widget is selected. The specification keeps it in sessionStorage:
 * a click selects an entry, a new session starts on the second one (index 1), and it survives
 * navigation and reloads within the session. Anything stored that is not a whole index of the list
 * (missing, out of range, negative, fractional, not a number) falls back to the default, as does
 * storage that throws (blocked cookies, private mode; logged by #lib/safe-storage.ts): the selection is a
 * nicety, never an error.
 */
import { useCallback, useState } from 'react'
import { readStoredText, writeStoredText, type StorageSlot } from '#lib/safe-storage.ts'
import { useHydrated } from '#lib/use-hydrated.ts'

export const SELECTED_SERVICE_KEY = 'selectedService'
export const DEFAULT_SELECTED_INDEX = 1

/** The default index for a list of `count` entries (the second, or the first of a one-entry list). */
export function defaultSelectedIndex(count: number): number {
  return Math.max(0, Math.min(DEFAULT_SELECTED_INDEX, count - 1))
}

/** The stored index if it is a whole number within the list, otherwise the default. */
export function parseSelectedIndex(stored: string | null, count: number): number {
  if (stored === null || !/^\d+$/.test(stored)) return defaultSelectedIndex(count)
  const index = Number(stored)
  return index < count ? index : defaultSelectedIndex(count)
}

const SLOT: StorageSlot = { area: 'sessionStorage', key: SELECTED_SERVICE_KEY, name: 'selected service' }

export function readSelectedIndex(count: number): number {
  return parseSelectedIndex(readStoredText(SLOT) ?? null, count)
}

/** Not stored (storage refused): the selection still shows on this page, it just will not be remembered. */
export function writeSelectedIndex(index: number): void {
  writeStoredText(SLOT, String(index))
}

/**
 * The selected index and a function that selects another. The prerendered HTML and the hydration
 * render show the default; storage is read only from the render after hydration (useHydrated), so
 * the two agree and a page reached by client-side navigation shows the stored selection at once.
 * A click is kept in state too, so it shows even when storage refuses to keep it.
 */
export function useSelectedServiceIndex(count: number): [number, (index: number) => void] {
  const hydrated = useHydrated()
  const [clicked, setClicked] = useState<number | null>(null)
  const select = useCallback((index: number) => {
    setClicked(index)
    writeSelectedIndex(index)
  }, [])
  const selected = clicked ?? (hydrated ? readSelectedIndex(count) : defaultSelectedIndex(count))
  return [selected, select]
}
