/**
 * The preview frame of the page editor: the site's own frame and renderer drawing the draft the editor
 * sends (already compiled by the dev server: defaults applied, records resolved, hidden blocks left out).
 * Links do not navigate here; a click on a block selects it in the editor.
 */
import { StrictMode, useEffect, useRef, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import '#styles/index.css'
import { EditedEntryContext, type EditedEntryOfPage } from '#app/edited-entry-context.ts'
import { BlockView, PageRenderer, type DrawBlock } from '#app/page-renderer.tsx'
import { SiteFrame } from '#app/site-frame.tsx'
import { viewFor } from '#app/start-up/index.ts'
import { messageFrom, type FromPreview, type ToPreview } from '#editor/shared/preview-protocol.ts'
import { showSiteSettings } from '#editor/shared/preview-site-settings.ts'
import './preview.css'

type Shown = Extract<ToPreview, { type: 'show' }>

/** Where the preview scrolls when the page's own settings are selected rather than a block. */
const PAGE_TOP = '#top'

/** Counts the pages received, so a page whose views load late never replaces a newer one. */
let shows = 0
/** The settings last put into the frame (JSON). */
let shownSettings = ''

/** The new page, with each block that did not change kept as the object already shown: it does not render again. */
function keepUnchangedBlocks(previous: Shown | undefined, next: Shown): Shown {
  if (!previous) return next
  const before = new Map(previous.page.blocks.map((block) => [block.id, block]))
  const blocks = next.page.blocks.map((block) => {
    const shown = before.get(block.id)
    return shown && JSON.stringify(shown) === JSON.stringify(block) ? shown : block
  })
  return { ...next, page: { ...next.page, blocks } }
}

function tellEditor(message: FromPreview) {
  window.parent.postMessage(message, location.origin)
}

function Preview() {
  const [shown, setShown] = useState<Shown>()
  const [selection, setSelection] = useState<Extract<ToPreview, { type: 'select' }>>()
  const [editedEntry, setEditedEntry] = useState<EditedEntryOfPage>()
  // The frame reads the settings as it renders, not from state: it is drawn anew when they change.
  const [settingsChanges, setSettingsChanges] = useState(0)

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = messageFrom<ToPreview>(event, window.parent)
      if (message?.type === 'select') setSelection(message)
      if (message?.type === 'entry') setEditedEntry(message.entry)
      if (message?.type !== 'show') return
      // The renderer draws only blocks whose view has loaded (as the site does after preloading a route);
      // a view that fails to load is reported by its block's error boundary.
      const views = message.page.blocks.map((block) => viewFor(block.type))
      const sent = ++shows
      void Promise.allSettled(views).then(() => {
        if (sent !== shows) return
        const settings = message.site && JSON.stringify(message.site)
        if (message.site && settings !== shownSettings) {
          shownSettings = settings!
          showSiteSettings(message.site)
          setSettingsChanges((count) => count + 1)
        }
        setShown((previous) => keepUnchangedBlocks(previous, message))
      })
    }
    window.addEventListener('message', onMessage)
    tellEditor({ type: 'ready' })
    return () => window.removeEventListener('message', onMessage)
  }, [])

  useEffect(() => {
    // Capture: before any block's own handler, so no link leaves the preview.
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null
      if (target?.closest('a[href]')) event.preventDefault()
      const block = target?.closest<HTMLElement>('.block[id]')
      if (block) tellEditor({ type: 'picked', blockId: block.id })
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [])

  // Marks the selected block, and brings it into view once when the editor asks (a block just added
  // appears only with the next page the editor sends).
  const scrollPending = useRef<string | undefined>(undefined)
  useEffect(() => {
    scrollPending.current = selection?.scroll ? (selection.blockId ?? PAGE_TOP) : undefined
  }, [selection])
  useEffect(() => {
    document.querySelector('[data-editor-selected]')?.removeAttribute('data-editor-selected')
    if (scrollPending.current === PAGE_TOP) {
      window.scrollTo({ top: 0, behavior: 'instant' })
      scrollPending.current = undefined
    }
    const block = selection?.blockId ? document.getElementById(selection.blockId) : null
    if (!block) return
    block.setAttribute('data-editor-selected', '')
    if (scrollPending.current === block.id) {
      // Not scrollIntoView: it would scroll the editor around this frame too.
      const headerSpace = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
      window.scrollTo({ top: block.getBoundingClientRect().top + window.scrollY - headerSpace, behavior: 'instant' })
      scrollPending.current = undefined
    }
  }, [selection, shown])

  // The block the editor's form is in learns which of its entries is being edited (a slide, a question).
  const drawBlock: DrawBlock = (block) => (
    <EditedEntryContext value={editedEntry?.blockId === block.id ? editedEntry : undefined}>
      <BlockView block={block} />
    </EditedEntryContext>
  )

  if (!shown) return null
  return (
    <MemoryRouter key={`${shown.url} ${settingsChanges}`} initialEntries={[shown.url]}>
      <SiteFrame>
        <Routes>
          <Route path={shown.page.path} element={<PageRenderer page={shown.page} drawBlock={drawBlock} />} />
        </Routes>
      </SiteFrame>
    </MemoryRouter>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Preview />
  </StrictMode>,
)
