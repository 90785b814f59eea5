/**
 * The page file's dialogs: History (published versions, one restored as an undoable change) and New page… /
 * Save as new page… (a page made from a start or as a copy of this one). The top bar's buttons open them.
 */
import { useState } from 'react'
import type { EditorCatalogue } from '#page-model/editor-api-types.ts'
import { HistoryDialog } from '#editor/publish/history-dialog.tsx'
import type { JsonSchema } from '#page-model/json-schema.ts'
import { restoredMessage } from '#editor/publish/version-words.ts'
import { NewPageDialog } from './new-page-dialog.tsx'
import { isPageValue, type PageValue } from './page-document.ts'

interface PageFileDialogsOptions {
  name: string
  pageName: string
  page: PageValue
  catalogue: EditorCatalogue
  restorePage: (value: PageValue) => void
  announce: (message: string) => void
  onCreated: (name: string) => void
}

export function usePageFileDialogs(options: PageFileDialogsOptions) {
  const { name, pageName, page, catalogue, restorePage, announce, onCreated } = options
  const [creatingPage, setCreatingPage] = useState<'start' | 'copy'>()
  const [showingHistory, setShowingHistory] = useState(false)
  const dialogs = (
    <>
      <HistoryDialog
        open={showingHistory}
        // “History of each product’s page (shop single)”, mid-sentence.
        title={pageName.replace(/^Each /, 'each ')}
        file={`pages-schema/${name}`}
        schema={catalogue.pageSchema as JsonSchema}
        onClose={() => setShowingHistory(false)}
        onRestore={(value, version) => {
          if (!isPageValue(value)) return
          setShowingHistory(false)
          restorePage(value)
          announce(restoredMessage(version))
        }}
      />
      <NewPageDialog
        // A fresh form for each opening and kind.
        key={creatingPage ?? 'closed'}
        open={creatingPage !== undefined}
        kind={creatingPage ?? 'copy'}
        blocks={catalogue.blocks}
        from={name}
        page={page}
        siteName={catalogue.siteName}
        pageSchema={catalogue.pageSchema as JsonSchema}
        onClose={() => setCreatingPage(undefined)}
        onCreated={(created) => {
          setCreatingPage(undefined)
          onCreated(created)
        }}
      />
    </>
  )
  return {
    openHistory: () => setShowingHistory(true),
    newPage: (kind: 'start' | 'copy') => setCreatingPage(kind),
    dialogs,
  }
}
