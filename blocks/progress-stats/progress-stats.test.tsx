import { act, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import ProgressStats from './progress-stats.tsx'
import { progressStatsProps } from './schema.ts'
import { standInsForScrolledMotion } from '#tests/unit/stand-ins.ts'

const standIns = standInsForScrolledMotion(['setInterval', 'clearInterval'])
const showCircles = (ratio: number) => standIns.viewport.show(ratio)

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))

const specItems = [
  { label: 'Organic Solutions', value: 83 },
  { label: 'Quality Agriculture', value: 60 },
]

function renderStats(props: Record<string, unknown> = {}) {
  render(<ProgressStats {...progressStatsProps.parse(props)} />)
}

const values = () => screen.getAllByRole('progressbar').map((circle) => Number(circle.getAttribute('aria-valuenow')))

describe('progress-stats', () => {
  it('shows the title, text and picture, and a progress circle named by each label', () => {
    standIns.motion.reduce = true
    renderStats()
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Growing Greener Every Season')
    expect(screen.getByText('Our Progress')).toBeInTheDocument()
    expect(screen.getByText(/^We measure what matters/)).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Polytunnel greenhouses with seedlings and leafy greens' })).toBeInTheDocument()
    const organic = screen.getByRole('progressbar', { name: 'Grown on Our Own Farm' })
    expect(organic).toHaveAttribute('aria-valuemin', '0')
    expect(organic).toHaveAttribute('aria-valuemax', '100')
    expect(organic).toHaveAttribute('aria-valuetext', '95%')
    expect(organic).toHaveTextContent('95%')
    const circles = screen.getAllByRole('progressbar')
    expect(circles.map((circle) => circle.textContent)).toEqual(['95%', '87%', '78%', '64%'])
    expect(circles[3]).toHaveAccessibleName('Solar-Powered Cold Store')
  })

  it('waits at 0 until at least half of a circle is in view', () => {
    renderStats({ items: specItems })
    expect(values()).toEqual([0, 0])
    expect(standIns.viewport.observers.map(({ options }) => options?.threshold)).toEqual([0.5, 0.5])
    showCircles(0.49)
    wait(1000)
    expect(values()).toEqual([0, 0])
  })

  it('then counts up from 0 in steps of 5 every 50 ms, stopping on its target (83 and 60)', () => {
    renderStats({ items: specItems })
    showCircles(0.5)
    const seen: number[][] = []
    for (let tick = 0; tick < 20; tick++) {
      seen.push(values())
      wait(50)
    }
    const organic = seen.map(([value]) => value)
    const quality = seen.map(([, value]) => value)
    expect(organic).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 83, 83, 83])
    expect(quality).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 60, 60, 60, 60, 60, 60, 60])
    expect(screen.getByRole('progressbar', { name: 'Organic Solutions' })).toHaveAttribute('aria-valuetext', '83%')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('a step does not come early: the first 5 shows 50 ms after the circle is seen', () => {
    renderStats({ items: specItems })
    showCircles(1)
    wait(49)
    expect(values()).toEqual([0, 0])
    wait(1)
    expect(values()).toEqual([5, 5])
  })

  it('with reduced motion shows the final values at once', () => {
    standIns.motion.reduce = true
    renderStats({ items: specItems })
    expect(values()).toEqual([83, 60])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('the prerendered HTML holds the final values', () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<ProgressStats {...progressStatsProps.parse({ items: specItems })} />)
    expect(
      within(container)
        .getAllByRole('progressbar')
        .map((circle) => circle.getAttribute('aria-valuenow')),
    ).toEqual(['83', '60'])
  })

  it('leaves out the text the page empties', () => {
    standIns.motion.reduce = true
    renderStats({ text: '', eyebrow: '' })
    expect(screen.queryByText('Our Progress')).not.toBeInTheDocument()
    expect(screen.queryByText(/^We measure what matters/)).not.toBeInTheDocument()
  })
})
