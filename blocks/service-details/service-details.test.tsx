import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import servicesFile from '#data-files/services.json' with { type: 'json' }
import { EntityContext } from '#app/entity-context.ts'
import { serviceDetailsProps } from './schema.ts'
import ServiceDetails from './service-details.tsx'
import { linkWordsAndTargets } from '#tests/unit/link-list.ts'

const services = servicesFile.services

function renderService(id: number, props: Record<string, unknown> = {}) {
  return render(
    <MemoryRouter>
      <EntityContext value={services.find((service) => service.id === id)}>
        <ServiceDetails {...serviceDetailsProps.parse(props)} />
      </EntityContext>
    </MemoryRouter>,
  )
}

const main = () => screen.getByRole('article')
const sidebar = () => screen.getByRole('complementary', { name: 'More services and contact' })

afterEach(() => sessionStorage.clear())

describe('service-details', () => {
  it('shows the service: picture, category, title, description, body and what it includes', () => {
    renderService(3)
    expect(screen.getByRole('region', { name: 'Dairy Production' })).toBeInTheDocument()
    expect(within(main()).getByRole('heading', { level: 2 })).toHaveTextContent('Dairy Production')
    expect(within(main()).getByText('Dairy')).toBeInTheDocument()
    expect(within(main()).getByRole('img', { name: 'Milk, cheese and butter with cows grazing behind' })).toHaveAttribute(
      'src',
      '/art/services/service-3.webp',
    )
    expect(within(main()).getByText(/^Gently pasteurised whole milk, cultured butter/)).toBeInTheDocument()
    expect(within(main()).getByText(/grazes the river meadows from April to November/)).toBeInTheDocument()
    expect(within(main()).getByText(/^The cows are milked twice a day, at dawn and at four/)).toBeInTheDocument()
    expect(within(main()).getByRole('heading', { level: 3 })).toHaveTextContent('What This Service Includes')
    expect(
      within(main())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(services[2]!.includes)
  })

  it('lists the first five services in the sidebar, linking to their pages, the second selected in a new session', () => {
    renderService(3)
    const nav = within(sidebar()).getByRole('navigation', { name: 'Our Services' })
    expect(linkWordsAndTargets(nav)).toEqual([
      ['Agricultural Products', '/service-details/1'],
      ['Organic Products', '/service-details/2'],
      ['Dairy Production', '/service-details/3'],
      ['Sweet Exotic Fruits', '/service-details/4'],
      ['Fresh Vegetables', '/service-details/5'],
    ])
    expect(within(nav).getByRole('link', { current: true })).toHaveTextContent('Organic Products')
  })

  it('offers the farm’s phone and e-mail in the call-out', () => {
    renderService(1)
    expect(within(sidebar()).getByRole('heading', { level: 2, name: 'Need Help Choosing?' })).toBeInTheDocument()
    expect(within(sidebar()).getByText(/^Call the farm office or write to us/)).toBeInTheDocument()
    expect(within(sidebar()).getByRole('link', { name: '+1 (555) 010-2030' })).toHaveAttribute('href', 'tel:+15550102030')
    expect(within(sidebar()).getByRole('link', { name: 'hello@greenvalley.example' })).toHaveAttribute(
      'href',
      'mailto:hello@greenvalley.example',
    )
  })

  it('uses the page’s own texts, phone and e-mail when given', () => {
    renderService(8, {
      includesTitle: 'In the Soil Care Visit',
      servicesTitle: 'Other Services',
      calloutTitle: 'Ask a Grower',
      calloutText: '',
      contact: { phone: '+1 (555) 010-4455', email: 'soil@greenvalley.example' },
    })
    expect(within(main()).getByRole('heading', { level: 2 })).toHaveTextContent('Soil Care')
    expect(within(main()).getByRole('heading', { level: 3 })).toHaveTextContent('In the Soil Care Visit')
    expect(within(sidebar()).getByRole('navigation', { name: 'Other Services' })).toBeInTheDocument()
    expect(within(sidebar()).getByRole('heading', { name: 'Ask a Grower' })).toBeInTheDocument()
    expect(within(sidebar()).queryByText(/^Call the farm office/)).not.toBeInTheDocument()
    expect(within(sidebar()).getByRole('link', { name: '+1 (555) 010-4455' })).toHaveAttribute('href', 'tel:+15550104455')
    expect(within(sidebar()).getByRole('link', { name: 'soil@greenvalley.example' })).toHaveAttribute(
      'href',
      'mailto:soil@greenvalley.example',
    )
  })

  it('shows nothing for an id that matches no service (the page shows its banner only)', () => {
    const { container } = renderService(99)
    expect(container).toBeEmptyDOMElement()
  })
})
