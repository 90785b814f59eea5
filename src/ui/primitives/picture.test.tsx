import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { firstScreenPicture } from './first-screen.ts'
import { CardPicture, SidePicture } from './picture.tsx'

describe('SidePicture', () => {
  it('is a 1200×900 picture in the half layout, loaded lazily', () => {
    render(<SidePicture className="faq__image" src="/art/services/service-7.webp" alt="The farm van" />)
    const picture = screen.getByRole('img', { name: 'The farm van' })
    expect(picture).toHaveClass('faq__image')
    expect(picture).toHaveAttribute('width', '1200')
    expect(picture).toHaveAttribute('height', '900')
    expect(picture).toHaveAttribute('loading', 'lazy')
    expect(picture.getAttribute('sizes')).toMatch(/50vw/)
  })

  it("takes a main picture's loading attributes instead", () => {
    render(<SidePicture src="/art/services/service-7.webp" alt="The farm van" loading={firstScreenPicture} />)
    const picture = screen.getByRole('img', { name: 'The farm van' })
    expect(picture).not.toHaveAttribute('loading')
    expect(picture).toHaveAttribute('fetchpriority', 'high')
  })
})

describe('CardPicture', () => {
  it('is a 1200×900 picture in the card layout, without a text alternative, loaded lazily', () => {
    const { container } = render(<CardPicture className="project-carousel__image" src="/art/projects/project-1.webp" />)
    // alt="": presentation, not an image with a name.
    expect(screen.queryByRole('img')).toBeNull()
    const picture = container.querySelector('img')!
    expect(picture).toHaveAttribute('alt', '')
    expect(picture).toHaveClass('project-carousel__image')
    expect(picture).toHaveAttribute('width', '1200')
    expect(picture).toHaveAttribute('height', '900')
    expect(picture).toHaveAttribute('loading', 'lazy')
  })

  it("takes a main picture's loading attributes instead", () => {
    const { container } = render(<CardPicture src="/art/projects/project-1.webp" loading={firstScreenPicture} />)
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high')
  })
})
