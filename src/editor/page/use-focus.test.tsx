import { act, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { useFocusOnOpen, useFocusSoon } from './use-focus.ts'

/** A button that adds a field and asks for the focus to go to the first of `targets` that exists. */
function AddField({ targets }: { targets: string[] }) {
  const focusSoon = useFocusSoon()
  const [added, setAdded] = useState(false)
  return (
    <>
      <h2 id="heading" tabIndex={-1}>
        Settings
      </h2>
      {added && <input id="new-field" aria-label="New field" />}
      <button
        type="button"
        onClick={() => {
          setAdded(true)
          focusSoon(...targets)
        }}
      >
        Add
      </button>
    </>
  )
}

describe('useFocusSoon', () => {
  it('focuses an element made by the same change, once it has rendered', () => {
    render(<AddField targets={['new-field', 'heading']} />)
    act(() => screen.getByRole('button', { name: 'Add' }).click())
    expect(screen.getByRole('textbox', { name: 'New field' })).toHaveFocus()
  })

  it('focuses the first of the elements that exists', () => {
    render(<AddField targets={['field-blocks.0.props.title', 'heading', 'new-field']} />)
    act(() => screen.getByRole('button', { name: 'Add' }).click())
    expect(screen.getByRole('heading', { name: 'Settings' })).toHaveFocus()
  })

  it('leaves the focus where it is when none exists', () => {
    render(<AddField targets={['field-blocks.0.props.title']} />)
    const add = screen.getByRole('button', { name: 'Add' })
    add.focus()
    act(() => add.click())
    expect(add).toHaveFocus()
  })
})

function Toolbar({ justCreated }: { justCreated: boolean }) {
  const saveAsNew = useFocusOnOpen<HTMLButtonElement>(justCreated)
  return (
    <button ref={saveAsNew} type="button">
      Save as new page…
    </button>
  )
}

describe('useFocusOnOpen', () => {
  it('focuses its element on opening when asked to', () => {
    render(<Toolbar justCreated />)
    expect(screen.getByRole('button', { name: 'Save as new page…' })).toHaveFocus()
  })

  it('leaves the focus alone otherwise', () => {
    render(<Toolbar justCreated={false} />)
    expect(screen.getByRole('button', { name: 'Save as new page…' })).not.toHaveFocus()
  })
})
