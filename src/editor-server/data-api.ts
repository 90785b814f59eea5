/**
 * The editor's operations on data/ (decision 204): list the collections, open, check and save one collection
 * file, and the same for data/site.json as one document. The safety of page saves, reused: a save names the
 * version it started from (409 when stale), the draft goes through compileSite as `npm run validate` would
 * (422 with every problem), the file is compared again at the moment it is written (writeIfUnchanged), and it is
 * printed like the file it replaces, so a changed price changes one line and a new record looks like the others.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { collections, collectionNames, type CollectionName } from '#data/collections.ts'
import { compileSite, SITE_FILE } from '#build/compile-site.ts'
import { recordJsonSchema, siteJsonSchema } from '#build/json-schema-file.ts'
import { parseJsonWithPositions, type JsonPath } from '#page-model/json-positions.ts'
import { formatProblem, syntaxProblems, type Problem } from '#page-model/problem.ts'
import type {
  CollectionSummary,
  DataPreview,
  DataSaveResult,
  EditorProblem,
  OpenedDataFile,
  RecordReference,
} from '#page-model/editor-api-types.ts'
import { withPath } from './editor-api.ts'
import { EditorRequestError, wouldHaveProblems } from './editor-request-error.ts'
import { fileVersion, writeIfUnchanged } from './site-file-writes.ts'
import { printPageFile } from './print-page-file.ts'
import { referencesToRecords } from './record-references.ts'

type DataRecord = Record<string, unknown>

/** The settings document's name in answers and messages. */
const SETTINGS_NAME = 'settings'

export function listCollections(rootDir: string): CollectionSummary[] {
  return collectionNames.map((name) => {
    const collection = collections[name]
    const records = recordsIn(readText(rootDir, collection.file), name) ?? []
    return {
      name,
      label: collection.label,
      pictureField: collection.pictureField,
      noun: collection.noun,
      file: collection.file,
      count: records.length,
      titleField: collection.titleField,
      recordSchema: recordJsonSchema(collections[name]) as Record<string, unknown>,
      example: exampleRecord(records, collection.uniqueFields),
      publishDateField: collection.publishDateField,
    }
  })
}

/** The JSON Schema of one record as the file holds it (the form's fields, in the file's order). */
/**
 * A record (or the settings) with its fields in the schema's order, unknown ones after for the validator to
 * name: a field a form adds, such as a sale's "oldPrice", lands where the file's other records have it, and the
 * file keeps its order whatever order the form sends.
 */
function inFieldOrder(schema: Record<string, unknown>, record: DataRecord): DataRecord {
  const fields = Object.keys((schema as { properties?: object }).properties ?? {})
  const known = fields.filter((field) => Object.hasOwn(record, field))
  const others = Object.keys(record).filter((field) => !fields.includes(field))
  return Object.fromEntries([...known, ...others].map((field) => [field, record[field]]))
}

/**
 * The example a new record's empty fields show (greyed, never written): the collection's first record, without
 * its id and without the fields no two records may share (a product's "sku").
 */
function exampleRecord(records: readonly unknown[], uniqueFields: readonly string[] = []): DataRecord {
  const first = records.find(isRecord)
  if (!first) return {}
  const { id: _id, ...fields } = structuredClone(first)
  for (const field of uniqueFields) delete fields[field]
  return fields
}

export function openCollection(rootDir: string, name: unknown): OpenedDataFile {
  const collection = collections[collectionName(name)]
  const text = readText(rootDir, collection.file)
  return {
    name: collection.name,
    file: collection.file,
    text,
    version: fileVersion(text),
    records: recordsIn(text, collection.name),
    problems: fileProblems(compileSite(rootDir).problems, collection.file, text, inCollection(collection.name)),
  }
}

