/**
 * The place in the site a file and line belong to, named as a farm's editor knows it (issue 51, plain words): a
 * page by its title and address, a record or a post by its title, the settings; with the editor's address of it.
 * Refusals (Publish's checks, a deletion still pointed at) link to these; file paths stay under "Details".
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Node } from 'jsonc-parser'
import { collections, type CollectionName } from '#data/collections.ts'
import { PAGES_DIR, SITE_FILE } from '#build/compile-site.ts'
import { editorAddress } from '#page-model/dev-addresses.ts'
import { parseJsonWithPositions } from '#page-model/json-positions.ts'
import type { ContentPlace } from '#page-model/editor-api-types.ts'
import { collectionOfFile } from './change-summary.ts'
import { recordPageName } from './record-page-name.ts'

const POST_TEXT = /^data\/blog-posts\/([1-9][0-9]*)\.md$/

/** The place `file` (from the site's root) holds at `line` (1-based): for a collection file, the record there. */
export function contentPlace(rootDir: string, file: string, line?: number): ContentPlace | undefined {
  if (file === SITE_FILE) return { name: 'Site settings', href: editorAddress({ section: 'settings' }) }
  if (file.startsWith(`${PAGES_DIR}/`) && file.endsWith('.json')) {
    const page = file.slice(PAGES_DIR.length + 1)
    return { name: pageName(rootDir, page), href: editorAddress({ section: 'pages', page }) }
  }
  const post = POST_TEXT.exec(file)?.[1]
  if (post) {
    const id = Number(post)
    const record = recordsIn(readText(rootDir, collections['blog-posts'].file), 'blog-posts').find(
      (entry) => entry.value.id === id,
    )
    const title = typeof record?.value.title === 'string' ? record.value.title : `Post ${id}`
    return { name: `${title} (its text)`, href: editorAddress({ section: 'content', collection: 'blog-posts', id }) }
  }
  const collection = collectionOfFile(file)
  if (!collection) return undefined
  const records = recordsIn(readText(rootDir, file), collection)
  const record = line === undefined ? undefined : records.find((entry) => entry.lines[0] <= line && line <= entry.lines[1])
  return recordPlace(collection, record?.value)
}

/** A record by its title, with its form's address; its collection when it has no title or id to go by. */
export function recordPlace(collection: CollectionName, record: unknown): ContentPlace {
  const { label, titleField } = collections[collection]
  const fields = typeof record === 'object' && record !== null ? (record as Record<string, unknown>) : {}
  const title = fields[titleField]
  if (typeof title !== 'string' || !title || typeof fields.id !== 'number')
    return { name: label, href: editorAddress({ section: 'content', collection }) }
  return { name: title, href: editorAddress({ section: 'content', collection, id: fields.id }) }
}

/** “Our story” (/home-2): the page's title without the site's name, and its address; a page about each record in words. */
function pageName(rootDir: string, file: string): string {
  const value = parsedObject(readText(rootDir, `${PAGES_DIR}/${file}`))
  const aboutEachRecord = recordPageName(value)
  if (aboutEachRecord) return aboutEachRecord
  const path = typeof value?.path === 'string' ? value.path : `/${file.replace(/\.json$/, '')}`
  const title = typeof value?.title === 'string' ? value.title.split(' | ')[0]!.trim() : ''
  return title ? `“${title}” (${path})` : `The page ${path}`
}

interface RecordAt {
  value: Record<string, unknown>
  /** The first and last line of the record in its file. */
  lines: [number, number]
}

function recordsIn(text: string | undefined, collection: CollectionName): RecordAt[] {
  if (text === undefined) return []
  const json = parseJsonWithPositions(text)
  const list = json.root?.children?.find((property) => property.children?.[0]?.value === collection)?.children?.[1]
  return (list?.children ?? []).flatMap((node: Node) => {
    const value = (json.value as Record<string, unknown[]> | undefined)?.[collection]?.[list!.children!.indexOf(node)]
    if (typeof value !== 'object' || value === null) return []
    const fields = value as Record<string, unknown>
    const lines: [number, number] = [json.lineAndColumn(node.offset).line, json.lineAndColumn(node.offset + node.length).line]
    return [{ value: fields, lines }]
  })
}

function readText(rootDir: string, file: string): string | undefined {
  const absolute = join(rootDir, file)
  return existsSync(absolute) ? readFileSync(absolute, 'utf8') : undefined
}

function parsedObject(text: string | undefined): Record<string, unknown> | undefined {
  try {
    const value = text === undefined ? undefined : (JSON.parse(text) as unknown)
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}
