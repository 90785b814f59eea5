import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it, vi } from 'vitest'
import { Copyright } from './copyright.tsx'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

it('keeps the build year through hydration without a warning, then shows the current year', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2025-12-31T12:00:00Z'))
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Copyright />)
  document.body.append(container)
  expect(container.textContent).toContain('© 2025')

  vi.setSystemTime(new Date('2026-01-02T12:00:00Z'))
  const errors = vi.spyOn(console, 'error')
  const onRecoverableError = vi.fn()
  const root = await act(async () => hydrateRoot(container, <Copyright />, { onRecoverableError }))
  expect(onRecoverableError).not.toHaveBeenCalled()
  expect(errors).not.toHaveBeenCalled()
  expect(container.textContent).toContain('© 2026 Green Valley Organic Farm')
  act(() => root.unmount())
  container.remove()
})
