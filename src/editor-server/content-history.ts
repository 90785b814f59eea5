/**
 * The published versions of a page file or of one record (decision 252): the commits that changed it, newest
 * first, each with the page or the record as it holds it. A record's versions are the commits of its collection
 * file in which that record changed; commits that changed only other records are left out.
 */
import type { VersionHistory } from '#page-model/editor-api-types.ts'
import { collectionOfFile, recordsOf } from './change-summary.ts'
import { committedText, fileCommits, isContentFile, openRepository, RepositoryProblem } from './content-git.ts'
import { EditorRequestError } from './editor-request-error.ts'

/** Enough to go back a long way; the oldest are left out past it. */
const MAX_VERSIONS = 100

export async function versionHistory(rootDir: string, file: string | null, id: number | undefined): Promise<VersionHistory> {
  if (!file || !isContentFile(file) || !file.endsWith('.json'))
    throw new EditorRequestError(400, `Refused: ${JSON.stringify(file)} is not a page or data file.`)
  const collection = collectionOfFile(file)
  if (id !== undefined && !collection) throw new EditorRequestError(400, `Refused: ${file} holds no records.`)
  let git
  try {
    git = await openRepository(rootDir)
  } catch (error) {
    if (error instanceof RepositoryProblem) return { versions: [], unavailable: error.message }
    throw error
  }
  const commits = (await fileCommits(git, file)).slice(0, MAX_VERSIONS)
  const texts = await Promise.all(commits.map((commit) => committedText(git, file, commit.hash)))
  const valueAt = (text: string | undefined): unknown => {
    if (text === undefined) return undefined
    const value = parsed(text)
    if (id === undefined || !collection) return value
    return recordsOf(text, collection).find((record) => record.id === id)
  }
  const values = texts.map(valueAt)
  // Oldest first, a version is kept when what it holds differs from the one before it.
  const versions = commits.flatMap((commit, index) => {
    const value = values[index]
    const older = index + 1 < commits.length ? JSON.stringify(values[index + 1]) : undefined
    const changed = JSON.stringify(value) !== older
    return changed && (value !== undefined || older !== undefined) ? [{ ...commit, value }] : []
  })
  return { versions }
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
