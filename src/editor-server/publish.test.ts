// @vitest-environment node
/**
 * Publish on the site's content in a repository of its own, with a bare repository beside it as the publish
 * remote: the steps, the one commit of exactly the reviewed files, the push, and each refusal that leaves the
 * repository as it was. The build is a stand-in here (it answers what a test needs, and records that it ran);
 * the real one, `buildSite`, runs once at the end, on a copy of the code with the small site, then with a build
 * script that fails as the real one would.
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { simpleGit, type SimpleGit } from 'simple-git'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { collections } from '#data/collections.ts'
import { validateCollectionFile } from '#build/validate-data-file.ts'
import type { PublishEvent, PublishRequest } from '#page-model/editor-api-types.ts'
import { edit, newFolder, repoCopy, siteWith } from '#tests/unit/site-folder.ts'
import { buildSite, CHECK_BUILD_DIR, publish, publishProblem, type BuildResult } from './publish.ts'

describe('publishProblem', () => {
  it('says a failed check in words on screen, the line npm run validate prints (with its JSON) under Details', () => {
    // Savoy Cabbage's price written wrong, on the same line as in the file, so the record there is the one named.
    const text = readFileSync('data/products.json', 'utf8').replace('"price": "$2.80"', '"price": "2,80 €"')
    const [problem] = validateCollectionFile('data/products.json', text, collections.products).problems
    const shown = publishProblem(process.cwd(), problem!)
    expect(shown.place?.name).toBe('Savoy Cabbage')
    expect(shown.message).toBe('write prices as "$12.00" — e.g. $6.50')
    expect(shown.printed).toContain('e.g. "price": "$6.50" (as in product 1 "Wild Blueberries")')
  })
})

const PRODUCTS = 'data/products.json'
const POSTS = 'data/blog-posts.json'
const REQUEST: PublishRequest = {
  files: [POSTS, PRODUCTS],
  message: 'Cheaper strawberries, and the frost post',
  author: 'Anna Field',
}

const folders: string[] = []
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** The site's content (the real pages and data) committed in a repository of its own, once: each test takes a copy. */
let committedSite: string | undefined

/** A copy of the committed site, with a bare repository beside it as its publish remote (unless `remote` is false). */
async function siteRepository({ remote = true } = {}) {
  const root = newFolder('publish-site-')
  const remoteDir = newFolder('publish-remote-')
  folders.push(root, remoteDir)
  cpSync(committedSite!, root, { recursive: true })
  const git = simpleGit(root)
  if (remote) {
    await simpleGit(remoteDir).init(true)
    await git.addRemote('publish', remoteDir)
  }
  return { root, git, remoteDir, start: await head(git) }
}

async function head(git: SimpleGit): Promise<string> {
  return (await git.revparse(['HEAD'])).trim()
}

/** Garden Strawberries cheaper, and a new post, as the editor saves them. */
function changeContent(root: string) {
  edit(root, PRODUCTS, (text) => text.replace('"price": "$5.20"', '"price": "$4.80"'))
  edit(root, POSTS, (text) => {
    const posts = JSON.parse(text) as { 'blog-posts': Record<string, unknown>[] }
    posts['blog-posts'].push({ ...posts['blog-posts'][0], id: 16, title: 'First Frost on the Kale', comments: [] })
    return `${JSON.stringify(posts, null, 2)}\n`
  })
}

/** A build standing in for the real one: it answers `result` (after `meanwhile`, what happens while it runs) and records each run. */
function standInBuild(result: BuildResult = { ok: true, output: '' }, meanwhile = () => {}) {
  const runs: string[] = []
  const build = (rootDir: string) => {
    runs.push(rootDir)
    meanwhile()
    return Promise.resolve(result)
  }
  return { build, runs }
}

/** Publish's events, in order (the last is the outcome). */
async function publishing(root: string, request: PublishRequest, build: (rootDir: string) => Promise<BuildResult>) {
  const events: PublishEvent[] = []
  await publish(root, request, (event) => events.push(event), build)
  return events
}

const CHECKED_AND_BUILT: PublishEvent[] = [
  { step: 'checking', state: 'running' },
  { step: 'checking', state: 'done' },
  { step: 'building', state: 'running' },
  { step: 'building', state: 'done' },
]

