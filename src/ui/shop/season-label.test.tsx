import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BuildMonthContext } from '#lib/build-month.ts'
import { SeasonLabel } from './season-label.tsx'

const CHERRIES = [6, 7]

afterEach(() => {
  vi.useRealTimers()
})

describe('SeasonLabel', () => {
  it("says what the browser's month says once running: cherries are back in June in November", () => {
    vi.useFakeTimers({ now: new Date('2026-11-15T12:00:00'), toFake: ['Date'] })
    render(<SeasonLabel months={CHERRIES} />)
    expect(screen.getByText('Back in June')).toBeVisible()
  })

  it('and in season in June', () => {
    vi.useFakeTimers({ now: new Date('2026-06-15T12:00:00'), toFake: ['Date'] })
    render(<SeasonLabel months={CHERRIES} />)
    expect(screen.getByText('In season')).toBeVisible()
  })

  it("the prerendered page says what the build's month says (SITE_DATE), whatever the clock says", () => {
    vi.useFakeTimers({ now: new Date('2026-11-15T12:00:00'), toFake: ['Date'] })
    const prerendered = (month: number) =>
      renderToString(
        <BuildMonthContext value={month}>
          <SeasonLabel months={CHERRIES} />
        </BuildMonthContext>,
      )
    expect(prerendered(6)).toContain('In season')
    expect(prerendered(11)).toContain('Back in June')
  })
})
