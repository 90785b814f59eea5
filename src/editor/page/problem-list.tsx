/**
 * The page's problems in words ("Block 7, FAQ — Title: must not be empty"); each one leads to its field. The line
 * `npm run validate` prints, with the file, line and path, is under each one's Details.
 */
import { useId } from 'react'
import type { EditorProblem } from '#page-model/editor-api-types.ts'
import type { JsonSchema } from '#page-model/json-schema.ts'
import { Icon } from '#ui/primitives/icons.tsx'
import { ProblemDetails } from '#editor/shared/problem-in-words.tsx'
import type { PageValue } from './page-document.ts'
import { problemInPage } from './problem-place.ts'

interface ProblemListProps {
  problems: EditorProblem[]
  /** The page file edited (`pages-schema/home-2.json`), the page as edited and its schema: they name the places. */
  file: string
  page: PageValue
  pageSchema: JsonSchema
  onGoTo: (problem: EditorProblem) => void
}

export function ProblemList({ problems, file, page, pageSchema, onGoTo }: ProblemListProps) {
  const headingId = useId()
  return (
    <section className="ed-problems" aria-labelledby={headingId}>
      <h2 id={headingId} className="ed-problems__title">
        <Icon name="alert" size={18} />
        {problems.length === 1 ? '1 problem' : `${problems.length} problems`} to fix before saving
      </h2>
      <ul className="ed-problems__list">
        {problems.map((problem) => {
          const { place, message } = problemInPage(problem, file, page, pageSchema)
          return (
            <li key={problem.printed} className="ed-problems__entry">
              <button type="button" className="ed-problems__item" onClick={() => onGoTo(problem)}>
                <span className="ed-problems__where">{place}:</span> <span className="ed-problems__message">{message}</span>
              </button>
              <ProblemDetails className="ed-problems__details" printed={problem.printed} />
            </li>
          )
        })}
      </ul>
    </section>
  )
}
