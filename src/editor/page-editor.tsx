/**
 * Editing one page file: the outline, the form of the selected block, the live preview, the page's
 * problems, undo and redo, and saving. Every change is checked by the dev server (the same checks as
 * `npm run validate`) a moment after it is made; only a page without problems can be saved.
 */
import { useCallback, useEffect, useEffectEvent, useId, useMemo, useReducer, useRef, useState } from 'react'
import type { JsonPath } from '#page-model/json-positions.ts'
import type { CheckResult, EditorCatalogue, EditorProblem, OpenedPageFile } from '#page-model/editor-api-types.ts'
import { SITE_FILES_CHANGED, type SiteFilesChanged } from '#page-model/dev-events.ts'
import { Icon } from '#ui/icons.tsx'
import { BlockCatalogue } from './add-block-dialog.tsx'
import { blockLabel } from './block-label.ts'
import { endpoint, EndpointError } from './endpoint-client.ts'
import { fieldDomId, FormContext, type FormContextValue } from './fields/form-context.ts'
import { createHistory, historyReducer } from './history.ts'
import { Inspector, INSPECTOR_HEADING_ID } from './inspector.tsx'
import { NewPageDialog } from './new-page-dialog.tsx'
import { Outline, PAGE_SETTINGS, type OutlineActions } from './outline.tsx'
import {
  duplicateBlock,
  entryAt,
  insertBlock,
  moveBlock,
  newBlock,
  openDoc,
  removeBlock,
  setBlockHidden,
  setValueAt,
  type EditorDoc,
  type PageBlock,
  type PageValue,
} from './page-document.ts'
import { PreviewPane } from './preview-pane.tsx'
import { ProblemList } from './problem-list.tsx'
import type { JsonSchema } from './schema-fields.ts'

/** How long after the last change the draft is checked: typing checks once per pause, not per key. */
const CHECK_DELAY_MS = 250

interface PageEditorProps {
  file: OpenedPageFile & { value: PageValue }
  catalogue: EditorCatalogue
  /** A toolbar slot for choosing another page; it asks before leaving unsaved changes. */
  renderPagePicker: (hasUnsavedChanges: boolean) => React.ReactNode
  onCreated: (name: string) => void
  /** Opened right after "Save as new page…" made it: the focus goes back to that button, as when a dialog closes. */
  justCreated?: boolean
  onReload: () => void
}

type CheckState = { page: PageValue; result: CheckResult } | { page: PageValue; error: string }

