// @vitest-environment node
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ViteDevServer } from 'vite'
import { describe, expect, it, vi } from 'vitest'
import { SAVE_FOLDER } from './save-folder.ts'
import { pageEditorPlugin } from './vite-plugin-page-editor.ts'
import { newFolder } from '#tests/unit/site-folder.ts'

describe('the page editor’s start in the dev server', () => {
  it('puts back a page file that a save killed half-way had moved aside, says so, and empties the save folder', () => {
    const root = newFolder('editor-start-')
    mkdirSync(join(root, 'pages-schema'))
    mkdirSync(join(root, SAVE_FOLDER))
    // What a kill -9 between moving the page aside and linking the new one in leaves (a process that is gone).
    const stem = `${2 ** 22 + 1}-0b4cbd0a-3c1c-4c62-9f0e-1d1a3d7c2b11-${encodeURIComponent('pages-schema/home.json')}`
    writeFileSync(join(root, SAVE_FOLDER, `${stem}.replaced`), '{"title":"Before the save"}')
    writeFileSync(join(root, SAVE_FOLDER, `${stem}.saving`), '{"title":"The save"}')
    const warn = vi.fn()
    const server = {
      config: { root, logger: { warn, info: vi.fn() } },
      middlewares: { use: vi.fn() },
      printUrls: vi.fn(),
    } as unknown as ViteDevServer
    const plugin = pageEditorPlugin()
    ;(plugin.configureServer as (server: ViteDevServer) => void)(server)
    expect(readFileSync(join(root, 'pages-schema/home.json'), 'utf8')).toBe('{"title":"Before the save"}')
    expect(readdirSync(join(root, SAVE_FOLDER))).toEqual([])
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      '  Page editor: put pages-schema/home.json back from .editor-saves/, where a save cut short had moved it.',
    )
  })
})
