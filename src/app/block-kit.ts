/**
 * What block views (and the shared UI they use) may take from the app, the only file of src/app that lint
 * lets them import: the record of an entity page, and the page number a numbered list's path carries.
 */
export { useEntity } from './entity-context.ts'
export { usePathPageNumber } from './page-number-context.ts'
