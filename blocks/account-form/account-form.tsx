import { useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { ConfirmingForm, formMessages } from '#ui/primitives/confirming-form.tsx'
import { CheckList } from '#ui/primitives/check-list.tsx'
import { Icon } from '#ui/primitives/icons.tsx'
import { SectionHeading } from '#ui/primitives/section-heading.tsx'
import { TextField } from '#ui/primitives/text-field.tsx'
import type { AccountFormProps } from './schema.ts'
import './account-form.css'

export const PASSWORD_MISMATCH = 'The passwords do not match. Type the same password in both fields.'

/**
 * Register only: the confirmation must equal the password. The browser refuses the submit with the
 * message at the field (setCustomValidity); the same message shows under it once the visitor has left
 * the field or tried to submit.
 */
function usePasswordMatch() {
  const [mismatch, setMismatch] = useState(false)
  const [attempted, setAttempted] = useState(false)
  const check = (form: HTMLFormElement) => {
    const password = form.elements.namedItem('password') as HTMLInputElement
    const confirm = form.elements.namedItem('confirmPassword') as HTMLInputElement
    const differs = confirm.value !== '' && confirm.value !== password.value
    confirm.setCustomValidity(differs ? PASSWORD_MISMATCH : '')
    setMismatch(differs)
  }
  return {
    showMessage: mismatch && attempted,
    formProps: {
      onInput: (event: FormEvent<HTMLFormElement>) => check(event.currentTarget),
      onBlur: (event: FormEvent<HTMLFormElement>) => {
        if ((event.target as HTMLInputElement).name === 'confirmPassword') setAttempted(true)
      },
      onReset: () => {
        setMismatch(false)
        setAttempted(false)
      },
    },
    onSubmitClick: () => setAttempted(true),
  }
}

export default function AccountForm({
  mode,
  eyebrow,
  title,
  text,
  submitText,
  switchText,
  switchLinkText,
  switchLink,
  panelTitle,
  perks,
  image,
}: AccountFormProps) {
  const id = useId()
  const headingId = `${id}heading`
  const mismatchId = `${id}mismatch`
  const register = mode === 'register'
  const match = usePasswordMatch()
  return (
    <section className="account-form section" aria-labelledby={headingId}>
      <div className="container account-form__grid">
        <div className="account-form__card">
          <SectionHeading eyebrow={eyebrow || undefined} title={title} align="start" id={headingId} />
          {text && <p className="account-form__text">{text}</p>}
          <ConfirmingForm
            className="account-form__form"
            // Never a GET: before the app starts, a plain submit must not put a password in the address.
            method="post"
            confirmation={register ? formMessages.registration : formMessages.login}
            aria-labelledby={headingId}
            {...(register ? match.formProps : {})}
          >
            <TextField label="Email Address" name="email" type="email" autoComplete="email" required />
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete={register ? 'new-password' : 'current-password'}
              required
            />
            {register && (
              <div className="account-form__confirm">
                <TextField
                  label="Confirm Password"
                  name="confirmPassword"
                  type="password"
                  autoComplete="new-password"
                  required
                  describedBy={match.showMessage ? mismatchId : undefined}
                />
                {match.showMessage && (
                  <p id={mismatchId} className="field__error">
                    <Icon name="info" size={16} />
                    {PASSWORD_MISMATCH}
                  </p>
                )}
              </div>
            )}
            <button className="btn btn--primary btn--block" type="submit" onClick={register ? match.onSubmitClick : undefined}>
              {submitText}
              <Icon name="arrowRight" size={18} />
            </button>
          </ConfirmingForm>
          <p className="account-form__switch">
            {switchText} <Link to={switchLink}>{switchLinkText}</Link>
          </p>
        </div>
        <aside className="account-form__panel surface-dark" aria-label={panelTitle}>
          <img className="account-form__scene" src={image} alt="" width={1920} height={900} />
          <div className="account-form__panel-body">
            <p className="account-form__panel-title">{panelTitle}</p>
            <CheckList
              className="account-form__perks"
              checkClassName="account-form__check"
              iconSize={16}
              role="list"
              items={perks}
            />
          </div>
        </aside>
      </div>
    </section>
  )
}