// Each test compiles the real site, the first one loading every block schema (decision 150, Timeouts).
describe('publish', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    committedSite = siteWith({})
    const git = simpleGit(committedSite)
    await git.init()
    await git.addConfig('user.name', 'Site Developer').addConfig('user.email', 'developer@example.org')
    await git.add('.').commit('The site as it was')
  })
  afterAll(() => rmSync(committedSite!, { recursive: true, force: true }))

  it('checks, builds, commits exactly the changed content files with the message and author, and pushes that commit', async () => {
    const { root, git, remoteDir, start } = await siteRepository()
    changeContent(root)
    // Not content: never committed by Publish.
    writeFileSync(join(root, 'unrelated-note.txt'), 'left alone')
    const { build, runs } = standInBuild()

    const events = await publishing(root, REQUEST, build)

    const commit = await head(git)
    const version = commit.slice(0, 7)
    expect(events).toEqual([
      ...CHECKED_AND_BUILT,
      { step: 'committing', state: 'running' },
      { step: 'committing', state: 'done', note: version },
      { step: 'pushing', state: 'running' },
      { step: 'pushing', state: 'done' },
      { outcome: 'published', commit, message: `Published as version ${version} and sent to “publish”.` },
    ])
    expect(runs).toEqual([root])
    expect((await git.log({ from: start, to: 'HEAD' })).all.map((entry) => entry.hash)).toEqual([commit])
    const committed = await git.show(['--name-only', '--format=%an|%s', commit])
    expect(committed.trim().split('\n')).toEqual([`Anna Field|${REQUEST.message}`, '', POSTS, PRODUCTS])
    expect(await head(simpleGit(remoteDir))).toBe(commit)
    expect((await git.status()).files.map((file) => file.path)).toEqual(['unrelated-note.txt'])
  })

  it('refuses a failed build with what it said, committing nothing', async () => {
    const { root, git, start } = await siteRepository()
    changeContent(root)
    const output = '/shop-single/3: block "product" (product-details) failed to prerender: TypeError: no photos'
    const { build } = standInBuild({ ok: false, output })

    expect(await publishing(root, REQUEST, build)).toEqual([
      ...CHECKED_AND_BUILT.slice(0, 3),
      { step: 'building', state: 'failed' },
      { outcome: 'refused', message: `The site’s build failed, so nothing was committed. What it said:\n${output}` },
    ])
    expect(await head(git)).toBe(start)
    expect((await git.status()).modified).toEqual([POSTS, PRODUCTS])
  })

  it('refuses a content file with a problem at the checks, naming it, without building or committing', async () => {
    const { root, git, start } = await siteRepository()
    edit(root, PRODUCTS, (text) => text.replace('"price": "$5.20"', '"price": "about five dollars"'))
    const { build, runs } = standInBuild()

    const events = await publishing(root, { ...REQUEST, files: [PRODUCTS] }, build)

    expect(events.slice(0, -1)).toEqual([
      { step: 'checking', state: 'running' },
      { step: 'checking', state: 'failed' },
    ])
    expect(events.at(-1)).toMatchObject({
      outcome: 'refused',
      message: 'The checks found a problem: fix it in the editor, save, then publish again. Nothing was committed.',
      problems: [{ file: PRODUCTS, place: { name: 'Garden Strawberries' } }],
    })
    expect(runs).toEqual([])
    expect(await head(git)).toBe(start)
  })

  it('refuses a file saved while the checks and the build ran, committing nothing', async () => {
    const { root, git, start } = await siteRepository()
    changeContent(root)
    const { build } = standInBuild({ ok: true, output: '' }, () =>
      edit(root, PRODUCTS, (text) => text.replace('"price": "$4.80"', '"price": "$4.60"')),
    )

    expect(await publishing(root, REQUEST, build)).toEqual([
      ...CHECKED_AND_BUILT,
      { step: 'committing', state: 'running' },
      { step: 'committing', state: 'failed' },
      {
        outcome: 'refused',
        message: 'A file was saved while the checks ran; nothing was committed. Publish again to check what is there now.',
      },
    ])
    expect(await head(git)).toBe(start)
  })

  it('refuses before any step: nothing changed, no message, no name, a list that changed since Publish opened, no repository', async () => {
    const { root, git, start } = await siteRepository()
    const { build, runs } = standInBuild()
    const refused = (message: string) => [{ outcome: 'refused', message }]

    expect(await publishing(root, { ...REQUEST, files: [] }, build)).toEqual(
      refused('Nothing has changed since the last publish.'),
    )
    changeContent(root)
    expect(await publishing(root, { ...REQUEST, message: ' \n' }, build)).toEqual(
      refused('Write a message saying what this publish changes.'),
    )
    expect(await publishing(root, { ...REQUEST, author: ' ' }, build)).toEqual(
      refused('Write your name: it is recorded with the published version.'),
    )
    expect(await publishing(root, { ...REQUEST, files: [PRODUCTS] }, build)).toEqual(
      refused('The files changed since you opened Publish (another save?). Look at the list again, then publish.'),
    )
    const notRepository = newFolder('not-a-repository-')
    folders.push(notRepository)
    expect(await publishing(notRepository, REQUEST, build)).toEqual([
      { outcome: 'refused', message: expect.stringContaining('not a git repository') as string, setupHelp: true },
    ])
    expect(runs).toEqual([])
    expect(await head(git)).toBe(start)
  })

  it('without a publish remote commits and says the live site has not changed; a remote that refuses the push is said, the commit kept', async () => {
    const { root, git, remoteDir } = await siteRepository({ remote: false })
    changeContent(root)
    const { build } = standInBuild()

    const local = await publishing(root, REQUEST, build)
    const commit = await head(git)
    expect(local.slice(-2)).toEqual([
      { step: 'pushing', state: 'skipped' },
      {
        outcome: 'published',
        commit,
        setupHelp: true,
        message: expect.stringMatching(
          /^Saved as version \w{7} in this computer’s repository\. It is not on the live site/,
        ) as string,
      },
    ])

    // A remote with no repository behind it: git refuses the push.
    await git.addRemote('publish', join(remoteDir, 'missing'))
    edit(root, PRODUCTS, (text) => text.replace('"price": "$4.80"', '"price": "$4.60"'))
    const pushRefused = await publishing(root, { ...REQUEST, files: [PRODUCTS] }, build)
    const kept = await head(git)
    expect(kept).not.toBe(commit)
    expect(pushRefused.slice(-2)).toEqual([
      { step: 'pushing', state: 'failed' },
      {
        outcome: 'refused',
        commit: kept,
        setupHelp: true,
        message: expect.stringMatching(
          /^Saved as version \w{7} here, but the remote “publish” refused it: .*git push publish HEAD\.$/,
        ) as string,
      },
    ])
  })
})