export async function checkCollection(rootDir: string, name: unknown, body: unknown): Promise<{ problems: EditorProblem[] }> {
  const collection = collections[collectionName(name)]
  const onDisk = readText(rootDir, collection.file)
  const { text } = await collectionDraft(rootDir, collection.name, onDisk, recordsOf(body))
  return { problems: draftProblems(rootDir, collection.file, text, inCollection(collection.name)) }
}

/**
 * Writes the collection's records: new records (no id, or id null) get the next free ids; a record removed
 * while a page, menu or other record still points at it refuses the save, naming each place.
 */
export async function saveCollection(rootDir: string, name: unknown, body: unknown): Promise<DataSaveResult> {
  const collection = collections[collectionName(name)]
  const version = versionOf(body)
  const onDisk = readText(rootDir, collection.file)
  refuseStale(onDisk, version)
  const { text, records } = await collectionDraft(rootDir, collection.name, onDisk, recordsOf(body))

  const kept = new Set(records.map((record) => record.id))
  const onDiskRecords = recordsIn(onDisk, collection.name) ?? []
  const removed = onDiskRecords.flatMap((record) => (typeof record.id === 'number' && !kept.has(record.id) ? [record.id] : []))
  const references = referencesToRecords(rootDir, collection.name, removed, onDiskRecords)
  if (references.size > 0) {
    const named = [...references.keys()].map((id) => {
      const record = onDiskRecords.find((candidate) => candidate.id === id)
      const title = record?.[collection.titleField]
      return `${collection.noun} ${id}${typeof title === 'string' ? ` "${title}"` : ''}`
    })
    throw new DataRequestError(
      422,
      `Refused: ${named.join(' and ')} ${named.length === 1 ? 'is' : 'are'} still used; change the places that use ${named.length === 1 ? 'it' : 'them'} first. Nothing was written.`,
      { references: [...references.values()].flat() },
    )
  }
  return write(rootDir, collection.file, version, text, inCollection(collection.name))
}

export function openSettings(rootDir: string): OpenedDataFile {
  const text = readText(rootDir, SITE_FILE)
  const value = parseJsonWithPositions(text).value
  return {
    name: SETTINGS_NAME,
    file: SITE_FILE,
    text,
    version: fileVersion(text),
    records: isRecord(value) ? [value] : undefined,
    problems: fileProblems(compileSite(rootDir).problems, SITE_FILE, text, inSettings),
  }
}

export async function saveSettings(rootDir: string, body: unknown): Promise<DataSaveResult> {
  const version = versionOf(body)
  const value = (body as { value?: unknown }).value
  if (!isRecord(value))
    throw new EditorRequestError(400, 'Refused: the request holds no settings (expected a JSON object under "value").')
  const onDisk = readText(rootDir, SITE_FILE)
  refuseStale(onDisk, version)
  const text = await printDataFile(rootDir, SITE_FILE, onDisk, inFieldOrder(siteJsonSchema() as Record<string, unknown>, value))
  return write(rootDir, SITE_FILE, version, text, inSettings)
}

/**
 * One page compiled with the collection's unsaved records instead of its file, for the editor's preview (the
 * records as they would be saved, new ones numbered). Nothing is written, and the site is compiled again from
 * disk afterwards, so the pages the dev server serves never hold a draft.
 */
export async function previewCollection(rootDir: string, name: unknown, body: unknown): Promise<DataPreview> {
  const collection = collections[collectionName(name)]
  const page = previewPageOf(body)
  const records = (body as { records?: unknown }).records
  if (records === undefined) return previewWith(rootDir, page, undefined)
  const { text } = await collectionDraft(rootDir, collection.name, readText(rootDir, collection.file), recordsOf(body))
  return previewWith(rootDir, page, { file: collection.file, text })
}

