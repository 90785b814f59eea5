import type { EditorProblem } from '#page-model/editor-api-types.ts'
import { problemInWords } from '#page-model/problem.ts'
import { PlacedProblem } from '#editor/shared/problem-in-words.tsx'

/**
 * The content with problems (records, settings, a collection that cannot be read), above the page editor's work: the
 * site and the preview use the last version of each without problems until they are fixed, and the page can still be
 * saved. Each is named as the editor names it (`named`), each problem by the record or settings it is in, linked to
 * its form; the line `npm run validate` prints is under its Details.
 */
export function DataProblemsBanner({ problems, named }: { problems: readonly EditorProblem[]; named: readonly string[] }) {
  if (problems.length === 0) return null
  const one = problems.length === 1
  return (
    <div className="ed-banner ed-banner--error" role="region" aria-label="Problems in the site’s content">
      <p>
        <strong>
          {one ? 'A problem' : `${problems.length} problems`} in {named.join(' and ')}
        </strong>
        : follow {one ? 'its link' : 'the links'} to fix {one ? 'it' : 'them'} (a file that cannot be read at all needs a code
        editor). Until then the site and this preview use the last version without problems; this page can still be saved.
      </p>
      <ul>
        {problems.map((problem) => (
          <PlacedProblem key={problem.printed} problem={problem} where={problem.file} message={problemInWords(problem)} />
        ))}
      </ul>
    </div>
  )
}
