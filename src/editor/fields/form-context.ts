import { createContext, use } from 'react'
import type { JsonPath } from '#page-model/json-positions.ts'
import type { EditorCatalogue, EditorProblem } from '#page-model/editor-api-types.ts'

export interface FormContextValue {
  catalogue: EditorCatalogue
  /** The page's problems at exactly this place. */
  problemsAt: (path: JsonPath) => EditorProblem[]
  /** The page's problems at this place or inside it. */
  problemsUnder: (path: JsonPath) => EditorProblem[]
  /**
   * Sets the value at a path of the page (undefined removes the setting). `keyOrder` is the order the
   * schema lists the parent object's settings in, for a setting not yet in the file; changes with the
   * same `mergeKey` in quick succession undo as one step (typing).
   */
  update: (path: JsonPath, value: unknown, options?: { keyOrder?: readonly string[] | undefined; mergeKey?: string }) => void
  /** The form is on this entry of a list (opened or focused), so the preview can show it, e.g. slide 2. */
  showEntry: (path: JsonPath) => void
  /**
   * The example value for a field, shown in it while empty (a new record's form shows the collection's first record's
   * words; a new picture goes in its example's folder). Never written.
   */
  exampleAt?: ((path: JsonPath) => string | number | undefined) | undefined
  /**
   * Whether the problem of a field whose value is still missing (a new record's empty fields) shows yet: once the
   * editor has left the field or tried to save. Without it, always.
   */
  showsMissingAt?: ((path: JsonPath) => boolean) | undefined
  /** The editor left a field: from now on a missing value there is said. */
  touch?: ((path: JsonPath) => void) | undefined
}

/** How an empty field shows its example: "e.g. Daniel Whitmore". */
export function placeholderOf(example: string | number | undefined): string | undefined {
  return example === undefined ? undefined : `e.g. ${example}`
}

export const FormContext = createContext<FormContextValue | null>(null)

export function useForm(): FormContextValue {
  const context = use(FormContext)
  if (!context) throw new Error('useForm() outside a <FormContext>')
  return context
}

/** The DOM id of the control editing a place in the page, so a problem can take the focus there. */
export function fieldDomId(path: JsonPath): string {
  return `field-${path.join('.')}`
}
