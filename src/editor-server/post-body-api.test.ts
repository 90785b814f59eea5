// @vitest-environment node
/**
 * The post-bodies part of the editor's endpoint over a real HTTP server and a throwaway copy of the site:
 * what it answers, what it writes, and what it refuses (other origins, stale versions, bodies with problems).
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { EditorErrorBody, OpenedPostBody, PostBodyPreview, PostBodySaveResult } from '#page-model/editor-api-types.ts'
import { copyOfTheSite, serveDuringTheseTests } from '#tests/unit/editor-endpoint-server.ts'
import { fileVersion } from './site-file-writes.ts'
import { newFolder } from '#tests/unit/site-folder.ts'

const root = copyOfTheSite('post-body-api-')
// Every post has its own text now; posts 3 and 5 lose theirs here, to stand for a post not yet written.
for (const id of [3, 5]) rmSync(join(root, 'data/blog-posts', `${id}.md`))
const { call } = serveDuringTheseTests(root)

const bodyFile = (id: number) => join(root, 'data/blog-posts', `${id}.md`)
const onDisk = (id: number) => (existsSync(bodyFile(id)) ? readFileSync(bodyFile(id), 'utf8') : undefined)

describe('GET /__edit/api/post-bodies/:id', () => {
  it('opens a post’s text with its version, and says when a post has none yet', async () => {
    const one = await call<OpenedPostBody>('GET', 'post-bodies/1')
    expect(one).toEqual({ status: 200, body: { id: 1, text: onDisk(1), version: fileVersion(onDisk(1)!), exists: true } })
    const three = await call<OpenedPostBody>('GET', 'post-bodies/3')
    expect(three.body).toEqual({ id: 3, text: '', version: 'none', exists: false })
  })

  it('opens the text of a post added to data/blog-posts.json since the server started (a new post saved in the editor)', async () => {
    const postsFile = join(root, 'data/blog-posts.json')
    const before = readFileSync(postsFile, 'utf8')
    const file = JSON.parse(before) as { 'blog-posts': { id: number }[] }
    writeFileSync(
      postsFile,
      JSON.stringify({ ...file, 'blog-posts': [...file['blog-posts'], { ...file['blog-posts'][0], id: 16 }] }),
    )
    try {
      expect(await call<OpenedPostBody>('GET', 'post-bodies/16')).toEqual({
        status: 200,
        body: { id: 16, text: '', version: 'none', exists: false },
      })
    } finally {
      writeFileSync(postsFile, before)
    }
  })

  it('answers only GET, PUT and (for preview) POST', async () => {
    expect((await call<EditorErrorBody>('DELETE', 'post-bodies/1')).status).toBe(405)
    expect((await call<EditorErrorBody>('PUT', 'post-bodies/preview', { text: 'Hi', version: 'none' })).status).toBe(405)
    expect(onDisk(1)).toBeDefined()
  })

  it('refuses a post that does not exist, and a path out of the folder', async () => {
    expect(await call<EditorErrorBody>('GET', 'post-bodies/99')).toMatchObject({
      status: 404,
      body: { error: expect.stringContaining('There is no post with the id "99"') },
    })
    expect((await call<EditorErrorBody>('GET', 'post-bodies/..%2F..%2Fpackage.json')).status).toBe(404)
  })
})

describe('PUT /__edit/api/post-bodies/:id', () => {
  it('refuses another origin and a request without one, and writes nothing', async () => {
    const before = onDisk(1)
    const save = { text: 'Hijacked.', version: fileVersion(before!) }
    const foreign = await call<EditorErrorBody>('PUT', 'post-bodies/1', save, { Origin: 'https://evil.example' })
    expect(foreign).toMatchObject({ status: 403, body: { error: expect.stringContaining('not https://evil.example') } })
    const noOrigin = (await call<EditorErrorBody>('PUT', 'post-bodies/1', save, { Origin: undefined })).status
    expect(noOrigin).toBe(403)
    expect(onDisk(1)).toBe(before)
  })

  it('refuses a save from a version the file no longer has (409, with the version on disk)', async () => {
    const before = onDisk(1)!
    const answer = await call<EditorErrorBody>('PUT', 'post-bodies/1', { text: 'Mine.', version: fileVersion('older text') })
    expect(answer).toEqual({
      status: 409,
      body: { error: expect.stringContaining('changed elsewhere since you opened it'), version: fileVersion(before) },
    })
    expect(onDisk(1)).toBe(before)
  })

  it('refuses a body with problems (422), each at its line and column, and writes nothing', async () => {
    const before = onDisk(1)!
    const answer = await call<EditorErrorBody>('PUT', 'post-bodies/1', {
      text: 'Intro.\n\nBuy in [the shop](/shpo).\n\n![](/art/blog/post-99.webp)\n',
      version: fileVersion(before),
    })
    expect(answer.status).toBe(422)
    expect(answer.body.problems?.map((problem) => problem.printed)).toEqual([
      expect.stringMatching(
        /^data\/blog-posts\/1\.md:3:19 {2}post 1 ".*": no page has the path "\/shpo" — did you mean "\/shop"\?$/,
      ),
      expect.stringMatching(/^data\/blog-posts\/1\.md:5:5 {2}post 1 ".*": "\/art\/blog\/post-99.webp" is not a file in public\//),
    ])
    expect(onDisk(1)).toBe(before)
  })

  it('creates a post’s first text, laid out as `npm run format` would; a second create is refused', async () => {
    const answer = await call<PostBodySaveResult>('PUT', 'post-bodies/3', {
      text: '## Heirlooms\n\n* Brandywine\n* Cherokee Purple\n\nSee [the shop](/shop).',
      version: 'none',
    })
    const written = '## Heirlooms\n\n- Brandywine\n- Cherokee Purple\n\nSee [the shop](/shop).\n'
    expect(answer).toEqual({ status: 200, body: { text: written, version: fileVersion(written) } })
    expect(onDisk(3)).toBe(written)
    const again = await call<EditorErrorBody>('PUT', 'post-bodies/3', { text: 'Other.', version: 'none' })
    expect(again).toMatchObject({ status: 409, body: { version: fileVersion(written) } })
    expect(onDisk(3)).toBe(written)
  })

  it('saves over the version it opened, and a hand edit made since is never overwritten', async () => {
    writeFileSync(bodyFile(4), 'Cows outdoors.\n')
    const opened = await call<OpenedPostBody>('GET', 'post-bodies/4')
    const saved = await call<PostBodySaveResult>('PUT', 'post-bodies/4', {
      text: 'Cows outdoors, nine months a year.\n',
      version: opened.body.version,
    })
    expect(saved.status).toBe(200)
    expect(onDisk(4)).toBe('Cows outdoors, nine months a year.\n')
    writeFileSync(bodyFile(4), 'A hand edit.\n')
    const stale = await call<EditorErrorBody>('PUT', 'post-bodies/4', { text: 'Overwrite?\n', version: saved.body.version })
    expect(stale.status).toBe(409)
    expect(onDisk(4)).toBe('A hand edit.\n')
  })
})

describe('a folder of posts that is a link', () => {
  it('is never written through: the save is refused, naming the link, and nothing lands where it leads', async () => {
    const elsewhere = newFolder('posts-elsewhere-')
    const folder = join(root, 'data/blog-posts')
    renameSync(folder, `${folder}-real`)
    symlinkSync(elsewhere, folder)
    try {
      const answer = await call<EditorErrorBody>('PUT', 'post-bodies/5', { text: 'Outside?\n', version: 'none' })
      expect(answer).toEqual({
        status: 400,
        body: {
          error: `Refused: data/blog-posts is a link (to ${elsewhere}); the editor does not write through links, so nothing lands outside data/. Make data/blog-posts a folder of its own.`,
        },
      })
      expect(readdirSync(elsewhere)).toEqual([])
    } finally {
      rmSync(folder)
      renameSync(`${folder}-real`, folder)
    }
  })
})

describe('POST /__edit/api/post-bodies/preview', () => {
  it('gives the draft as the site draws it and its problems, writing nothing', async () => {
    const answer = await call<PostBodyPreview>('POST', 'post-bodies/preview', { id: 5, text: '## Bees\n\n[x](/nowhere)' })
    expect(answer.status).toBe(200)
    expect(answer.body.tree).toEqual([
      { tag: 'h3', children: ['Bees'] },
      { tag: 'p', children: [{ tag: 'a', href: '/nowhere', external: false, children: ['x'] }] },
    ])
    expect(answer.body.problems.map((problem) => problem.printed)).toEqual([
      expect.stringMatching(/^data\/blog-posts\/5\.md:3:5 {2}post 5 ".*": no page has the path "\/nowhere"/),
    ])
    expect(onDisk(5)).toBeUndefined()
  })

  it('refuses another origin', async () => {
    const answer = await call<EditorErrorBody>('POST', 'post-bodies/preview', { text: 'Hi' }, { Origin: 'https://evil.example' })
    expect(answer.status).toBe(403)
  })
})
