import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { IconBox } from './icon-box.tsx'

describe('IconBox', () => {
  it('puts the 128×128 icon, decoration without a text alternative, lazily loaded, in the block’s box', () => {
    const { container } = render(<IconBox className="feature-block__feature-icon" src="/art/icons/tomato.webp" />)
    const box = container.firstElementChild!
    expect(box).toHaveClass('feature-block__feature-icon')
    const icon = box.querySelector('img')!
    expect(icon).toHaveAttribute('src', '/art/icons/tomato.webp')
    expect(icon).toHaveAttribute('alt', '')
    expect(icon).toHaveAttribute('width', '128')
    expect(icon).toHaveAttribute('height', '128')
    expect(icon).toHaveAttribute('loading', 'lazy')
  })
})
