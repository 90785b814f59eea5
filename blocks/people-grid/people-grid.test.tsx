import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderBlock } from '#tests/unit/render-block.tsx'
import PeopleGrid from './people-grid.tsx'
import { peopleGridProps } from './schema.ts'

function renderGrid(props: Record<string, unknown> = {}) {
  renderBlock(PeopleGrid, peopleGridProps, props)
}

/** Each card's name (a heading linking to the person's page) and role. */
const people = () =>
  screen.getAllByRole('heading', { level: 3 }).map((heading) => {
    const link = within(heading).getByRole('link')
    return [link.textContent, link.getAttribute('href'), heading.nextElementSibling?.textContent]
  })

describe('people-grid', () => {
  it('shows the six farmers, each name linking to /farmer-details/{id}, with their role', () => {
    renderGrid()
    expect(screen.getByRole('region', { name: 'Meet the People Who Grow Your Food' })).toBeInTheDocument()
    expect(screen.getByText('Our Farmers')).toBeInTheDocument()
    expect(people()).toEqual([
      ['Daniel Whitmore', '/farmer-details/1', 'Farmer of tomatoes'],
      ['Maria Alvarez', '/farmer-details/2', 'Farmer of leafy greens'],
      ['Samuel Okafor', '/farmer-details/3', 'Dairy herdsman'],
      ['Emma Hartley', '/farmer-details/4', 'Farmer of berries'],
      ['Luis Moreno', '/farmer-details/5', 'Farmer of grain and maize'],
      ['Hannah Brooks', '/farmer-details/6', 'Beekeeper and orchard keeper'],
    ])
    // Portraits are decoration beside the name; "View profile" repeats the link and is hidden.
    expect(screen.queryAllByRole('img')).toHaveLength(0)
    expect(screen.queryByRole('link', { name: /View profile/ })).not.toBeInTheDocument()
  })

  it('links team members to /team-details/{id}', () => {
    renderGrid({ title: 'Volunteers', people: { collection: 'team', ids: [6, 7, 8] } })
    expect(screen.getByRole('region', { name: 'Volunteers' })).toBeInTheDocument()
    expect(people()).toEqual([
      ['Oliver Grant', '/team-details/6', 'Orchard volunteer'],
      ['Priya Sharma', '/team-details/7', 'Market garden volunteer'],
      ['Jonah Ellis', '/team-details/8', 'Dairy volunteer'],
    ])
  })

  it('gives each person the farm’s first three social profiles, opening in a new tab', () => {
    renderGrid({ people: { collection: 'farmers', first: 1 } })
    const social = screen.getByRole('list', { name: 'Daniel Whitmore on social media' })
    const links = within(social).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Facebook (opens in a new tab)', 'https://www.facebook.com/'],
      ['X (Twitter) (opens in a new tab)', 'https://x.com/'],
      ['YouTube (opens in a new tab)', 'https://www.youtube.com/'],
    ])
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  it('has no social links when the page gives none', () => {
    renderGrid({ people: { collection: 'farmers', first: 2 }, social: [] })
    expect(screen.queryByRole('list', { name: /on social media/ })).not.toBeInTheDocument()
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Daniel Whitmore', 'Maria Alvarez'])
  })
})
