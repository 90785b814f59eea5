import { createContext, useContext } from 'react'

/** The record an entity page's route parameter points at; undefined when the id is unknown. */
export const EntityContext = createContext<Record<string, unknown> | undefined>(undefined)

/** For blocks on entity pages (e.g. /shop-single/:id): the record of the current URL. */
export function useEntity<T>(): T | undefined {
  return useContext(EntityContext) as T | undefined
}

/**
 * The record an id points at, looked up by own keys only: "constructor", "__proto__" or "toString" in a
 * URL are ids like any other unknown one, never a property every object inherits.
 */
export function recordFor(
  entity: { records: Record<string, Record<string, unknown>> },
  id: string | undefined,
): Record<string, unknown> | undefined {
  return id !== undefined && Object.hasOwn(entity.records, id) ? entity.records[id] : undefined
}

/**
 * Replaces {field} in a page title with the record's value: "{title} | Shop", "{name} | Farmers".
 * Without a record (unknown id) the placeholder reads "Not found".
 */
export function fillFromRecord(text: string, record: Record<string, unknown> | undefined): string {
  return text.replace(/\{(\w+)\}/g, (_whole, field: string) => {
    if (!record) return 'Not found'
    const value = Object.hasOwn(record, field) ? record[field] : undefined
    return typeof value === 'string' || typeof value === 'number' ? String(value) : ''
  })
}
