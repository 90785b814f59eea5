/**
 * A post's own text (data/blog-posts/<id>.md): Markdown typed beside its preview, drawn as the post's page
 * draws it, with the problems the build would report. It is its own file, so it has its own Save.
 */
import { useEffect, useId, useState } from 'react'
import { MemoryRouter } from 'react-router-dom'
import type { EditorProblem, OpenedPostBody } from '#page-model/editor-api-types.ts'
import { postBodyFile, type PostBodyNode } from '#page-model/post-body.ts'
import { PostBody } from '#ui/post-body.tsx'
import { EndpointError, endpoint } from '#editor/endpoint-client.ts'
import { FieldProblems } from '#editor/fields/field-shell.tsx'
import { CHECK_DELAY_MS } from '#editor/use-checks.ts'

export function PostBodyField({ postId }: { postId: number | undefined }) {
  const headingId = useId()
  if (postId === undefined) {
    return (
      <section className="ed-inspector__section" aria-labelledby={headingId}>
        <h3 id={headingId} className="ed-inspector__subtitle">
          Post text
        </h3>
        <p className="ed-field__note">Save the new post first: its text is a file named by its id.</p>
      </section>
    )
  }
  return <PostBodyEditor key={postId} postId={postId} headingId={headingId} />
}

function PostBodyEditor({ postId, headingId }: { postId: number; headingId: string }) {
  const textId = useId()
  const helpId = useId()
  const problemsId = useId()
  const file = postBodyFile(postId)
  const [opened, setOpened] = useState<OpenedPostBody>()
  const [text, setText] = useState('')
  const [failure, setFailure] = useState<string>()
  const [preview, setPreview] = useState<{ text: string; tree: PostBodyNode[]; problems: EditorProblem[] }>()
  const [saving, setSaving] = useState(false)
  const [saved, setSaved] = useState('')

  useEffect(() => {
    endpoint.openPostBody(postId).then(
      (body) => {
        setOpened(body)
        setText(body.text)
      },
      (error: Error) => setFailure(error.message),
    )
  }, [postId])

  useEffect(() => {
    if (!opened) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      endpoint.previewPostBody(postId, text, controller.signal).then(
        ({ tree, problems }) => setPreview({ text, tree, problems }),
        (error: unknown) => {
          if (!controller.signal.aborted) setFailure(error instanceof Error ? error.message : String(error))
        },
      )
    }, CHECK_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [opened, postId, text])

  if (!opened) {
    return (
      <section className="ed-inspector__section" aria-labelledby={headingId}>
        <h3 id={headingId} className="ed-inspector__subtitle">
          Post text
        </h3>
        <p className={failure ? 'ed-field__note ed-field__note--error' : 'ed-field__note'}>{failure ?? `Opening ${file}…`}</p>
      </section>
    )
  }
  const dirty = text !== opened.text
  const problems = preview?.text === text ? preview.problems : []
  const checked = preview?.text === text
  const canSave = dirty && checked && problems.length === 0 && !saving

  const save = async () => {
    setSaving(true)
    setFailure(undefined)
    try {
      const written = await endpoint.savePostBody(postId, text, opened.version)
      setOpened({ ...opened, text: written.text, version: written.version, exists: true })
      setText(written.text)
      setSaved(`Saved ${file}`)
    } catch (error) {
      setFailure(
        error instanceof EndpointError && error.status === 409
          ? `${file} changed on disk since it was opened: copy your text, reload the page, and paste it back.`
          : error instanceof Error
            ? error.message
            : String(error),
      )
    } finally {
      setSaving(false)
    }
  }

  return (
    <section className="ed-inspector__section ed-post-body" aria-labelledby={headingId}>
      <div className="ed-post-body__head">
        <h3 id={headingId} className="ed-inspector__subtitle">
          Post text
        </h3>
        <p className="ed-post-body__state" role="status">
          {saving ? 'Saving…' : dirty ? 'Unsaved text' : saved || (opened.exists ? 'Text saved' : 'The shared text shows')}
        </p>
      </div>
      <div className={`ed-field${problems.length ? ' ed-field--invalid' : ''}`}>
        <label className="ed-field__label" htmlFor={textId}>
          Text in Markdown <span className="ed-pane-meta">{file}</span>
        </label>
        <textarea
          id={textId}
          className="ed-input ed-input--paragraph ed-input--code ed-post-body__text"
          spellCheck
          rows={14}
          value={text}
          aria-describedby={[helpId, problems.length ? problemsId : ''].join(' ').trim()}
          aria-invalid={problems.length ? true : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        <p id={helpId} className="ed-field__help">
          “## ” starts a heading, “- ” a list line, “&gt; ” a quote; [words](/shop) makes a link and ![what it
          shows](/art/blog/post-1.webp) a picture from public/. Left empty, the post shows the shared article.
        </p>
        {problems.length > 0 && <FieldProblems id={problemsId} problems={problems} />}
      </div>
      {failure && (
        <p className="ed-field__note ed-field__note--error" role="alert">
          {failure}
        </p>
      )}
      <button type="button" className="ed-button ed-button--small" disabled={!canSave} onClick={() => void save()}>
        Save the post’s text
      </button>
      <div className="ed-post-body__preview" aria-label="How the text reads on the post’s page" role="group">
        {preview && preview.tree.length > 0 ? (
          <MemoryRouter>
            <PostBody nodes={preview.tree} />
          </MemoryRouter>
        ) : (
          <p className="ed-field__note">No text of its own yet.</p>
        )}
      </div>
    </section>
  )
}
