/**
 * A picture dropped into the editor (POST /__edit/api/pictures): a JPEG, PNG or WebP, recognised by its bytes,
 * cropped and resized by sharp into the files the site draws for its folder (src/lib/art.ts, decision 143), stored
 * under public/art/<folder>/ without ever replacing a file, and its required alt text kept in
 * data/picture-alts.json (decision 204).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { line, TEXT_MAX } from '#data/schemas.ts'
import { PICTURE_ALTS_FILE, type PictureAlts } from '#data/picture-alts.ts'
import type { UploadedPicture } from '#page-model/editor-api-types.ts'
import { EditorRequestError } from './editor-request-error.ts'
import { fileVersion, siteFolder, writeIfUnchanged } from './site-file-writes.ts'
import { printPageFile } from './print-page-file.ts'

/** The largest picture accepted: a phone's or camera's full-size photo fits. */
export const MAX_PICTURE_BYTES = 15 * 1024 * 1024

/**
 * The most pixels a picture may have (sharp's own limit, 16,383 × 16,383): a few bytes can claim a picture far
 * larger, which would take gigabytes to decode. A camera's largest photos have about a fifth of it.
 */
export const MAX_PICTURE_SIDE = 16_383
const MAX_PICTURE_PIXELS = MAX_PICTURE_SIDE * MAX_PICTURE_SIDE

interface PictureSize {
  /** What follows the name: "" for the picture's own file, "@2x", "@720w". */
  suffix: string
  width: number
  height: number
}

/**
 * The folders a picture can be added to and the files the site draws there (the sizes of the pictures already
 * in them): product photos at 600 px and 1200 px ("@2x", the lightbox's), wide illustrations at 1200 px with their
 * 720 px and 360 px files (srcset), portraits and dairy tiles at one size.
 */
export const PICTURE_FOLDERS: Record<string, PictureSize[]> = {
  products: [
    { suffix: '', width: 600, height: 600 },
    { suffix: '@2x', width: 1200, height: 1200 },
  ],
  blog: wideIllustration(750),
  projects: wideIllustration(900),
  services: wideIllustration(900),
  places: wideIllustration(900),
  people: [{ suffix: '', width: 600, height: 700 }],
  dairy: [{ suffix: '', width: 400, height: 400 }],
}

function wideIllustration(height: number): PictureSize[] {
  return [
    { suffix: '', width: 1200, height },
    { suffix: '@720w', width: 720, height: Math.round((height * 720) / 1200) },
    { suffix: '@360w', width: 360, height: Math.round((height * 360) / 1200) },
  ]
}

/** The kinds of picture accepted, by the first bytes of their file. */
const PICTURE_KINDS: { name: string; matches: (bytes: Buffer) => boolean }[] = [
  { name: 'JPEG', matches: (bytes) => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) },
  {
    name: 'PNG',
    matches: (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    name: 'WebP',
    matches: (bytes) => bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
  },
]

export interface PictureUpload {
  bytes: Buffer
  /** The file's name as the editor's computer had it, e.g. "Wild blueberries 2.JPG": the new name is made from it. */
  fileName: string | undefined
  folder: string | undefined
  alt: string | undefined
}

