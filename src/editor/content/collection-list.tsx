/**
 * The records of one collection, each with its picture and title; search by title (case and accents
 * aside); New, Duplicate and Delete. A record that pages or menus point at is not deleted: the list says
 * where it is used, with a button to open each place.
 */
import { useId, useState } from 'react'
import { editorAddress } from '#page-model/dev-addresses.ts'
import type { CollectionSummary, RecordReference } from '#page-model/editor-api-types.ts'
import type { JsonPath } from '#page-model/json-positions.ts'
import { Icon } from '#ui/primitives/icons.tsx'
import { Dialog } from '#editor/shared/dialog.tsx'
import { isoDayOf } from '#lib/dates.ts'
import { matchingRecords, recordBadge, recordId, recordPicture, recordTitle } from './records.ts'

type Row = Record<string, unknown>

interface CollectionListProps {
  summary: CollectionSummary
  records: readonly Row[]
  selected: number | undefined
  onSelect: (index: number) => void
  onNew: () => void
  onDuplicate: (index: number) => void
  /** Removes the record from the draft: called once nothing points at it. */
  onDelete: (index: number) => void
  /** Where the record with this id is used (the endpoint's references check). */
  findReferences: (id: number) => Promise<RecordReference[]>
  hasProblems: (path: JsonPath) => boolean
}

export function CollectionList(props: CollectionListProps) {
  const { summary, records, selected, onSelect, onNew, onDuplicate, onDelete, findReferences, hasProblems } = props
  const headingId = useId()
  const searchId = useId()
  const [search, setSearch] = useState('')
  const [refused, setRefused] = useState<{ title: string; references: RecordReference[] }>()
  const [deleteError, setDeleteError] = useState<string>()
  const [checking, setChecking] = useState(false)
  const shown = matchingRecords(records, summary, search)
  const current = selected === undefined ? undefined : records[selected]
  const currentTitle = current ? recordTitle(current, summary) : undefined
  const today = isoDayOf(new Date())
  const badge = (record: Record<string, unknown>) => recordBadge(record, summary, today)

  const remove = async (index: number) => {
    const record = records[index]!
    const id = recordId(record)
    setDeleteError(undefined)
    if (id === undefined) return onDelete(index) // never saved: nothing can point at it
    setChecking(true)
    try {
      const references = await findReferences(id)
      if (references.length > 0) setRefused({ title: recordTitle(record, summary), references })
      else onDelete(index)
    } catch (error) {
      setDeleteError(
        `Could not check where ${recordTitle(record, summary)} is used: ${error instanceof Error ? error.message : String(error)}`,
      )
    } finally {
      setChecking(false)
    }
  }

  return (
    <section className="ed-content-list" aria-labelledby={headingId}>
      <div className="ed-pane-head">
        <h2 id={headingId} className="ed-pane-title">
          {summary.label}
        </h2>
        <button type="button" className="ed-button ed-button--small" onClick={onNew}>
          <Icon name="plus" size={16} /> New {summary.noun}
        </button>
      </div>
      <div className="ed-content-list__search">
        <label className="visually-hidden" htmlFor={searchId}>
          Search {summary.label.toLowerCase()} by {summary.titleField}
        </label>
        <Icon name="search" size={16} className="ed-content-list__search-icon" />
        <input
          id={searchId}
          className="ed-input"
          type="search"
          placeholder={`Search ${summary.label.toLowerCase()}`}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <p className="ed-content-list__count" aria-live="polite">
        {search.trim()
          ? `${shown.length} of ${records.length} ${summary.label.toLowerCase()}`
          : `${records.length} ${summary.label.toLowerCase()}`}
      </p>
      <ul className="ed-content-list__records">
        {shown.map((index) => {
          const record = records[index]!
          const picture = recordPicture(record, summary)
          const id = recordId(record)
          return (
            <li key={index}>
              <button
                type="button"
                className="ed-content-record"
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => onSelect(index)}
              >
                <span className="ed-content-record__thumb">
                  {picture ? <img src={picture} alt="" width={48} height={36} loading="lazy" /> : <Icon name="image" size={18} />}
                </span>
                <span className="ed-content-record__title">{recordTitle(record, summary)}</span>
                <span className="ed-content-record__meta">
                  {badge(record) && <span className="ed-badge ed-badge--waiting">{badge(record)}</span>}
                  {hasProblems([index]) && (
                    <span className="ed-badge ed-badge--problem">
                      <Icon name="alert" size={12} /> Problem
                    </span>
                  )}
                  {id === undefined ? 'New' : `#${id}`}
                </span>
              </button>
            </li>
          )
        })}
      </ul>
      {shown.length === 0 && (
        <p className="ed-field__note ed-content-list__empty">
          No {summary.label.toLowerCase()} match “{search}”.
        </p>
      )}
      {selected !== undefined && currentTitle !== undefined && (
        <div className="ed-content-list__tools">
          <button type="button" className="ed-button ed-button--small" onClick={() => onDuplicate(selected)}>
            <Icon name="copy" size={16} /> Duplicate<span className="visually-hidden"> {currentTitle}</span>
          </button>
          <button
            type="button"
            className="ed-button ed-button--small ed-button--danger"
            disabled={checking}
            onClick={() => void remove(selected)}
          >
            <Icon name="trash" size={16} /> {checking ? 'Checking…' : 'Delete'}
            <span className="visually-hidden"> {currentTitle}</span>
          </button>
        </div>
      )}
      {deleteError && (
        <p className="ed-field__note ed-field__note--error" role="alert">
          {deleteError}
        </p>
      )}
      <ReferencesDialog
        open={refused !== undefined}
        heading={`“${refused?.title ?? ''}” is still in use`}
        references={refused?.references ?? []}
        onClose={() => setRefused(undefined)}
      />
    </section>
  )
}

