import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { FirstScreenContext } from '#ui/primitives/first-screen.ts'
import ProjectGallery from './project-gallery.tsx'
import { projectGalleryProps } from './schema.ts'

function renderGallery(props: Record<string, unknown> = {}, { firstScreen = false } = {}) {
  return render(
    <MemoryRouter>
      <FirstScreenContext value={firstScreen}>
        <ProjectGallery {...projectGalleryProps.parse(props)} />
      </FirstScreenContext>
    </MemoryRouter>,
  )
}

const cards = () => screen.getAllByRole('listitem')
const wideCards = () => cards().filter((card) => card.classList.contains('project-gallery__card--wide'))
const pictures = (container: HTMLElement) => [...container.querySelectorAll('img')]

describe('project-gallery', () => {
  it('links every project to its page by title, under the section heading, the first card wide', () => {
    renderGallery()
    screen.getByRole('heading', { level: 2, name: 'What We Have Built on the Farm' })
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/project-details/1',
      '/project-details/2',
      '/project-details/3',
      '/project-details/4',
      '/project-details/5',
    ])
    expect(screen.getByRole('link', { name: 'Pasture-Fed Dairy Barn' }).getAttribute('href')).toBe('/project-details/3')
    expect(wideCards()).toEqual([cards()[0]])
  })

  it('makes the card at wideItem wide', () => {
    renderGallery({ wideItem: 3 })
    expect(wideCards()).toEqual([cards()[2]])
  })

  it('has no wide card when wideItem is 0, and no heading when the title is empty', () => {
    renderGallery({ wideItem: 0, title: '' })
    expect(wideCards()).toEqual([])
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull()
  })

  it('draws cards on the page colour by default, or a mosaic on cream', () => {
    const { container, unmount } = renderGallery()
    expect(container.querySelector('section')?.className).toBe('project-gallery project-gallery--cards section')
    unmount()
    const mosaic = renderGallery({ layout: 'mosaic', background: 'cream' })
    expect(mosaic.container.querySelector('section')?.className).toBe(
      'project-gallery project-gallery--mosaic section section--alt',
    )
  })

  it('loads every picture lazily below the fold', () => {
    const { container } = renderGallery()
    expect(pictures(container).map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy', 'lazy', 'lazy', 'lazy'])
  })

  it('on the first screen, loads the first picture at once with high priority and the others lazily', () => {
    const { container } = renderGallery({}, { firstScreen: true })
    const [first, ...others] = pictures(container)
    expect(first?.getAttribute('loading')).toBeNull()
    expect(first?.getAttribute('fetchpriority')).toBe('high')
    expect(first?.getAttribute('elementtiming')).toBe('first-screen')
    expect(others.map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy', 'lazy', 'lazy'])
    expect(others.some((img) => img.hasAttribute('fetchpriority'))).toBe(false)
  })
})
