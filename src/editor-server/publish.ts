/**
 * The editor's Publish (decision 252): what changed since the last commit, in plain words and as a diff, and
 * publishing it: the checks `npm run validate` runs, then the site's build (into a folder of its own, so dist/
 * stays as it is), and only when both pass a commit of exactly the reviewed content files, with the editor's
 * message and name, then a push to the publish remote when there is one. Each step is reported as it starts and
 * ends; a failure before the commit changes nothing.
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { compileSite } from '#build/compile-site.ts'
import { formatProblem, problemInWords, type Problem } from '#page-model/problem.ts'
import type { PublishEvent, PublishProblem, PublishRequest, PublishSummary } from '#page-model/editor-api-types.ts'
import { describeChanges } from './change-summary.ts'
import { contentPlace } from './content-places.ts'
import {
  changedContentFiles,
  commitExactly,
  committedText,
  gitIdentity,
  lastCommit,
  openRepository,
  publishRemote,
  PUBLISHING_HELP,
  pushToPublish,
  rawDiff,
  RepositoryProblem,
} from './content-git.ts'

/** Where Publish's build writes (git-ignored as dist-*), removed afterwards. */
export const CHECK_BUILD_DIR = 'dist-publish-check'
const BUILD_OUTPUT_LINES = 12

export async function publishSummary(rootDir: string): Promise<PublishSummary> {
  let git
  try {
    git = await openRepository(rootDir)
  } catch (error) {
    if (error instanceof RepositoryProblem)
      return { files: [], lines: [], diff: '', gitName: undefined, remote: undefined, unavailable: error.message }
    throw error
  }
  const head = await lastCommit(git)
  const files = await changedContentFiles(git)
  const versions = await Promise.all(
    files.map(async (file) => ({
      path: file.path,
      before: !head || file.change === 'added' ? undefined : isPicture(file.path) ? '' : await committedText(git, file.path),
      after: file.change === 'deleted' ? undefined : isPicture(file.path) ? '' : readFileSync(join(rootDir, file.path), 'utf8'),
    })),
  )
  const [diff, identity, remote] = await Promise.all([
    rawDiff(git, files, head !== undefined),
    gitIdentity(git),
    publishRemote(git),
  ])
  return { files, lines: describeChanges(versions), diff, gitName: identity.name, remote }
}

/** A picture is not read: that it is there (or not) is all the summary needs. */
function isPicture(path: string): boolean {
  return path.startsWith('public/art/')
}

