/**
 * Editing one collection (data/<name>.json): its records listed with search, one record's form, the
 * preview of its page, and saving the whole file as the page editor saves pages. The record being
 * edited is in the address (/__edit?collection=products&id=1), so a reload or Back opens it again.
 */
import { useCallback, useMemo, useState } from 'react'
import type { CollectionSummary, EditorCatalogue, OpenedDataFile, PageFileSummary } from '#page-model/editor-api-types.ts'
import type { PostBodyNode } from '#page-model/post-body.ts'
import type { CompiledPage } from '#page-model/site-types.ts'
import { endpoint } from '#editor/shared/endpoint-client.ts'
import { FormContext } from '#editor/fields/form-context.ts'
import { EditorScreen } from '#editor/shared/editor-screen.tsx'
import { EditorTopBar } from '#editor/shared/editor-top-bar.tsx'
import { FileBanners } from '#editor/shared/file-banners.tsx'
import { EditorSections } from '#editor/shared/editor-sections.tsx'
import type { DevServerEvents } from '#editor/shared/use-disk-changes.ts'
import { collectionDraftKey, useDraft } from '#editor/shared/use-draft.ts'
import { useShortcuts } from '#editor/shared/use-shortcuts.ts'
import { HistoryDialog } from '#editor/publish/history-dialog.tsx'
import type { JsonSchema } from '#page-model/json-schema.ts'
import { restoredMessage } from '#editor/publish/version-words.ts'
import { CollectionList, ReferencesDialog } from './collection-list.tsx'
import { PostBodyField } from './post-body-field.tsx'
import { RecordForm } from './record-form.tsx'
import {
  isCollectionDraft,
  listingAddresses,
  newRecord,
  type CollectionDraft,
  recordAddresses,
  recordId,
  recordTitle,
} from './records.ts'
import { saleProblems } from './sale.ts'
import { SitePagePreview } from './site-page-preview.tsx'
import { useDataDocument } from './use-data-document.ts'
import { usePostTexts } from './use-post-texts.ts'

type Row = Record<string, unknown>

export interface CollectionEditorProps {
  summary: CollectionSummary
  file: OpenedDataFile & { records: Row[] }
  catalogue: EditorCatalogue
  pages: PageFileSummary[]
  /** The record the address names. */
  selectedId: number | undefined
  /** Puts the record in the address (a new history entry), or leaves the id out for a record not saved yet. */
  onSelectId: (id: number | undefined) => void
  /** A slot beside the sections for choosing another collection; it asks before leaving unsaved changes. */
  renderCollectionPicker: (hasUnsavedChanges: boolean) => React.ReactNode
  onReload: () => void
  /** The dev server's messages about changed files (import.meta.hot in `npm run dev`). */
  devServerEvents: DevServerEvents | undefined
}

