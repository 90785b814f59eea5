/**
 * What block views (and the shared UI they use) may take from the app, the only file of src/app that lint
 * lets them import: the record of an entity page, the page number a numbered list's path carries, and
 * (in the page editor's preview) the list entry being edited.
 */
export { useEditedEntry } from './edited-entry-context.ts'
export { useEntity } from './entity-context.ts'
export { usePathPageNumber } from './page-number-context.ts'
