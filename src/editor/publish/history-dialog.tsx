/**
 * History (decision 252): the published versions of a page or a record (date, message, who), what changed
 * between two of them side by side, in plain words, and Restore, which hands a version to the editor as unsaved
 * changes (Undo takes it back; nothing on disk changes until Save). A version the site's developers committed
 * rather than Publish is "Changed by the site’s developers", their message under Details (decision 263).
 */
import { useEffect, useId, useState } from 'react'
import type { PublishedVersion, VersionHistory } from '#page-model/editor-api-types.ts'
import { fieldChanges } from '#page-model/field-changes.ts'
import type { JsonSchema } from '#page-model/json-schema.ts'
import { Dialog } from '#editor/shared/dialog.tsx'
import { endpoint } from '#editor/shared/endpoint-client.ts'
import { LabelledField } from '#editor/shared/labelled-field.tsx'
import { versionTitle, versionWhen as when } from './version-words.ts'

interface HistoryDialogProps {
  open: boolean
  /** What the versions are of, in words: "Garden Strawberries", "/home-2". */
  title: string
  /** The file, and the record in it (for a collection file). */
  file: string
  id?: number | undefined
  /** The record's or the page file's schema: the fields are named by its titles, as the form names them. */
  schema: JsonSchema
  onClose: () => void
  /** Loads a version into the editor as unsaved changes. */
  onRestore: (value: unknown, version: PublishedVersion) => void
}

export function HistoryDialog({ open, ...rest }: HistoryDialogProps) {
  return (
    <Dialog
      open={open}
      title={`History of ${rest.title}`}
      intro="Each published version, newest first."
      onClose={rest.onClose}
      wide
    >
      <HistoryContent {...rest} />
    </Dialog>
  )
}

function HistoryContent({ file, id, schema, onRestore }: Omit<HistoryDialogProps, 'open' | 'title' | 'onClose'>) {
  const [history, setHistory] = useState<VersionHistory>()
  const [failure, setFailure] = useState<string>()
  useEffect(() => {
    endpoint.history(file, id).then(setHistory, (error: Error) => setFailure(error.message))
  }, [file, id])
  const [from, setFrom] = useState(1)
  const [to, setTo] = useState(0)
  const ids = { from: useId(), to: useId() }
  if (failure) return <p className="ed-field__note ed-field__note--error">{failure}</p>
  if (!history) return <p className="ed-dialog__text">Reading the published versions…</p>
  if (history.unavailable) return <p className="ed-field__note ed-field__note--error">{history.unavailable}</p>
  const { versions } = history
  if (versions.length === 0) return <p className="ed-dialog__text">This has not been published yet.</p>
  const older = versions[Math.min(from, versions.length - 1)]!
  const newer = versions[Math.min(to, versions.length - 1)]!
  const rows = fieldChanges(older.value ?? {}, newer.value ?? {}, schema)
  const name = (version: PublishedVersion) => `${when(version)} · ${versionTitle(version)}`
  const chooser = (labelId: string, label: string, value: number, set: (index: number) => void) => (
    <LabelledField id={labelId} label={label}>
      <select id={labelId} className="ed-input" value={value} onChange={(event) => set(Number(event.target.value))}>
        {versions.map((version, index) => (
          <option key={version.hash} value={index}>
            {name(version)}
          </option>
        ))}
      </select>
    </LabelledField>
  )
  return (
    <div className="ed-history">
      <ol className="ed-history__versions" aria-label="Published versions">
        {versions.map((version, index) => (
          <li key={version.hash} className={`ed-history__version${index === from || index === to ? ' is-chosen' : ''}`}>
            <strong>{versionTitle(version)}</strong>
            {version.published ? (
              <span className="ed-history__meta">
                {when(version)} · {version.author} · {version.hash.slice(0, 7)}
              </span>
            ) : (
              <>
                <span className="ed-history__meta">{when(version)}</span>
                {/* The developers' own words and names, for whoever wants them. */}
                <details className="ed-history__details">
                  <summary>Details</summary>
                  <span>
                    {version.message} · {version.author} · {version.hash.slice(0, 7)}
                  </span>
                </details>
              </>
            )}
            <button
              type="button"
              className="ed-button ed-button--small"
              disabled={version.value === undefined}
              onClick={() => onRestore(version.value, version)}
              aria-label={`Restore the version of ${when(version)}: ${versionTitle(version)}`}
            >
              Restore
            </button>
          </li>
        ))}
      </ol>
      <div className="ed-form">
        {versions.length > 1 ? (
          <>
            {chooser(ids.from, 'Compare', from, setFrom)}
            {chooser(ids.to, 'with', to, setTo)}
            {rows.length === 0 ? (
              <p className="ed-dialog__text">These two versions hold the same.</p>
            ) : (
              <table className="ed-history__compare">
                <caption className="visually-hidden">What changed between the two versions</caption>
                <thead>
                  <tr>
                    <th scope="col">Field</th>
                    <th scope="col">{when(older)}</th>
                    <th scope="col">{when(newer)}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.label}>
                      <th scope="row">{row.label}</th>
                      <td>{row.before}</td>
                      <td>{row.after}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        ) : (
          <p className="ed-dialog__text">Only one version has been published: there is nothing to compare it with yet.</p>
        )}
      </div>
    </div>
  )
}
