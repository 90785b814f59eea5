// @vitest-environment node
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EditorRequestError } from './editor-request-error.ts'
import { cleanUpInterruptedSaves, SAVE_FOLDER } from './save-folder.ts'
import { fileVersion, siteFolder, writeIfUnchanged, writeTarget } from './site-file-writes.ts'
import { newFolder } from '#tests/unit/site-folder.ts'

const PAGE = 'pages-schema/home.json'

/** A site folder with pages-schema/ and data/, and the page file holding `text` (none when undefined). */
function site(text?: string) {
  const root = newFolder('editor-write-')
  mkdirSync(join(root, 'pages-schema'))
  mkdirSync(join(root, 'data'))
  const file = join(root, PAGE)
  if (text !== undefined) writeFileSync(file, text)
  return { root, file }
}

/** What a call refuses with, as "<status> <message>". */
function refusal(call: () => unknown): string {
  try {
    call()
  } catch (error) {
    if (error instanceof EditorRequestError) return `${error.status} ${error.message}`
    throw error
  }
  throw new Error('not refused')
}

describe('writeIfUnchanged: a save never overwrites an edit it did not see', () => {
  it('writes over the version the editor opened, and leaves no temporary file, beside the page or in the save folder', () => {
    const { root, file } = site('{"title":"Opened"}')
    expect(writeIfUnchanged(root, PAGE, '{"title":"Saved"}', fileVersion('{"title":"Opened"}'))).toEqual({ written: true })
    expect(readFileSync(file, 'utf8')).toBe('{"title":"Saved"}')
    expect(readdirSync(join(root, 'pages-schema'))).toEqual(['home.json'])
    expect(readdirSync(join(root, SAVE_FOLDER))).toEqual([])
  })

  it('keeps a file changed since it was opened, and says what is on disk now', () => {
    const { root, file } = site('{"title":"Changed by hand"}')
    expect(writeIfUnchanged(root, PAGE, '{"title":"Saved"}', fileVersion('{"title":"Opened"}'))).toEqual({
      written: false,
      onDisk: '{"title":"Changed by hand"}',
    })
    expect(readFileSync(file, 'utf8')).toBe('{"title":"Changed by hand"}')
    expect(readdirSync(join(root, 'pages-schema'))).toEqual(['home.json'])
  })

  it('does not bring back a file removed since it was opened', () => {
    const { root } = site()
    expect(writeIfUnchanged(root, PAGE, '{"title":"Saved"}', fileVersion('{}'))).toEqual({ written: false, onDisk: undefined })
    expect(readdirSync(join(root, 'pages-schema'))).toEqual([])
  })

  it('creates a new file only where none exists, and the folder it goes in', () => {
    const { root, file } = site()
    expect(writeIfUnchanged(root, PAGE, '{"title":"New"}', undefined)).toEqual({ written: true })
    expect(writeIfUnchanged(root, PAGE, '{"title":"Newer"}', undefined)).toEqual({ written: false, onDisk: '{"title":"New"}' })
    expect(readFileSync(file, 'utf8')).toBe('{"title":"New"}')
    expect(writeIfUnchanged(root, 'data/blog-posts/1.md', 'Text', undefined)).toEqual({ written: true })
    expect(readFileSync(join(root, 'data/blog-posts/1.md'), 'utf8')).toBe('Text')
  })

  it('loses neither side when a hand edit lands around the moment of the write (200 races)', async () => {
    const { root, file } = site()
    // Another thread edits the file by hand, as a text editor would, a random few hundred microseconds after each go.
    const signal = new Int32Array(new SharedArrayBuffer(8))
    const handEditor = new Worker(
      `const { workerData } = require('node:worker_threads')
       const { writeFileSync } = require('node:fs')
       const signal = new Int32Array(workerData.buffer)
       for (;;) {
         Atomics.wait(signal, 0, 0)
         const race = Atomics.load(signal, 0)
         if (race < 0) break
         const until = performance.now() + Math.random() * 0.6
         while (performance.now() < until);
         writeFileSync(workerData.file, JSON.stringify({ title: 'Hand edit ' + race }))
         Atomics.store(signal, 0, 0)
         Atomics.store(signal, 1, race)
         Atomics.notify(signal, 1)
       }`,
      { eval: true, workerData: { buffer: signal.buffer, file } },
    )
    const outcomes = { written: 0, refused: 0 }
    try {
      for (let race = 1; race <= 200; race += 1) {
        const opened = JSON.stringify({ title: `Opened ${race}` })
        writeFileSync(file, opened)
        Atomics.store(signal, 0, race)
        Atomics.notify(signal, 0)
        let written = false
        try {
          written = writeIfUnchanged(root, PAGE, JSON.stringify({ title: `Saved ${race}` }), fileVersion(opened)).written
        } catch (error) {
          // The hand editor held the file open to write at the moment of the swap.
          expect(error, `race ${race}`).toBeInstanceOf(EditorRequestError)
        }
        while (Atomics.load(signal, 1) !== race) Atomics.wait(signal, 1, Atomics.load(signal, 1), 1000)
        // The hand edit came last either way: before the write it was found (nothing written), after it, it replaced the save.
        expect(readFileSync(file, 'utf8'), `race ${race}`).toBe(JSON.stringify({ title: `Hand edit ${race}` }))
        outcomes[written ? 'written' : 'refused'] += 1
      }
    } finally {
      Atomics.store(signal, 0, -1)
      Atomics.notify(signal, 0)
      await handEditor.terminate()
    }
    expect(outcomes.written + outcomes.refused).toBe(200)
    // Each save reads every process's open files twice (open-writers.ts): up to 100 ms on a busy two-core host.
  }, 60_000)
})