/** Why a record cannot be deleted: every place that points at it, with a button that opens it. */
export function ReferencesDialog({
  open,
  heading,
  references,
  onClose,
}: {
  open: boolean
  heading: string
  references: RecordReference[]
  onClose: () => void
}) {
  return (
    <Dialog
      open={open}
      title={heading}
      intro="It is not deleted: these places point at it. Change or remove them first, then delete it."
      onClose={onClose}
    >
      <ul className="ed-references">
        {references.map((reference) => (
          <li key={`${reference.file} ${reference.label}`} className="ed-references__item">
            <span className="ed-references__text">
              <span className="ed-references__label">{reference.place?.name ?? reference.label}</span>
              {reference.place && <span>{reference.label}</span>}
              <details>
                <summary>Details</summary>
                <code className="ed-references__file">{reference.file}</code>
                {reference.path && <code className="ed-references__file">{reference.path}</code>}
              </details>
            </span>
            <a className="ed-button ed-button--small" href={reference.place?.href ?? referenceAddress(reference)}>
              Open<span className="visually-hidden"> {reference.label}</span>
            </a>
          </li>
        ))}
      </ul>
      <div className="ed-form__actions">
        <button type="button" className="ed-button" data-autofocus onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  )
}

/** Where the editor edits the place a reference is in: a page file in the page editor, site.json in Settings, a record in Content. */
function referenceAddress(reference: RecordReference): string {
  if (reference.pageName) return editorAddress({ section: 'pages', page: reference.pageName })
  if (reference.file === 'data/site.json') return editorAddress({ section: 'settings' })
  // A post's own text (data/blog-posts/3.md) is edited with its post.
  const post = /^data\/blog-posts\/(\d+)\.md$/.exec(reference.file)?.[1]
  if (post) return editorAddress({ section: 'content', collection: 'blog-posts', id: Number(post) })
  const collection = /^data\/(.+)\.json$/.exec(reference.file)?.[1]
  return editorAddress(collection ? { section: 'content', collection } : { section: 'pages' })
}
