import { act, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import FunFacts from './fun-facts.tsx'
import { funFactsProps } from './schema.ts'
import { standInsForScrolledMotion } from '#tests/unit/stand-ins.ts'

const standIns = standInsForScrolledMotion(['requestAnimationFrame', 'cancelAnimationFrame', 'performance'])
const scrollIntoView = (ratio: number) => standIns.viewport.show(ratio)

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))

function renderFacts(props: Record<string, unknown> = {}) {
  render(<FunFacts {...funFactsProps.parse(props)} />)
}

/** Each fact as shown: its number with its unit, then its label. */
const facts = () =>
  within(screen.getByText('Customers a Year').closest('ul')!)
    .getAllByRole('listitem')
    .map((fact) => [...fact.children].map((part) => part.textContent).join(' '))
const numbers = () => facts().map((fact) => fact.split(' ')[0])

describe('fun-facts', () => {
  it('shows the title, text, picture and the three points', () => {
    renderFacts()
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Good Food Starts With Honest Farming')
    expect(screen.getByText('Why Choose Us')).toBeInTheDocument()
    expect(screen.getByText(/^From seed to doorstep/)).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Always Fresh',
      'All organic',
      'Eco friendly',
    ])
    // The points' icons are decoration: the picture is the only image with a name.
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual([
      'Rows of apple trees in the orchard with a basket of picked apples',
    ])
  })

  it('the counters wait at 0 until at least half of them is in view', () => {
    renderFacts()
    expect(facts()).toEqual(['0K Customers a Year', '0M Kilos Harvested Since 1906'])
    expect(standIns.viewport.observers.every(({ options }) => options?.threshold === 0.5)).toBe(true)
    scrollIntoView(0.4)
    wait(3000)
    expect(facts()).toEqual(['0K Customers a Year', '0M Kilos Harvested Since 1906'])
  })

  it('then count up over 2 seconds, quickly at first, and stop exactly on the target', () => {
    renderFacts({
      facts: [
        { value: 38, unit: 'K', label: 'Customers a Year' },
        { value: 28, unit: 'M', label: 'Kilos Harvested Since 1906' },
        { value: 25000, label: 'Litres of Milk' },
      ],
    })
    scrollIntoView(0.5)
    const seen: string[] = []
    for (let elapsed = 0; elapsed <= 2000; elapsed += 250) {
      seen.push(numbers().join(' '))
      wait(250)
    }
    expect(seen).toEqual([
      '0K 0M 0',
      '12K 9M 7,963',
      '22K 16M 14,369',
      '28K 21M 18,689',
      '33K 24M 21,799',
      '36K 27M 23,671',
      '37K 28M 24,581',
      '38K 28M 24,948',
      '38K 28M 25,000',
    ])
    wait(5000)
    expect(facts()).toEqual(['38K Customers a Year', '28M Kilos Harvested Since 1906', '25,000 Litres of Milk'])
  })

  it('with reduced motion shows the final values at once, without waiting to be seen', () => {
    standIns.motion.reduce = true
    renderFacts({
      facts: [
        { value: 38, unit: 'K', label: 'Customers a Year' },
        { value: 1250, label: 'Hens' },
      ],
    })
    expect(facts()).toEqual(['38K Customers a Year', '1,250 Hens'])
  })

  it('the prerendered HTML holds the final values', () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<FunFacts {...funFactsProps.parse({})} />)
    expect(container).toHaveTextContent('38KCustomers a Year')
    expect(container).toHaveTextContent('28MKilos Harvested Since 1906')
  })

  it('leaves out the points, facts and text the page empties', () => {
    renderFacts({ points: [], facts: [], text: '', eyebrow: '' })
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument()
    expect(screen.queryByText('Why Choose Us')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument()
  })
})
