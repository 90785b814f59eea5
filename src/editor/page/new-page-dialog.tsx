/**
 * "New page…": a blank page or one of a few starting layouts (page-starts.ts); "Save as new page…": the page as it
 * is now, under a new file name and address (e.g. a spring home page made from /home-2). Either way the new file
 * is printed like the one the editor has open, and has its own address, title and description.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react'
import type { BlockChoice, EditorProblem } from '#page-model/editor-api-types.ts'
import { CancelOrSubmit, Dialog } from '#editor/shared/dialog.tsx'
import { endpoint, EndpointError } from '#editor/shared/endpoint-client.ts'
import { LabelledField } from '#editor/shared/labelled-field.tsx'
import { FieldProblems } from '#editor/fields/field-shell.tsx'
import type { PageValue } from './page-document.ts'
import { PAGE_STARTS, pageFromStart } from './page-starts.ts'
import type { JsonSchema } from '#page-model/json-schema.ts'
import { PlacedProblem } from '#editor/shared/problem-in-words.tsx'
import { problemInPage } from './problem-place.ts'

/** "spring-home" → "Spring Home": a starting point for the new page's title. */
function wordsOf(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ')
}

interface NewPageDialogProps {
  open: boolean
  /** "New page…" (a blank page or a starting layout), or "Save as new page…" (a copy of this one). */
  kind: 'start' | 'copy'
  /** The blocks the catalogue offers, with the settings a starting layout's blocks begin with. */
  blocks: readonly BlockChoice[]
  /** The file the page was opened from. */
  from: string
  page: PageValue
  /** The site's name, which page titles end with. */
  siteName: string
  /** The page file's JSON Schema: a refusal's problems are named by its fields' titles. */
  pageSchema: JsonSchema
  onClose: () => void
  onCreated: (name: string) => void
}

export function NewPageDialog({ open, onClose, ...form }: NewPageDialogProps) {
  return (
    <Dialog
      open={open}
      title={form.kind === 'start' ? 'New page' : 'Save as a new page'}
      intro={
        form.kind === 'start'
          ? 'A new page: start blank or from a layout, then change its blocks as on any page.'
          : 'A new page with everything this page has now; this page stays as it was saved.'
      }
      onClose={onClose}
    >
      <NewPageForm {...form} onCancel={onClose} />
    </Dialog>
  )
}

