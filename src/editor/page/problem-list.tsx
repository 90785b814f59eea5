/** The page's problems, as `npm run validate` words them; each one leads to its field. */
import { useId } from 'react'
import type { EditorProblem } from '#page-model/editor-api-types.ts'
import { Icon } from '#ui/primitives/icons.tsx'
import { problemInWords } from '#page-model/problem.ts'

export function ProblemList({ problems, onGoTo }: { problems: EditorProblem[]; onGoTo: (problem: EditorProblem) => void }) {
  const headingId = useId()
  return (
    <section className="ed-problems" aria-labelledby={headingId}>
      <h2 id={headingId} className="ed-problems__title">
        <Icon name="alert" size={18} />
        {problems.length === 1 ? '1 problem' : `${problems.length} problems`} to fix before saving
      </h2>
      <ul className="ed-problems__list">
        {problems.map((problem) => (
          <li key={problem.printed}>
            <button type="button" className="ed-problems__item" onClick={() => onGoTo(problem)}>
              <span className="ed-problems__where">
                {problem.where || problem.file} · line {problem.line}
              </span>
              <span className="ed-problems__message">{problemInWords(problem)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
