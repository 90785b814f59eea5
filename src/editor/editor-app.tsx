/**
 * The editor at /__edit (only in `npm run dev`): Pages (choose a page file, then edit it), Content (the
 * collections in data/) and Settings (data/site.json). Where it is, is in the address
 * (/__edit?page=home-2, /__edit?collection=products&id=1, /__edit?settings), so a reload or a shared link
 * opens it again.
 */
import { useCallback, useEffect, useState } from 'react'
import type { EditorCatalogue, OpenedPageFile, PageFileSummary } from '#page-model/editor-api-types.ts'
import { Icon } from '#ui/icons.tsx'
import { ContentSection } from './content/content-section.tsx'
import { EditorMessage as Message } from './content/editor-message.tsx'
import { EditorSections, sectionInAddress } from './content/editor-sections.tsx'
import { SettingsSection } from './content/settings-editor.tsx'
import { FilePicker } from './file-picker.tsx'
import { endpoint } from './endpoint-client.ts'
import { PageEditor } from './page-editor.tsx'
import { pageDraftKey } from './use-draft.ts'
import type { PageValue } from './page-document.ts'
import { useListsFollowDisk } from './use-lists-follow-disk.ts'

function pageInAddress(): string | undefined {
  const name = new URLSearchParams(location.search).get('page')
  return name ? (name.endsWith('.json') ? name : `${name}.json`) : undefined
}

/** The block type the catalogue's "Add to page…" asks to add (/__edit?page=home-2&add=faq). */
function blockToAddInAddress(): string | undefined {
  return new URLSearchParams(location.search).get('add') ?? undefined
}

export function EditorApp() {
  const [catalogue, setCatalogue] = useState<EditorCatalogue>()
  const [pages, setPages] = useState<PageFileSummary[]>()
  const [failure, setFailure] = useState<string>()
  const [name, setName] = useState(pageInAddress)
  const [section, setSection] = useState(() => sectionInAddress(location.search))
  const [blockToAdd, setBlockToAdd] = useState(blockToAddInAddress)
  // Added once: a reload then offers the unsaved page back (a draft) rather than adding the block again.
  useEffect(() => {
    if (!blockToAddInAddress()) return
    const url = new URL(location.href)
    url.searchParams.delete('add')
    history.replaceState(null, '', url)
  }, [])

  const loadPages = useCallback(() => endpoint.pages().then(setPages, (error: Error) => setFailure(error.message)), [])
  useEffect(() => {
    endpoint.catalogue().then(setCatalogue, (error: Error) => setFailure(error.message))
    void loadPages()
  }, [loadPages])
  useListsFollowDisk(import.meta.hot, loadPages, setCatalogue)
  useEffect(() => {
    const onPopState = () => {
      setName(pageInAddress())
      setSection(sectionInAddress(location.search))
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [])
  useEffect(() => {
    if (section === 'pages') document.title = name ? `${name} · Page editor · Green Valley` : 'Page editor · Green Valley'
  }, [name, section])

  const open = useCallback((next: string) => {
    history.pushState(null, '', `/__edit?page=${encodeURIComponent(next.replace(/\.json$/, ''))}`)
    setBlockToAdd(undefined)
    setName(next)
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

  if (failure) return <Message title="The editor could not start">{failure}</Message>
  if (!catalogue || !pages) return <Message title="Opening the editor…" />
  if (section === 'content') return <ContentSection catalogue={catalogue} pages={pages} />
  if (section === 'settings') return <SettingsSection catalogue={catalogue} devServerEvents={import.meta.hot} />
  if (!name) return <PageChooser pages={pages} />
  return (
    <PageLoader
      key={name}
      name={name}
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
  catalogue,
  pages,
  onOpen,
  onOpenCreated,
  justCreated,
  blockToAdd,
  onPagesChanged,
}: {
  name: string
  catalogue: EditorCatalogue
  pages: PageFileSummary[]
  onOpenCreated: (name: string) => void
  justCreated: boolean
  blockToAdd: string | undefined
  onOpen: (name: string) => void
  onPagesChanged: () => Promise<void>
}) {
  const [file, setFile] = useState<OpenedPageFile>()
  const [failure, setFailure] = useState<string>()
  const [loads, setLoads] = useState(0)
  useEffect(() => {
    endpoint.open(name).then(setFile, (error: Error) => setFailure(error.message))
  }, [name, loads])
  const reload = useCallback(() => setLoads((count) => count + 1), [])

  if (failure) return <Message title={`${name} could not be opened`}>{failure}</Message>
  if (!file) return <Message title={`Opening ${name}…`} />
  if (!isPage(file.value)) {
    return (
      <Message title={`${name} is not a page the editor can open`}>
        <p>Fix these problems in the file with your code editor, then reload this page:</p>
        <pre className="ed-message__problems">{file.problems.map((problem) => problem.printed).join('\n')}</pre>
      </Message>
    )
  }
  return (
    <PageEditor
      key={file.version}
      file={{ ...file, value: file.value }}
      catalogue={catalogue}
      onReload={reload}
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
            choices={pages.map((page) => ({ value: page.name, label: page.path ?? page.name, name: page.name }))}
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

function PageChooser({ pages }: { pages: PageFileSummary[] }) {
  return (
    <main className="ed-chooser">
      <header className="ed-chooser__head">
        <EditorSections current="pages" />
        <h1 className="ed-chooser__title">Which page do you want to edit?</h1>
        <p className="ed-inspector__lead">
          Every page of the site is a file in pages-schema/. Changes are saved to that file, checked exactly as{' '}
          <code>npm run validate</code> checks it.
        </p>
      </header>
      <ul className="ed-chooser__list">
        {pages.map((page) => (
          <li key={page.name}>
            <a className="ed-chooser__page" href={`/__edit?page=${encodeURIComponent(page.name.replace(/\.json$/, ''))}`}>
              <span className="ed-chooser__path">{page.path ?? page.name}</span>
              <span className="ed-chooser__name">{page.title?.split(' | ')[0] ?? page.name}</span>
              <span className="ed-chooser__file">
                {page.name} <Icon name="arrowRight" size={14} />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </main>
  )
}
