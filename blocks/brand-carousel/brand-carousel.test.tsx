import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import BrandCarousel from './brand-carousel.tsx'
import { brandCarouselProps } from './schema.ts'

/** The block's server HTML (Swiper starts only in the browser), as a DOM to query. */
function renderBlock(props: object) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(
    <MemoryRouter>
      <BrandCarousel {...brandCarouselProps.parse(props)} />
    </MemoryRouter>,
  )
  return container
}
const perView = (container: HTMLElement, width: number) =>
  container.querySelector<HTMLElement>('[aria-roledescription="carousel"]')!.style.getPropertyValue(`--pv-${width}`)

describe('brand-carousel', () => {
  it('shows 2 logos per view, 3 from 768 px, 4 from 992 px and 5 from 1200 px', () => {
    const container = renderBlock({})
    expect([0, 768, 992, 1200].map((width) => perView(container, width))).toEqual(['2', '3', '4', '5'])
    expect([...container.querySelectorAll('img')].map((img) => img.alt)).toEqual([
      'Meadowlark Co-op',
      'Riverbend Dairy',
      'Hearth & Harvest',
      'Oakridge Mills',
      'Sunny Acres',
    ])
  })

  it('never shows more per view than there are logos, and marks where every logo is in view', () => {
    const four = renderBlock({ brands: { collection: 'brands', first: 4 } })
    expect([0, 768, 992, 1200].map((width) => perView(four, width))).toEqual(['2', '3', '4', '4'])
    expect(four.querySelector('section')!.className).toContain('brand-carousel--all-in-view-992')

    const two = renderBlock({ brands: { collection: 'brands', first: 2 } })
    expect(two.querySelector('section')!.className).toContain('brand-carousel--all-in-view-0')
    expect(renderBlock({}).querySelector('section')!.className).toContain('brand-carousel--all-in-view-1200')
  })

  it('adds the call to action only when the page gives one', () => {
    expect(renderBlock({}).querySelector('h2')).toBeNull()
    const withCta = renderBlock({ callToAction: { title: 'Stock Our Produce' } })
    expect(withCta.querySelector('h2')!.textContent).toBe('Stock Our Produce')
    expect(withCta.querySelector('a')!.getAttribute('href')).toBe('/contact')
  })
})
