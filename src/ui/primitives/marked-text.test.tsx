import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MarkedText } from './marked-text.tsx'

const marked = (text: string, terms: string[]) => {
  const { container } = render(
    <p>
      <MarkedText text={text} terms={terms} />
    </p>,
  )
  return { text: container.textContent, marks: [...container.querySelectorAll('mark')].map((mark) => mark.textContent) }
}

describe('MarkedText', () => {
  it('marks every word the search matched, whatever its case, accents or plural ending, and keeps the text whole', () => {
    expect(marked('Wild Blueberries and a blueberry', ['blueberry'])).toEqual({
      text: 'Wild Blueberries and a blueberry',
      marks: ['Blueberries', 'blueberry'],
    })
    expect(marked('Crème fraîche, CREME', ['creme']).marks).toEqual(['Crème', 'CREME'])
  })

  it('marks whole words only, and nothing without terms', () => {
    expect(marked('Strawberry straw', ['straw']).marks).toEqual(['straw'])
    expect(marked('Clothbound Cheddar', [])).toEqual({ text: 'Clothbound Cheddar', marks: [] })
  })
})
