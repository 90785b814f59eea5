import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import ContactSection from './contact-section.tsx'
import { contactSectionProps } from './schema.ts'

function renderSection() {
  render(
    <MemoryRouter>
      <ContactSection {...contactSectionProps.parse({})} />
    </MemoryRouter>,
  )
}

describe('contact-section', () => {
  it('asks for a phone number as a phone field: required, filled from the phone book', () => {
    renderSection()
    const phone = screen.getByRole('textbox', { name: 'Phone Number' })
    expect(phone).toHaveAttribute('type', 'tel')
    expect(phone).toHaveAttribute('autocomplete', 'tel')
    expect(phone).toBeRequired()
    expect(phone).toBeInvalid()
  })

  it('takes a phone number as a person writes it, with spaces, brackets, dashes and a leading +', async () => {
    renderSection()
    const phone = screen.getByRole('textbox', { name: 'Phone Number' })
    await userEvent.type(phone, '+1 (555) 010-2030')
    expect(phone).toHaveValue('+1 (555) 010-2030')
    expect(phone).toBeValid()
  })
})