export function CollectionEditor(props: CollectionEditorProps) {
  const { summary, file, catalogue, pages, selectedId, onSelectId, renderCollectionPicker, onReload, devServerEvents } = props
  const { name } = summary
  // A record not saved yet has no id to put in the address: the selection is its place in the list.
  const [unsavedSelection, setUnsavedSelection] = useState<number>()
  const versionOnDisk = useCallback(() => endpoint.openCollection(name).then((opened) => opened.version), [name])
  const formRules = useCallback(
    (present: Row[]) => present.flatMap((record, index) => saleProblems(record, [index], summary.file)),
    [summary.file],
  )
  const check = useCallback(
    (sent: Row[], signal: AbortSignal) => endpoint.checkCollection(name, { records: sent }, signal),
    [name],
  )
  const write = useCallback(
    async (sent: Row[], version: string) => {
      const written = await endpoint.saveCollection(name, { version, records: sent })
      const onDisk = (JSON.parse(written.text) as Record<string, unknown>)[name]
      const saved = Array.isArray(onDisk) ? (onDisk as Row[]) : sent
      // A new record has its id now: the address names it.
      const newId = unsavedSelection === undefined ? undefined : recordId(saved[unsavedSelection] ?? {})
      if (newId !== undefined) {
        setUnsavedSelection(undefined)
        onSelectId(newId)
      }
      return { records: saved, version: written.version }
    },
    [name, unsavedSelection, onSelectId],
  )
  const { draft, saving, changedOnDisk, form, announcement, announce, reached } = useDataDocument({
    file: summary.file,
    what: `the ${summary.label.toLowerCase()}`,
    opened: file,
    catalogue,
    versionOnDisk,
    check,
    formRules,
    write,
    onReload,
    devServerEvents,
  })
  const records = draft.value
  const { clearSaveError, problemsUnder } = saving
  const byId = selectedId === undefined ? -1 : records.findIndex((record) => recordId(record) === selectedId)
  const selected = unsavedSelection ?? (byId >= 0 ? byId : records.length > 0 ? 0 : undefined)

  const select = useCallback(
    (index: number | undefined) => {
      const id = index === undefined ? undefined : recordId(records[index] ?? {})
      setUnsavedSelection(id === undefined ? index : undefined)
      onSelectId(id)
    },
    [records, onSelectId],
  )

  const record = selected === undefined ? undefined : records[selected]
  const id = record ? recordId(record) : undefined
  // A post's own text is its own file, saved by the same Save as the records.
  const postTexts = usePostTexts(name === 'blog-posts' ? id : undefined, announce)
  const dirty = draft.dirty || postTexts.dirty
  const canSave = dirty && (!draft.dirty || saving.canSave) && (!postTexts.dirty || postTexts.blockedBecause === undefined)
  // A new record's empty fields are marked, not yet said wrong: Save says what it waits for.
  const waitsForRequired = record !== undefined && id === undefined && saving.problems.length > 0 && !reached.allShown
  const saveReason =
    draft.dirty && !saving.canSave
      ? waitsForRequired
        ? 'Fill in the fields marked Required to save; Ctrl+S shows what each one needs.'
        : saving.saveReason
      : (postTexts.blockedBecause ?? (dirty ? 'Ready to save (Ctrl+S).' : saving.saveReason))
  const status = postTexts.saving ? 'Saving…' : dirty ? 'Unsaved changes' : saving.status
  const [textSaves, setTextSaves] = useState(0)
  const [showingHistory, setShowingHistory] = useState(false)
  const { triedToSave, forget: forgetReached } = reached
  const save = useCallback(async () => {
    // Ctrl+S while Save waits for missing values: the form says which, at each field.
    if (!canSave) {
      triedToSave()
      return
    }
    if (draft.dirty && !(await saving.save())) return
    if (postTexts.dirty && (await postTexts.save())) setTextSaves((count) => count + 1)
  }, [canSave, draft.dirty, saving, postTexts, triedToSave])
  useShortcuts({ undo: draft.undo, redo: draft.redo, save })
  const { change: draftChange } = draft
  // The browser's draft holds the records and the posts' unsaved texts.
  const openedDraft = useMemo<CollectionDraft>(() => ({ records: file.records, postTexts: {} }), [file.records])
  const { unsavedTexts, restore: restoreTexts } = postTexts
  const draftValue = useMemo<CollectionDraft>(() => ({ records, postTexts: unsavedTexts }), [records, unsavedTexts])
  const restoreDraft = useCallback(
    (kept: CollectionDraft) => {
      // One step Undo takes back, unless only texts were kept.
      if (JSON.stringify(kept.records) !== JSON.stringify(records)) draftChange(() => kept.records)
      restoreTexts(kept.postTexts)
    },
    [records, draftChange, restoreTexts],
  )
  const keptDraft = useDraft({
    storageKey: collectionDraftKey(name),
    opened: openedDraft,
    version: draft.version,
    value: draftValue,
    dirty,
    isValue: isCollectionDraft,
    restore: restoreDraft,
  })
  const insert = (at: number, record: Row, message: string) => {
    clearSaveError()
    forgetReached()
    draftChange((present) => [...present.slice(0, at), record, ...present.slice(at)])
    setUnsavedSelection(at)
    onSelectId(undefined)
    announce(message)
  }
  const onNew = () =>
    insert(
      records.length,
      newRecord(summary),
      `New ${summary.noun} added at the end, empty; fill in the fields marked Required, then save to give it an id.`,
    )
  const onDuplicate = (index: number) => {
    const { id: _id, ...copy } = structuredClone(records[index]!)
    insert(index + 1, copy, `Copy of ${recordTitle(records[index]!, summary)} added after it; save to give it an id.`)
  }
  const onDelete = (index: number) => {
    const title = recordTitle(records[index]!, summary)
    clearSaveError()
    draftChange((present) => present.filter((_, i) => i !== index))
    const next = records.length > 1 ? Math.min(index, records.length - 2) : undefined
    const nextRecord = next === undefined ? undefined : records[next >= index ? next + 1 : next]
    setUnsavedSelection(nextRecord && recordId(nextRecord) !== undefined ? undefined : next)
    onSelectId(nextRecord ? recordId(nextRecord) : undefined)
    announce(`${title} deleted from the draft; save to delete it for good, or undo.`)
  }

  // The preview draws the unsaved records (the saved file once there are none), and a post's unsaved text.
  const loadPreview = useCallback(
    (page: string, signal: AbortSignal) =>
      endpoint.previewCollection(name, { page, records: draft.dirty ? records : undefined }, signal),
    [name, records, draft.dirty],
  )
  const unsavedText = postTexts.current?.dirty ? postTexts.current.tree : undefined
  const withUnsavedText = useMemo(
    () => (id === undefined || !unsavedText ? undefined : (page: CompiledPage) => withPostText(page, id, unsavedText)),
    [id, unsavedText],
  )
  const ownPages =
    record && id !== undefined
      ? recordAddresses(pages, name, id).map((address) => ({
          ...address,
          label: `${recordTitle(record, summary)} · ${address.url}`,
        }))
      : []
  const addresses = [...ownPages, ...listingAddresses(pages, name)]
  const previewNotice = record && id === undefined ? `This ${summary.noun} gets its own page when it is saved.` : undefined

  return (
    <EditorScreen skipLink="Skip to the form">
      <EditorTopBar
        tool="Editor"
        nav={
          <>
            <EditorSections current="content" onDark />
            {renderCollectionPicker(dirty)}
          </>
        }
        needsAttention={dirty}
        saving={{ status, saveReason, canSave }}
        onSave={() => void save()}
        history={draft}
        announcement={announcement}
        actions={
          id !== undefined && (
            <button type="button" className="ed-button ed-button--on-dark" onClick={() => setShowingHistory(true)}>
              History
            </button>
          )
        }
      />
      <FileBanners
        named={`the ${summary.label.toLowerCase()}`}
        draft={keptDraft}
        changedOnDisk={changedOnDisk || saving.staleOnSave}
        saveError={saving.saveError}
        onReload={onReload}
      />
      <main className="ed-workspace ed-workspace--content">
        <CollectionList
          summary={summary}
          records={records}
          selected={selected}
          onSelect={select}
          onNew={onNew}
          onDuplicate={onDuplicate}
          onDelete={onDelete}
          findReferences={(recordIdToCheck) => endpoint.references(name, recordIdToCheck)}
          hasProblems={(path) => problemsUnder(path).length > 0}
        />
        <FormContext value={form}>
          <section id="ed-settings" tabIndex={-1} className="ed-inspector" aria-label={`The ${summary.noun}’s fields`}>
            {selected === undefined ? (
              <div className="ed-inspector__empty">
                <h2 className="ed-inspector__title">No {summary.noun} yet</h2>
                <p>Add one with “New {summary.noun}”.</p>
              </div>
            ) : (
              <RecordForm summary={summary} records={records} index={selected}>
                {name === 'blog-posts' && <PostBodyField postText={postTexts.current} onText={postTexts.setText} />}
              </RecordForm>
            )}
          </section>
        </FormContext>
        <SitePagePreview
          addresses={addresses}
          loadPreview={loadPreview}
          // A post's saved text: the next compile reads it from its file.
          filesSaved={textSaves}
          withUnsaved={withUnsavedText}
          notice={previewNotice}
        />
      </main>
      {record && id !== undefined && (
        <HistoryDialog
          open={showingHistory}
          title={recordTitle(record, summary)}
          file={summary.file}
          id={id}
          schema={summary.recordSchema as JsonSchema}
          onClose={() => setShowingHistory(false)}
          onRestore={(value, version) => {
            setShowingHistory(false)
            clearSaveError()
            const restored = value as Row
            draftChange((present) =>
              present.some((row) => recordId(row) === id)
                ? present.map((row) => (recordId(row) === id ? restored : row))
                : [...present, restored],
            )
            announce(restoredMessage(version))
          }}
        />
      )}
      <ReferencesDialog
        open={saving.refusedBy.length > 0}
        heading={`Not saved: a deleted ${summary.noun} is still in use`}
        references={saving.refusedBy}
        onClose={saving.closeRefusedBy}
      />
    </EditorScreen>
  )
}

/** A post's page with the post's unsaved text (as checked), where the build puts a saved one: in its record. */
function withPostText(page: CompiledPage, id: number, tree: PostBodyNode[]): CompiledPage {
  const record = page.entity?.records[String(id)]
  if (!page.entity || !record) return page
  const { body: _saved, ...fields } = record
  const withText = tree.length > 0 ? { ...fields, body: tree } : fields
  return { ...page, entity: { ...page.entity, records: { ...page.entity.records, [id]: withText } } }
}
