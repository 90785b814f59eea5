/**
 * Editing one page file: the outline, the form of the selected block, the live preview, the page's
 * problems, undo and redo, and saving. Every change is checked by the dev server (the same checks as
 * `npm run validate`) a moment after it is made; only a page without problems can be saved.
 * Each of these lives in its own hook (use-*.ts); this component puts them together.
 */
import { useCallback, useMemo } from 'react'
import type { EditorCatalogue, OpenedPageFile } from '#page-model/editor-api-types.ts'
import type { JsonSchema } from '#page-model/json-schema.ts'
import { AddBlockDialog } from './add-block-dialog.tsx'
import { FormContext, type FormContextValue } from '#editor/fields/form-context.ts'
import { Inspector } from './inspector.tsx'
import { Outline } from './outline.tsx'
import { DataProblemsBanner } from './data-problems-banner.tsx'
import { entityCollectionOf, isPageValue, openDoc, type PageValue } from './page-document.ts'
import { PreviewPane } from './preview-pane.tsx'
import { ProblemList } from './problem-list.tsx'
import { useAnnouncer } from '#editor/shared/use-announcer.ts'
import { useChecks } from '#editor/shared/use-checks.ts'
import { useDiskChanges, type DevServerEvents } from '#editor/shared/use-disk-changes.ts'
import { EditorScreen } from '#editor/shared/editor-screen.tsx'
import { EditorTopBar } from '#editor/shared/editor-top-bar.tsx'
import { FileBanners } from '#editor/shared/file-banners.tsx'
import { pageDraftKey, useDraft } from '#editor/shared/use-draft.ts'
import { useBlockAddedOnOpen, useEditActions } from './use-edit-actions.ts'
import { useEditedEntry } from './use-edited-entry.ts'
import { useFocusOnOpen, useFocusSoon } from './use-focus.ts'
import { usePageDocument, type ChangeDoc } from './use-page-document.ts'
import { useSave } from './use-save.ts'
import { useSelection } from './use-selection.ts'
import { useShortcuts } from '#editor/shared/use-shortcuts.ts'
import { usePageFileDialogs } from './use-page-file-dialogs.tsx'

interface PageEditorProps {
  file: OpenedPageFile & { value: PageValue }
  /** The page as the editor names it: its address, or for a page about each record "Each product’s page (shop single)". */
  pageName: string
  catalogue: EditorCatalogue
  /** A toolbar slot for choosing another page; it asks before leaving unsaved changes. */
  renderPagePicker: (hasUnsavedChanges: boolean) => React.ReactNode
  onCreated: (name: string) => void
  /** Opened right after "Save as new page…" made it: the focus goes back to that button, as when a dialog closes. */
  justCreated?: boolean
  /** A block type to add at the end as the page opens (the block catalogue's "Add to page…"), unsaved. */
  blockToAdd?: string | undefined
  onReload: () => void
  /** The dev server's messages about changed files (import.meta.hot in `npm run dev`). */
  devServerEvents: DevServerEvents | undefined
}

