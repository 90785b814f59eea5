import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { blockRegistry } from './registry.ts'

const blocksDir = join(process.cwd(), 'blocks')
const folders = readdirSync(blocksDir).filter((name) => statSync(join(blocksDir, name)).isDirectory())

describe('block registry', () => {
  it('lists every block folder exactly once', () => {
    const types = blockRegistry.map((block) => block.type)
    expect([...types].sort()).toEqual([...folders].sort())
    expect(new Set(types).size).toBe(types.length)
  })

  it('finds each view where the renderer looks for it: blocks/<type>/<type>.tsx', () => {
    const missing = blockRegistry
      .map((b) => `blocks/${b.type}/${b.type}.tsx`)
      .filter((file) => !existsSync(join(process.cwd(), file)))
    expect(missing).toEqual([])
  })
})