function NewPageForm({
  kind,
  blocks,
  page,
  from,
  siteName,
  pageSchema,
  onCreated,
  onCancel,
}: Omit<NewPageDialogProps, 'open' | 'onClose'> & { onCancel: () => void }) {
  const [slug, setSlug] = useState('')
  const [startId, setStartId] = useState(PAGE_STARTS[0]!.id)
  const startsLegendId = useId()
  // Both empty, not copied: search engines need each page's own words (npm run validate refuses a shared
  // title or description), so a copied one could only be refused.
  const [title, setTitle] = useState('')
  const [description, setDescription] = useState('')
  // The refusal, with the page that was refused: its problems are placed in it.
  const [error, setError] = useState<{ message: string; problems: EditorProblem[]; created: PageValue }>()
  const [saving, setSaving] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  // After a refusal, the focus goes to the first field it concerns, whose message is read with it.
  useEffect(() => {
    if (error) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [error])
  const name = `${slug}.json`
  const path = `/${slug}`
  const titleExample = `${slug ? wordsOf(slug) : 'Spring at Green Valley'} | ${siteName}`
  // Each refusal is shown at the field it concerns, in plain words; the rest above the buttons.
  const problemsAt = (field: 'path' | 'title' | 'description') =>
    error?.problems.filter((problem) => problem.path.length === 1 && problem.path[0] === field) ?? []
  const otherProblems =
    error?.problems.filter(
      (problem) => !(problem.path.length === 1 && ['path', 'title', 'description'].includes(String(problem.path[0]))),
    ) ?? []
  /** Typing in a field puts the value through `set` and clears the last refusal. */
  const typed = (set: (value: string) => void) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    set(e.target.value)
    setError(undefined)
  }

  const create = async () => {
    setSaving(true)
    const start = PAGE_STARTS.find((candidate) => candidate.id === startId)
    const created =
      kind === 'start' && start
        ? pageFromStart(start, blocks, { $schema: page.$schema, schemaVersion: page.schemaVersion, path, title, description })
        : { ...page, path, title, description }
    try {
      await endpoint.save({ name, page: created, layoutFrom: from })
      onCreated(name)
    } catch (failure) {
      setError({
        message: failure instanceof Error ? failure.message : String(failure),
        problems: failure instanceof EndpointError ? failure.problems : [],
        created,
      })
    } finally {
      setSaving(false)
    }
  }
  return (
    <form
      ref={formRef}
      className="ed-form"
      onSubmit={(event) => {
        event.preventDefault()
        void create()
      }}
    >
      {kind === 'start' && (
        <fieldset className="ed-field ed-field--group ed-page-starts" aria-labelledby={startsLegendId}>
          <legend id={startsLegendId} className="ed-field__legend">
            Start from
          </legend>
          {PAGE_STARTS.map((start) => (
            <label key={start.id} className="ed-page-start">
              <input
                type="radio"
                name="page-start"
                value={start.id}
                checked={startId === start.id}
                onChange={() => setStartId(start.id)}
              />
              <span className="ed-page-start__label">{start.label}</span>
              <span className="ed-page-start__text">{start.description}</span>
            </label>
          ))}
        </fieldset>
      )}
      <NewPageField
        label="Address of the new page"
        help={`Lower-case letters, digits and dashes, e.g. spring-home: the page’s address is then ${slug ? path : '/spring-home'}.`}
        problems={problemsAt('path')}
      >
        {(control) => (
          <div className="ed-input-group">
            <span className="ed-input-group__prefix" aria-hidden="true">
              /
            </span>
            <input
              {...control}
              data-autofocus
              className="ed-input"
              required
              pattern="[a-z0-9]+(-[a-z0-9]+)*"
              spellCheck={false}
              value={slug}
              // "Spring Home" becomes "spring-home": an address has no spaces or capitals.
              onChange={typed((value) =>
                setSlug(
                  value
                    .toLowerCase()
                    .replace(/[\s_]+/g, '-')
                    .replace(/^-+/, ''),
                ),
              )}
            />
          </div>
        )}
      </NewPageField>
      <NewPageField
        label="Title in the browser tab"
        help={`The page’s own name, then “| ${siteName}”, e.g. ${titleExample}.`}
        problems={problemsAt('title')}
      >
        {(control) => (
          <input {...control} className="ed-input" required value={title} placeholder={titleExample} onChange={typed(setTitle)} />
        )}
      </NewPageField>
      <NewPageField
        label="Description for search results"
        help="One or two sentences about the new page, shown under its title in search results; each page needs its own."
        problems={problemsAt('description')}
      >
        {(control) => (
          <textarea {...control} className="ed-input" required rows={3} value={description} onChange={typed(setDescription)} />
        )}
      </NewPageField>
      {error && (error.problems.length === 0 || otherProblems.length > 0) && (
        <div className="ed-banner ed-banner--error" role="alert">
          <p>{error.problems.length === 0 ? error.message : 'The page could not be created:'}</p>
          {otherProblems.length > 0 && (
            <ul>
              {otherProblems.map((problem) => {
                const { place, message } = problemInPage(problem, `pages-schema/${name}`, error.created, pageSchema)
                return <PlacedProblem key={problem.printed} problem={problem} where={place} message={message} />
              })}
            </ul>
          )}
        </div>
      )}
      <CancelOrSubmit onCancel={onCancel} submitDisabled={saving}>
        {saving ? 'Creating…' : 'Create page'}
      </CancelOrSubmit>
    </form>
  )
}

/** One of the new page's own fields: its control, its help, and the problems a refusal found in it. */
function NewPageField({
  label,
  help,
  problems,
  children,
}: {
  label: string
  help: string
  problems: EditorProblem[]
  children: (control: { id: string; 'aria-describedby': string; 'aria-invalid': true | undefined }) => ReactNode
}) {
  const id = useId()
  const helpId = useId()
  const problemsId = useId()
  const invalid = problems.length > 0
  return (
    <LabelledField id={id} label={label}>
      {children({ id, 'aria-describedby': invalid ? `${helpId} ${problemsId}` : helpId, 'aria-invalid': invalid || undefined })}
      <p id={helpId} className="ed-field__help">
        {help}
      </p>
      {invalid && <FieldProblems id={problemsId} problems={problems} />}
    </LabelledField>
  )
}
