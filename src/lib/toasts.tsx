/**
 * Toast notifications. The library and its CSS are not needed until something is announced, so
 * they load with the first notification; toasts sent while it loads are shown once it is ready.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react'

const loadToasts = () => import('./toast-container.tsx')
const LazyToastContainer = lazy(loadToasts)

let requested = false
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Mounts the container (once) and resolves with the library's `toast`. */
async function toastApi() {
  if (!requested) {
    requested = true
    listeners.forEach((listener) => listener())
  }
  return (await loadToasts()).toast
}

export function SiteToasts() {
  const mounted = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  )
  return mounted ? (
    <Suspense fallback={null}>
      <LazyToastContainer />
    </Suspense>
  ) : null
}

export const notify = {
  success: (message: string) => void toastApi().then((toast) => toast.success(message)),
  warning: (message: string) => void toastApi().then((toast) => toast.warning(message)),
  /** Error style, e.g. for "Product removed from cart". */
  error: (message: string) => void toastApi().then((toast) => toast.error(message)),
}
