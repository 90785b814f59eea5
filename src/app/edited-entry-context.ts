import { createContext, useContext } from 'react'

/**
 * The page editor's preview only: the entry of one of this block's list settings that the editor's form
 * is on (e.g. { setting: 'slides', index: 1 } while slide 2's fields are being edited), so the block can
 * show that entry rather than whichever its slideshow or accordion happens to show. Undefined on the site.
 */
export interface EditedEntry {
  setting: string
  index: number
}

/** The entry being edited and its block: what the editor tells its preview. */
export type EditedEntryOfPage = EditedEntry & { blockId: string }

export const EditedEntryContext = createContext<EditedEntry | undefined>(undefined)

/** The index of the entry of `setting` being edited in the page editor, or undefined (always, on the site). */
export function useEditedEntry(setting: string): number | undefined {
  const entry = useContext(EditedEntryContext)
  return entry?.setting === setting ? entry.index : undefined
}
