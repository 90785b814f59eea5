/** Which block the form shows (or the page's settings), and choosing it from the preview or a problem. */
import { useCallback, useState } from 'react'
import type { EditorProblem } from '#page-model/editor-api-types.ts'
import { fieldDomId } from '#editor/fields/form-context.ts'
import { INSPECTOR_HEADING_ID } from '#editor/shared/inspector-head.tsx'
import { PAGE_SETTINGS } from './outline.tsx'
import { problemField } from './problem-place.ts'
import type { EditorDoc } from './page-document.ts'

export function useSelection(doc: EditorDoc, focusSoon: (...ids: string[]) => void) {
  const { page } = doc
  /** A block's key (EditorDoc.blockKeys), or PAGE_SETTINGS. */
  const [selected, setSelected] = useState<string | undefined>(() => doc.blockKeys[0] ?? PAGE_SETTINGS)
  const selectedIndex = selected === undefined ? -1 : doc.blockKeys.indexOf(selected)

  /** Selects the problem's block and focuses its field (a missing one's empty control). */
  const goToProblem = (problem: EditorProblem) => {
    const path = problemField(problem)
    const [first, index] = path
    const key = first === 'blocks' && typeof index === 'number' ? doc.blockKeys[index] : PAGE_SETTINGS
    if (key) setSelected(key)
    // The control of the problem's place, or of the nearest place above it that has one.
    const places = path.map((_, index) => fieldDomId(path.slice(0, path.length - index)))
    focusSoon(...places, INSPECTOR_HEADING_ID)
  }

  /** Selects the block clicked in the preview. */
  const pickFromPreview = useCallback(
    (blockId: string) => {
      const index = page.blocks.findIndex((block) => block.id === blockId)
      if (index >= 0) setSelected(doc.blockKeys[index])
    },
    [page.blocks, doc.blockKeys],
  )

  return {
    selected,
    setSelected,
    selectedIndex,
    selectedBlock: selectedIndex >= 0 ? page.blocks[selectedIndex] : undefined,
    goToProblem,
    pickFromPreview,
  }
}
