/**
 * The editor's Publish (/__edit?publish, decision 252): what changed since the last publish in plain words, the
 * diff for whoever wants it, a message prefilled from the list and the editor's name (kept in this browser), and
 * Publish, which checks, builds, commits exactly the listed files and sends them to the publish remote, each step
 * shown as it goes. A refusal says what to fix and links to the place; nothing is committed.
 */
import { useCallback, useEffect, useId, useState } from 'react'
import { z } from 'zod'
import type { PublishEvent, PublishStep, PublishSummary } from '#page-model/editor-api-types.ts'
import { readStoredJson, writeStoredJson, type StorageSlot } from '#lib/safe-storage.ts'
import { Icon } from '#ui/primitives/icons.tsx'
import { EditorSections } from '#editor/shared/editor-sections.tsx'
import { EditorBar } from '#editor/shared/editor-top-bar.tsx'
import { endpoint } from '#editor/shared/endpoint-client.ts'
import { PlacedProblem } from '#editor/shared/problem-in-words.tsx'
import { LabelledField } from '#editor/shared/labelled-field.tsx'

const EDITOR_NAME: StorageSlot = { area: 'localStorage', key: 'editor-name', name: 'editor’s name' }
const STEPS: { step: PublishStep; label: string; running: string }[] = [
  { step: 'checking', label: 'Checks', running: 'Checking every page and data file…' },
  { step: 'building', label: 'Build', running: 'Building the site…' },
  { step: 'committing', label: 'Commit', running: 'Recording the new version…' },
  { step: 'pushing', label: 'Send to the live site', running: 'Sending it to the publish remote…' },
]
const PUBLISHING_SECTION = 'the README’s “Publishing” section (docs/editor.md has the details)'

type StepState = Extract<PublishEvent, { step: PublishStep }>['state']
type Outcome = Extract<PublishEvent, { outcome: string }>

/** The message Publish starts with: the list itself, one change a line, under a one-line summary. */
export function suggestedMessage(lines: readonly string[]): string {
  if (lines.length === 0) return ''
  if (lines.length === 1) return lines[0]!
  return `${lines[0]} and ${lines.length - 1} more\n\n${lines.map((line) => `- ${line}`).join('\n')}`
}

export function PublishScreen() {
  const [summary, setSummary] = useState<PublishSummary>()
  const [failure, setFailure] = useState<string>()
  const load = useCallback(() => endpoint.publishSummary().then(setSummary, (error: Error) => setFailure(error.message)), [])
  useEffect(() => {
    document.title = 'Publish · Green Valley'
    void load()
  }, [load])
  // What the last Publish did stays on screen over the new, emptier list.
  const [last, setLast] = useState<LastRun>()
  const published = useCallback(
    (run: LastRun) => {
      setLast(run)
      void load()
    },
    [load],
  )
  return (
    <>
      <EditorBar tool="Publish" nav={<EditorSections current="publish" onDark />} />
      <main className="ed-chooser ed-publish">
        <div className="ed-chooser__head">
          <h1 className="ed-chooser__title">Publish</h1>
          <p className="ed-inspector__lead">
            Publishing records what you saved as a new version of the site, after the same checks and build the live site goes
            through, and sends it to the host{summary?.remote ? ` (the “${summary.remote}” remote)` : ''}.
          </p>
        </div>
        {failure ? (
          <p className="ed-banner ed-banner--error ed-publish__panel" role="alert">
            {failure}
          </p>
        ) : !summary ? (
          <p className="ed-field__help" role="status">
            Looking for what changed…
          </p>
        ) : (
          <PublishForm key={summary.diff + summary.files.length} summary={summary} last={last} onPublished={published} />
        )}
      </main>
    </>
  )
}

interface LastRun {
  steps: Steps
  outcome: Outcome
}
type Steps = Partial<Record<PublishStep, { state: StepState; note?: string | undefined }>>

