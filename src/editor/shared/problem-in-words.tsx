import type { ContentPlace } from '#page-model/editor-api-types.ts'

/**
 * What a developer reads (the line `npm run validate` prints for a problem, a file's path), kept under Details below
 * what it says in words.
 */
export function ProblemDetails({ printed, className }: { printed: string; className?: string }) {
  return (
    <details className={className}>
      <summary>Details</summary>
      <code>{printed}</code>
    </details>
  )
}

/** A problem in another file: its page, record or settings linked to its form (else `where`), what is wrong, then Details. */
export function PlacedProblem({
  problem,
  where,
  message,
}: {
  problem: { printed: string; place?: ContentPlace | undefined }
  where: string
  message: string
}) {
  return (
    <li>
      {problem.place ? <a href={problem.place.href}>{problem.place.name}</a> : where}: {message}
      <ProblemDetails printed={problem.printed} />
    </li>
  )
}
