// @vitest-environment node
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { simpleGit } from 'simple-git'
import { afterEach, describe, expect, it } from 'vitest'
import { versionHistory } from './content-history.ts'
import { changedContentFiles, commitExactly, openRepository, RepositoryProblem } from './content-git.ts'
import { newFolder } from '#tests/unit/site-folder.ts'

const roots: string[] = []
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })))

/** A repository with a page, a products file and a source file, committed once. */
async function repository() {
  const root = newFolder('content-git-')
  roots.push(root)
  for (const folder of ['pages-schema', 'data', 'public/art', 'src']) mkdirSync(join(root, folder), { recursive: true })
  write(root, 'pages-schema/home.json', '{"blocks":[]}')
  write(root, 'data/products.json', products('$6.50', '$1.90'))
  write(root, 'src/app.ts', 'export {}')
  const git = simpleGit(root)
  await git.init()
  await git.addConfig('user.name', 'Developer').addConfig('user.email', 'dev@example.org')
  await git.add('.').commit('Start')
  return { root, git }
}

function write(root: string, path: string, text: string) {
  writeFileSync(join(root, path), text)
}

function products(strawberries: string, corn: string) {
  return JSON.stringify({
    products: [
      { id: 3, title: 'Strawberries', price: strawberries },
      { id: 4, title: 'Corn', price: corn },
    ],
  })
}

describe('the content files git sees changed', () => {
  it('lists changed and new content files, not the source', async () => {
    const { root } = await repository()
    write(root, 'data/products.json', products('$5.50', '$1.90'))
    write(root, 'public/art/new.webp', 'bytes')
    write(root, 'src/app.ts', 'export const changed = 1')
    expect(await changedContentFiles(await openRepository(root))).toEqual([
      { path: 'data/products.json', change: 'modified' },
      { path: 'public/art/new.webp', change: 'added' },
    ])
  })

  it('says a folder that is not a repository', async () => {
    const root = newFolder('no-git-')
    roots.push(root)
    await expect(openRepository(root)).rejects.toBeInstanceOf(RepositoryProblem)
  })
})

describe('commitExactly', () => {
  it('commits exactly the given files, with the message and the author, and leaves the rest as it was', async () => {
    const { root, git } = await repository()
    write(root, 'data/products.json', products('$5.50', '$1.90'))
    write(root, 'public/art/new.webp', 'bytes')
    write(root, 'pages-schema/home.json', '{"blocks":[{"id":"a"}]}')
    write(root, 'src/app.ts', 'export const changed = 1')
    // Something else staged by hand is not part of the editor's commit either.
    await git.add('pages-schema/home.json')

    const hash = await commitExactly(git, ['data/products.json', 'public/art/new.webp'], 'Strawberries cheaper', 'Anna Field')

    const committed = await git.show(['--name-only', '--format=%an|%s', hash])
    expect(committed.trim().split('\n')).toEqual([
      'Anna Field|Strawberries cheaper',
      '',
      'data/products.json',
      'public/art/new.webp',
    ])
    const rest = await git.status()
    expect(rest.staged).toEqual(['pages-schema/home.json'])
    expect(rest.modified).toContain('src/app.ts')
  })

  it('commits a deleted file as deleted', async () => {
    const { root, git } = await repository()
    rmSync(join(root, 'pages-schema/home.json'))
    const hash = await commitExactly(git, ['pages-schema/home.json'], 'Remove home', 'Anna Field')
    expect((await git.show(['--name-status', '--format=', hash])).trim()).toBe('D\tpages-schema/home.json')
  })

  it('refuses files outside the content folders', async () => {
    const { git } = await repository()
    await expect(commitExactly(git, ['src/app.ts'], 'Sneak', 'Anna')).rejects.toThrow('outside the content folders')
  })
})

describe('versionHistory', () => {
  it('lists a record’s versions: only the commits in which that record changed, newest first', async () => {
    const { root, git } = await repository()
    write(root, 'data/products.json', products('$5.50', '$1.90'))
    await git.commit('Strawberries cheaper', ['data/products.json'])
    write(root, 'data/products.json', products('$5.50', '$2.10'))
    await git.commit('Corn dearer', ['data/products.json'])

    const { versions } = await versionHistory(root, 'data/products.json', 3)
    expect(versions.map((version) => [version.message, (version.value as { price: string }).price])).toEqual([
      ['Strawberries cheaper', '$5.50'],
      ['Start', '$6.50'],
    ])
    expect(versions[0]).toMatchObject({ author: 'Developer' })
  })

  it('tells the versions Publish made from the developers’ commits, by the trailer Publish writes', async () => {
    const { root, git } = await repository()
    write(root, 'data/products.json', products('$5.50', '$1.90'))
    // A message whose last paragraph reads like trailers of its own: Publish's is still found, and only it.
    await commitExactly(git, ['data/products.json'], 'Strawberries cheaper\n\nNote: for the weekend', 'Anna Field')
    write(root, 'data/products.json', products('$5.80', '$1.90'))
    await git.commit('Merge issue-51-words: prices as the farm sets them', ['data/products.json'])

    const { versions } = await versionHistory(root, 'data/products.json', 3)
    expect(versions.map(({ message, author, published }) => [message, author, published])).toEqual([
      ['Merge issue-51-words: prices as the farm sets them', 'Developer', false],
      ['Strawberries cheaper', 'Anna Field', true],
      ['Start', 'Developer', false],
    ])
    expect(await git.raw(['log', '-1', '--skip=1', '--format=%B'])).toBe(
      'Strawberries cheaper\n\nNote: for the weekend\n\nPublished-with: the site’s editor\n\n',
    )
  })

  it('lists a page file’s versions whole', async () => {
    const { root, git } = await repository()
    write(root, 'pages-schema/home.json', '{"blocks":[{"id":"a"}]}')
    await git.commit('A block', ['pages-schema/home.json'])
    const { versions } = await versionHistory(root, 'pages-schema/home.json', undefined)
    expect(versions.map((version) => version.value)).toEqual([{ blocks: [{ id: 'a' }] }, { blocks: [] }])
  })
})
