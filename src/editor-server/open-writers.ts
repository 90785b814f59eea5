/**
 * Which programs hold a file open for writing. A save moves the old file aside and links the new one in its
 * place (writeIfUnchanged); a program that opened the old file before that (a text editor saving in place)
 * still writes into the moved copy, however late, and that write would be lost. So a save asks, once the old
 * file is aside and no name leads to it, whether anyone can still write to it.
 *
 * Linux answers through /proc (each process's open files and their flags); macOS through `lsof`, which it ships
 * with. Windows is not asked: it refuses to move a file another program holds open (unless that program allowed
 * it), so the save fails there instead.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs'
import { basename } from 'node:path'

export interface OpenWriter {
  pid: number
  /** The program's name as the system knows it, e.g. "vim". */
  command: string
}

/** How the open files are read: the system's own, or one named for a test. */
export type OpenFilesReader = 'proc' | 'lsof' | 'none'

const readerOfThisSystem: OpenFilesReader = existsSync('/proc/self/fd') ? 'proc' : process.platform === 'win32' ? 'none' : 'lsof'

/** The processes holding `file` open for writing (this one too), each once. */
export function openWriters(file: string, reader: OpenFilesReader = readerOfThisSystem): OpenWriter[] {
  if (reader === 'none') return []
  return reader === 'proc' ? writersFromProc(file) : writersFromLsof(file)
}

/** Whether a /proc/<pid>/fdinfo/<fd> says the file was opened to write (O_WRONLY or O_RDWR). */
function opensToWrite(fdinfo: string): boolean {
  const flags = /^flags:\s*([0-7]+)$/m.exec(fdinfo)?.[1]
  return flags !== undefined && (Number.parseInt(flags, 8) & 0o3) !== 0
}

function writersFromProc(file: string): OpenWriter[] {
  const { dev, ino } = statSync(file)
  // A link in /proc/<pid>/fd names the file as it is named now: the moved copy's name is unique, so most
  // open files are passed over without a stat.
  const name = basename(file)
  const writers: OpenWriter[] = []
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue
    const found = openFileNumbers(pid).some((fd) => {
      try {
        if (!readlinkSync(`/proc/${pid}/fd/${fd}`).includes(name)) return false
        const opened = statSync(`/proc/${pid}/fd/${fd}`)
        return opened.dev === dev && opened.ino === ino && opensToWrite(readFileSync(`/proc/${pid}/fdinfo/${fd}`, 'utf8'))
      } catch {
        // Closed meanwhile, or the process ended.
        return false
      }
    })
    if (found) writers.push({ pid: Number(pid), command: commandOf(pid) })
  }
  return writers
}

/** A process's open file numbers; none when it has ended or belongs to another user. */
function openFileNumbers(pid: string): string[] {
  try {
    return readdirSync(`/proc/${pid}/fd`)
  } catch {
    return []
  }
}

function commandOf(pid: string): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim()
  } catch {
    return 'a program that has ended'
  }
}

function writersFromLsof(file: string): OpenWriter[] {
  // -F pca: one field a line, "p<pid>", "c<command>", "a<access>" (r, w or u for read and write).
  const result = spawnSync('lsof', ['-w', '-F', 'pca', '--', file], { encoding: 'utf8' })
  if (result.error)
    throw new Error(`cannot tell whether another program has ${file} open: this system has neither /proc nor lsof`)
  const writers: OpenWriter[] = []
  let current: OpenWriter | undefined
  for (const line of result.stdout.split('\n')) {
    if (line.startsWith('p')) current = { pid: Number(line.slice(1)), command: '' }
    else if (line.startsWith('c') && current) current.command = line.slice(1)
    else if (/^a[wu]$/.test(line) && current && !writers.includes(current)) writers.push(current)
  }
  return writers
}
