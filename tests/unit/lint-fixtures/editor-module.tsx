// lint as: src/editor/page/demo-panel.tsx (the editor: browser code of the dev tools; editor code is its own)
// Each line ending in "// refused: <words>" must be refused with a message holding those words; every other import passes.
import { useState } from 'react'
import { endpoint } from '#editor/shared/endpoint-client.ts'
import { editorAddress } from '#page-model/dev-addresses.ts'
import { Icon } from '#ui/primitives/icons.tsx'
import type { EditorProblem } from '#page-model/editor-api-types.ts'
import { Inspector } from './inspector.tsx'
import { readFileSync } from 'node:fs' // refused: never imports Node modules
import { editorCatalogue } from '#editor-server/editor-api.ts' // refused: never imports Node-only code
import { Dialog } from '../shared/dialog.tsx' // refused: never with ../