/** Stores the picture in every size its folder uses; its path is that of its own (first) file. */
export async function storePicture(rootDir: string, upload: PictureUpload): Promise<UploadedPicture> {
  const folder = upload.folder ?? ''
  const sizes = Object.hasOwn(PICTURE_FOLDERS, folder) ? PICTURE_FOLDERS[folder]! : undefined
  if (!sizes) throw refuse(`pictures can be added to ${Object.keys(PICTURE_FOLDERS).join(', ')}, not ${JSON.stringify(folder)}`)
  const alt = line(TEXT_MAX.sentence).safeParse(upload.alt ?? '')
  if (!alt.success)
    throw refuse(
      upload.alt?.trim()
        ? `the alt text ${alt.error.issues[0]?.message ?? 'is not valid'}`
        : 'a picture needs its alt text: say in a sentence what it shows, for visitors who cannot see it',
    )
  if (upload.bytes.length === 0) throw refuse('the picture is empty (0 bytes)')
  if (!PICTURE_KINDS.some((kind) => kind.matches(upload.bytes)))
    throw refuse(`the file is not a JPEG, PNG or WebP picture (its first bytes say otherwise); export it as one of those`)

  // Its size as its header says, read without decoding it.
  const { width = 0, height = 0 } = await sharp(upload.bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: 0, height: 0 }))
  if (width * height > MAX_PICTURE_PIXELS)
    throw refuse(
      `the picture is ${width.toLocaleString('en')} × ${height.toLocaleString('en')} pixels; the largest accepted is ${MAX_PICTURE_SIDE.toLocaleString('en')} × ${MAX_PICTURE_SIDE.toLocaleString('en')} (${Math.floor(MAX_PICTURE_PIXELS / 1e6)} million pixels): export it smaller, e.g. 3000 pixels wide, which is more than the site draws`,
    )

  let files: { suffix: string; data: Buffer }[]
  try {
    files = await Promise.all(
      sizes.map(async ({ suffix, width, height }) => ({
        suffix,
        data: await sharp(upload.bytes, { failOn: 'error', limitInputPixels: MAX_PICTURE_PIXELS })
          .rotate()
          .resize(width, height, { fit: 'cover', position: 'attention' })
          .webp({ quality: 80 })
          .toBuffer(),
      })),
    )
  } catch {
    throw refuse('the picture could not be read: it may be cut short or damaged; export it again')
  }

  const dir = siteFolder(rootDir, `public/art/${folder}`)
  mkdirSync(dir, { recursive: true })
  const name = writeUnderFreeName(dir, baseName(upload.fileName), files)
  const path = `/art/${folder}/${name}.webp`
  await recordAlt(rootDir, path, alt.data)
  return { path }
}

/**
 * Writes every size under the first name none of them has yet ("pears", "pears-2", …). Each file is created
 * only if no file has its name ("wx"), so a picture is never replaced, even by two uploads at once.
 */
function writeUnderFreeName(dir: string, base: string, files: { suffix: string; data: Buffer }[]): string {
  for (let attempt = 1; ; attempt++) {
    const name = attempt === 1 ? base : `${base}-${attempt}`
    const written: string[] = []
    try {
      for (const { suffix, data } of files) {
        const file = join(dir, `${name}${suffix}.webp`)
        writeFileSync(file, data, { flag: 'wx' })
        written.push(file)
      }
      return name
    } catch (error) {
      for (const file of written) rmSync(file, { force: true })
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
}

/** "Wild Blueberries 2.JPG" → "wild-blueberries-2"; a name with no letters or digits → "picture". */
export function baseName(fileName: string | undefined): string {
  const stem = (fileName ?? '').replace(/\.[^.]*$/, '')
  const slug = stem
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return slug || 'picture'
}

/** Every picture's alt text recorded so far, by its path ({} before the first upload). */
export function pictureAlts(rootDir: string): Record<string, string> {
  const file = join(rootDir, PICTURE_ALTS_FILE)
  return existsSync(file) ? parseAlts(readFileSync(file, 'utf8')).alts : {}
}

/** Adds the picture's alt text to data/picture-alts.json, sorted by path; a file changed meanwhile is read again. */
async function recordAlt(rootDir: string, path: string, alt: string): Promise<void> {
  const file = join(rootDir, PICTURE_ALTS_FILE)
  for (let attempt = 0; attempt < 3; attempt++) {
    const onDisk = existsSync(file) ? readFileSync(file, 'utf8') : undefined
    const document = onDisk === undefined ? { $schema: './picture-alts.schema.json', alts: {} } : parseAlts(onDisk)
    const alts = Object.fromEntries(Object.entries({ ...document.alts, [path]: alt }).sort(([a], [b]) => a.localeCompare(b)))
    const text = await printPageFile(file, onDisk, { ...document, alts })
    if (writeIfUnchanged(rootDir, PICTURE_ALTS_FILE, text, onDisk === undefined ? undefined : fileVersion(onDisk)).written) return
  }
  throw new EditorRequestError(
    409,
    `Refused: ${PICTURE_ALTS_FILE} kept changing on disk; the picture is stored, add its alt text there by hand.`,
  )
}

function parseAlts(text: string): PictureAlts {
  try {
    const document = JSON.parse(text) as Partial<PictureAlts> | null
    if (typeof document?.alts === 'object' && document.alts !== null && !Array.isArray(document.alts))
      return document as PictureAlts
  } catch {
    // Refused below, as a file without its "alts".
  }
  throw new EditorRequestError(
    409,
    `Refused: ${PICTURE_ALTS_FILE} is not valid (it needs its "alts" object); fix it by hand. The picture is stored.`,
  )
}

function refuse(message: string): EditorRequestError {
  return new EditorRequestError(422, `Refused: ${message}.`)
}
