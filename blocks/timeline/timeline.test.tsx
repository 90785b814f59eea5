import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { timelineProps } from './schema.ts'
import Timeline from './timeline.tsx'

function renderTimeline(props: Record<string, unknown> = {}) {
  render(<Timeline {...timelineProps.parse(props)} />)
}

/** Each milestone as read in order: its year, then its title. */
const milestones = () =>
  screen
    .getAllByRole('listitem')
    .map((entry) => [entry.firstElementChild?.textContent, within(entry).getByRole('heading', { level: 3 }).textContent])

describe('timeline', () => {
  it('tells the farm’s early years in order: 1906, 1920, 1925, 1930', () => {
    renderTimeline()
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('A Family Farm Growing Since 1906')
    expect(screen.getByText('Our History')).toBeInTheDocument()
    expect(screen.getByText(/^Four generations have worked this valley/)).toBeInTheDocument()
    expect(screen.getByRole('list').tagName).toBe('OL')
    expect(milestones()).toEqual([
      ['1906', 'Open Farm'],
      ['1920', 'Farm Remodelling'],
      ['1925', 'Grain Farmers Formed'],
      ['1930', 'Start of Agriculture'],
    ])
    expect(
      screen.getByText(/^Thomas Whitfield, son of the dairyman Samuel, and his wife Ada buy forty acres/),
    ).toBeInTheDocument()
  })

  it('shows each milestone’s picture with its text alternative', () => {
    renderTimeline()
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual([
      'A red barn and silo with cows in the yard',
      'A tractor bringing in the harvest past round hay bales',
      'A wheat sheaf and corn cobs with a tractor in the field',
      'Cabbages, carrots and broccoli growing in long field rows',
    ])
  })

  it('shows the page’s own milestones, dated by day or by year, with or without a picture', () => {
    renderTimeline({
      title: 'Our Dairy Since 1870',
      lead: '',
      entries: [
        { year: '1870', title: 'First Herd', description: 'Six cows in a timber barn.', image: '/art/projects/project-3.webp' },
        { year: '21 March', title: 'Spring Turnout', description: 'The herd goes back out to grass.' },
      ],
    })
    expect(milestones()).toEqual([
      ['1870', 'First Herd'],
      ['21 March', 'Spring Turnout'],
    ])
    // An empty text alternative marks the picture as decoration; the second milestone has none.
    const [first, second] = screen.getAllByRole('listitem')
    expect(first!.querySelector('img')).toHaveAttribute('alt', '')
    expect(second!.querySelector('img')).toBeNull()
    expect(screen.queryAllByRole('img')).toHaveLength(0)
    expect(screen.queryByText(/^Four generations/)).not.toBeInTheDocument()
  })
})