function PublishForm({
  summary,
  last,
  onPublished,
}: {
  summary: PublishSummary
  last: LastRun | undefined
  onPublished: (run: LastRun) => void
}) {
  const ids = { message: useId(), author: useId(), status: useId() }
  const [message, setMessage] = useState(() => suggestedMessage(summary.lines))
  const [author, setAuthor] = useState(
    () => readStoredJson(EDITOR_NAME, (stored) => z.string().safeParse(stored).data) ?? summary.gitName ?? '',
  )
  const [steps, setSteps] = useState<Steps>(last?.steps ?? {})
  const [outcome, setOutcome] = useState<Outcome | undefined>(last?.outcome)
  const [busy, setBusy] = useState(false)
  const nothing = summary.files.length === 0

  const run = async () => {
    setBusy(true)
    setSteps({})
    setOutcome(undefined)
    writeStoredJson(EDITOR_NAME, author.trim())
    let ended: Outcome = { outcome: 'refused', message: 'The dev server stopped answering before Publish finished.' }
    let reached: Steps = {}
    try {
      await endpoint.publish({ files: summary.files.map((file) => file.path), message, author }, (event) => {
        if ('outcome' in event) ended = event
        else {
          reached = { ...reached, [event.step]: { state: event.state, note: event.note } }
          setSteps(reached)
        }
      })
    } catch (error) {
      ended = { outcome: 'refused', message: (error as Error).message }
    }
    setOutcome(ended)
    setBusy(false)
    // A new commit: the list starts again from it.
    if (ended.commit) onPublished({ steps: reached, outcome: ended })
  }
  const running = STEPS.find(({ step }) => steps[step]?.state === 'running')
  // The steps' progress; the outcome's own words are in its alert below.
  const status = running
    ? running.running
    : outcome
      ? outcome.outcome === 'published'
        ? 'Publish finished.'
        : 'Not published.'
      : ''

  return (
    <>
      {summary.unavailable ? (
        <section className="ed-banner ed-banner--error ed-publish__panel" role="alert">
          {/* The server's words say why and where to read how to set it up (README.md, "Publishing"). */}
          <p>{summary.unavailable}</p>
        </section>
      ) : (
        <div className="ed-publish__layout">
          <section className="ed-publish__panel" aria-labelledby={`${ids.status}-changes`}>
            <h2 id={`${ids.status}-changes`} className="ed-pane-title">
              {nothing ? 'Nothing has changed since the last publish' : 'Changed since the last publish'}
            </h2>
            {nothing ? (
              <p className="ed-field__help">Save a change in Pages, Content or Settings, and it is listed here.</p>
            ) : (
              <>
                <ul className="ed-publish__changes" aria-label="Changes">
                  {summary.lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                <details className="ed-publish__details">
                  <summary>
                    The changes in detail ({summary.files.length === 1 ? '1 file' : `${summary.files.length} files`})
                  </summary>
                  <ul className="ed-publish__files" aria-label="Files">
                    {summary.files.map((file) => (
                      <li key={file.path}>
                        <code>{file.path}</code> {file.change}
                      </li>
                    ))}
                  </ul>
                  <pre className="ed-publish__diff" tabIndex={0} aria-label="The changes as git shows them">
                    {summary.diff}
                  </pre>
                </details>
              </>
            )}
          </section>
          <section className="ed-publish__panel" aria-labelledby={`${ids.status}-publish`}>
            <h2 id={`${ids.status}-publish`} className="ed-pane-title">
              New version
            </h2>
            <form
              className="ed-form"
              onSubmit={(event) => {
                event.preventDefault()
                void run()
              }}
            >
              <LabelledField id={ids.message} label="What changed">
                <textarea
                  id={ids.message}
                  className="ed-input ed-input--paragraph"
                  rows={6}
                  value={message}
                  required
                  disabled={nothing}
                  onChange={(event) => setMessage(event.target.value)}
                />
              </LabelledField>
              <LabelledField id={ids.author} label="Your name">
                <input
                  id={ids.author}
                  className="ed-input"
                  value={author}
                  required
                  autoComplete="name"
                  disabled={nothing}
                  onChange={(event) => setAuthor(event.target.value)}
                />
                <p className="ed-field__help">Recorded with the version; this browser remembers it.</p>
              </LabelledField>
              <div className="ed-form__actions">
                <button
                  type="submit"
                  className="ed-button ed-button--primary"
                  disabled={nothing || busy || !message.trim() || !author.trim()}
                >
                  {busy ? 'Publishing…' : 'Publish'}
                </button>
              </div>
            </form>
            <ol className="ed-publish__steps" aria-label="Steps">
              {STEPS.map(({ step, label }) => {
                const state = steps[step]?.state
                return (
                  <li key={step} className={`ed-publish__step${state ? ` is-${state}` : ''}`}>
                    <span className="ed-publish__mark" aria-hidden="true">
                      {state === 'done' ? (
                        <Icon name="check" size={14} />
                      ) : state === 'failed' ? (
                        <Icon name="close" size={14} />
                      ) : null}
                    </span>
                    {label}
                    <span className="ed-publish__state">{stepWords(state, steps[step]?.note)}</span>
                  </li>
                )
              })}
            </ol>
            <p id={ids.status} className="visually-hidden" role="status" aria-live="polite">
              {status}
            </p>
            {outcome && <OutcomeBanner outcome={outcome} />}
          </section>
        </div>
      )}
    </>
  )
}

function stepWords(state: StepState | undefined, note: string | undefined): string {
  if (state === 'running') return 'working…'
  if (state === 'done') return note ? `passed · ${note}` : 'passed'
  if (state === 'failed') return 'failed'
  if (state === 'skipped') return 'skipped: no publish remote'
  return ''
}

function OutcomeBanner({ outcome }: { outcome: Outcome }) {
  const [first, ...rest] = outcome.message.split('\n')
  const published = outcome.outcome === 'published'
  return (
    <div
      className={`ed-banner ed-publish__outcome${published && !outcome.setupHelp ? ' is-published' : ' ed-banner--error'}`}
      role="alert"
    >
      <p>{first}</p>
      {rest.length > 0 && (
        <pre className="ed-publish__output" tabIndex={0} aria-label="What the build said">
          {rest.join('\n')}
        </pre>
      )}
      {outcome.problems && (
        <ul className="ed-publish__problems">
          {outcome.problems.map((problem) => (
            <PlacedProblem key={problem.printed} problem={problem} where="A file of the site" message={problem.message} />
          ))}
        </ul>
      )}
      {outcome.setupHelp && <p>How to set up publishing: {PUBLISHING_SECTION}.</p>}
    </div>
  )
}