export function PageEditor({
  file,
  pageName,
  catalogue,
  renderPagePicker,
  onCreated,
  justCreated = false,
  blockToAdd,
  onReload,
  devServerEvents,
}: PageEditorProps) {
  const { name } = file
  const pageFile = `pages-schema/${name}`
  const saveAsNewButton = useFocusOnOpen<HTMLButtonElement>(justCreated)
  const { doc, change: changeDoc, undo, redo, canUndo, canRedo, dirty, version, markSaved } = usePageDocument(file)
  const { page } = doc
  const { announcement, announce } = useAnnouncer()
  const checks = useChecks(name, page, file.preview)
  const { problems, problemsAt, problemsUnder, recheck } = checks
  const changedOnDisk = useDiskChanges({
    name,
    events: devServerEvents,
    page,
    dirty,
    version,
    markSaved,
    onOtherFileChanged: recheck,
    onReload,
  })
  // Each named as the editor names it (a record by its title, the settings): the file is for Details.
  const contentWithProblems = useMemo(
    () => [...new Set(checks.dataProblems.map((problem) => problem.place?.name ?? problem.file))],
    [checks.dataProblems],
  )
  const saveOptions = { name, page, dirty, version, markSaved, checks, changedOnDisk, announce, justCreated, contentWithProblems }
  const { save, canSave, saveReason, status, saveError, clearSaveError } = useSave(saveOptions)
  useShortcuts({ undo, redo, save })
  const focusSoon = useFocusSoon()
  // An edit dismisses the last save's error.
  const change = useCallback<ChangeDoc>(
    (update, mergeKey) => {
      clearSaveError()
      changeDoc(update, mergeKey)
    },
    [clearSaveError, changeDoc],
  )
  const restorePage = useCallback((draft: PageValue) => change(() => openDoc(draft)), [change])
  const keptDraft = useDraft({
    storageKey: pageDraftKey(name),
    opened: file.value,
    version,
    value: page,
    dirty,
    isValue: isPageValue,
    restore: restorePage,
  })
  const { selected, setSelected, selectedIndex, selectedBlock, goToProblem, pickFromPreview } = useSelection(doc, focusSoon)
  const { showEntry, editedEntry } = useEditedEntry(page, selectedIndex)
  const editOptions = { doc, catalogue, change, selectedIndex, setSelected, focusSoon, announce }
  const { update, outlineActions, addingBlock, addBlock, closeCatalogue } = useEditActions(editOptions)
  const form: FormContextValue = useMemo(
    () => ({ catalogue, problemsAt, problemsUnder, update, showEntry }),
    [catalogue, problemsAt, problemsUnder, update, showEntry],
  )
  useBlockAddedOnOpen(blockToAdd, catalogue, addBlock)
  const dialogOptions = { name, pageName, page, catalogue, restorePage, announce, onCreated }
  const { openHistory, newPage, dialogs } = usePageFileDialogs(dialogOptions)

  return (
    // Past the top bar and every outline row's buttons, straight to the selection's fields.
    <EditorScreen skipLink="Skip to the settings">
      <EditorTopBar
        tool="Page editor"
        nav={
          <>
            {/* Beside the page picker, with the file they act on: on a phone these rows go up as the page scrolls. */}
            <div className="ed-topbar__file-actions">
              <button type="button" className="ed-button ed-button--on-dark" onClick={openHistory}>
                History
              </button>
              <button type="button" className="ed-button ed-button--on-dark" onClick={() => newPage('start')}>
                New page…
              </button>
            </div>
            {renderPagePicker(dirty)}
          </>
        }
        needsAttention={dirty || contentWithProblems.length > 0}
        saving={{ status, saveReason, canSave }}
        onSave={() => void save()}
        history={{ canUndo, canRedo, undo, redo }}
        announcement={announcement}
        actions={
          <button ref={saveAsNewButton} type="button" className="ed-button ed-button--on-dark" onClick={() => newPage('copy')}>
            Save as new page…
          </button>
        }
      />
      <FileBanners named="this page" draft={keptDraft} changedOnDisk={changedOnDisk} saveError={saveError} onReload={onReload}>
        <DataProblemsBanner problems={checks.dataProblems} named={contentWithProblems} />
      </FileBanners>
      <main className="ed-workspace">
        <Outline doc={doc} selected={selected} problemsUnder={problemsUnder} {...outlineActions} />
        <FormContext value={form}>
          <section id="ed-settings" tabIndex={-1} className="ed-inspector" aria-label="Settings of the selection">
            {problems.length > 0 && (
              <ProblemList
                problems={problems}
                file={pageFile}
                page={page}
                pageSchema={catalogue.pageSchema as JsonSchema}
                onGoTo={goToProblem}
              />
            )}
            <Inspector doc={doc} selected={selected} catalogue={catalogue} />
          </section>
        </FormContext>
        <PreviewPane
          preview={checks.preview}
          stale={checks.previewStale}
          selectedBlockId={selectedBlock?.id}
          selectedIsHidden={selectedBlock?.hidden === true}
          editedEntry={editedEntry}
          onPick={pickFromPreview}
        />
      </main>
      <AddBlockDialog
        open={addingBlock}
        blocks={catalogue.blocks}
        placement={selectedBlock ? `after “${selectedBlock.id}”` : 'at the end of the page'}
        pageEntity={entityCollectionOf(page)}
        entityPages={catalogue.entityPages}
        onAdd={addBlock}
        onClose={closeCatalogue}
      />
      {dialogs}
    </EditorScreen>
  )
}