describe('a program that opened the file before the save writes into it, however late', () => {
  /**
   * Another program (a text editor saving in place): it opens the file it is told, says so, and after `delay` ms
   * empties it and writes its text through what it opened, then closes it.
   */
  let writer: ChildProcess
  const said = new Map<string, () => void>()
  const heard = (what: string) => new Promise<void>((resolve) => said.set(what, resolve))

  beforeAll(() => {
    writer = spawn(
      process.execPath,
      [
        '-e',
        `const { closeSync, ftruncateSync, openSync, writeSync } = require('node:fs')
         process.on('message', ({ race, file, delay, text }) => {
           const fd = openSync(file, 'r+')
           process.send('opened ' + race)
           setTimeout(() => {
             ftruncateSync(fd, 0)
             writeSync(fd, text, 0)
             closeSync(fd)
             process.send('written ' + race)
           }, delay)
         })`,
      ],
      { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
    )
    writer.on('message', (message: string) => said.get(message)?.())
  })

  afterAll(async () => {
    const exited = once(writer, 'exit')
    writer.kill()
    await exited
  })

  it('200 tries with its write 0 to 200 ms after the swap: no write is lost and no save says it saved', async () => {
    const { root } = site()
    const outcomes: string[] = []
    const writes: Promise<void>[] = []
    for (let race = 0; race < 200; race += 1) {
      const name = `pages-schema/race-${race}.json`
      const opened = JSON.stringify({ title: `Opened ${race}` })
      writeFileSync(join(root, name), opened)
      const open = heard(`opened ${race}`)
      writes.push(heard(`written ${race}`))
      writer.send({ race, file: join(root, name), delay: Math.round((race * 200) / 199), text: `{"title":"Hand edit ${race}"}` })
      await open
      try {
        const outcome = writeIfUnchanged(root, name, JSON.stringify({ title: `Saved ${race}` }), fileVersion(opened))
        outcomes.push(outcome.written ? `race ${race}: saved` : 'changed on disk')
      } catch (error) {
        expect(error).toBeInstanceOf(EditorRequestError)
        expect((error as EditorRequestError).status).toBe(409)
        expect((error as Error).message).toMatch(
          new RegExp(
            `^Refused: pages-schema/race-${race}\\.json is open for writing in node \\(process ${writer.pid}\\), which could still write to it; nothing was written\\. Save or close it there, then save again\\.$`,
          ),
        )
        outcomes.push('open elsewhere')
      }
    }
    await Promise.all(writes)
    expect(outcomes.filter((outcome) => outcome.endsWith('saved'))).toEqual([])
    for (let race = 0; race < 200; race += 1)
      expect(readFileSync(join(root, `pages-schema/race-${race}.json`), 'utf8'), `race ${race}`).toBe(
        `{"title":"Hand edit ${race}"}`,
      )
    expect(readdirSync(join(root, SAVE_FOLDER))).toEqual([])
  }, 60_000)
})

describe('a save killed half-way (kill -9)', () => {
  it('leaves a valid page file and nothing beside it; the next start clears the save folder', async () => {
    const { root, file } = site('{"title":"Saved 0"}')
    // A process that saves the page again and again, each save over the one before, until it is killed.
    const script = join(root, 'save-forever.ts')
    writeFileSync(
      script,
      `import { readFileSync } from 'node:fs'
       import { fileVersion, writeIfUnchanged } from ${JSON.stringify(join(import.meta.dirname, 'site-file-writes.ts'))}
       let text = readFileSync(${JSON.stringify(file)}, 'utf8')
       for (let save = 1; ; save++) {
         const next = JSON.stringify({ title: 'Saved ' + save })
         if (writeIfUnchanged(${JSON.stringify(root)}, ${JSON.stringify(PAGE)}, next, fileVersion(text)).written) text = next
         if (save === 1) process.stdout.write('saving\\n')
       }`,
    )
    for (let kill = 0; kill < 3; kill += 1) {
      // Node itself with tsx's loader (not the tsx command, whose child would outlive the kill).
      const saver = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'inherit'] })
      const exited = once(saver, 'exit')
      try {
        await once(saver.stdout!, 'data')
        await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 60))
      } finally {
        saver.kill('SIGKILL')
        await exited
      }
      // Whatever moment it died at: no temporary file beside the page file, where git would see it.
      expect(readdirSync(join(root, 'pages-schema')).filter((name) => name !== 'home.json')).toEqual([])
      cleanUpInterruptedSaves(root)
      expect(readFileSync(file, 'utf8')).toMatch(/^\{"title":"Saved \d+"\}$/)
      expect(readdirSync(join(root, SAVE_FOLDER))).toEqual([])
    }
  }, 60_000)
})

