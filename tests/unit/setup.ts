import { afterEach, vi } from 'vitest'

// Runs before each test file. Files share their worker's environment (`isolate: false`, decision 262): a
// fresh jsdom and fresh imports per file cost more than the tests themselves. So each file starts from
// what a fresh environment would give it: an empty document at "/", empty storage, and the project's own
// modules imported anew (their module-level state — stores, registries, caches — is the file's own).
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest')
  const { cleanup } = await import('@testing-library/react')
  afterEach(() => cleanup())
  localStorage.clear()
  sessionStorage.clear()
  history.replaceState(null, '', '/')
  document.head.replaceChildren()
  document.body.replaceChildren()
  document.title = ''
  for (const element of [document.documentElement, document.body])
    for (const name of element.getAttributeNames()) if (name !== 'lang') element.removeAttribute(name)
}
vi.resetModules()
