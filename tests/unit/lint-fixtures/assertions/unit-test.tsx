// lint as: src/ui/demo.test.tsx (a unit test: each test asserts, itself or through a helper whose name starts with "expect")
// A line ending in "// reported: <rule>", or the line after that comment alone, must get that rule's error; no other line gets an error from an assertion rule.
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Demo } from './demo.tsx'

function expectHeading(text: string) {
  expect(screen.getByRole('heading')).toHaveTextContent(text)
}

describe('demo', () => {
  // reported: vitest/expect-expect
  it('queries the heading and asserts nothing: it passes whatever the heading says', () => {
    render(<Demo />)
    screen.getByRole('heading', { name: 'Hello' })
  })

  it('asserts on what it queried', () => {
    render(<Demo />)
    expect(screen.getByRole('heading')).toHaveTextContent('Hello')
  })

  it('asserts through a helper named expect…', () => {
    render(<Demo />)
    expectHeading('Hello')
  })

  it('asserts through a message as second argument', () => {
    render(<Demo />)
    expect(screen.getAllByRole('heading').length, 'headings').toBe(1)
  })

  it('calls expect but no matcher', () => {
    render(<Demo />)
    expect(screen.getByRole('heading')) // reported: vitest/valid-expect
  })

  expect(Demo).toBeDefined() // reported: vitest/no-standalone-expect
})