describe('cleanUpInterruptedSaves: what a start finds in the save folder', () => {
  const leftover = (root: string, pid: number, relativeFile: string, kind: 'saving' | 'replaced', text: string) => {
    mkdirSync(join(root, SAVE_FOLDER), { recursive: true })
    const name = `${pid}-0b4cbd0a-3c1c-4c62-9f0e-1d1a3d7c2b11-${encodeURIComponent(relativeFile)}.${kind}`
    writeFileSync(join(root, SAVE_FOLDER, name), text)
    return name
  }
  const deadPid = 2 ** 22 + 1

  it('puts back a file moved aside by a save that died before linking the new one in', () => {
    const { root, file } = site()
    leftover(root, deadPid, PAGE, 'replaced', '{"title":"Before the save"}')
    leftover(root, deadPid, PAGE, 'saving', '{"title":"The save"}')
    expect(cleanUpInterruptedSaves(root)).toEqual([PAGE])
    expect(readFileSync(file, 'utf8')).toBe('{"title":"Before the save"}')
    expect(readdirSync(join(root, SAVE_FOLDER))).toEqual([])
  })

  it('drops the moved copy when the new file was linked in, and leaves the page as saved', () => {
    const { root, file } = site('{"title":"The save"}')
    leftover(root, deadPid, PAGE, 'replaced', '{"title":"Before the save"}')
    expect(cleanUpInterruptedSaves(root)).toEqual([])
    expect(readFileSync(file, 'utf8')).toBe('{"title":"The save"}')
    expect(readdirSync(join(root, SAVE_FOLDER))).toEqual([])
  })

  it('leaves alone the files of a save under way in another process (another dev server on the site)', () => {
    const { root } = site('{}')
    const running = leftover(root, process.ppid, PAGE, 'saving', '{"title":"Saving"}')
    expect(cleanUpInterruptedSaves(root)).toEqual([])
    expect(readdirSync(join(root, SAVE_FOLDER))).toEqual([running])
  })

  it('finds nothing to do in a site that never saved', () => {
    expect(cleanUpInterruptedSaves(site().root)).toEqual([])
  })
})

