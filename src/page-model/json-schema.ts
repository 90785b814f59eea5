/**
 * A node of JSON Schema as this project's schemas come out of zod (z.toJSONSchema, draft 2020-12): the page
 * editor builds its form from it, and the block facts (catalogue, docs/blocks.md) describe settings with it.
 */
export interface JsonSchema {
  type?: string
  /** What the editor calls the field ("Link", "Big picture"); without it, words made from its key. */
  title?: string
  description?: string
  default?: unknown
  const?: unknown
  enum?: unknown[]
  pattern?: string
  format?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minItems?: number
  maxItems?: number
  items?: JsonSchema
  /** A fixed-length list (a zod tuple): one schema per place. */
  prefixItems?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
}
