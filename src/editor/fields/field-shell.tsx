/**
 * What every setting in the form shows around its control: the label, the schema's description as help
 * text, whether the value is the block's default, and the problems `npm run validate` reports there.
 */
import { useId, type ReactNode } from 'react'
import type { JsonPath } from '#page-model/json-positions.ts'
import type { EditorProblem } from '#page-model/editor-api-types.ts'
import { Icon } from '#ui/primitives/icons.tsx'
import { fieldDomId, useForm } from './form-context.ts'
import { problemInWords } from '#page-model/problem.ts'

export interface ControlProps {
  id: string
  'aria-describedby': string | undefined
  'aria-invalid': true | undefined
  'aria-required': true | undefined
}

interface FieldShellProps {
  path: JsonPath
  label: string
  description?: string | undefined
  /** The default is what shows (the file does not set it). */
  showsDefault?: boolean
  /** Removes the setting, so the default applies again; only when there is a default. */
  onReset?: (() => void) | undefined
  /** The setting needs a value (required, no default): its control says so (aria-required). */
  required?: boolean
  /** A value the record or block needs is still missing (isMissing): marked "Required". */
  missing?: boolean
  /** A group of controls (fieldset + legend) instead of one labelled control. */
  group?: boolean
  /** Extra content beside the label (e.g. a list's Add button). */
  actions?: ReactNode
  children: (control: ControlProps) => ReactNode
}

export function FieldShell({
  path,
  label,
  description,
  showsDefault,
  onReset,
  required,
  missing,
  group,
  actions,
  children,
}: FieldShellProps) {
  const { problemsAt, showsMissingAt, touch } = useForm()
  const helpId = useId()
  const problemsId = useId()
  const requiredId = useId()
  // An empty field the editor has not reached yet is marked Required, not yet wrong.
  const problems = missing && showsMissingAt && !showsMissingAt(path) ? NO_PROBLEMS : problemsAt(path)
  const describedBy =
    [missing ? requiredId : '', description ? helpId : '', problems.length ? problemsId : ''].filter(Boolean).join(' ') ||
    undefined
  const control: ControlProps = {
    id: fieldDomId(path),
    'aria-describedby': describedBy,
    'aria-invalid': problems.length ? true : undefined,
    'aria-required': (required ?? missing) && !group ? true : undefined,
  }
  const onBlur = touch && (() => touch(path))
  const status = (
    <>
      {showsDefault && <span className="ed-field__badge">Default</span>}
      {missing && (
        <span id={requiredId} className="ed-field__badge ed-field__badge--required">
          Required
        </span>
      )}
      {onReset && (
        <button type="button" className="ed-link-button" onClick={onReset}>
          Reset to default<span className="visually-hidden"> ({label})</span>
        </button>
      )}
      {actions}
    </>
  )
  const help = description && (
    <p id={helpId} className="ed-field__help">
      {description}
    </p>
  )
  const messages = problems.length > 0 && <FieldProblems id={problemsId} problems={problems} />

  if (group) {
    return (
      <fieldset
        className={`ed-field ed-field--group${problems.length ? ' ed-field--invalid' : ''}`}
        aria-describedby={describedBy}
        onBlur={onBlur}
      >
        <legend className="ed-field__legend">{label}</legend>
        <div className="ed-field__status">{status}</div>
        {help}
        {messages}
        {children(control)}
      </fieldset>
    )
  }
  return (
    <div className={`ed-field${problems.length ? ' ed-field--invalid' : ''}`} onBlur={onBlur}>
      <div className="ed-field__head">
        <label className="ed-field__label" htmlFor={control.id}>
          {label}
        </label>
        <div className="ed-field__status">{status}</div>
      </div>
      {children(control)}
      {help}
      {messages}
    </div>
  )
}

const NO_PROBLEMS: EditorProblem[] = []

export function FieldProblems({ id, problems }: { id?: string; problems: EditorProblem[] }) {
  return (
    <ul id={id} className="ed-field__problems">
      {problems.map((problem) => (
        <li key={problem.printed}>
          <Icon name="alert" size={16} />
          <span>{problemInWords(problem)}</span>
        </li>
      ))}
    </ul>
  )
}
