/**
 * The address bar as React state, for the editor and the block catalogue (decision 250): `useAddress` gives
 * what it shows now and follows Back and Forward; `goTo` changes it without reloading the page, and every
 * `useAddress` sees the change. The addresses themselves come from #page-model/dev-addresses.ts.
 */
import { useMemo, useSyncExternalStore } from 'react'

/** Sent on window after goTo changed the address (pushState and replaceState send no event of their own). */
const ADDRESS_CHANGE = 'addresschange'

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange)
  window.addEventListener(ADDRESS_CHANGE, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(ADDRESS_CHANGE, onChange)
  }
}

const currentAddress = () => `${location.pathname}${location.search}${location.hash}`

/** The address shown now (`.pathname`, `.search`, `.hash`); a new URL only when it changes. */
export function useAddress(): URL {
  const address = useSyncExternalStore(subscribe, currentAddress)
  return useMemo(() => new URL(address, location.origin), [address])
}

/** Shows `address` in the address bar (a new history entry unless `replace`), unless it is shown already. */
export function goTo(address: string, { replace = false }: { replace?: boolean } = {}): void {
  const url = new URL(address, location.href)
  if (url.href === location.href) return
  history[replace ? 'replaceState' : 'pushState'](null, '', url)
  window.dispatchEvent(new Event(ADDRESS_CHANGE))
}
