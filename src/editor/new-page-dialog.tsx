/**
 * "Save as new page": the page as it is now, under a new file name and address (e.g. a spring home page
 * made from /home-2). The new file copies the layout of the one it comes from.
 */
import { useId, useState } from 'react'
import type { EditorProblem } from '../page-builder/page-editor/editor-types.ts'
import { Dialog } from './dialog.tsx'
import { endpoint, EndpointError } from './endpoint-client.ts'
import type { PageValue } from './page-document.ts'

interface NewPageDialogProps {
  open: boolean
  /** The file the page was opened from. */
  from: string
  page: PageValue
  onClose: () => void
  onCreated: (name: string) => void
}

export function NewPageDialog({ open, from, page, onClose, onCreated }: NewPageDialogProps) {
  return (
    <Dialog
      open={open}
      title="Save as a new page"
      intro={`A new page file with everything this page has now; ${from} stays as it was saved.`}
      onClose={onClose}
    >
      <NewPageForm from={from} page={page} onCreated={onCreated} onCancel={onClose} />
    </Dialog>
  )
}

function NewPageForm({
  page,
  from,
  onCreated,
  onCancel,
}: Omit<NewPageDialogProps, 'open' | 'onClose'> & { onCancel: () => void }) {
  const [slug, setSlug] = useState('')
  const [title, setTitle] = useState(typeof page.title === 'string' ? page.title : '')
  // Empty, not copied: search engines need each page's own words (npm run validate refuses a shared description).
  const [description, setDescription] = useState('')
  const [error, setError] = useState<{ message: string; problems: EditorProblem[] }>()
  const [saving, setSaving] = useState(false)
  const slugId = useId()
  const slugHelpId = useId()
  const titleId = useId()
  const descriptionId = useId()
  const descriptionHelpId = useId()
  const errorId = useId()
  const name = `${slug}.json`
  const path = `/${slug}`

  const create = async () => {
    setSaving(true)
    try {
      await endpoint.save({ name, page: { ...page, path, title, description }, layoutFrom: from })
      onCreated(name)
    } catch (failure) {
      setError({
        message: failure instanceof Error ? failure.message : String(failure),
        problems: failure instanceof EndpointError ? failure.problems : [],
      })
    } finally {
      setSaving(false)
    }
  }
  return (
    <form
      className="ed-form"
      onSubmit={(event) => {
        event.preventDefault()
        void create()
      }}
    >
      <div className="ed-field">
        <label className="ed-field__label" htmlFor={slugId}>
          Address of the new page
        </label>
        <div className="ed-input-group">
          <span className="ed-input-group__prefix" aria-hidden="true">
            /
          </span>
          <input
            id={slugId}
            data-autofocus
            className="ed-input"
            required
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            spellCheck={false}
            value={slug}
            aria-describedby={`${slugHelpId}${error ? ` ${errorId}` : ''}`}
            aria-invalid={error ? true : undefined}
            onChange={(e) => {
              setSlug(e.target.value.trim().toLowerCase())
              setError(undefined)
            }}
          />
        </div>
        <p id={slugHelpId} className="ed-field__help">
          Lower-case letters, digits and dashes, e.g. spring-home. The file is pages-schema/{slug || 'spring-home'}.json and the
          page’s address {slug ? path : '/spring-home'}.
        </p>
      </div>
      <div className="ed-field">
        <label className="ed-field__label" htmlFor={titleId}>
          Title in the browser tab
        </label>
        <input id={titleId} className="ed-input" required value={title} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className="ed-field">
        <label className="ed-field__label" htmlFor={descriptionId}>
          Description for search results
        </label>
        <textarea
          id={descriptionId}
          className="ed-input"
          required
          rows={3}
          value={description}
          aria-describedby={descriptionHelpId}
          onChange={(e) => setDescription(e.target.value)}
        />
        <p id={descriptionHelpId} className="ed-field__help">
          One or two sentences about the new page, shown under its title in search results; each page needs its own.
        </p>
      </div>
      {error && (
        <div id={errorId} className="ed-banner ed-banner--error" role="alert">
          <p>{error.message}</p>
          {error.problems.length > 0 && (
            <ul>
              {error.problems.map((problem) => (
                <li key={problem.printed}>{problem.printed}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="ed-form__actions">
        <button type="button" className="ed-button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="ed-button ed-button--primary" disabled={saving}>
          {saving ? 'Creating…' : 'Create page'}
        </button>
      </div>
    </form>
  )
}