describe('the editor writes inside the site’s folders, never through a link', () => {
  const outside = () => newFolder('outside-the-site-')

  it('refuses a folder that is a link, even to a folder of the site, saying where it leads and what to do', () => {
    const { root } = site()
    const elsewhere = outside()
    symlinkSync(elsewhere, join(root, 'data/blog-posts'))
    expect(refusal(() => writeTarget(root, 'data/blog-posts/3.md'))).toBe(
      `400 Refused: data/blog-posts is a link (to ${elsewhere}); the editor does not write through links, so nothing lands outside data/. Make data/blog-posts a folder of its own.`,
    )
    expect(refusal(() => writeIfUnchanged(root, 'data/blog-posts/3.md', 'Text', undefined))).toMatch(/^400 .* is a link/)
    expect(readdirSync(elsewhere)).toEqual([])

    mkdirSync(join(root, 'public/art'), { recursive: true })
    symlinkSync(join(root, 'data'), join(root, 'public/art/products'))
    expect(refusal(() => siteFolder(root, 'public/art/products'))).toMatch(
      /^400 Refused: public\/art\/products is a link \(to .*\/data\); the editor does not write through links/,
    )
  })

  it('refuses a dangling link to a folder, and a file where a folder should be', () => {
    const { root } = site()
    symlinkSync(join(outside(), 'gone'), join(root, 'data/blog-posts'))
    expect(refusal(() => writeTarget(root, 'data/blog-posts/3.md'))).toMatch(
      /^400 Refused: data\/blog-posts is a link \(to .*gone\)/,
    )
    writeFileSync(join(root, 'pages-schema/drafts'), '')
    expect(refusal(() => writeTarget(root, 'pages-schema/drafts/home.json'))).toBe(
      '400 Refused: pages-schema/drafts is not a folder.',
    )
  })

  it('refuses a file that is a link out of its folder; a link to a file beside it is followed', () => {
    const { root } = site('{}')
    const elsewhere = outside()
    writeFileSync(join(elsewhere, 'products.json'), '{}')
    symlinkSync(join(elsewhere, 'products.json'), join(root, 'data/products.json'))
    expect(refusal(() => writeTarget(root, 'data/products.json'))).toBe(
      '400 Refused: data/products.json is a link to a file outside data/; the editor only writes files there.',
    )
    symlinkSync('home.json', join(root, 'pages-schema/start.json'))
    expect(writeTarget(root, 'pages-schema/start.json')).toBe(join(root, 'pages-schema/start.json'))
  })

  it('accepts a top folder that is itself a link (a site whose public/ is shared)', () => {
    const { root } = site()
    const shared = outside()
    mkdirSync(join(shared, 'art/blog'), { recursive: true })
    symlinkSync(shared, join(root, 'public'))
    expect(siteFolder(root, 'public/art/blog')).toBe(join(shared, 'art/blog'))
    expect(existsSync(join(root, 'public/art/blog'))).toBe(true)
  })
})

describe('the save folder', () => {
  it('is ignored by git, so what a crash leaves there never shows in git status', () => {
    const checked = spawnSync('git', ['check-ignore', '--quiet', `${SAVE_FOLDER}/1-x-pages-schema%2Fhome.json.saving`])
    expect(checked.status).toBe(0)
  })
})
