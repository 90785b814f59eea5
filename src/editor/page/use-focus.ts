/** Where the keyboard focus goes after an action. */
import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * Returns `focusSoon(...ids)`: once the change that goes with it has rendered, moves the focus to the
 * first of these elements (by id) that exists.
 */
export function useFocusSoon() {
  const targets = useRef<string[]>([])
  const [requests, setRequests] = useState(0)
  const focusSoon = useCallback((...ids: string[]) => {
    targets.current = ids
    setRequests((count) => count + 1)
  }, [])
  useEffect(() => {
    const target = targets.current.map((id) => document.getElementById(id)).find((element) => element !== null)
    target?.focus()
    targets.current = []
  }, [requests])
  return focusSoon
}

/** A ref whose element takes the focus on opening when `when` is true, e.g. the button a dialog was opened from. */
export function useFocusOnOpen<T extends HTMLElement>(when: boolean) {
  const element = useRef<T>(null)
  useEffect(() => {
    if (when) element.current?.focus()
  }, [when])
  return element
}
