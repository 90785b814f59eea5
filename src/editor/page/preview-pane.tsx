/**
 * The page editor's live preview: the real page, drawn by the site's renderer in the preview frame, fed every
 * checked draft, the selected block and the list entry being edited; a click on a block in it selects that block.
 */
import { useCallback, useEffect } from 'react'
import type { EditedEntryOfPage } from '#app/edited-entry-context.ts'
import type { CheckResult } from '#page-model/editor-api-types.ts'
import type { FromPreview } from '#editor/shared/preview-protocol.ts'
import { PREVIEW_BEHIND, PreviewStage, usePreview } from '#editor/shared/preview-stage.tsx'

interface PreviewPaneProps {
  preview: CheckResult['preview']
  /** The preview is of an earlier draft: the current one has problems that stop it compiling. */
  stale: boolean
  selectedBlockId: string | undefined
  selectedIsHidden: boolean
  /** The list entry the form is on, which the preview's block shows (e.g. the slide being edited). */
  editedEntry: EditedEntryOfPage | undefined
  onPick: (blockId: string) => void
}

export function PreviewPane({ preview, stale, selectedBlockId, selectedIsHidden, editedEntry, onPick }: PreviewPaneProps) {
  const onMessage = useCallback(
    (message: FromPreview) => {
      if (message.type === 'picked') onPick(message.blockId)
    },
    [onPick],
  )
  // The address chosen from the page's addresses (a record, a list page); the first until one is chosen.
  const { ready, send, shown, stage } = usePreview(preview?.addresses ?? [], onMessage)
  const url = shown?.url

  useEffect(() => {
    if (ready && preview && url) send({ type: 'show', page: preview.page, url })
  }, [ready, preview, url, send])
  useEffect(() => {
    if (ready) send({ type: 'select', blockId: selectedBlockId, scroll: true })
  }, [ready, selectedBlockId, send])
  useEffect(() => {
    if (ready) send({ type: 'entry', entry: editedEntry })
  }, [ready, editedEntry, send])

  return (
    <PreviewStage
      {...stage}
      notice={
        stale ? PREVIEW_BEHIND : selectedIsHidden ? 'The selected block is hidden, so the preview does not show it.' : undefined
      }
    />
  )
}
