/**
 * A post's own text (data/blog-posts/<id>.md): Markdown typed beside its preview, drawn as the post's page
 * draws it, with the problems the build would report. The top bar's Save writes it with the records
 * (use-post-texts.ts).
 */
import { useId } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { PostBody } from '#ui/blog/post-body.tsx'
import { FieldProblems } from '#editor/fields/field-shell.tsx'
import { ProblemDetails } from '#editor/shared/problem-in-words.tsx'
import { LabelledField } from '#editor/shared/labelled-field.tsx'
import type { PostText } from './use-post-texts.ts'

export function PostBodyField({ postText, onText }: { postText: PostText | undefined; onText: (text: string) => void }) {
  const headingId = useId()
  const textId = useId()
  const helpId = useId()
  const problemsId = useId()
  const heading = (
    <h3 id={headingId} className="ed-inspector__subtitle">
      Post text
    </h3>
  )
  if (!postText) {
    return (
      <section className="ed-inspector__section" aria-labelledby={headingId}>
        {heading}
        <p className="ed-field__note">Save the new post first, then write its text here.</p>
      </section>
    )
  }
  const { file, opened, text, dirty, tree, problems, failure, saved } = postText
  if (!opened) {
    return (
      <section className="ed-inspector__section" aria-labelledby={headingId}>
        {heading}
        <p className={failure ? 'ed-field__note ed-field__note--error' : 'ed-field__note'}>{failure ?? 'Opening the text…'}</p>
      </section>
    )
  }
  return (
    <section className="ed-inspector__section ed-post-body" aria-labelledby={headingId}>
      <div className="ed-post-body__head">
        {heading}
        <p className="ed-post-body__state" role="status">
          {dirty ? 'Unsaved text' : saved ? 'Text saved just now' : opened.exists ? 'Text saved' : 'The shared text shows'}
        </p>
      </div>
      <LabelledField id={textId} label="Text in Markdown" className={problems.length ? 'ed-field--invalid' : undefined}>
        <textarea
          id={textId}
          className="ed-input ed-input--paragraph ed-input--code ed-post-body__text"
          spellCheck
          rows={14}
          value={text}
          aria-describedby={[helpId, problems.length ? problemsId : ''].join(' ').trim()}
          aria-invalid={problems.length ? true : undefined}
          onChange={(e) => onText(e.target.value)}
        />
        <p id={helpId} className="ed-field__help">
          “## ” starts a heading, “- ” a list line, “&gt; ” a quote; [words](/shop) makes a link and ![what it
          shows](/art/blog/post-1.webp) a picture the site has. Left empty, the post shows the shared article. Save in the top bar
          saves it with the post.
        </p>
        <ProblemDetails className="ed-field__help" printed={`Saved as ${file}`} />
        {problems.length > 0 && <FieldProblems id={problemsId} problems={problems} />}
      </LabelledField>
      {failure && (
        <p className="ed-field__note ed-field__note--error" role="alert">
          {failure}
        </p>
      )}
      <div className="ed-post-body__preview" aria-label="How the text reads on the post’s page" role="group">
        {tree && tree.length > 0 ? (
          <MemoryRouter>
            <PostBody nodes={tree} />
          </MemoryRouter>
        ) : (
          <p className="ed-field__note">No text of its own yet.</p>
        )}
      </div>
    </section>
  )
}
