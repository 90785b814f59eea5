/**
 * Posts' own text for the editor (editor-endpoint.ts): open data/blog-posts/<id>.md, preview a draft as
 * the site draws it, and save it with the safety of page saves — a body with problems is refused (422,
 * each at its line and column), and so is a save from a stale version (409), checked again at the moment
 * the file is written (writeIfUnchanged). A saved body is laid out by Prettier, as `npm run format` would.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { format, resolveConfig } from 'prettier'
import { collections } from '#data/collections.ts'
import { compileSite } from '#build/compile-site.ts'
import { renderPostBody, type RenderedPostBody } from '#build/post-bodies.ts'
import { shippedFiles } from '#build/public-files.ts'
import { publicationOn } from '#lib/publication.ts'
import {
  NO_POST_BODY_VERSION,
  type EditorProblem,
  type OpenedPostBody,
  type PostBodyPreview,
  type PostBodyPreviewRequest,
  type PostBodySaveRequest,
  type PostBodySaveResult,
} from '#page-model/editor-api-types.ts'
import { postBodyFile, POST_BODIES_DIR } from '#page-model/post-body.ts'
import { formatProblem } from '#page-model/problem.ts'
import { EditorRequestError, wouldHaveProblems } from './editor-request-error.ts'
import { fileVersion, writeIfUnchanged } from './site-file-writes.ts'

/** The post with the id in the address ("/__edit/api/post-bodies/3"), or a 404 naming the ids there are. */
function postOf(rootDir: string, id: unknown): { id: number; title: string } {
  // Compiling reads data/blog-posts.json again when it changed: a post just created in the editor is there.
  compileSite(rootDir)
  const posts = collections['blog-posts'].records as { id: number; title: string }[]
  const post =
    typeof id === 'string' && /^[1-9][0-9]*$/.test(id) ? posts.find((candidate) => candidate.id === Number(id)) : undefined
  if (!post)
    throw new EditorRequestError(
      404,
      `There is no post with the id ${JSON.stringify(id)} in data/blog-posts.json; its posts have the ids ${posts.map((p) => p.id).join(', ')}.`,
    )
  return post
}

export function openPostBody(rootDir: string, id: string): OpenedPostBody {
  const post = postOf(rootDir, id)
  const file = join(rootDir, postBodyFile(post.id))
  if (!existsSync(file)) return { id: post.id, text: '', version: NO_POST_BODY_VERSION, exists: false }
  const text = readFileSync(file, 'utf8')
  return { id: post.id, text, version: fileVersion(text), exists: true }
}

/** A draft rendered and checked as `npm run validate` would check it once saved (links against every page). */
function check(rootDir: string, text: string, post: { id: number; title: string } | undefined): RenderedPostBody {
  const site = compileSite(rootDir)
  const file = post ? postBodyFile(post.id) : `${POST_BODIES_DIR}/new.md`
  const where = post ? `post ${post.id} "${post.title}"` : 'new post'
  const publicDir = join(rootDir, 'public')
  // From where the post stands today, as the build checks it: a draft's text may link to another draft.
  const from = post && publicationOn(post, site.day, collections['blog-posts'].publishDateField)
  return renderPostBody(file, text, where, { targets: site.linkTargets, shipped: shippedFiles(publicDir), publicDir, from })
}

const editorProblems = (rendered: RenderedPostBody): EditorProblem[] =>
  rendered.problems.map((problem) => ({ ...problem, printed: formatProblem(problem), path: [] }))

export function previewPostBody(rootDir: string, request: PostBodyPreviewRequest): PostBodyPreview {
  if (typeof request.text !== 'string') throw new EditorRequestError(400, 'Refused: send the post’s Markdown as "text".')
  const post = request.id === undefined ? undefined : postOf(rootDir, String(request.id))
  const rendered = check(rootDir, request.text, post)
  return { tree: rendered.nodes, problems: editorProblems(rendered) }
}

export async function savePostBody(rootDir: string, id: string, request: PostBodySaveRequest): Promise<PostBodySaveResult> {
  const post = postOf(rootDir, id)
  if (typeof request.text !== 'string' || typeof request.version !== 'string')
    throw new EditorRequestError(400, 'Refused: send {"text": the Markdown, "version": the version you opened}.')
  const relativeFile = postBodyFile(post.id)
  const file = join(rootDir, relativeFile)
  const expected = request.version === NO_POST_BODY_VERSION ? undefined : request.version
  const stale = (onDisk: string | undefined) =>
    new EditorRequestError(
      409,
      onDisk === undefined
        ? 'Refused: the post’s text was deleted since you opened it; nothing was written.'
        : 'Refused: the post’s text was changed elsewhere since you opened it; nothing was written. Load it again to see the other change.',
      undefined,
      onDisk === undefined ? undefined : fileVersion(onDisk),
    )
  const read = () => (existsSync(file) ? readFileSync(file, 'utf8') : undefined)
  const before = read()
  if ((before === undefined ? NO_POST_BODY_VERSION : fileVersion(before)) !== request.version) throw stale(before)

  const rendered = check(rootDir, request.text, post)
  if (rendered.problems.length > 0) throw wouldHaveProblems('the post’s text', editorProblems(rendered))
  const options = (await resolveConfig(file)) ?? {}
  const text = await format(request.text, { ...options, filepath: file, parser: 'markdown' })
  // The check took a while: the file is compared again at the moment it is written.
  const outcome = writeIfUnchanged(rootDir, relativeFile, text, expected)
  if (!outcome.written) throw stale(outcome.onDisk)
  return { version: fileVersion(text), text }
}