/** One page compiled with the unsaved settings instead of data/site.json, with the settings the frame shows. */
export async function previewSettings(rootDir: string, body: unknown): Promise<DataPreview> {
  const page = previewPageOf(body)
  const value = (body as { value?: unknown }).value
  if (value === undefined) return previewWith(rootDir, page, undefined)
  if (!isRecord(value))
    throw new EditorRequestError(400, 'Refused: the request holds no settings (expected a JSON object under "value").')
  const text = await printDataFile(rootDir, SITE_FILE, readText(rootDir, SITE_FILE), value)
  return previewWith(rootDir, page, { file: SITE_FILE, text })
}

function previewWith(rootDir: string, pageName: string, draft: { file: string; text: string } | undefined): DataPreview {
  const site = compileSite(rootDir, { dataDrafts: draft ? { [draft.file]: draft.text } : {} })
  // A valid draft became the records pages are drawn from (compileSite): the saved files take their place again.
  if (draft) compileSite(rootDir)
  const page = site.pages.find((candidate) => `${candidate.name}.json` === pageName)
  if (!page && !site.pageFiles.some((candidate) => `${candidate.name}.json` === pageName))
    throw new EditorRequestError(404, `${JSON.stringify(pageName)} is not a page file of pages-schema/.`)
  return { page, site: site.site, draftUsed: !draft || !site.unusableDataFiles.includes(draft.file) }
}

function previewPageOf(body: unknown): string {
  const page = (body as { page?: unknown }).page
  if (typeof page !== 'string' || page === '')
    throw new EditorRequestError(400, 'Refused: the request names no "page" (the page file to preview, e.g. "shop-single.json").')
  return page
}

/** A refusal of a data save that names the places still pointing at a removed record. */
export class DataRequestError extends EditorRequestError {
  readonly references: RecordReference[]
  constructor(status: number, message: string, { references }: { references: RecordReference[] }) {
    super(status, message)
    this.references = references
  }
}

