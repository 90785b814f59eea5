/**
 * The top bar's choice of another file to edit (a page, a collection). With unsaved changes it asks first;
 * leaving anyway drops them, and their browser draft, on purpose.
 */
import { useId, useState } from 'react'
import { Dialog } from './dialog.tsx'
import { dropDraft } from './use-draft.ts'

export interface FileChoice {
  value: string
  /** What the list shows, e.g. "/home-2" or "Products". */
  label: string
  /** What the question about leaving calls it, e.g. "home-2.json" or "products". */
  name: string
}

interface FilePickerProps {
  /** What is chosen: "Page", "Collection". */
  label: string
  choices: FileChoice[]
  current: string
  /** The file open now, as the question names it (e.g. "data/products.json"). */
  openFile: string
  dirty: boolean
  /** Where the open file's draft is kept (use-draft.ts). */
  draftKey: string
  onOpen: (value: string) => void
}

export function FilePicker({ label, choices, current, openFile, dirty, draftKey, onOpen }: FilePickerProps) {
  const id = useId()
  const [leavingFor, setLeavingFor] = useState<FileChoice>()
  const currentName = choices.find((choice) => choice.value === current)?.name ?? current
  return (
    <div className="ed-page-picker">
      <label htmlFor={id} className="ed-page-picker__label">
        {label}
      </label>
      <select
        id={id}
        className="ed-input ed-select ed-page-picker__select"
        value={current}
        onChange={(e) => {
          const next = choices.find((choice) => choice.value === e.target.value)!
          if (dirty) setLeavingFor(next)
          else onOpen(next.value)
        }}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <Dialog open={leavingFor !== undefined} title="Leave without saving?" onClose={() => setLeavingFor(undefined)}>
        <p className="ed-dialog__text">
          {openFile} has changes that are not saved. Opening {leavingFor?.name} drops them.
        </p>
        <div className="ed-form__actions">
          <button type="button" className="ed-button" onClick={() => setLeavingFor(undefined)}>
            Stay on {currentName}
          </button>
          <button
            type="button"
            className="ed-button ed-button--danger"
            onClick={() => {
              if (!leavingFor) return
              dropDraft(draftKey)
              onOpen(leavingFor.value)
            }}
          >
            Drop changes and open {leavingFor?.name}
          </button>
        </div>
      </Dialog>
    </div>
  )
}
