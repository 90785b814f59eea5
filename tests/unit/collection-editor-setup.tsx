/**
 * The collection editor as its component tests draw it: a data file as the endpoint opens it, and the editor with
 * what the content section passes stubbed, each test naming what it looks at.
 */
import { CollectionEditor, type CollectionEditorProps } from '#editor/content/collection-editor.tsx'
import type { CollectionSummary } from '#page-model/editor-api-types.ts'

/** A data file holding these records, as the endpoint opens it (version "v1", no problems). */
export function openedDataFile(summary: CollectionSummary, records: Record<string, unknown>[]): CollectionEditorProps['file'] {
  return { name: summary.name, file: summary.file, text: '', version: 'v1', records, problems: [] }
}

type Given = Pick<CollectionEditorProps, 'summary' | 'file' | 'catalogue' | 'selectedId'> & Partial<CollectionEditorProps>

/** The editor with no site pages, no collection picker and no dev server, unless `given` says otherwise. */
export function CollectionEditorUnderTest(given: Given) {
  return (
    <CollectionEditor
      pages={[]}
      onSelectId={() => {}}
      renderCollectionPicker={() => null}
      onReload={() => {}}
      devServerEvents={undefined}
      {...given}
    />
  )
}
