import { useEffect, useRef, type RefObject } from 'react'

/** A ref holding what the last render passed: for callbacks that run later (a reply, a memoised action) and must not go stale. */
export function useLatest<T>(value: T): RefObject<T> {
  const latest = useRef(value)
  useEffect(() => {
    latest.current = value
  })
  return latest
}
