/**
 * The site's repository as the editor's Publish and History see it (decision 252), through simple-git: which
 * content files changed since the last commit, their committed text, a file's commits, committing exactly the
 * given files, and pushing to the publish remote. Content is pages-schema/, data/ and public/art/ (pictures);
 * nothing else is ever committed from the editor.
 */
import { realpathSync } from 'node:fs'
import { simpleGit, type SimpleGit } from 'simple-git'
import { PAGES_DIR } from '#build/compile-site.ts'

export const CONTENT_FOLDERS = [PAGES_DIR, 'data', 'public/art'] as const
/** The git remote Publish pushes to (README, "Publishing"); without one, Publish commits and stops there. */
export const PUBLISH_REMOTE = 'publish'
export const PUBLISHING_HELP = 'README.md, “Publishing”'

/** Why publishing cannot go on: a sentence for the editor, with where to read how to set it up. */
export class RepositoryProblem extends Error {}

export interface ChangedFile {
  path: string
  change: 'added' | 'modified' | 'deleted'
}

export interface FileCommit {
  hash: string
  date: string
  message: string
  author: string
  /** Made by the editor's Publish (it carries PUBLISHED_TRAILER); otherwise a developer's commit. */
  published: boolean
}

/**
 * The git trailer Publish ends its commits with (decision 263): History tells the versions an editor published
 * from the developers' commits by it. A trailer rather than a word in the message: git reads it apart from
 * whatever the editor wrote, and it travels with the commit to every clone.
 */
export const PUBLISHED_TRAILER = { key: 'Published-with', value: 'the site’s editor' } as const

/** The site's repository, when rootDir is the top folder of one (a site inside a bigger repository is refused). */
export async function openRepository(rootDir: string): Promise<SimpleGit> {
  const git = simpleGit(rootDir)
  let top: string
  try {
    top = (await git.revparse(['--show-toplevel'])).trim()
  } catch {
    throw new RepositoryProblem(
      `The site’s folder is not a git repository, so there is nothing to publish to. See ${PUBLISHING_HELP}, to set one up.`,
    )
  }
  if (realpathSync(top) !== realpathSync(rootDir))
    throw new RepositoryProblem(`The site’s folder is inside the repository ${top} rather than its own; see ${PUBLISHING_HELP}.`)
  return git
}

/** The commit Publish compares with, or undefined in a repository with no commit yet. */
export async function lastCommit(git: SimpleGit): Promise<string | undefined> {
  try {
    return (await git.revparse(['--verify', '--quiet', 'HEAD'])).trim() || undefined
  } catch {
    return undefined
  }
}

/** The content files that differ from the last commit (new ones included), in path order. */
export async function changedContentFiles(git: SimpleGit): Promise<ChangedFile[]> {
  const status = await git.status(['--', ...CONTENT_FOLDERS])
  const changes = new Map<string, ChangedFile['change']>()
  for (const { from, to } of status.renamed) {
    changes.set(from, 'deleted')
    changes.set(to, 'added')
  }
  for (const path of [...status.not_added, ...status.created]) changes.set(path, 'added')
  for (const path of status.deleted) changes.set(path, 'deleted')
  for (const path of status.modified) if (!changes.has(path)) changes.set(path, 'modified')
  return [...changes]
    .filter(([path]) => isContentFile(path))
    .map(([path, change]) => ({ path, change }))
    .sort((a, b) => a.path.localeCompare(b.path))
}

export function isContentFile(path: string): boolean {
  return !path.includes('..') && CONTENT_FOLDERS.some((folder) => path.startsWith(`${folder}/`))
}

/** A file's text at a commit (the last one unless named), or undefined where the commit has no such file. */
export async function committedText(git: SimpleGit, path: string, commit = 'HEAD'): Promise<string | undefined> {
  try {
    return await git.show([`${commit}:${path}`])
  } catch {
    return undefined
  }
}

/** The changes of these files since the last commit, as git shows them (new files in full). */
export async function rawDiff(git: SimpleGit, files: readonly ChangedFile[], hasCommit: boolean): Promise<string> {
  const tracked = files.filter((file) => file.change !== 'added').map((file) => file.path)
  const diff = hasCommit && tracked.length ? await git.diff(['HEAD', '--', ...tracked]) : ''
  const added = files
    .filter((file) => file.change === 'added')
    .map((file) => `new file: ${file.path}`)
    .join('\n')
  return [diff.trimEnd(), added].filter(Boolean).join('\n\n')
}

/** The commits that changed a file, newest first. */
export async function fileCommits(git: SimpleGit, path: string): Promise<FileCommit[]> {
  if (!(await lastCommit(git))) return []
  const log = await git.log({
    file: path,
    format: {
      hash: '%H',
      date: '%aI',
      message: '%s',
      author: '%aN',
      // git's own reading of the trailers: only the message's last paragraph, as git writes and reads them.
      publishedWith: `%(trailers:key=${PUBLISHED_TRAILER.key},valueonly)`,
    },
  })
  return log.all.map(({ hash, date, message, author, publishedWith }) => ({
    hash,
    date,
    message,
    author,
    published: publishedWith.trim() !== '',
  }))
}

/** The name and e-mail git would sign a commit with, or undefined where they are not configured. */
export async function gitIdentity(git: SimpleGit): Promise<{ name?: string | undefined; email?: string | undefined }> {
  const [name, email] = await Promise.all([git.getConfig('user.name'), git.getConfig('user.email')])
  return { name: name.value ?? undefined, email: email.value ?? undefined }
}

/**
 * Commits exactly these content files as they are on disk, whatever else is staged or changed, with the
 * editor's name as author and the message ending in PUBLISHED_TRAILER. Returns the new commit's hash. A failed
 * commit leaves the index as it was for them.
 */
export async function commitExactly(
  git: SimpleGit,
  paths: readonly string[],
  message: string,
  authorName: string,
): Promise<string> {
  const outside = paths.filter((path) => !isContentFile(path))
  if (outside.length) throw new Error(`Refused to commit files outside the content folders: ${outside.join(', ')}`)
  if (paths.length === 0) throw new Error('There is nothing to commit.')
  const identity = await gitIdentity(git)
  const email = identity.email ?? ''
  // Without a configured identity git refuses to commit: the editor's name signs it as committer too.
  const committer =
    identity.name && identity.email
      ? git
      : git.env({ ...process.env, GIT_COMMITTER_NAME: authorName, GIT_COMMITTER_EMAIL: email })
  await git.raw(['add', '--all', '--', ...paths])
  try {
    const marked = `${message.trimEnd()}\n\n${PUBLISHED_TRAILER.key}: ${PUBLISHED_TRAILER.value}`
    const result = await committer.commit(marked, [...paths], { '--author': `${authorName} <${email}>` })
    return result.commit
  } catch (error) {
    await git.raw(['reset', '--quiet', '--', ...paths])
    throw error
  }
}

/** The publish remote's name when the repository has one. */
export async function publishRemote(git: SimpleGit): Promise<string | undefined> {
  const remotes = await git.getRemotes()
  return remotes.some((remote) => remote.name === PUBLISH_REMOTE) ? PUBLISH_REMOTE : undefined
}

/** Sends the current branch to the publish remote (a branch of the same name). */
export async function pushToPublish(git: SimpleGit): Promise<void> {
  await git.push(PUBLISH_REMOTE, 'HEAD')
}