/** Runs Publish, reporting each step to `report`; the last event is the outcome. */
export async function publish(
  rootDir: string,
  request: PublishRequest,
  report: (event: PublishEvent) => void,
  build: (rootDir: string) => Promise<BuildResult> = buildSite,
): Promise<void> {
  const refuse = (message: string, extra: Partial<Extract<PublishEvent, { outcome: string }>> = {}) =>
    report({ outcome: 'refused', message, ...extra })
  const message = request.message.trim()
  const author = request.author.trim()
  if (!message) return refuse('Write a message saying what this publish changes.')
  if (!author) return refuse('Write your name: it is recorded with the published version.')
  let git
  try {
    git = await openRepository(rootDir)
  } catch (error) {
    if (error instanceof RepositoryProblem) return refuse(error.message, { setupHelp: true })
    throw error
  }
  const files = (await changedContentFiles(git)).map((file) => file.path)
  if (!sameList(files, request.files))
    return refuse('The files changed since you opened Publish (another save?). Look at the list again, then publish.')
  if (files.length === 0) return refuse('Nothing has changed since the last publish.')
  const snapshot = contentsOf(rootDir, files)

  report({ step: 'checking', state: 'running' })
  const { problems } = compileSite(rootDir)
  if (problems.length > 0) {
    report({ step: 'checking', state: 'failed' })
    return refuse(
      `The checks found ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}: fix ${problems.length === 1 ? 'it' : 'them'} in the editor, save, then publish again. Nothing was committed.`,
      { problems: problems.map((problem) => publishProblem(rootDir, problem)) },
    )
  }
  report({ step: 'checking', state: 'done' })

  report({ step: 'building', state: 'running' })
  const built = await build(rootDir)
  if (!built.ok) {
    report({ step: 'building', state: 'failed' })
    return refuse(`The site’s build failed, so nothing was committed. What it said:\n${built.output}`)
  }
  report({ step: 'building', state: 'done' })

  report({ step: 'committing', state: 'running' })
  if (contentsOf(rootDir, files) !== snapshot) {
    report({ step: 'committing', state: 'failed' })
    return refuse('A file was saved while the checks ran; nothing was committed. Publish again to check what is there now.')
  }
  let commit: string
  try {
    commit = await commitExactly(git, files, message, author)
  } catch (error) {
    report({ step: 'committing', state: 'failed' })
    return refuse(`git could not commit: ${errorText(error)}. Nothing was committed.`)
  }
  report({ step: 'committing', state: 'done', note: commit.slice(0, 7) })

  const remote = await publishRemote(git)
  if (!remote) {
    report({ step: 'pushing', state: 'skipped' })
    return report({
      outcome: 'published',
      commit,
      setupHelp: true,
      message: `Saved as version ${commit.slice(0, 7)} in this computer’s repository. It is not on the live site: the repository has no remote named “publish” to send it to (${PUBLISHING_HELP}).`,
    })
  }
  report({ step: 'pushing', state: 'running' })
  try {
    await pushToPublish(git)
  } catch (error) {
    report({ step: 'pushing', state: 'failed' })
    return report({
      outcome: 'refused',
      commit,
      setupHelp: true,
      message: `Saved as version ${commit.slice(0, 7)} here, but the remote “${remote}” refused it: ${errorText(error)}. The live site has not changed; fix the remote (${PUBLISHING_HELP}) and run git push ${remote} HEAD.`,
    })
  }
  report({ step: 'pushing', state: 'done' })
  report({ outcome: 'published', commit, message: `Published as version ${commit.slice(0, 7)} and sent to “${remote}”.` })
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().every((path, index) => path === [...b].sort()[index])
}

/** The files' bytes as one string, to see whether any changed while the checks and the build ran. */
function contentsOf(rootDir: string, files: readonly string[]): string {
  return files
    .map((file) => {
      const absolute = join(rootDir, file)
      return `${file}\0${existsSync(absolute) ? readFileSync(absolute).toString('base64') : '-'}`
    })
    .join('\0')
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).trim().split('\n').slice(0, 4).join(' ')
}

/** A problem, named by the page or record it is in, with its place in the editor. */
export function publishProblem(rootDir: string, problem: Problem): PublishProblem {
  return {
    printed: formatProblem(problem),
    // The hint in words on screen; the line npm run validate prints, with its JSON, under Details.
    message: problemInWords(problem),
    file: problem.file,
    place: contentPlace(rootDir, problem.file, problem.line),
  }
}

export interface BuildResult {
  ok: boolean
  /** The build's last lines (shown on failure). */
  output: string
}

/** `npm run build` into a folder of its own (DIST_DIR), removed afterwards: dist/ is not touched. */
export function buildSite(rootDir: string): Promise<BuildResult> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build'], {
      cwd: rootDir,
      // The check needs the build to pass, not the compressed copies a host serves (scripts/build.ts).
      env: { ...process.env, DIST_DIR: CHECK_BUILD_DIR, PRECOMPRESS: 'off' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const finish = (ok: boolean) => {
      rmSync(join(rootDir, CHECK_BUILD_DIR), { recursive: true, force: true })
      resolve({ ok, output: output.trim().split('\n').slice(-BUILD_OUTPUT_LINES).join('\n') })
    }
    child.on('error', (error) => {
      output += error.message
      finish(false)
    })
    child.on('close', (code) => finish(code === 0))
  })
}
