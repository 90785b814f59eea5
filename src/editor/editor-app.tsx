/**
 * The editor at /__edit (only in `npm run dev`): Pages (choose a page file, then edit it), Content (the
 * collections in data/), Settings (data/site.json) and Publish. Where it is, is in the address
 * (/__edit?page=home-2, /__edit?collection=products&id=1, /__edit?settings), so a reload or a shared link
 * opens it again.
 */
import { useCallback, useEffect, useState } from 'react'
import { editorAddress, editorPlace } from '#page-model/dev-addresses.ts'
import type { EditorCatalogue, PageFileSummary } from '#page-model/editor-api-types.ts'
import { ContentSection } from './content/content-section.tsx'
import { EditorMessage as Message } from '#editor/shared/editor-message.tsx'
import { EditorSections } from '#editor/shared/editor-sections.tsx'
import { FileChooser } from '#editor/shared/file-chooser.tsx'
import { SettingsSection } from './content/settings-editor.tsx'
import { FilePicker } from '#editor/shared/file-picker.tsx'
import { NotEditable, useOpenedFile } from '#editor/shared/opened-file.tsx'
import { endpoint } from '#editor/shared/endpoint-client.ts'
import { PageEditor } from '#editor/page/page-editor.tsx'
import { goTo, useAddress } from '#editor/shared/use-address.ts'
import { pageDraftKey } from '#editor/shared/use-draft.ts'
import { pageInWords } from '#editor/shared/page-in-words.ts'
import type { PageValue } from '#editor/page/page-document.ts'
import { useListsFollowDisk } from '#editor/shared/use-lists-follow-disk.ts'
import { PublishScreen } from '#editor/publish/publish-screen.tsx'

export function EditorApp() {
  const [catalogue, setCatalogue] = useState<EditorCatalogue>()
  const [pages, setPages] = useState<PageFileSummary[]>()
  const [failure, setFailure] = useState<string>()
  const place = editorPlace(useAddress().search)
  const name = place.section === 'pages' ? place.page : undefined
  // The block type the catalogue's "Add to page…" asks to add (/__edit?page=home-2&add=faq), added once: the
  // address drops it, so a reload offers the unsaved page back (a draft) rather than adding the block again.
  const addInAddress = place.section === 'pages' ? place.add : undefined
  const [blockToAdd, setBlockToAdd] = useState(addInAddress)
  useEffect(() => {
    if (addInAddress) goTo(editorAddress({ section: 'pages', page: name }), { replace: true })
  }, [addInAddress, name])

  const loadPages = useCallback(() => endpoint.pages().then(setPages, (error: Error) => setFailure(error.message)), [])
  useEffect(() => {
    endpoint.catalogue().then(setCatalogue, (error: Error) => setFailure(error.message))
    void loadPages()
  }, [loadPages])
  useListsFollowDisk(import.meta.hot, loadPages, setCatalogue)
  // The page as the editor names it, for the tab and the page's screens (a page just made may not be listed yet).
  const pageName =
    name === undefined ? undefined : pageInWords(pages?.find((page) => page.name === name) ?? { name, path: undefined })
  useEffect(() => {
    if (place.section === 'pages')
      document.title = pageName ? `${pageName} · Page editor · Green Valley` : 'Page editor · Green Valley'
  }, [pageName, place.section])

  const open = useCallback((next: string) => {
    setBlockToAdd(undefined)
    goTo(editorAddress({ section: 'pages', page: next }))
  }, [])
  /** The page just made with "Save as new page": its editor takes the focus the dialog's opener had. */
  const [created, setCreated] = useState<string>()
  const openCreated = useCallback(
    (next: string) => {
      setCreated(next)
      open(next)
    },
    [open],
  )

  if (place.section === 'publish') return <PublishScreen />
  if (failure) return <Message title="The editor could not start">{failure}</Message>
  if (!catalogue || !pages) return <Message title="Opening the editor…" />
  if (place.section === 'content') return <ContentSection catalogue={catalogue} pages={pages} />
  if (place.section === 'settings') return <SettingsSection catalogue={catalogue} devServerEvents={import.meta.hot} />
  if (!name || !pageName) return <PageChooser pages={pages} />
  return (
    <PageLoader
      key={name}
      name={name}
      pageName={pageName}
      catalogue={catalogue}
      pages={pages}
      onOpen={open}
      onOpenCreated={openCreated}
      justCreated={created === name}
      blockToAdd={blockToAdd}
      onPagesChanged={loadPages}
    />
  )
}

function PageLoader({
  name,
  pageName,
  catalogue,
  pages,
  onOpen,
  onOpenCreated,
  justCreated,
  blockToAdd,
  onPagesChanged,
}: {
  name: string
  /** The page in words: its address, or "Each product’s page (shop single)". */
  pageName: string
  catalogue: EditorCatalogue
  pages: PageFileSummary[]
  onOpenCreated: (name: string) => void
  justCreated: boolean
  blockToAdd: string | undefined
  onOpen: (name: string) => void
  onPagesChanged: () => Promise<void>
}) {
  const { file, message, reload } = useOpenedFile(
    pageName,
    useCallback(() => endpoint.open(name), [name]),
  )
  if (!file) return message
  if (!isPage(file.value)) return <NotEditable name={pageName} problems={file.problems} />
  return (
    <PageEditor
      key={file.version}
      file={{ ...file, value: file.value }}
      pageName={pageName}
      catalogue={catalogue}
      onReload={reload}
      devServerEvents={import.meta.hot}
      justCreated={justCreated}
      blockToAdd={blockToAdd}
      onCreated={(created) => {
        void onPagesChanged()
        onOpenCreated(created)
      }}
      renderPagePicker={(dirty) => (
        <>
          <EditorSections current="pages" onDark />
          <FilePicker
            label="Page"
            choices={pages.map((page) => ({ value: page.name, label: pageInWords(page), name: page.name }))}
            current={name}
            openFile={name}
            dirty={dirty}
            draftKey={pageDraftKey(name)}
            onOpen={onOpen}
          />
        </>
      )}
    />
  )
}

function isPage(value: unknown): value is PageValue {
  return typeof value === 'object' && value !== null && Array.isArray((value as { blocks?: unknown }).blocks)
}

export function PageChooser({ pages }: { pages: PageFileSummary[] }) {
  const entries = pages.map((page) => ({
    key: page.name,
    href: editorAddress({ section: 'pages', page: page.name }),
    title: pageInWords(page),
    // A page about each record has a pattern for its title ("{title} | …").
    detail: page.recordPage ? 'One for each, at its own address' : (page.title?.split(' | ')[0] ?? page.name),
  }))
  const lead =
    'Every page of the site, by its address. Each save is checked as the site’s build checks it: a page with a problem is not saved.'
  return <FileChooser section="pages" question="Which page do you want to edit?" lead={lead} entries={entries} />
}
