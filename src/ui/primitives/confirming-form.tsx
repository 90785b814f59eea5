/**
 * The one form behaviour of the site: the browser's own validation (required fields, input types)
 * runs first; a valid submit sends nothing, clears the form and shows the confirmation as a toast.
 * Custom controls inside the form restore their default when the form's "reset" event fires.
 */
import type { FormEvent, FormHTMLAttributes, ReactNode } from 'react'
import { notify } from '#lib/toasts.tsx'

/** The specification's confirmations (error catalogue). */
export const formMessages = {
  message: 'Thanks For Your Message',
  subscribe: 'Thanks For Subscribe',
  registration: 'Thanks For Registration',
  login: 'Login Successful',
} as const

interface ConfirmingFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** The toast shown after a valid submit. */
  confirmation: string
  children: ReactNode
}

export function ConfirmingForm({ confirmation, children, ...formProps }: ConfirmingFormProps) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    event.currentTarget.reset()
    notify.success(confirmation)
  }
  return (
    <form {...formProps} onSubmit={onSubmit}>
      {children}
    </form>
  )
}
