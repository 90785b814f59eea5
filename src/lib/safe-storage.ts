/**
 * The browser's storage, one way for every key the site and the editor keep (the cart and the other stored
 * lists, the selected service, the editor's drafts): nothing read back is trusted, and nothing storage throws
 * reaches the page.
 * - A read hands what is stored to the caller's `validate`, which returns the value, or undefined for anything
 *   this code did not write; JSON that does not parse and text over MAX_STORED_CHARS are dropped before it.
 * - A read, write or removal that throws (private mode, storage full or turned off) is logged and answered
 *   as "nothing stored" or `false`: the caller keeps working in memory, and may tell the visitor.
 * Validation is the caller's: small guards on the site, which reads storage on every page (zod's runtime would
 * add 5.7 KB gzip to each, decision 251), a zod schema in the editor.
 */

/** localStorage, or sessionStorage for what lasts one visit. */
export type StorageArea = 'localStorage' | 'sessionStorage'

/** One key of one storage, and what it holds in a person's words for messages. */
export interface StorageSlot {
  area: StorageArea
  key: string
  /** "cart" gives 'The saved cart ("cartState") is not valid JSON and was dropped'. */
  name: string
}

/**
 * Far more than anything this site keeps (a full cart of every product is a few KB; a long page's draft
 * some tens): longer text was not written by it, and is dropped before JSON.parse spends time on it.
 */
export const MAX_STORED_CHARS = 100_000

const saved = ({ name, key }: StorageSlot) => `The saved ${name} ("${key}")`

/** The text stored in the slot: null when there is none, undefined when storage cannot be read (logged). */
export function readStoredText(slot: StorageSlot): string | null | undefined {
  try {
    return window[slot.area].getItem(slot.key)
  } catch (error) {
    console.error(`${saved(slot)} could not be read; going on without it:`, error)
    return undefined
  }
}

/**
 * The JSON value stored in the slot as `validate` accepts it; undefined when nothing is stored, storage cannot
 * be read, or what it holds is too long, not JSON, or refused by `validate` (each but the first logged).
 */
export function readStoredJson<T>(slot: StorageSlot, validate: (stored: unknown) => T | undefined): T | undefined {
  return storedJson(slot, readStoredText(slot), validate)
}

/** `readStoredJson` for text already read from the slot by `readStoredText`. */
export function storedJson<T>(
  slot: StorageSlot,
  text: string | null | undefined,
  validate: (stored: unknown) => T | undefined,
): T | undefined {
  if (text === null || text === undefined) return undefined
  if (text.length > MAX_STORED_CHARS) {
    console.error(`${saved(slot)} is ${text.length} characters long, too long to be this site's, and was dropped.`)
    return undefined
  }
  let stored: unknown
  try {
    stored = JSON.parse(text)
  } catch (error) {
    console.error(`${saved(slot)} is not valid JSON and was dropped:`, error)
    return undefined
  }
  const value = validate(stored)
  if (value === undefined) console.error(`${saved(slot)} is not one this site wrote, and was dropped.`)
  return value
}

/** Stores `value` as JSON; false when storage refuses (logged): the caller then keeps it in memory. */
export function writeStoredJson(slot: StorageSlot, value: unknown): boolean {
  return writeStoredText(slot, JSON.stringify(value))
}

/** Stores `text` as it is; false when storage refuses (logged): the caller then keeps it in memory. */
export function writeStoredText(slot: StorageSlot, text: string): boolean {
  try {
    window[slot.area].setItem(slot.key, text)
    return true
  } catch (error) {
    console.error(`The ${slot.name} could not be saved; it still works until this tab closes:`, error)
    return false
  }
}

/** Forgets what the slot holds; false when storage refuses (logged). */
export function removeStored(slot: StorageSlot): boolean {
  try {
    window[slot.area].removeItem(slot.key)
    return true
  } catch (error) {
    console.error(`${saved(slot)} could not be removed:`, error)
    return false
  }
}
