import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False in the prerendered HTML and while this component hydrates, true from its first client render after
 * it. A block hydrates when it comes near (decision 005), after the header: what the browser stores (the
 * wishlist) must wait for this, or the block's first render would differ from its prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