export function PageEditor({ file, catalogue, renderPagePicker, onCreated, justCreated = false, onReload }: PageEditorProps) {
  const saveAsNewButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (justCreated) saveAsNewButton.current?.focus()
  }, [justCreated])
  const [history, dispatch] = useReducer(historyReducer<EditorDoc>, file.value, (page) => createHistory(openDoc(page)))
  const doc = history.present
  const { page } = doc
  const [saved, setSaved] = useState({ json: JSON.stringify(file.value), version: file.version })
  const dirty = JSON.stringify(page) !== saved.json
  const [selected, setSelected] = useState<string | undefined>(() => doc.blockKeys[0] ?? PAGE_SETTINGS)
  const [check, setCheck] = useState<CheckState>()
  /** The latest draft that compiled, as the preview shows it. */
  const [lastPreview, setLastPreview] = useState<CheckResult['preview']>(file.preview)
  const [recheck, setRecheck] = useState(0)
  const [saving, setSaving] = useState(false)
  const [saveError, setSaveError] = useState<string>()
  const [changedOnDisk, setChangedOnDisk] = useState(false)
  const [addingBlock, setAddingBlock] = useState(false)
  const [creatingPage, setCreatingPage] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  // What the top bar says once nothing is unsaved: which file was last written, and when.
  const [lastWritten, setLastWritten] = useState(justCreated ? `Created pages-schema/${file.name}` : '')
  const focusTargets = useRef<string[]>([])
  const [focusRequests, setFocusRequests] = useState(0)
  /** Once the change that goes with it has rendered, moves the focus to the first of these elements (by id) that exists. */
  const focusSoon = useCallback((...ids: string[]) => {
    focusTargets.current = ids
    setFocusRequests((count) => count + 1)
  }, [])
  const saveReasonId = useId()
  const blockKeyOrder = useMemo(
    () => Object.keys((catalogue.pageSchema as JsonSchema).properties?.blocks?.items?.oneOf?.[0]?.properties ?? {}),
    [catalogue.pageSchema],
  )

  // Check every draft with the dev server, a moment after the last change.
  useEffect(() => {
    const controller = new AbortController()
    const timer = setTimeout(() => {
      endpoint.check({ name: file.name, page }, controller.signal).then(
        (answer) => {
          // An answer like the last one keeps its identity: the form and the preview need not redraw.
          setCheck((previous) => {
            const before = previous && 'result' in previous ? previous.result.problems : undefined
            const problems = before && sameJson(before, answer.problems) ? before : answer.problems
            return { page, result: { ...answer, problems } }
          })
          const { preview } = answer
          if (preview) setLastPreview((shown) => (sameJson(shown, preview) ? shown : preview))
        },
        (error: unknown) => {
          if (controller.signal.aborted) return
          setCheck({ page, error: error instanceof Error ? error.message : String(error) })
        },
      )
    }, CHECK_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [page, file.name, recheck])

  // Files changed on disk: this page (by someone else), or another file its checks depend on.
  const latest = useRef({ dirty, version: saved.version })
  useEffect(() => {
    latest.current = { dirty, version: saved.version }
  })
  useEffect(() => {
    const hot = import.meta.hot
    if (!hot) return
    const onChange = ({ file: changed }: SiteFilesChanged) => {
      if (changed !== `pages-schema/${file.name}`) {
        setRecheck((count) => count + 1)
        return
      }
      endpoint.open(file.name).then(
        (onDisk) => {
          if (onDisk.version === latest.current.version) return // our own save
          if (latest.current.dirty) setChangedOnDisk(true)
          else onReload()
        },
        () => setChangedOnDisk(true),
      )
    }
    hot.on(SITE_FILES_CHANGED, onChange)
    return () => hot.off(SITE_FILES_CHANGED, onChange)
  }, [file.name, onReload])

  const checked = check?.page === page
  const result = check && 'result' in check ? check.result : undefined
  const problems = useMemo(() => result?.problems ?? [], [result])
  const checkError = check && 'error' in check ? check.error : undefined
  const problemsAt = useCallback((path: JsonPath) => problems.filter((problem) => samePath(problem.path, path)), [problems])
  const problemsUnder = useCallback(
    (path: JsonPath) => problems.filter((problem) => samePath(problem.path.slice(0, path.length), path)),
    [problems],
  )

  const change = useCallback((update: (present: EditorDoc) => EditorDoc, mergeKey?: string) => {
    setSaveError(undefined)
    dispatch({ type: 'change', update, mergeKey, at: Date.now() })
  }, [])
  const update = useCallback<FormContextValue['update']>(
    (path, value, options) => change((present) => setValueAt(present, path, value, options?.keyOrder), options?.mergeKey),
    [change],
  )
  // The list entry the form was last on (e.g. slide 2's title): the preview's block shows that entry.
  const [entryPath, setEntryPath] = useState<JsonPath>()
  const showEntry = useCallback((path: JsonPath) => setEntryPath(path), [])
  const form: FormContextValue = useMemo(
    () => ({ catalogue, problemsAt, problemsUnder, update, showEntry }),
    [catalogue, problemsAt, problemsUnder, update, showEntry],
  )

  const canSave = dirty && checked && result !== undefined && problems.length === 0 && !saving && !changedOnDisk
  const saveReason = saving
    ? 'Saving…'
    : changedOnDisk
      ? 'The file changed on disk: load it first.'
      : !dirty
        ? 'Nothing to save.'
        : checkError
          ? checkError
          : !checked
            ? 'Checking the page…'
            : problems.length > 0
              ? `Fix ${problems.length === 1 ? 'the problem' : `the ${problems.length} problems`} to save.`
              : 'Ready to save (Ctrl+S).'

  const save = useCallback(async () => {
    if (!canSave) return
    setSaving(true)
    try {
      const written = await endpoint.save({ name: file.name, page, version: saved.version })
      setSaved({ json: JSON.stringify(page), version: written.version })
      setSaveError(undefined)
      setAnnouncement(`Saved pages-schema/${file.name}.`)
      const now = new Date()
      const time = [now.getHours(), now.getMinutes()].map((part) => String(part).padStart(2, '0')).join(':')
      setLastWritten(`Saved pages-schema/${file.name} at ${time}`)
    } catch (error) {
      setSaveError(error instanceof EndpointError || error instanceof Error ? error.message : String(error))
    } finally {
      setSaving(false)
    }
  }, [canSave, file.name, page, saved.version])

  const undo = useCallback(() => dispatch({ type: 'undo' }), [])
  const redo = useCallback(() => dispatch({ type: 'redo' }), [])
  // An effect event, so a shortcut always reaches this render's save: a listener re-attached by an effect
  // could, for a moment after Save was enabled, still hold one that saw nothing to save (Ctrl+S did nothing).
  const onShortcut = useEffectEvent((event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return
    const key = event.key.toLowerCase()
    if (key === 'z' && !event.shiftKey) undo()
    else if ((key === 'z' && event.shiftKey) || key === 'y') redo()
    else if (key === 's') void save()
    else return
    event.preventDefault()
  })
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => onShortcut(event)
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  useEffect(() => {
    const target = focusTargets.current.map((id) => document.getElementById(id)).find((element) => element !== null)
    target?.focus()
    focusTargets.current = []
  }, [focusRequests])

  const selectedIndex = selected === undefined ? -1 : doc.blockKeys.indexOf(selected)
  const selectedBlock = selectedIndex >= 0 ? page.blocks[selectedIndex] : undefined
  // Only an entry of the selected block: one from an earlier selection no longer holds the preview.
  const {
    blockId: entryBlockId,
    setting: entrySetting,
    index: entryIndex,
  } = (entryPath && entryPath[1] === selectedIndex ? entryAt(page, entryPath) : undefined) ?? {}
  const editedEntry = useMemo(
    () =>
      entryBlockId !== undefined && entrySetting !== undefined && entryIndex !== undefined
        ? { blockId: entryBlockId, setting: entrySetting, index: entryIndex }
        : undefined,
    [entryBlockId, entrySetting, entryIndex],
  )
  const addBlock = (type: string) => {
    const example = catalogue.blocks.find((entry) => entry.type === type)?.example ?? {}
    const at = selectedIndex >= 0 ? selectedIndex + 1 : page.blocks.length
    const block = newBlock(page.blocks, type, example)
    const next = insertBlock(doc, at, block)
    change(() => next)
    setAddingBlock(false)
    setSelected(next.blockKeys[at])
    focusSoon(INSPECTOR_HEADING_ID)
    setAnnouncement(`Added ${blockLabel(type)} “${block.id}” as block ${at + 1}.`)
  }

  // The outline's actions keep their identity from render to render (its rows are memoised), so they
  // read the page as it is when they run.
  const latestDoc = useRef(doc)
  useEffect(() => {
    latestDoc.current = doc
  })
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
        setAnnouncement(`Moved ${named(moved)} to position ${to + 1}.`)
      },
      onToggleHidden: (key) => {
        const { index, block } = blockOf(key)
        change((present) => setBlockHidden(present, index, !block.hidden, blockKeyOrder))
        setAnnouncement(`${block.hidden ? 'Showing' : 'Hid'} ${named(block)}.`)
      },
      onDuplicate: (key) => {
        const { index } = blockOf(key)
        const next = duplicateBlock(latestDoc.current, index)
        change(() => next)
        setSelected(next.blockKeys[index + 1])
        setAnnouncement(`Duplicated as “${next.page.blocks[index + 1]!.id}”.`)
      },
      onRemove: (key) => {
        const { index, block } = blockOf(key)
        const next = removeBlock(latestDoc.current, index)
        change(() => next)
        setSelected((current) =>
          current === key ? (next.blockKeys[Math.min(index, next.blockKeys.length - 1)] ?? PAGE_SETTINGS) : current,
        )
        setAnnouncement(`Deleted ${named(block)}. Undo brings it back.`)
      },
      onAdd: () => setAddingBlock(true),
    }
  }, [change, focusSoon, blockKeyOrder])

  const goToProblem = (problem: EditorProblem) => {
    const [first, index] = problem.path
    const key = first === 'blocks' && typeof index === 'number' ? doc.blockKeys[index] : PAGE_SETTINGS
    if (key) setSelected(key)
    // The control of the problem's place, or of the nearest place above it that has one.
    const places = problem.path.map((_, index) => fieldDomId(problem.path.slice(0, problem.path.length - index)))
    focusSoon(...places, INSPECTOR_HEADING_ID)
  }

  const pickFromPreview = useCallback(
    (blockId: string) => {
      const index = page.blocks.findIndex((block) => block.id === blockId)
      if (index >= 0) setSelected(doc.blockKeys[index])
    },
    [page.blocks, doc.blockKeys],
  )

  const status = saving ? 'Saving…' : dirty ? 'Unsaved changes' : lastWritten || 'All changes saved'
  return (
    <div className="ed-app">
      {/* Past the top bar and every outline row's buttons, straight to the selection's fields. */}
      <a className="skip-link" href="#ed-settings">
        Skip to the settings
      </a>
      <header className="ed-topbar">
        <a className="ed-brand" href="/__edit">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className="ed-brand__name">Green Valley</span>
          <span className="ed-brand__tool">Page editor</span>
        </a>
        {renderPagePicker(dirty)}
        <div className="ed-topbar__state">
          <p className={`ed-topbar__status${dirty ? ' is-dirty' : ''}`} role="status">
            <span className="ed-topbar__dot" aria-hidden="true" />
            {status}
          </p>
          <p id={saveReasonId} className="ed-topbar__reason">
            {saveReason}
          </p>
        </div>
        <div className="ed-topbar__actions">
          <button
            type="button"
            className="ed-icon-button ed-icon-button--bar"
            onClick={undo}
            disabled={history.past.length === 0}
            title="Undo (Ctrl+Z)"
            aria-keyshortcuts="Control+Z Meta+Z"
          >
            <Icon name="undo" size={18} />
            <span className="visually-hidden">Undo</span>
          </button>
          <button
            type="button"
            className="ed-icon-button ed-icon-button--bar"
            onClick={redo}
            disabled={history.future.length === 0}
            title="Redo (Shift+Ctrl+Z)"
            aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
          >
            <Icon name="redo" size={18} />
            <span className="visually-hidden">Redo</span>
          </button>
          <button
            ref={saveAsNewButton}
            type="button"
            className="ed-button ed-button--on-dark"
            onClick={() => setCreatingPage(true)}
          >
            Save as new page…
          </button>
          <button
            type="button"
            className="ed-button ed-button--primary"
            onClick={() => void save()}
            disabled={!canSave}
            aria-describedby={saveReasonId}
            aria-keyshortcuts="Control+S Meta+S"
          >
            Save
          </button>
        </div>
      </header>
      <div className="visually-hidden" aria-live="polite">
        {announcement}
      </div>
      {changedOnDisk && (
        <div className="ed-banner" role="alert">
          <p>
            <strong>pages-schema/{file.name} changed on disk</strong> since you opened it. Saving would overwrite that change, so
            it is refused; load the file to continue from it (your unsaved changes here are dropped).
          </p>
          <button type="button" className="ed-button ed-button--small" onClick={onReload}>
            Load the file from disk
          </button>
        </div>
      )}
      {saveError && (
        <div className="ed-banner ed-banner--error" role="alert">
          <p>{saveError}</p>
        </div>
      )}
      <main className="ed-workspace">
        <Outline doc={doc} selected={selected} problemsUnder={problemsUnder} {...outlineActions} />
        <FormContext value={form}>
          <section id="ed-settings" tabIndex={-1} className="ed-inspector" aria-label="Settings of the selection">
            {problems.length > 0 && <ProblemList problems={problems} onGoTo={goToProblem} />}
            <Inspector doc={doc} selected={selected} catalogue={catalogue} />
          </section>
        </FormContext>
        <PreviewPane
          preview={lastPreview}
          stale={checked && result !== undefined && result.preview === undefined && lastPreview !== undefined}
          selectedBlockId={selectedBlock?.id}
          selectedIsHidden={selectedBlock?.hidden === true}
          editedEntry={editedEntry}
          onPick={pickFromPreview}
        />
      </main>
      <BlockCatalogue
        open={addingBlock}
        blocks={catalogue.blocks}
        placement={selectedBlock ? `after “${selectedBlock.id}”` : 'at the end of the page'}
        pageEntity={entityCollectionOf(page)}
        onAdd={addBlock}
        onClose={() => setAddingBlock(false)}
      />
      <NewPageDialog
        open={creatingPage}
        from={file.name}
        page={page}
        siteName={catalogue.siteName}
        onClose={() => setCreatingPage(false)}
        onCreated={(name) => {
          setCreatingPage(false)
          onCreated(name)
        }}
      />
    </div>
  )
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

function samePath(a: JsonPath, b: JsonPath): boolean {
  return a.length === b.length && a.every((part, index) => part === b[index])
}

/** The collection a page is bound to ("entity": { "collection": "products", … }), if it is. */
function entityCollectionOf(page: PageValue): string | undefined {
  const entity = page.entity
  return typeof entity === 'object' && entity !== null && 'collection' in entity && typeof entity.collection === 'string'
    ? entity.collection
    : undefined
}
