import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import AccountForm, { PASSWORD_MISMATCH } from './account-form.tsx'
import { accountFormProps } from './schema.ts'

function renderForm(mode: 'register' | 'login') {
  render(
    <MemoryRouter>
      <AccountForm {...accountFormProps.parse({ mode })} />
    </MemoryRouter>,
  )
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement
const form = () => screen.getByRole('form') as HTMLFormElement

describe('account-form', () => {
  it('register: e-mail, password and a confirmation password, all required, with the right autocomplete', () => {
    renderForm('register')
    expect(field('Email Address')).toMatchObject({ type: 'email', required: true, autocomplete: 'email' })
    expect(field('Password')).toMatchObject({ type: 'password', required: true, autocomplete: 'new-password' })
    expect(field('Confirm Password')).toMatchObject({ type: 'password', required: true, autocomplete: 'new-password' })
    expect(form().getAttribute('method')).toBe('post')
  })

  it('login: e-mail and the current password only', () => {
    renderForm('login')
    expect(field('Password').autocomplete).toBe('current-password')
    expect(screen.queryByLabelText('Confirm Password')).toBeNull()
  })

  it('refuses a confirmation that differs, with the message at the field, until the two match', async () => {
    const user = userEvent.setup()
    renderForm('register')
    await user.type(field('Email Address'), 'ada@example.com')
    await user.type(field('Password'), 'hay-12')
    await user.type(field('Confirm Password'), 'hay')
    expect(field('Confirm Password').validationMessage).toBe(PASSWORD_MISMATCH)
    expect(form().checkValidity()).toBe(false)
    expect(screen.queryByText(PASSWORD_MISMATCH)).toBeNull()

    await user.click(screen.getByRole('button', { name: /register/i }))
    expect(field('Confirm Password')).toHaveAccessibleDescription(PASSWORD_MISMATCH)
    expect(field('Confirm Password').getAttribute('aria-describedby')).toBe(screen.getByText(PASSWORD_MISMATCH).id)

    await user.type(field('Confirm Password'), '-12')
    expect(field('Confirm Password').validationMessage).toBe('')
    expect(form().checkValidity()).toBe(true)
    expect(screen.queryByText(PASSWORD_MISMATCH)).toBeNull()
  })

  it('checks again when the password changes after the confirmation', async () => {
    const user = userEvent.setup()
    renderForm('register')
    await user.type(field('Password'), 'orchard')
    await user.type(field('Confirm Password'), 'orchard')
    expect(field('Confirm Password').validity.valid).toBe(true)
    await user.type(field('Password'), 's')
    expect(field('Confirm Password').validationMessage).toBe(PASSWORD_MISMATCH)
  })
})
