import { act, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderBlock } from '#tests/unit/render-block.tsx'
import AboutIntro from './about-intro.tsx'
import { aboutIntroProps } from './schema.ts'
import { standInsForScrolledMotion } from '#tests/unit/stand-ins.ts'

const standIns = standInsForScrolledMotion(['requestAnimationFrame', 'cancelAnimationFrame', 'performance'])
const scrollIntoView = () => standIns.viewport.show(1)

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))

function renderIntro(props: Record<string, unknown> = {}) {
  return renderBlock(AboutIntro, aboutIntroProps, props)
}

const counter = () => screen.getByText('Litres of Milk Since 1870').previousElementSibling!.textContent

describe('about-intro', () => {
  it('shows the title, text, the two features, the picture and the Discover More link', () => {
    renderIntro()
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Organic Farming Rooted in Four Generations')
    expect(screen.getByText('About Green Valley')).toBeInTheDocument()
    expect(screen.getByText(/^Since 1906 our family/)).toBeInTheDocument()
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '100% Guaranteed Organic Product',
      'Top-Quality Healthy Foods Production',
    ])
    expect(screen.getByRole('img', { name: 'A wicker basket of freshly picked vegetables in a green field' })).toBeInTheDocument()
    // The moving shape is decoration.
    expect(screen.getAllByRole('img')).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'Discover More' })).toHaveAttribute('href', '/about-us')
  })

  it('counts the harvest up to 25 M over 2 seconds once seen', () => {
    renderIntro()
    expect(counter()).toBe('0M')
    wait(1000)
    expect(counter()).toBe('0M')
    scrollIntoView()
    const seen: (string | null)[] = []
    for (let elapsed = 0; elapsed <= 2000; elapsed += 500) {
      seen.push(counter())
      wait(500)
    }
    expect(seen).toEqual(['0M', '14M', '22M', '25M', '25M'])
    wait(1000)
    expect(counter()).toBe('25M')
  })

  it('with reduced motion shows 25 M at once and leaves the shape still', () => {
    standIns.motion.reduce = true
    const { container } = renderIntro()
    expect(counter()).toBe('25M')
    wait(100)
    expect(container.querySelector('[style*="--scroll"]')).toBeNull()
  })

  it('moves the shape with scrolling: how far the picture has travelled through the window, once per frame', () => {
    const { container } = renderIntro()
    const media = screen.getByRole('img', { name: /wicker basket/ }).closest('div')!.parentElement!
    // Half-way up a 768 px window, 0 px tall in jsdom: (768 - 384) / (768 + 0).
    media.getBoundingClientRect = () => ({ top: 384, height: 0 }) as DOMRect
    wait(16)
    expect(media.style.getPropertyValue('--scroll')).toBe('0.500')
    media.getBoundingClientRect = () => ({ top: -2000, height: 0 }) as DOMRect
    act(() => window.dispatchEvent(new Event('scroll')))
    expect(media.style.getPropertyValue('--scroll')).toBe('0.500')
    wait(16)
    expect(media.style.getPropertyValue('--scroll')).toBe('1.000')
    expect(container.querySelectorAll('[style*="--scroll"]')).toHaveLength(1)
  })

  it('leaves out the features and the button the page empties, and shows another counter', () => {
    standIns.motion.reduce = true
    renderIntro({ features: [], buttonText: '', counter: { value: 1500, unit: ' t', label: 'Litres of Milk Since 1870' } })
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    expect(counter()).toBe('1,500 t')
  })
})
