/**
 * One labelled text input or textarea: the markup every form on the site uses (`.field`, a label tied
 * to its control, the shared `.input` / `.textarea` look). Validation is the browser's own, as the
 * specification asks.
 * Example: <TextField label="E-mail address" name="email" type="email" autoComplete="email" required marks />
 */
import { useId, type HTMLAttributes, type HTMLInputTypeAttribute } from 'react'

interface TextFieldProps {
  label: string
  name: string
  type?: HTMLInputTypeAttribute
  autoComplete?: string
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  required?: boolean
  placeholder?: string
  /** Rows of a multi-line field (a textarea); omit for a one-line input. */
  rows?: number
  /** Show "*" after a required label and "(optional)" after the others. */
  marks?: boolean
  /** Keep the label for screen readers only, where the placeholder says enough to sighted visitors. */
  hideLabel?: boolean
  /** Extra classes on the wrapper, e.g. a grid placement. */
  className?: string
  /** Extra classes on the input or textarea. */
  controlClassName?: string
  /** Id of a message about this field (e.g. an error shown under it), read out with the control. */
  describedBy?: string | undefined
}

export function TextField({
  label,
  name,
  type = 'text',
  autoComplete,
  inputMode,
  required = false,
  placeholder,
  rows,
  marks = false,
  hideLabel = false,
  className = '',
  controlClassName = '',
  describedBy,
}: TextFieldProps) {
  const id = useId()
  const shared = { id, name, required, placeholder, autoComplete, 'aria-describedby': describedBy }
  return (
    <div className={`field ${className}`.trim()}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'field__label'}>
        {label}
        {marks &&
          (required ? (
            <span className="required" aria-hidden="true">
              {' '}
              *
            </span>
          ) : (
            <span className="field__optional"> (optional)</span>
          ))}
      </label>
      {rows === undefined ? (
        <input {...shared} className={`input ${controlClassName}`.trim()} type={type} inputMode={inputMode} />
      ) : (
        <textarea {...shared} className={`textarea ${controlClassName}`.trim()} rows={rows} />
      )}
    </div>
  )
}
