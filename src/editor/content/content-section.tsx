/**
 * The editor's Content: every collection in data/ (/__edit?content), and one collection's records
 * (/__edit?collection=products&id=1). Back and reload return to the same record.
 */
import { useCallback, useEffect, useState } from 'react'
import { editorAddress, editorPlace } from '#page-model/dev-addresses.ts'
import type { CollectionSummary, EditorCatalogue, PageFileSummary } from '#page-model/editor-api-types.ts'
import { FilePicker } from '#editor/shared/file-picker.tsx'
import { NotEditable, useOpenedFile } from '#editor/shared/opened-file.tsx'
import { endpoint } from '#editor/shared/endpoint-client.ts'
import { goTo, useAddress } from '#editor/shared/use-address.ts'
import { collectionDraftKey } from '#editor/shared/use-draft.ts'
import { CollectionEditor } from './collection-editor.tsx'
import { EditorMessage } from '#editor/shared/editor-message.tsx'
import { FileChooser } from '#editor/shared/file-chooser.tsx'

/** A collection, and a record of it, as the address names them. */
interface Place {
  collection: string | undefined
  id: number | undefined
}

function placeIn(search: string): Place {
  const place = editorPlace(search)
  return place.section === 'content' ? { collection: place.collection, id: place.id } : { collection: undefined, id: undefined }
}

export function ContentSection({ catalogue, pages }: { catalogue: EditorCatalogue; pages: PageFileSummary[] }) {
  const [summaries, setSummaries] = useState<CollectionSummary[]>()
  const [failure, setFailure] = useState<string>()
  const place = placeIn(useAddress().search)
  useEffect(() => {
    endpoint.collections().then(setSummaries, (error: Error) => setFailure(error.message))
  }, [])
  const summary = summaries?.find((candidate) => candidate.name === place.collection)
  useEffect(() => {
    document.title = summary ? `${summary.label} · Content · Green Valley` : 'Content · Green Valley'
  }, [summary])

  const go = useCallback((next: Place) => goTo(editorAddress({ section: 'content', ...next })), [])
  const selectId = useCallback((id: number | undefined) => go({ collection: place.collection, id }), [go, place.collection])

  if (failure) return <EditorMessage title="The content could not be opened">{failure}</EditorMessage>
  if (!summaries) return <EditorMessage title="Opening the content…" />
  if (!summary) return <CollectionChooser summaries={summaries} unknown={place.collection} />
  return (
    <CollectionLoader
      key={summary.name}
      summary={summary}
      catalogue={catalogue}
      pages={pages}
      selectedId={place.id}
      onSelectId={selectId}
      renderCollectionPicker={(dirty) => (
        <FilePicker
          label="Collection"
          choices={summaries.map((choice) => ({ value: choice.name, label: choice.label, name: choice.label.toLowerCase() }))}
          current={summary.name}
          openFile={summary.file}
          dirty={dirty}
          draftKey={collectionDraftKey(summary.name)}
          onOpen={(collection) => go({ collection, id: undefined })}
        />
      )}
    />
  )
}

function CollectionLoader({
  summary,
  ...rest
}: Omit<React.ComponentProps<typeof CollectionEditor>, 'file' | 'onReload' | 'devServerEvents'> & {
  summary: CollectionSummary
}) {
  const { file, message, reload } = useOpenedFile(
    summary.label,
    useCallback(() => endpoint.openCollection(summary.name), [summary.name]),
  )
  if (!file) return message
  const { records } = file
  if (!records) return <NotEditable name={summary.label} problems={file.problems} />
  return (
    <CollectionEditor
      key={file.version}
      summary={summary}
      file={{ ...file, records }}
      onReload={reload}
      devServerEvents={import.meta.hot}
      {...rest}
    />
  )
}

function CollectionChooser({ summaries, unknown }: { summaries: CollectionSummary[]; unknown: string | undefined }) {
  const entries = summaries.map((summary) => ({
    key: summary.name,
    href: editorAddress({ section: 'content', collection: summary.name }),
    title: summary.label,
    detail: `${summary.count} ${summary.count === 1 ? summary.noun : plural(summary.noun)}`,
  }))
  const lead =
    'Products, posts, people and the rest, one list each. Each save is checked as the site’s build checks it: nothing with a problem is saved.'
  return (
    <FileChooser section="content" question="Which content do you want to edit?" lead={lead} entries={entries}>
      {unknown && (
        <p className="ed-field__note ed-field__note--error" role="alert">
          There is no collection “{unknown}”: choose one below.
        </p>
      )}
    </FileChooser>
  )
}

/** "product" → "products", "category" → "categories". */
function plural(noun: string): string {
  return /[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : `${noun}s`
}
