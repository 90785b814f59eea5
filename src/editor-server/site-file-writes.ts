/**
 * How the editor writes the site's files: only inside their own folders and never through a link (siteFolder,
 * writeTarget), and never over an edit it did not see (writeIfUnchanged). Kept apart from the page compiler, so
 * a save is quick to load (the kill -9 test starts a process that saves).
 */
import { createHash } from 'node:crypto'
import {
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join } from 'node:path'
import { badRequest as refuse, EditorRequestError } from './editor-request-error.ts'
import { openWriters, type OpenWriter } from './open-writers.ts'
import { SAVE_FOLDER, saveFiles } from './save-folder.ts'

/** A short fingerprint of a file's text: the editor sends back the one it opened, so a save can tell the file changed. */
export function fileVersion(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16)
}

/**
 * The absolute path of a folder of the site the editor writes into ("data/blog-posts", "public/art/products"),
 * or an EditorRequestError when one of its folders below the top one (data/, public/, which may themselves be
 * links) is a link: the editor never writes through a link, so nothing it writes lands outside the repository,
 * whatever links someone made. A folder that does not exist yet is fine: it is made as a real folder.
 */
export function siteFolder(rootDir: string, relativeFolder: string): string {
  const [top = '', ...below] = relativeFolder.split('/')
  let folder = realpathSync(join(rootDir, top))
  let shown = top
  for (const name of below) {
    folder = join(folder, name)
    shown = `${shown}/${name}`
    if (isLink(folder))
      throw refuse(
        `${shown} is a link (to ${linkTarget(folder)}); the editor does not write through links, so nothing lands outside ${top}/. Make ${shown} a folder of its own`,
      )
    if (existsSync(folder) && !lstatSync(folder).isDirectory()) throw refuse(`${shown} is not a folder`)
  }
  return folder
}

/**
 * The absolute path of a file the editor writes ("data/products.json"), in a folder checked by siteFolder. The
 * file itself may be a link only to another file of the same folder. `noun` names what the folder holds.
 */
export function writeTarget(rootDir: string, relativeFile: string, noun = 'files'): string {
  const at = relativeFile.lastIndexOf('/')
  const shownFolder = relativeFile.slice(0, at)
  const folder = siteFolder(rootDir, shownFolder)
  const file = join(folder, relativeFile.slice(at + 1))
  if (existsSync(file) || isLink(file)) {
    // A link (or a link's dangling target) must end at a file in the folder itself.
    const target = existsSync(file) ? realpathSync(file) : undefined
    if (target === undefined || dirname(target) !== folder)
      throw refuse(`${relativeFile} is a link to a file outside ${shownFolder}/; the editor only writes ${noun} there`)
    if (!lstatSync(target).isFile()) throw refuse(`${relativeFile} is not a file`)
  }
  return file
}

function isLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink()
  } catch {
    return false
  }
}

/** Where a link leads, as its real path when that exists. */
function linkTarget(link: string): string {
  try {
    return realpathSync(link)
  } catch {
    return readlinkSync(link)
  }
}

/** What a guarded write found: written, or the file as it is now (text undefined: no file). */
export type WriteOutcome = { written: true } | { written: false; onDisk: string | undefined }

/**
 * Writes `text` to the site's file `relativeFile` ("pages-schema/home.json", checked by writeTarget) only if it
 * is still the one the editor opened: `expectedVersion` of its text, or undefined for a file that must not exist
 * yet. The draft is written to the save folder first (save-folder.ts); then the old file is moved there,
 * compared, and the new one linked in its place (a link fails where a file exists, a rename would replace it).
 * So an edit made by hand, however close to the save, is not overwritten: either it is found (nothing written)
 * or it comes after the save.
 *
 * A program that opened the old file before it was moved (a text editor saving in place) writes into the moved
 * copy, however late. So once the copy is aside, where no name leads to it, the save asks which programs still
 * hold it open to write (open-writers.ts): if one does, the old file goes back and the save is refused (409),
 * naming the program; its write then lands in the page file. A kill -9 at any moment leaves the page file or its
 * moved copy, which the next start of the editor puts back (cleanUpInterruptedSaves).
 */
export function writeIfUnchanged(
  rootDir: string,
  relativeFile: string,
  text: string,
  expectedVersion: string | undefined,
): WriteOutcome {
  const file = writeTarget(rootDir, relativeFile)
  mkdirSync(dirname(file), { recursive: true })
  const { draft, aside } = saveFiles(rootDir, relativeFile)
  const onDisk = (): WriteOutcome => ({ written: false, onDisk: existsSync(file) ? readFileSync(file, 'utf8') : undefined })
  writeFileSync(draft, text)
  try {
    let checked: string | undefined
    if (expectedVersion !== undefined) {
      if (!moved(file, aside)) return onDisk()
      checked = readFileSync(aside, 'utf8')
      if (fileVersion(checked) !== expectedVersion) {
        // Changed since it was opened: put it back, unless an even newer file took its place meanwhile.
        linked(aside, file)
        return onDisk()
      }
      const writers = openWriters(aside)
      if (writers.length > 0) {
        linked(aside, file)
        throw openElsewhere(relativeFile, writers, onDisk())
      }
    }
    if (!linked(draft, file)) return onDisk()
    if (checked !== undefined) {
      // A program whose open raced the move may hold the copy only now, or have written and closed it since
      // the check: its file goes back in place of the save.
      const writers = openWriters(aside)
      if (writers.length > 0 || readFileSync(aside, 'utf8') !== checked) {
        renameSync(aside, file)
        if (writers.length > 0) throw openElsewhere(relativeFile, writers, onDisk())
        return onDisk()
      }
    }
    return { written: true }
  } finally {
    rmSync(draft, { force: true })
    rmSync(aside, { force: true })
  }
}

/** The refusal of a save while another program can still write to the file it would replace. */
function openElsewhere(relativeFile: string, writers: OpenWriter[], now: WriteOutcome): EditorRequestError {
  const programs = writers.map(({ command, pid }) => `${command} (process ${pid})`).join(' and ')
  return new EditorRequestError(
    409,
    `Refused: ${relativeFile} is open for writing in ${programs}, which could still write to it; nothing was written. Save or close it there, then save again.`,
    undefined,
    !now.written && now.onDisk !== undefined ? fileVersion(now.onDisk) : undefined,
  )
}

/** Renames `from` to `to`; false when `from` is gone. */
function moved(from: string, to: string): boolean {
  return done(() => renameSync(from, to), 'ENOENT', from)
}

/** Gives `from`'s file the name `to` as well; false when a file already has that name (it is kept). */
function linked(from: string, to: string): boolean {
  return done(() => linkSync(from, to), 'EEXIST', to)
}

/** Takes one step on disk: false when it fails with the error the caller expects, any other error thrown about `file`. */
function done(step: () => void, expected: 'ENOENT' | 'EEXIST', file: string): boolean {
  try {
    step()
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === expected) return false
    throw onOneDisk(error, file)
  }
}

/** A move between disks, which a save cannot make in one step, said as such; any other error as it is. */
function onOneDisk(error: unknown, file: string): unknown {
  if ((error as NodeJS.ErrnoException).code !== 'EXDEV') return error
  return new EditorRequestError(
    500,
    `The editor cannot save ${file}: it is on another disk than the site's ${SAVE_FOLDER}/ folder, where saves keep their temporary files. Keep the site's folders on one disk.`,
  )
}
