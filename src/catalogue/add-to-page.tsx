/**
 * "Add to page…" on a catalogue card: choose a page, and the page editor opens it with this block added at the
 * end, unsaved, so the editor can place it and save. The pages come from the page editor's endpoint (both exist
 * only in `npm run dev`), on first use. A block that shows one record is offered only the pages about each record
 * of its collection.
 */
import { useId, useState } from 'react'
import { endpoint } from '#editor/shared/endpoint-client.ts'
import { EDITOR_PATH } from '#page-model/dev-addresses.ts'
import type { PageFileSummary } from '#page-model/editor-api-types.ts'
import { pageInWords } from '#editor/shared/page-in-words.ts'

type PageList = { pages: PageFileSummary[] } | { failure: string }

/** The page files, from the page editor's endpoint; its message when it does not answer. */
function loadPages(): Promise<PageList> {
  return endpoint.pages().then(
    (pages) => ({ pages }),
    (error: Error) => ({ failure: error.message }),
  )
}

export function AddToPage({ type, name, entity }: { type: string; name: string; entity: readonly string[] }) {
  const [open, setOpen] = useState(false)
  const [list, setList] = useState<PageList>()
  const formId = useId()
  const selectId = useId()
  const toggle = () => {
    setOpen(!open)
    if (!list) void loadPages().then(setList)
  }
  const pages =
    list && 'pages' in list
      ? list.pages.filter((page) => entity.length === 0 || (page.entity !== undefined && entity.includes(page.entity.collection)))
      : []
  return (
    <div className="catalogue-add">
      <button type="button" className="btn btn--outline btn--sm" aria-expanded={open} aria-controls={formId} onClick={toggle}>
        Add to page…<span className="visually-hidden"> ({name})</span>
      </button>
      {/* A plain GET form: the editor reads ?page= and ?add= from its address (editorPlace, #page-model/dev-addresses.ts). */}
      <form id={formId} className="catalogue-add__form" action={EDITOR_PATH} method="get" hidden={!open}>
        <input type="hidden" name="add" value={type} />
        {!list && <p className="catalogue-add__note">Loading the pages…</p>}
        {list && 'failure' in list && (
          <p className="catalogue-add__note" role="alert">
            {list.failure}
          </p>
        )}
        {list && 'pages' in list && pages.length === 0 && (
          <p className="catalogue-add__note">No page is about each of these records yet.</p>
        )}
        {pages.length > 0 && (
          <>
            <label className="catalogue-add__label" htmlFor={selectId}>
              Page
            </label>
            <select id={selectId} className="select catalogue-add__select" name="page">
              {pages.map((page) => (
                <option key={page.name} value={page.name.replace(/\.json$/, '')}>
                  {pageInWords(page)}
                </option>
              ))}
            </select>
            <button type="submit" className="btn btn--primary btn--sm">
              Open in the page editor
            </button>
            <p className="catalogue-add__note">It goes at the end of the page, not saved yet: move it, then save.</p>
          </>
        )}
      </form>
    </div>
  )
}
