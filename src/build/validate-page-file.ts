/**
 * Checks one page file and explains every problem at its line and column:
 *  1. JSON syntax,
 *  2. the generated JSON Schema (the same one editors use), with plain-language hints,
 *  3. the zod page schema, which adds what a JSON Schema cannot say: references to data/
 *     records, unique block ids, entity parameters. Its output is the compiled page.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import type { z } from 'zod'
import type { BlockDefinition } from '#page-model/define-block.ts'
import { offsetOfPath, parseJsonWithPositions, type JsonPath, type ParsedJson } from '#page-model/json-positions.ts'
import { createPageJsonSchema, createPageSchema } from './page-schema.ts'
import { nearest, plainWords } from '#page-model/plain-words.ts'
import { pathInWords, syntaxProblems, type Problem } from '#page-model/problem.ts'

// ajv-formats ships CommonJS; under ESM its default export may be the module object.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule

export interface PageValidator {
  jsonSchema: object
  zodSchema: ReturnType<typeof createPageSchema>
  ajvValidate: ValidateFunction
  blockTypes: string[]
}

export function createPageValidator(registry: readonly BlockDefinition[]): PageValidator {
  const jsonSchema = createPageJsonSchema(registry)
  const ajv = new Ajv2020({ allErrors: true, verbose: true, discriminator: true, strict: false })
  addFormats(ajv)
  return {
    jsonSchema,
    zodSchema: createPageSchema(registry),
    ajvValidate: ajv.compile(jsonSchema),
    blockTypes: registry.map((b) => b.type),
  }
}

export type ParsedPage = z.output<PageValidator['zodSchema']>

export interface PageFileResult {
  problems: Problem[]
  page?: ParsedPage | undefined
  /** The file's JSON with positions; its tree holds what could be read even when the syntax is wrong. */
  json: ParsedJson
}

export function validatePageFile(file: string, text: string, validator: PageValidator): PageFileResult {
  const json = parseJsonWithPositions(text)
  if (json.syntaxErrors.length > 0) {
    return {
      json,
      problems: syntaxProblems(file, json),
    }
  }
  if (!validator.ajvValidate(json.value)) {
    const errors = usefulErrors(validator.ajvValidate.errors ?? [])
    // A JSON Schema "pattern" carries no words: the zod schema's message for the same value says the rule.
    let zodIssues: z.core.$ZodIssue[] | undefined
    const ruleAt = (path: JsonPath) => {
      zodIssues ??= validator.zodSchema.safeParse(json.value).error?.issues ?? []
      const here = zodIssues.filter((issue) => JSON.stringify(issue.path) === JSON.stringify(path))
      // The rule the pattern stands for, not another issue at the same place (a length).
      return (here.find((issue) => issue.code === 'invalid_format') ?? here[0])?.message
    }
    return { json, problems: errors.map((error) => explainAjvError(file, json, error, validator, ruleAt)) }
  }
  const parsed = validator.zodSchema.safeParse(json.value, { error: plainWords, reportInput: true })
  if (!parsed.success) {
    return {
      json,
      problems: parsed.error.issues.map((issue) => {
        const path = issue.path as JsonPath
        return problemAt(file, json, path, issue.message, issue.code === 'custom' ? hintOf(issue.params) : undefined)
      }),
    }
  }
  return { json, problems: [], page: parsed.data }
}

/** A custom zod issue may carry what to do about it as `params.hint`. */
function hintOf(params: Record<string, unknown> | undefined): string | undefined {
  return typeof params?.hint === 'string' ? params.hint : undefined
}

/** Where a path is, in words a non-developer can follow: `blocks[3] (faq "home-faq") → props.items[0]`. */
export function describePath(value: unknown, path: JsonPath): string {
  if (path[0] === 'blocks' && typeof path[1] === 'number') {
    const block = (value as { blocks?: { type?: unknown; id?: unknown }[] }).blocks?.[path[1]]
    const label = [typeof block?.type === 'string' ? block.type : '', typeof block?.id === 'string' ? `"${block.id}"` : '']
      .filter(Boolean)
      .join(' ')
    const head = `blocks[${path[1]}]${label ? ` (${label})` : ''}`
    const rest = pathInWords(path.slice(2))
    return rest ? `${head} → ${rest}` : head
  }
  return pathInWords(path)
}

function problemAt(file: string, json: ParsedJson, path: JsonPath, message: string, hint?: string, key = false): Problem {
  const offset = offsetOfPath(json.root, path, { key })
  return { file, ...json.lineAndColumn(offset), where: describePath(json.value, path), message, hint }
}

function toPath(instancePath: string): JsonPath {
  if (!instancePath) return []
  return instancePath
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part))
}

