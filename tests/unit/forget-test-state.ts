/**
 * What a component test may leave behind, taken away after each test: stored lists (the cart, the
 * wishlist, recently viewed: localStorage), mock calls, a fake clock and stubbed globals (stand-ins.ts).
 * Example: afterEach(forgetTestState)
 */
import { vi } from 'vitest'

export function forgetTestState() {
  localStorage.clear()
  vi.clearAllMocks()
  vi.useRealTimers()
  vi.unstubAllGlobals()
}
