/**
 * The changes the outline, the block catalogue and the form make to the page, each with the selection,
 * focus move and announcement that go with it.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react'
import type { EditorCatalogue } from '#page-model/editor-api-types.ts'
import { blockLabel } from '#page-model/block-names.ts'
import type { FormContextValue } from '#editor/fields/form-context.ts'
import { INSPECTOR_HEADING_ID } from '#editor/shared/inspector-head.tsx'
import { PAGE_SETTINGS, type OutlineActions } from './outline.tsx'
import { useLatest } from '#editor/shared/use-latest.ts'
import {
  duplicateBlock,
  insertBlock,
  moveBlock,
  newBlock,
  removeBlock,
  setBlockHidden,
  setValueAt,
  type EditorDoc,
  type PageBlock,
} from './page-document.ts'
import type { JsonSchema } from '#page-model/json-schema.ts'
import type { ChangeDoc } from './use-page-document.ts'

interface EditActionsOptions {
  doc: EditorDoc
  catalogue: EditorCatalogue
  change: ChangeDoc
  selectedIndex: number
  setSelected: Dispatch<SetStateAction<string | undefined>>
  focusSoon: (...ids: string[]) => void
  announce: (message: string) => void
}

export function useEditActions({ doc, catalogue, change, selectedIndex, setSelected, focusSoon, announce }: EditActionsOptions) {
  const { page } = doc
  /** Whether the block catalogue is open. */
  const [addingBlock, setAddingBlock] = useState(false)
  const blockKeyOrder = useMemo(
    () => Object.keys((catalogue.pageSchema as JsonSchema).properties?.blocks?.items?.oneOf?.[0]?.properties ?? {}),
    [catalogue.pageSchema],
  )

  /** The form's change of one value. */
  const update = useCallback<FormContextValue['update']>(
    (path, value, options) => change((present) => setValueAt(present, path, value, options?.keyOrder), options?.mergeKey),
    [change],
  )

  /** Adds a block from the catalogue after the selected one (or at the end), and selects it. */
  const addBlock = (type: string, place?: 'end') => {
    const example = catalogue.blocks.find((entry) => entry.type === type)?.example ?? {}
    const at = selectedIndex >= 0 && place !== 'end' ? selectedIndex + 1 : page.blocks.length
    const block = newBlock(page.blocks, type, example)
    const next = insertBlock(doc, at, block)
    change(() => next)
    setAddingBlock(false)
    setSelected(next.blockKeys[at])
    focusSoon(INSPECTOR_HEADING_ID)
    announce(`Added ${blockLabel(type)} “${block.id}” as block ${at + 1}.`)
  }

  // The outline's actions keep their identity from render to render (its rows are memoised), so they
  // read the page as it is when they run.
  const latestDoc = useLatest(doc)
  const outlineActions: OutlineActions = useMemo(() => {
    const blockOf = (key: string) => {
      const index = latestDoc.current.blockKeys.indexOf(key)
      return { index, block: latestDoc.current.page.blocks[index]! }
    }
    const named = (block: PageBlock) => `${blockLabel(block.type)} “${block.id}”`
    return {
      onSelect: (key) => {
        setSelected(key)
        focusSoon(INSPECTOR_HEADING_ID)
      },
      onMove: (from, to) => {
        const moved = latestDoc.current.page.blocks[from]!
        // The moved block becomes the selection, so the preview shows where it landed.
        setSelected(latestDoc.current.blockKeys[from])
        change((present) => moveBlock(present, from, to))
        announce(`Moved ${named(moved)} to position ${to + 1}.`)
      },
      onToggleHidden: (key) => {
        const { index, block } = blockOf(key)
        change((present) => setBlockHidden(present, index, !block.hidden, blockKeyOrder))
        announce(`${block.hidden ? 'Showing' : 'Hid'} ${named(block)}.`)
      },
      onDuplicate: (key) => {
        const { index } = blockOf(key)
        const next = duplicateBlock(latestDoc.current, index)
        change(() => next)
        setSelected(next.blockKeys[index + 1])
        announce(`Duplicated as “${next.page.blocks[index + 1]!.id}”.`)
      },
      onRemove: (key) => {
        const { index, block } = blockOf(key)
        const next = removeBlock(latestDoc.current, index)
        change(() => next)
        setSelected((current) =>
          current === key ? (next.blockKeys[Math.min(index, next.blockKeys.length - 1)] ?? PAGE_SETTINGS) : current,
        )
        announce(`Deleted ${named(block)}. Undo brings it back.`)
      },
      onAdd: () => setAddingBlock(true),
    }
  }, [change, focusSoon, blockKeyOrder, setSelected, announce, latestDoc])

  return { update, outlineActions, addingBlock, addBlock, closeCatalogue: () => setAddingBlock(false) }
}

/** Adds the block the catalogue asked for, once, at the end of the page (it is selected, so the form shows it). */
export function useBlockAddedOnOpen(
  type: string | undefined,
  catalogue: EditorCatalogue,
  addBlock: (type: string, at?: 'end') => void,
) {
  const added = useRef(false)
  useEffect(() => {
    if (added.current || !type || !catalogue.blocks.some((block) => block.type === type)) return
    added.current = true
    addBlock(type, 'end')
  }, [type, catalogue, addBlock])
}
