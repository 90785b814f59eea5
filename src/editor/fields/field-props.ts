import type { JsonPath } from '#page-model/json-positions.ts'
import type { JsonSchema } from '#page-model/json-schema.ts'
import { useForm } from './form-context.ts'

/** What every form control gets: its schema, where it writes, and the value the file holds there. */
export interface FieldProps {
  schema: JsonSchema
  path: JsonPath
  /** The value in the file; undefined when the file leaves it out (then the default, if any, shows). */
  value: unknown
  /** The setting's name in the file ("badgeText"), or the list's name for an entry. */
  name: string
  label: string
  required: boolean
  /** The order the schema lists the parent's settings in: where a setting not yet in the file goes. */
  keyOrder: readonly string[]
}

/** One undo step per field while typing into it. */
export function mergeKeyOf(path: JsonPath): string {
  return path.join('.')
}

/**
 * A setting that falls back to its schema's default when the file leaves it out: whether the default is what
 * shows, and how to go back to it (by leaving the setting out again); and whether a value it needs is still
 * missing (a new record's empty fields). FieldShell takes all three.
 */
export function useDefaultReset(props: Pick<FieldProps, 'schema' | 'path' | 'value' | 'keyOrder' | 'required'>) {
  const { schema, path, value, keyOrder } = props
  const { update } = useForm()
  const hasDefault = schema.default !== undefined
  return {
    showsDefault: value === undefined && hasDefault,
    onReset: value !== undefined && hasDefault ? () => update(path, undefined, { keyOrder }) : undefined,
    required: isRequired(props),
    missing: isMissing(props),
  }
}

/** A setting that needs a value: required, with no default to fall back to. */
export function isRequired({ schema, required }: Pick<FieldProps, 'schema' | 'required'>): boolean {
  return required && schema.default === undefined
}

/** A required setting without a default whose value is still to be written: nothing, an empty text or list it needs. */
export function isMissing({ schema, value, required }: Pick<FieldProps, 'schema' | 'value' | 'required'>): boolean {
  if (!isRequired({ schema, required })) return false
  if (value === undefined) return true
  if (value === '') return (schema.minLength ?? 0) > 0 || schema.pattern !== undefined || schema.format !== undefined
  return Array.isArray(value) && value.length < (schema.minItems ?? 0)
}
