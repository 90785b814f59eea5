// @vitest-environment node
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openWriters, type OpenFilesReader } from './open-writers.ts'
import { newFolder } from '#tests/unit/site-folder.ts'

const holders: ChildProcess[] = []

/** Another program that opens `file` with `flags` ("r", "r+", "a") and keeps it open until the test ends. */
async function holding(file: string, flags: string): Promise<ChildProcess> {
  const holder = spawn(
    process.execPath,
    [
      '-e',
      `require('node:fs').openSync(${JSON.stringify(file)}, ${JSON.stringify(flags)}); console.log('open'); setInterval(() => {}, 1000)`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  holders.push(holder)
  await once(holder.stdout!, 'data')
  return holder
}

afterEach(async () => {
  for (const holder of holders.splice(0)) {
    const exited = once(holder, 'exit')
    holder.kill()
    await exited
  }
})

const readers: OpenFilesReader[] = ['proc', ...(spawnSync('lsof', ['-v']).error ? [] : (['lsof'] as const))]

describe.each(readers)('openWriters, read through %s', (reader) => {
  const file = () => {
    const path = join(newFolder('open-writers-'), 'home.json')
    writeFileSync(path, '{}')
    return path
  }

  it('names a program holding the file open to write, by its process id and command', async () => {
    const path = file()
    const writer = await holding(path, 'r+')
    expect(openWriters(path, reader)).toEqual([{ pid: writer.pid, command: 'node' }])
  })

  it('passes over a program that only reads it, and finds nobody when nobody has it open', async () => {
    const path = file()
    expect(openWriters(path, reader)).toEqual([])
    await holding(path, 'r')
    expect(openWriters(path, reader)).toEqual([])
  })

  it('follows the file when it is moved, as a save moves the old file aside', async () => {
    const path = file()
    const writer = await holding(path, 'a')
    const aside = `${path}.replaced`
    renameSync(path, aside)
    expect(openWriters(aside, reader).map((found) => found.pid)).toEqual([writer.pid])
  })
})
