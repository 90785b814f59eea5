/**
 * The farm's numbers, defined once (data/farm-facts.json): hives, herd, acres, founding years, delivery days
 * and fees, partner growers. Page files, data files and post bodies write `{{hives}}` where the number goes,
 * so no page can state another: the build fills each reference in before anything else reads the file, and
 * an unknown name is a problem at its file, line and column. The editor offers the names (link-suggestions.ts).
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import type { Problem } from '#page-model/problem.ts'
import { schemaLine } from './schemas.ts'

export const FARM_FACTS_FILE = 'data/farm-facts.json'
export const FARM_FACTS_SCHEMA_FILE = 'data/farm-facts.schema.json'

export const farmFactsSchema = z.strictObject({
  $schema: schemaLine(FARM_FACTS_SCHEMA_FILE),
  facts: z
    .array(
      z.strictObject({
        name: z
          .string()
          .regex(/^[a-z][A-Za-z0-9]*$/)
          .describe('The name texts use to refer to the fact, as {{name}}, e.g. "hives"'),
        value: z.string().min(1).describe('What a text shows in its place, e.g. "40"'),
        about: z.string().min(1).describe('What the figure is, for the editor, e.g. "Beehives in the orchards"'),
      }),
    )
    .describe("The farm's figures, each named once"),
})
export type FarmFact = z.output<typeof farmFactsSchema>['facts'][number]

/** A reference to a fact in any text: `{{hives}}`. */
export const FACT_REFERENCE = /\{\{\s*([A-Za-z0-9_]*)\s*\}\}/g

const repoRoot = join(import.meta.dirname, '..', '..')

/**
 * The facts of a site; none for a site without the file (a test's folder), where every reference is unknown, and
 * none while the file cannot be read: compileSite reports its problems at their file:line:column (never a throw
 * here, which would stop the dev server and the validator with a stack trace instead of the place to fix).
 */
export function readFarmFacts(rootDir = repoRoot): FarmFact[] {
  const file = join(rootDir, FARM_FACTS_FILE)
  if (!existsSync(file)) return []
  try {
    return farmFactsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8'))).data?.facts ?? []
  } catch {
    return []
  }
}

/** Line and column (from 1) of an offset in a text. */
function positionAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n')
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 }
}

/** Offset in a text of a line and column (from 1). */
function offsetAt(text: string, { line, column }: { line: number; column: number }): number {
  let offset = 0
  for (let at = 1; at < line; at++) {
    const end = text.indexOf('\n', offset)
    if (end < 0) break
    offset = end + 1
  }
  return offset + column - 1
}

/** One reference filled in: where its value starts and ends in the filled text, where it was in the written one. */
interface Filled {
  start: number
  end: number
  writtenAt: number
  /** Filled text's length minus the written text's, up to the end of this value. */
  shift: number
}

export interface FilledFacts {
  text: string
  /** An unknown name, at its place in the file. */
  problems: Problem[]
  /**
   * A problem found in the filled-in text (a wrong field after a reference on its line), moved to its place in the
   * file as written: a value longer or shorter than its `{{name}}` would otherwise shift the column.
   */
  asWritten: (problem: Problem) => Problem
}

/**
 * A file's text with every `{{name}}` replaced by the fact's value, and a problem for each unknown name. An
 * unknown reference is left as written, so the file still reads and the page shows where the number is missing.
 * Without `facts` (the facts file has problems of its own, reported there), references are left as written and
 * none is called unknown.
 */
export function fillFacts(file: string, text: string, facts: readonly FarmFact[] | undefined): FilledFacts {
  const values = new Map(facts?.map((fact) => [fact.name, fact.value]))
  const problems: Problem[] = []
  const filledIn: Filled[] = []
  let shift = 0
  const filled = text.replace(FACT_REFERENCE, (reference, name: string, offset: number) => {
    const value = values.get(name)
    if (value === undefined && facts)
      problems.push({
        file,
        ...positionAt(text, offset),
        where: '',
        message: `unknown fact "${name}" in ${reference}`,
        hint: `use one of the names in ${FARM_FACTS_FILE}: ${[...values.keys()].join(', ')}`,
      })
    const written = value ?? reference
    const start = offset + shift
    shift += written.length - reference.length
    filledIn.push({ start, end: start + written.length, writtenAt: offset, shift })
    return written
  })
  const asWritten = (problem: Problem): Problem => {
    if (problem.file !== file || filledIn.length === 0) return problem
    const at = offsetAt(filled, problem)
    const before = filledIn.findLast((value) => value.start <= at)
    // Inside a value: the reference it came from.
    const writtenAt = !before ? at : at < before.end ? before.writtenAt : at - before.shift
    return { ...problem, ...positionAt(text, writtenAt) }
  }
  return { text: filled, problems, asWritten }
}
