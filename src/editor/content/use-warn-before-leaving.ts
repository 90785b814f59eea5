/** While a data file has unsaved changes, closing or reloading the tab asks first (the browser's own question). */
import { useEffect } from 'react'

export function useWarnBeforeLeaving(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [dirty])
}
