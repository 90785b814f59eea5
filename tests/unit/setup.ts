import { afterEach } from 'vitest'

// Files that need no DOM run in Node (`// @vitest-environment node`) and skip loading the DOM matchers
// and Testing Library; every other file gets both, and a clean document after each test.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest')
  const { cleanup } = await import('@testing-library/react')
  afterEach(() => cleanup())
}