/** ajv repeats itself (a failed branch also fails its parent's oneOf); keep the errors a person can act on. */
function usefulErrors(errors: ErrorObject[]): ErrorObject[] {
  const specific = errors.filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'if')
  const seen = new Set<string>()
  return specific.filter((e) => {
    const key = `${e.instancePath}|${e.keyword}|${JSON.stringify(e.params)}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

function explainAjvError(
  file: string,
  json: ParsedJson,
  error: ErrorObject,
  validator: PageValidator,
  ruleAt: (path: JsonPath) => string | undefined,
): Problem {
  const path = toPath(error.instancePath)
  const parentSchema = (error.parentSchema ?? {}) as {
    properties?: Record<string, { description?: string }>
    description?: string
  }
  switch (error.keyword) {
    case 'discriminator': {
      const { tag, tagValue } = error.params as { tag: string; tagValue?: unknown }
      if (typeof tagValue !== 'string') {
        return problemAt(file, json, path, `"${tag}" is missing`, `add "type": one of ${validator.blockTypes.join(', ')}`)
      }
      const near = nearest(tagValue, validator.blockTypes)
      return problemAt(
        file,
        json,
        [...path, 'type'],
        `unknown block type "${tagValue}"`,
        near ? `did you mean "${near}"?` : `known types: ${validator.blockTypes.join(', ')}`,
      )
    }
    case 'required': {
      const missing = (error.params as { missingProperty: string }).missingProperty
      const help = parentSchema.properties?.[missing]?.description
      return problemAt(file, json, path, `"${missing}" is missing`, `add "${missing}"${help ? ` (${help})` : ''}`)
    }
    case 'additionalProperties': {
      const unknown = (error.params as { additionalProperty: string }).additionalProperty
      const allowed = Object.keys(parentSchema.properties ?? {})
      const near = nearest(unknown, allowed)
      return problemAt(
        file,
        json,
        [...path, unknown],
        `unknown prop "${unknown}"`,
        `${near ? `did you mean "${near}"? ` : ''}allowed here: ${allowed.join(', ')}`,
        true,
      )
    }
    case 'type': {
      const expected = (error.params as { type: string }).type
      return problemAt(file, json, path, `must be ${article(expected)} ${expected}, not ${describeValue(error.data)}`)
    }
    case 'const':
      return problemAt(file, json, path, `must be ${JSON.stringify((error.params as { allowedValue: unknown }).allowedValue)}`)
    case 'enum':
      return problemAt(
        file,
        json,
        path,
        `${quoted(error.data)} is not allowed`,
        `use one of ${(error.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`,
      )
    case 'pattern': {
      const help = ruleAt(path) ?? parentSchema.description
      return problemAt(file, json, path, `${quoted(error.data)} is not in the expected form`, help)
    }
    // Limits in plain words, with what to do (ajv says "must NOT have fewer than 1 characters").
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const { limit } = error.params as { limit: number }
      const { message, hint } = limitInPlainWords(error.keyword, limit, error.data, parentSchema as { default?: unknown })
      return problemAt(file, json, path, message, hint)
    }
    default:
      return problemAt(file, json, path, error.message ?? `fails "${error.keyword}"`)
  }
}

function limitInPlainWords(
  keyword: string,
  limit: number,
  data: unknown,
  schema: { default?: unknown },
): { message: string; hint?: string } {
  const orDefault = schema.default !== undefined ? ', or remove the setting to use its default' : ''
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
  const length = typeof data === 'string' ? data.length : 0
  const entries = Array.isArray(data) ? data.length : 0
  switch (keyword) {
    case 'minLength':
      return limit === 1
        ? { message: 'is empty', hint: `write the text${orDefault}` }
        : { message: `is ${count(length, 'character', 'characters')} long`, hint: `write at least ${limit}${orDefault}` }
    case 'maxLength':
      return { message: `is ${count(length, 'character', 'characters')} long`, hint: `at most ${limit} fit here: shorten it` }
    case 'minItems':
      return {
        message: `has ${count(entries, 'entry', 'entries')}`,
        hint: `add ${limit === 1 ? 'an entry: at least one is' : `entries: at least ${limit} are`} needed${orDefault}`,
      }
    case 'maxItems':
      return { message: `has ${count(entries, 'entry', 'entries')}`, hint: `at most ${limit} fit here: remove some` }
    case 'minimum':
      return { message: `${JSON.stringify(data)} is too small`, hint: `use ${limit} or more` }
    case 'maximum':
      return { message: `${JSON.stringify(data)} is too large`, hint: `use ${limit} or less` }
    case 'exclusiveMinimum':
      return { message: `${JSON.stringify(data)} is too small`, hint: `use a number above ${limit}` }
    default:
      return { message: `${JSON.stringify(data)} is too large`, hint: `use a number below ${limit}` }
  }
}

/** A value as JSON, shortened when long: a message quotes it, never a whole 900 KB text. */
function quoted(value: unknown): string {
  const json = JSON.stringify(value)
  return json.length > 60 ? `${json.slice(0, 40)}…${json.slice(-16)}` : json
}

function article(word: string) {
  return /^[aeiou]/.test(word) ? 'an' : 'a'
}

function describeValue(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object') return 'an object'
  return `${typeof value} ${JSON.stringify(value)}`
}
