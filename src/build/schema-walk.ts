/**
 * A walk through a value beside the zod schema it is checked with, defaults included: what finds every link
 * field (site-links.ts) and every pick of records (src/editor-server/record-references.ts) by the schema, not
 * by the value's look. A field the file leaves out is visited with its default, marked as such.
 */
import type { z } from 'zod'
import type { JsonPath } from '#page-model/json-positions.ts'

type Def = {
  type: string
  innerType?: z.ZodType
  in?: z.ZodType
  shape?: Record<string, z.ZodType>
  element?: z.ZodType
  items?: z.ZodType[]
  rest?: z.ZodType | null
  options?: z.ZodType[]
  discriminator?: string
  valueType?: z.ZodType
  left?: z.ZodType
  right?: z.ZodType
  getter?: () => z.ZodType
  defaultValue?: unknown
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

/** What a walk is told at each schema node: the node, the value there, its path, and whether it is a default. */
export type SchemaVisit = (node: z.ZodType, data: unknown, path: JsonPath, isDefault: boolean) => void

/** The kind of a schema node: "string", "object", "pipe", "optional"… */
export const schemaType = (schema: z.ZodType): string => defOf(schema).type

/** The fields of an object schema, or undefined for any other kind of schema. */
export function objectFields(schema: z.ZodType): string[] | undefined {
  const def = defOf(schema)
  return def.type === 'object' ? Object.keys(def.shape!) : undefined
}

/** Calls `visit` at every node of `schema` beside the part of `value` it checks (the input side of transforms). */
export function walkWithSchema(schema: z.ZodType, value: unknown, visit: SchemaVisit): void {
  const walk = (node: z.ZodType, data: unknown, path: JsonPath, isDefault: boolean): void => {
    visit(node, data, path, isDefault)
    const def = defOf(node)
    switch (def.type) {
      case 'default':
      case 'prefault':
        if (data === undefined) return walk(def.innerType!, def.defaultValue, path, true)
        return walk(def.innerType!, data, path, isDefault)
      case 'optional':
      case 'nullable':
      case 'nonoptional':
      case 'readonly':
      case 'catch':
        return walk(def.innerType!, data, path, isDefault)
      case 'pipe':
        return walk(def.in!, data, path, isDefault)
      case 'lazy':
        return walk(def.getter!(), data, path, isDefault)
      case 'object':
        if (typeof data !== 'object' || data === null || Array.isArray(data)) return
        for (const [key, child] of Object.entries(def.shape!)) {
          walk(child, (data as Record<string, unknown>)[key], [...path, key], isDefault)
        }
        return
      case 'record':
        if (typeof data !== 'object' || data === null) return
        for (const [key, child] of Object.entries(data)) walk(def.valueType!, child, [...path, key], isDefault)
        return
      case 'array':
        if (Array.isArray(data)) data.forEach((item, i) => walk(def.element!, item, [...path, i], isDefault))
        return
      case 'tuple':
        if (Array.isArray(data))
          data.forEach((item, i) => {
            const itemSchema = def.items![i] ?? def.rest
            if (itemSchema) walk(itemSchema, item, [...path, i], isDefault)
          })
        return
      case 'union': {
        const options = def.options!
        const key = def.discriminator
        const chosen = key
          ? options.find((option) => {
              const tag = defOf(option).shape?.[key]
              return tag !== undefined && tag.safeParse((data as Record<string, unknown> | undefined)?.[key]).success
            })
          : options.find((option) => option.safeParse(data).success)
        if (chosen) walk(chosen, data, path, isDefault)
        return
      }
      case 'intersection':
        walk(def.left!, data, path, isDefault)
        walk(def.right!, data, path, isDefault)
        return
      default:
        return
    }
  }
  walk(schema, value, [], false)
}
