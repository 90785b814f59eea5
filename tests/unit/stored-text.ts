/**
 * What the stores kept in localStorage (the cart, the wishlist, recently viewed) are tested against: text saved
 * before the page opened, and a browser whose storage refuses every read and write.
 */
import { vi } from 'vitest'

/** What `read` finds with `saved` stored under `key`, and the errors it logged (each one's first argument). */
export function readingSaved<T>(key: string, saved: string, read: () => T): { value: T; logged: string[] } {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {})
  localStorage.setItem(key, saved)
  return { value: read(), logged: log.mock.calls.map((call) => String(call[0])) }
}

/** Storage that throws on every read and write (private windows, a full quota); the errors the stores log. */
export function storageThatThrows() {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('SecurityError')
  })
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('QuotaExceededError')
  })
  return log
}
