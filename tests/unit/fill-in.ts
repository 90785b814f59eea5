/**
 * Fills in text fields of a form by their labels, each at once as a paste (one change, as a browser's autofill
 * or Playwright's fill): typing key by key redraws a large form once a key. Where typing itself is the
 * behaviour (a field that rewrites what is typed), a test types.
 */
import { within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

export async function fillIn(form: HTMLElement, textByLabel: Record<string, string>) {
  for (const [label, text] of Object.entries(textByLabel)) {
    await userEvent.click(within(form).getByRole('textbox', { name: label }))
    await userEvent.paste(text)
  }
}
