import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { EditedEntryContext, type EditedEntry } from '#app/edited-entry-context.ts'
import Faq from './faq.tsx'
import { faqProps } from './schema.ts'

const props = faqProps.parse({})
const questions = () => screen.getAllByRole('button')
const expandedStates = () => questions().map((button) => button.getAttribute('aria-expanded'))

describe('faq', () => {
  it('opens the first answer to begin with, each question controlling its own answer', () => {
    render(<Faq {...props} />)
    expect(expandedStates()).toEqual(['true', 'false', 'false'])
    for (const button of questions()) {
      const panel = document.getElementById(button.getAttribute('aria-controls')!)
      expect(panel?.getAttribute('role')).toBe('region')
      expect(panel?.getAttribute('aria-labelledby')).toBe(button.id)
      expect(panel!.hidden).toBe(button.getAttribute('aria-expanded') === 'false')
    }
    expect(screen.getByRole('region', { name: /soil/ }).textContent).toMatch(/compost/)
  })

  it('keeps one answer open at a time, and closes an open one when its question is pressed again', async () => {
    const user = userEvent.setup()
    render(<Faq {...props} />)
    await user.click(screen.getByRole('button', { name: /herbicides/ }))
    expect(expandedStates()).toEqual(['false', 'true', 'false'])
    expect(screen.getByRole('region', { name: /herbicides/ }).textContent).toMatch(/hoeing/)
    expect(screen.queryByRole('region', { name: /soil/ })).toBeNull()

    await user.click(screen.getByRole('button', { name: /herbicides/ }))
    expect(expandedStates()).toEqual(['false', 'false', 'false'])
  })

  it('answers the keyboard: arrows, Home and End move between questions, Enter and Space open', async () => {
    const user = userEvent.setup()
    render(<Faq {...props} />)
    const [soil, herbicides, water] = questions()
    /** Presses the keys, then expects focus on that question. */
    const pressMovesTo = async (keys: string, question: HTMLElement | undefined) => {
      await user.keyboard(keys)
      expect(document.activeElement).toBe(question)
    }
    soil!.focus()
    await pressMovesTo('{ArrowDown}', herbicides)
    await user.keyboard('{Enter}')
    expect(expandedStates()).toEqual(['false', 'true', 'false'])
    await pressMovesTo('{ArrowDown}{ArrowDown}', soil)
    await pressMovesTo('{ArrowUp}', water)
    await user.keyboard(' ')
    expect(expandedStates()).toEqual(['false', 'false', 'true'])
    await pressMovesTo('{Home}', soil)
    await pressMovesTo('{End}', water)
  })

  it('starts with every answer closed when openFirst is false', () => {
    render(<Faq {...faqProps.parse({ openFirst: false })} />)
    expect(expandedStates()).toEqual(['false', 'false', 'false'])
  })

  it('opens the question being edited in the page editor, and leaves the visitor’s choice alone otherwise', async () => {
    const user = userEvent.setup()
    const inEditor = (entry: EditedEntry | undefined) => (
      <EditedEntryContext value={entry}>
        <Faq {...props} />
      </EditedEntryContext>
    )
    const { rerender } = render(inEditor(undefined))
    rerender(inEditor({ setting: 'items', index: 2 }))
    expect(expandedStates()).toEqual(['false', 'false', 'true'])
    // Another setting's entry (e.g. a list the block does not show as questions) changes nothing.
    rerender(inEditor({ setting: 'other', index: 0 }))
    expect(expandedStates()).toEqual(['false', 'false', 'true'])
    await user.click(screen.getByRole('button', { name: /herbicides/ }))
    expect(expandedStates()).toEqual(['false', 'true', 'false'])
    rerender(inEditor({ setting: 'items', index: 0 }))
    expect(expandedStates()).toEqual(['true', 'false', 'false'])
  })
})