/** The collection file as it would be written with `records`, new records numbered. */
async function collectionDraft(
  rootDir: string,
  name: CollectionName,
  onDisk: string,
  records: DataRecord[],
): Promise<{ text: string; records: DataRecord[] }> {
  const usedIds = [...(recordsIn(onDisk, name) ?? []), ...records].flatMap((record) =>
    typeof record.id === 'number' && Number.isFinite(record.id) ? [record.id] : [],
  )
  // The next id after the highest ever in use: an id a removed record had is never given again (decision 203).
  let next = Math.max(0, ...usedIds) + 1
  const schema = recordJsonSchema(collections[name]) as Record<string, unknown>
  const numbered = records.map((record) =>
    inFieldOrder(schema, record.id === undefined || record.id === null ? { id: next++, ...withoutId(record) } : record),
  )
  const parsed = parseJsonWithPositions(onDisk).value
  const file = isRecord(parsed) ? parsed : { $schema: collections[name].schemaFile.replace(/^data\//, './') }
  const text = await printDataFile(rootDir, collections[name].file, onDisk, { ...file, [name]: numbered })
  return { text, records: numbered }
}

function withoutId(record: DataRecord): DataRecord {
  const { id: _id, ...fields } = record
  return fields
}

function printDataFile(rootDir: string, file: string, onDisk: string, value: unknown): Promise<string> {
  const template = parseJsonWithPositions(onDisk).syntaxErrors.length === 0 ? onDisk : undefined
  return printPageFile(join(rootDir, file), template, value, { newEntriesLikeNeighbours: true })
}

/** Writes the draft if it has no problems and the file is still the version the editor opened. */
function write(rootDir: string, file: string, version: string, text: string, recordPath: RecordPath): DataSaveResult {
  const problems = draftProblems(rootDir, file, text, recordPath)
  if (problems.length > 0) throw wouldHaveProblems('it', problems)
  const outcome = writeIfUnchanged(rootDir, file, text, version)
  if (!outcome.written)
    throw new EditorRequestError(
      409,
      outcome.onDisk === undefined
        ? 'Refused: its file was deleted while it was being saved; nothing was written.'
        : 'Refused: this was changed elsewhere while it was being saved; nothing was written. Load it again to see the other change.',
      undefined,
      outcome.onDisk === undefined ? undefined : fileVersion(outcome.onDisk),
    )
  return { version: fileVersion(text), text }
}

function refuseStale(onDisk: string, version: string): void {
  if (fileVersion(onDisk) !== version)
    throw new EditorRequestError(
      409,
      'Refused: this was changed elsewhere since you opened it; nothing was written. Load it again to see the other change.',
      undefined,
      fileVersion(onDisk),
    )
}

/**
 * The draft's problems: those of its own file, and any it causes elsewhere (a page whose picked record is gone,
 * a link to a removed record's page). The site is compiled again from disk afterwards, so the records pages are
 * drawn from stay those of the saved files.
 */
function draftProblems(rootDir: string, file: string, text: string, recordPath: RecordPath): EditorProblem[] {
  const draft = compileSite(rootDir, { dataDrafts: { [file]: text } })
  const before = new Set(compileSite(rootDir).problems.map(formatProblem))
  const own = fileProblems(draft.problems, file, text, recordPath)
  const elsewhere = draft.problems
    .filter((problem) => problem.file !== file && !before.has(formatProblem(problem)))
    .map((problem) => ({ ...problem, printed: formatProblem(problem), path: [] }))
  return [...own, ...elsewhere]
}

/** Where a problem is among the records the editor holds, from its path in the file. */
type RecordPath = (pathInFile: JsonPath) => JsonPath

/** In a collection file: [name, 3, "price"] is [3, "price"] (anything outside the records, []). */
const inCollection =
  (name: string): RecordPath =>
  ([first, ...rest]) =>
    first === name ? rest : []

/** In data/site.json, the one "record" the editor holds: ["menu", 0] is [0, "menu", 0]. */
const inSettings: RecordPath = (path) => [0, ...path]

/**
 * The problems of one data file, each with its path among the records. While the file is not valid JSON, its
 * first syntax error is its only problem.
 */
function fileProblems(problems: readonly Problem[], file: string, text: string, recordPath: RecordPath): EditorProblem[] {
  const json = parseJsonWithPositions(text)
  const own =
    json.syntaxErrors.length > 0 ? syntaxProblems(file, json).slice(0, 1) : problems.filter((problem) => problem.file === file)
  return own.map((problem) => {
    const located = withPath(problem, text)
    return { ...located, path: recordPath(located.path) }
  })
}

function collectionName(name: unknown): CollectionName {
  if (typeof name === 'string' && Object.hasOwn(collections, name)) return name as CollectionName
  throw new EditorRequestError(
    404,
    `${JSON.stringify(name)} is not a collection of data/; the collections are ${collectionNames.join(', ')}.`,
  )
}

function recordsOf(body: unknown): DataRecord[] {
  const records = (body as { records?: unknown }).records
  if (!Array.isArray(records) || !records.every(isRecord))
    throw new EditorRequestError(400, 'Refused: the request holds no records (expected a list of JSON objects under "records").')
  return records
}

function versionOf(body: unknown): string {
  const version = (body as { version?: unknown }).version
  if (typeof version !== 'string' || version === '')
    throw new EditorRequestError(400, 'Refused: the request names no "version" (the version of the file you opened).')
  return version
}

function recordsIn(text: string, name: string): DataRecord[] | undefined {
  const { value, syntaxErrors } = parseJsonWithPositions(text)
  if (syntaxErrors.length > 0 || !isRecord(value)) return undefined
  const records = value[name]
  return Array.isArray(records) ? records.filter(isRecord) : undefined
}

function readText(rootDir: string, file: string): string {
  const absolute = join(rootDir, file)
  if (!existsSync(absolute)) throw new EditorRequestError(404, `${file} does not exist.`)
  return readFileSync(absolute, 'utf8')
}

function isRecord(value: unknown): value is DataRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