describe('buildSite', () => {
  let copy: string | undefined
  // A copy of the code (700 files) can take longer than a hook's 10 s to remove on a busy machine.
  afterAll(() => copy && rmSync(copy, { recursive: true, force: true }), 60_000)

  /** What a build left in the copy: dist/ or any folder beside it (dist-*). */
  const buildFolders = (dir: string) => readdirSync(dir).filter((name) => name.startsWith('dist'))

  // The real build of the small site: 11 CPU-s, several times longer beside other test files (decision 150, Timeouts).
  it('runs the site’s build into a folder of its own, without compressed copies, and removes it: dist/ is not made', async () => {
    copy = repoCopy()
    const built = await buildSite(copy)
    expect(built.ok).toBe(true)
    expect(buildFolders(copy)).toEqual([])
    expect(built.output).toContain(`Prerendered 8 pages into ${join(copy, CHECK_BUILD_DIR)} `)
    expect(built.output).toContain('.br and .gz copies of 0 files')
  }, 180_000)

  it('says a failed build with its last lines, and removes what it wrote', async () => {
    copy ??= repoCopy()
    // A build that fails as the real one does on a broken page, after writing part of its folder (a real broken
    // page costs 7 CPU-s of Vite's start before the build refuses it).
    writeFileSync(
      join(copy, 'scripts/build.ts'),
      [
        "import { mkdirSync } from 'node:fs'",
        "mkdirSync(process.env.DIST_DIR + '/about-us', { recursive: true })",
        "for (let step = 1; step <= 20; step++) console.error('building, step ' + step)",
        "console.error('pages-schema/about-us.json:7:14  JSON syntax error: expected a value')",
        'process.exitCode = 1',
      ].join('\n'),
    )
    const failed = await buildSite(copy)
    expect(failed.ok).toBe(false)
    expect(failed.output).toMatch(
      /\nbuilding, step 20\npages-schema\/about-us\.json:7:14 {2}JSON syntax error: expected a value$/,
    )
    expect(failed.output).not.toContain('building, step 1\n')
    expect(buildFolders(copy)).toEqual([])
  }, 60_000)
})
