/**
 * The one way a block prop points at records in data/ instead of copying them:
 *   { "collection": "blog-posts", "first": 3 }    the first three records
 *   { "collection": "blog-posts", "items": [2, 3] } the 2nd and 3rd records (1-based positions)
 *   { "collection": "products", "ids": [3, 7] }    records by id
 *   { "collection": "farmers" }                    every record
 * Parsing the page resolves the reference to the records themselves, as lists show them (listedRecord), so
 * views receive plain data.
 * A position or id that does not exist is a validation error at that spot in the page file.
 */
import { z } from 'zod'
import { idRange } from '#page-model/plain-words.ts'
import { collections, listedRecord, type CollectionName, type CollectionRecord, type ListedRecord } from './collections.ts'

export interface CollectionRef {
  collection: string
  first?: number | undefined
  items?: number[] | undefined
  ids?: number[] | undefined
}

type Issue = { path: (string | number)[]; message: string }

/** Picks the referenced records; reports each missing position or id as an issue. */
export function resolveCollectionRef<R extends { id: number }>(
  records: readonly R[],
  ref: CollectionRef,
): { records: R[]; issues: Issue[] } {
  const issues: Issue[] = []
  if (ref.ids) {
    const picked: R[] = []
    ref.ids.forEach((id, i) => {
      const record = records.find((r) => r.id === id)
      if (record) picked.push(record)
      else
        issues.push({
          path: ['ids', i],
          message: `"${ref.collection}" has no record with id ${id} (ids are ${idRange(records.map((r) => r.id))})`,
        })
    })
    return { records: picked, issues }
  }
  if (ref.items) {
    const picked: R[] = []
    ref.items.forEach((position, i) => {
      const record = records[position - 1]
      if (record) picked.push(record)
      else
        issues.push({
          path: ['items', i],
          message: `"${ref.collection}" has ${records.length} records, so there is no item ${position}`,
        })
    })
    return { records: picked, issues }
  }
  if (ref.first !== undefined) {
    if (ref.first > records.length) {
      issues.push({ path: ['first'], message: `"${ref.collection}" has only ${records.length} records, fewer than ${ref.first}` })
    }
    return { records: records.slice(0, ref.first), issues }
  }
  return { records: [...records], issues }
}

/** The zod schema of a collection reference whose parsed value is the list of records. */
export function collectionRef<N extends CollectionName>(name: N) {
  const selectors = ['first', 'items', 'ids'] as const
  return z
    .strictObject({
      collection: z.literal(name).describe(`The data collection to read: data/${name}.json`),
      first: z.int().positive().optional().describe('Take the first N records'),
      items: z.array(z.int().positive()).min(1).optional().describe('Take records by 1-based position, e.g. [2, 3]'),
      ids: z.array(z.int().positive()).min(1).optional().describe('Take records by id, e.g. [3, 7]'),
    })
    .describe(`Records from data/${name}.json: { "collection": "${name}" } plus one of "first", "items" or "ids"`)
    .transform((ref, ctx): ListedRecord<N>[] => {
      const used = selectors.filter((key) => ref[key] !== undefined)
      if (used.length > 1) {
        ctx.addIssue({
          code: 'custom',
          message: `use only one of "first", "items" or "ids" (found ${used.join(' and ')})`,
          input: ref,
        })
        return []
      }
      const records = collections[name].records as CollectionRecord<N>[]
      const result = resolveCollectionRef(records as unknown as { id: number }[], ref)
      // While the collection's file is not JSON, its syntax error is the message: no pick is judged against it.
      if (!collections[name].recordsUnknown)
        for (const issue of result.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message, input: ref })
      return (result.records as unknown as CollectionRecord<N>[]).map((record) => listedRecord(name, record))
    })
}
