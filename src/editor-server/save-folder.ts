/**
 * Where a save keeps its temporary files: `.editor-saves/` at the site's root, which git ignores, never beside
 * the page and data files (where `git status` and the site's own file lists would see them). Each save writes
 * its draft there (`.saving`) and moves the file it replaces there (`.replaced`) before linking the draft in
 * (writeIfUnchanged). The names say which process made them and which file they belong to, so a start of the
 * editor can clean up after a save that was killed half-way: a draft is dropped, and a moved-aside file whose
 * place is empty goes back (the save died before the new file was linked in).
 */
import { randomUUID } from 'node:crypto'
import { existsSync, linkSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'

export const SAVE_FOLDER = '.editor-saves'

/** "<pid>-<uuid>-<the file's path from the root, URI-encoded>.<saving|replaced>" */
const SAVE_FILE_NAME = /^(\d+)-([0-9a-f-]{36})-(.+)\.(saving|replaced)$/

export interface SaveFiles {
  /** The draft, written before the swap. */
  draft: string
  /** Where the file being replaced is moved while the save compares it. */
  aside: string
}

/** The temporary files of one save of `relativeFile` ("pages-schema/home.json"); the folder exists afterwards. */
export function saveFiles(rootDir: string, relativeFile: string): SaveFiles {
  const folder = join(rootDir, SAVE_FOLDER)
  mkdirSync(folder, { recursive: true })
  const stem = join(folder, `${process.pid}-${randomUUID()}-${encodeURIComponent(relativeFile)}`)
  return { draft: `${stem}.saving`, aside: `${stem}.replaced` }
}

/**
 * Removes what saves killed half-way left in the save folder, putting back a file whose place is empty.
 * Files of a save still running in another process (another dev server on the same site) are left alone.
 * Returns the files put back, by their path from the root.
 */
export function cleanUpInterruptedSaves(rootDir: string): string[] {
  const folder = join(rootDir, SAVE_FOLDER)
  if (!existsSync(folder)) return []
  const restored: string[] = []
  for (const name of readdirSync(folder)) {
    const parts = SAVE_FILE_NAME.exec(name)
    if (parts && isRunningElsewhere(Number(parts[1]))) continue
    const file = join(folder, name)
    if (parts?.[4] === 'replaced') {
      const relativeFile = decodeURIComponent(parts[3]!)
      const place = join(rootDir, relativeFile)
      if (!existsSync(place)) {
        linkSync(file, place)
        restored.push(relativeFile)
      }
    }
    rmSync(file, { force: true, recursive: true })
  }
  return restored
}

/** Whether another process with this id runs now (its save may be under way). */
function isRunningElsewhere(pid: number): boolean {
  if (pid === process.pid) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: a process of another user has the id now, not a save of this site.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH' && (error as NodeJS.ErrnoException).code !== 'EPERM'
  }
}
