import type { EditorProblem } from '#page-model/editor-api-types.ts'
import { problemInWords } from '#page-model/problem.ts'
import { PlacedProblem } from '#editor/shared/problem-in-words.tsx'

/**
 * The data files with problems, above the page editor's work: the site and the preview use the last version of each
 * without problems until they are fixed, and the page can still be saved. Each problem is named by the record or
 * settings it is in, linked to its form; the line `npm run validate` prints is under its Details.
 */
export function DataProblemsBanner({ problems, files }: { problems: readonly EditorProblem[]; files: readonly string[] }) {
  if (problems.length === 0) return null
  return (
    <div className="ed-banner ed-banner--error" role="region" aria-label="Problems in data files">
      <p>
        <strong>
          {files.join(' and ')} {files.length === 1 ? 'has' : 'have'} {problems.length === 1 ? 'a problem' : 'problems'}
        </strong>
        : fix {problems.length === 1 ? 'it' : 'them'} in your code editor. Until then the site and this preview use the last
        version of {files.length === 1 ? 'that file' : 'those files'} without problems; this page can still be saved.
      </p>
      <ul>
        {problems.map((problem) => (
          <PlacedProblem key={problem.printed} problem={problem} where={problem.file} message={problemInWords(problem)} />
        ))}
      </ul>
    </div>
  )
}
